import { Switch } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '../../http/notify.ts';
import { quietly } from '../../lib/quietly.ts';
import { type StaffRow, saveStaff, toStaffInput } from './api.ts';

interface EnabledSwitchProps {
  row: StaffRow;
  disabled: boolean;
  onChanged(): Promise<void>;
}

/** The row's enabled state, saved at once with the rest of the row as it is. */
export function EnabledSwitch({ row, disabled, onChanged }: EnabledSwitchProps) {
  const { t } = useTranslation();
  const [saving, setSaving] = useState(false);
  const change = async (enabled: boolean) => {
    setSaving(true);
    try {
      await saveStaff(row.id, { ...toStaffInput(row), enabled });
      notifySuccess(t('common.editSucceeded'));
      await onChanged();
    } finally {
      setSaving(false);
    }
  };
  return (
    <Switch
      size="small"
      checked={row.enabled}
      loading={saving}
      disabled={disabled}
      onChange={(enabled) => quietly(change(enabled))}
      aria-label={t('staff.status')}
      data-testid="staff-enabled"
    />
  );
}
