import { Form, Input, Select } from 'antd';
import { useOrdersT } from '../i18n.ts';
import type { useAfterSaleReasons } from './queries.ts';

interface ReasonFieldsProps {
  /** The shop's reasons, loading from the dialog's opening. */
  reasons: ReturnType<typeof useAfterSaleReasons>;
  explanationLabel: string;
  /** The test id prefix: `{name}-reason`, `{name}-explanation`. */
  name: string;
}

/** Why money goes back: a reason of the shop's list (required) and the staff's own words. */
export function ReasonFields({ reasons, explanationLabel, name }: ReasonFieldsProps) {
  const t = useOrdersT();
  return (
    <>
      <Form.Item
        name="reason"
        label={t('staffRefund.reason')}
        rules={[{ required: true, message: t('staffRefund.reasonRequired') }]}
      >
        <Select
          options={(reasons.data ?? []).map((r) => ({ value: r.value, label: r.label }))}
          loading={reasons.isPending}
          data-testid={`${name}-reason`}
        />
      </Form.Item>
      <Form.Item name="explanation" label={explanationLabel}>
        <Input.TextArea rows={2} maxLength={500} showCount data-testid={`${name}-explanation`} />
      </Form.Item>
    </>
  );
}
