import { REFUND_TARGETS } from '@hh/shared';
import { Form, Radio } from 'antd';
import { useAfterSalesT } from '../i18n.ts';

/** Where the money goes: back the way it was paid, or to the member's wallet. */
export function RefundToField({ label }: { label: string }) {
  const t = useAfterSalesT();
  return (
    <Form.Item name="refundTo" label={label}>
      <Radio.Group
        optionType="button"
        options={REFUND_TARGETS.map((value) => ({ value, label: t(`refundTo.${value}`) }))}
        data-testid="refund-to"
      />
    </Form.Item>
  );
}
