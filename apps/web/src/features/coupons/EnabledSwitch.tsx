import { Switch } from 'antd';
import { useState } from 'react';
import { notifySuccess } from '../../http/notify.ts';
import { quietly } from '../../lib/quietly.ts';
import { useCouponsT } from './i18n.ts';

interface EnabledSwitchProps {
  enabled: boolean;
  editable: boolean;
  change(next: boolean): Promise<unknown>;
  onChanged(): Promise<void>;
  testId: string;
}

/** Turns a template or an issue on or off from its row; read-only without coupon:edit. */
export function EnabledSwitch({ enabled, editable, change, onChanged, testId }: EnabledSwitchProps) {
  const t = useCouponsT();
  const [saving, setSaving] = useState(false);
  const flip = async (next: boolean) => {
    setSaving(true);
    try {
      await change(next);
      notifySuccess(t('enabled.changed'));
      await onChanged();
    } finally {
      setSaving(false);
    }
  };
  return (
    <Switch
      checked={enabled}
      loading={saving}
      disabled={!editable}
      checkedChildren={t('enabled.on')}
      unCheckedChildren={t('enabled.off')}
      onChange={(next) => quietly(flip(next))}
      data-testid={testId}
    />
  );
}
