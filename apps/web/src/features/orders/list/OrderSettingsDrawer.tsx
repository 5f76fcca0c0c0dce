import { ORDER_SETTINGS_RANGES } from '@hh/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Drawer, Form, Skeleton, Space } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { NumberField } from '../../../components/form/NumberField.tsx';
import { useFormSave } from '../../../components/useFormSave.ts';
import { notifySuccess } from '../../../http/notify.ts';
import { useSession } from '../../../session/state.ts';
import { fetchOrderSettings, type OrderSettings, saveOrderSettings } from '../api.ts';
import { useOrdersT } from '../i18n.ts';

export interface OrderSettingsDrawerProps {
  open: boolean;
  onClose(): void;
}

const FIELDS = [
  { name: 'cancelUnpaidMinutes', unit: 'minutes' },
  { name: 'autoReceiveDays', unit: 'days' },
  { name: 'autoCompleteDays', unit: 'days' },
  { name: 'maxUnpaidOrders', unit: 'orders' },
  { name: 'maxSkuQuantity', unit: 'pieces' },
  { name: 'repriceMaxPercent', unit: 'percent' },
] as const;

/**
 * The shop's order settings (`order:settings`): the timers (cancel unpaid, confirm receipt, complete;
 * for orders from now on), a shopper's unpaid holds and how high staff may reprice.
 */
export function OrderSettingsDrawer({ open, onClose }: OrderSettingsDrawerProps) {
  const t = useOrdersT();
  const { t: common } = useTranslation();
  const [form] = Form.useForm<OrderSettings>();
  const companyId = useSession((state) => state.shop?.companyId ?? 0);
  const key = ['orders', companyId, 'settings'];
  const client = useQueryClient();
  const settings = useQuery({ queryKey: key, queryFn: fetchOrderSettings, enabled: open, staleTime: 0 });

  useEffect(() => {
    if (open && settings.data) form.setFieldsValue(settings.data);
  }, [open, settings.data, form]);

  const { saving, submit } = useFormSave(form, async (values) => {
    client.setQueryData(key, await saveOrderSettings(values));
    notifySuccess(t('settings.saved'));
    onClose();
  });

  return (
    <Drawer
      open={open}
      onClose={onClose}
      title={t('settings.title')}
      width={440}
      destroyOnHidden
      data-testid="order-settings"
      footer={
        <Space className="hh-order-settings-footer">
          <Button onClick={onClose}>{common('common.cancel')}</Button>
          <Button
            type="primary"
            loading={saving}
            disabled={!settings.data}
            onClick={() => form.submit()}
            data-testid="order-settings-save"
          >
            {common('common.save')}
          </Button>
        </Space>
      }
    >
      <Alert type="info" showIcon className="hh-order-settings-note" message={t('settings.note')} />
      {settings.data ? (
        <Form form={form} layout="vertical" name="order-settings" onFinish={submit}>
          {FIELDS.map(({ name, unit }) => (
            <NumberField
              key={name}
              name={name}
              label={t(`settings.${name}`)}
              extra={t(`settings.${name}Help`)}
              {...ORDER_SETTINGS_RANGES[name]}
              rules={[{ required: true, message: t('settings.required') }]}
              testId={`order-settings-${name}`}
              input={{ suffix: t(`settings.${unit}`), className: 'hh-order-settings-input' }}
            />
          ))}
        </Form>
      ) : (
        <Skeleton active paragraph={{ rows: 6 }} />
      )}
    </Drawer>
  );
}
