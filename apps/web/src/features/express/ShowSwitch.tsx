import { Switch } from 'antd';
import { useState } from 'react';
import { notifySuccess } from '../../http/notify.ts';
import { quietly } from '../../lib/quietly.ts';
import { type ExpressRow, setExpressShown } from './api.ts';
import { useExpressT } from './i18n.ts';

interface ShowSwitchProps {
  row: ExpressRow;
  editable: boolean;
  onChanged(): Promise<void>;
}

/** Enables or disables a courier straight from its row; read-only without express:edit. */
export function ShowSwitch({ row, editable, onChanged }: ShowSwitchProps) {
  const t = useExpressT();
  const [saving, setSaving] = useState(false);
  const change = async (isShow: boolean) => {
    setSaving(true);
    try {
      await setExpressShown(row.id, isShow);
      notifySuccess(t('express.showChanged'));
      await onChanged();
    } finally {
      setSaving(false);
    }
  };
  return (
    <Switch
      checked={row.isShow}
      loading={saving}
      disabled={!editable}
      checkedChildren={t('express.shown')}
      unCheckedChildren={t('express.hidden')}
      onChange={(next) => quietly(change(next))}
      aria-label={t('express.isShow')}
      data-testid="express-show"
    />
  );
}
