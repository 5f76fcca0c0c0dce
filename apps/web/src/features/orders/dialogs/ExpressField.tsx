import { Form, Select } from 'antd';
import { useOrdersT } from '../i18n.ts';
import { useExpressOptions } from '../queries.ts';

/** The courier company, picked from the shop's enabled list (readable by whoever may ship). */
export function ExpressField({ open, testId }: { open: boolean; testId: string }) {
  const t = useOrdersT();
  const express = useExpressOptions(open);
  return (
    <Form.Item
      name="expressCode"
      label={t('ship.company')}
      rules={[{ required: true, message: t('ship.rules.company') }]}
    >
      <Select
        showSearch={{ optionFilterProp: 'label' }}
        placeholder={t('ship.companyPlaceholder')}
        loading={express.isLoading}
        options={express.data ?? []}
        data-testid={testId}
      />
    </Form.Item>
  );
}

/** The company's name for the call: the chosen option's. */
export function useExpressName(
  open: boolean,
): (values: { expressCode?: string; expressName?: string }) => string {
  const express = useExpressOptions(open);
  return (values) =>
    values.expressName?.trim() ||
    express.data?.find((option) => option.value === values.expressCode)?.label ||
    values.expressCode ||
    '';
}
