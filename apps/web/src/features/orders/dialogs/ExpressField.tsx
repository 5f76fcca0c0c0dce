import { Form, Input, Select } from 'antd';
import { usePermission } from '../../../components/usePermission.ts';
import { useOrdersT } from '../i18n.ts';
import { EXPRESS_LIST, useExpressOptions } from '../queries.ts';
import { requiredText } from '../rules.ts';

/**
 * The courier company: picked from the shop's enabled list, or typed (code and name) by someone who
 * may not read that list.
 */
export function ExpressField({ open, testId }: { open: boolean; testId: string }) {
  const t = useOrdersT();
  const allowed = usePermission(EXPRESS_LIST);
  const express = useExpressOptions(open && allowed);
  if (!allowed) {
    return (
      <>
        <Form.Item
          name="expressName"
          label={t('ship.company')}
          rules={[requiredText(t('ship.rules.company'))]}
        >
          <Input maxLength={30} data-testid={`${testId}-name`} />
        </Form.Item>
        <Form.Item
          name="expressCode"
          label={t('ship.companyCode')}
          rules={[requiredText(t('ship.rules.companyCode'))]}
        >
          <Input maxLength={20} data-testid={`${testId}-code`} />
        </Form.Item>
      </>
    );
  }
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

/** The company's name for the call: typed, or the chosen option's. */
export function useExpressName(
  open: boolean,
): (values: { expressCode?: string; expressName?: string }) => string {
  const allowed = usePermission(EXPRESS_LIST);
  const express = useExpressOptions(open && allowed);
  return (values) =>
    values.expressName?.trim() ||
    express.data?.find((option) => option.value === values.expressCode)?.label ||
    values.expressCode ||
    '';
}
