import { Form, Input, Select } from 'antd';
import { useOrdersT } from '../i18n.ts';
import type { useAfterSaleReasons } from './queries.ts';

export interface ReasonFieldsProps {
  reasons: ReturnType<typeof useAfterSaleReasons>;
  explanationLabel: string;
  /** Prefixes the two fields' test ids (`record-reason`, `refund-explanation`). */
  testIdPrefix: 'record' | 'refund';
}

/** Why money goes back on an order: a reason from the shop's list (required) and the staff's own words. */
export function ReasonFields({ reasons, explanationLabel, testIdPrefix }: ReasonFieldsProps) {
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
          data-testid={`${testIdPrefix}-reason`}
        />
      </Form.Item>
      <Form.Item name="explanation" label={explanationLabel}>
        <Input.TextArea rows={2} maxLength={500} showCount data-testid={`${testIdPrefix}-explanation`} />
      </Form.Item>
    </>
  );
}
