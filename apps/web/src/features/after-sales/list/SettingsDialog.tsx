import { Form, Input } from 'antd';
import { useMemo } from 'react';
import { ActionDialog } from '../../../components/form/ActionDialog.tsx';
import { NumberField } from '../../../components/form/NumberField.tsx';
import { notifySuccess } from '../../../http/notify.ts';
import { saveSettings } from '../api.ts';
import { useAfterSalesT } from '../i18n.ts';
import { useAfterSaleSettings } from '../queries.ts';

interface SettingsValues {
  applyWindowDays: number;
  autoApproveDays: number;
  returnShipDays: number;
  name: string;
  phone: string;
  address: string;
}

export interface SettingsDialogProps {
  open: boolean;
  onClose(): void;
}

/** The company's window for applying, the two timers and the return address approvals fill in. */
export function SettingsDialog({ open, onClose }: SettingsDialogProps) {
  const t = useAfterSalesT();
  const settings = useAfterSaleSettings(open);
  const data = settings.data;
  const initial = useMemo<SettingsValues | undefined>(
    () =>
      data && {
        applyWindowDays: data.applyWindowDays,
        autoApproveDays: data.autoApproveDays,
        returnShipDays: data.returnShipDays,
        name: data.returnAddress?.name ?? '',
        phone: data.returnAddress?.phone ?? '',
        address: data.returnAddress?.address ?? '',
      },
    [data],
  );

  const submit = async (values: SettingsValues) => {
    const address = { name: values.name.trim(), phone: values.phone.trim(), address: values.address.trim() };
    const anyAddress = address.name !== '' || address.phone !== '' || address.address !== '';
    await saveSettings({
      applyWindowDays: values.applyWindowDays,
      autoApproveDays: values.autoApproveDays,
      returnShipDays: values.returnShipDays,
      returnAddress: anyAddress ? address : null,
    });
    notifySuccess(t('settings.done'));
    onClose();
  };

  return (
    <ActionDialog
      open={open}
      title={t('settings.title')}
      name="after-sale-settings"
      initialValues={initial}
      onClose={onClose}
      onSubmit={submit}
    >
      <NumberField name="applyWindowDays" label={t('settings.applyWindowDays')} min={0} max={365} />
      <NumberField
        name="autoApproveDays"
        label={t('settings.autoApproveDays')}
        min={0}
        max={60}
        extra={<span data-testid="settings-auto-approve-hint">{t('settings.autoApproveHint')}</span>}
      />
      <NumberField name="returnShipDays" label={t('settings.returnShipDays')} min={1} max={60} />
      <Form.Item label={t('settings.returnAddress')} className="hh-after-sale-settings-address">
        <Form.Item name="name">
          <Input maxLength={40} placeholder={t('approve.receiver')} data-testid="settings-name" />
        </Form.Item>
        <Form.Item name="phone">
          <Input maxLength={20} placeholder={t('approve.phone')} data-testid="settings-phone" />
        </Form.Item>
        <Form.Item name="address">
          <Input.TextArea rows={2} maxLength={200} placeholder={t('approve.address')} />
        </Form.Item>
      </Form.Item>
    </ActionDialog>
  );
}
