import { Switch } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '../../http/notify.ts';
import { quietly } from '../../lib/quietly.ts';
import type { CrudColumn } from '../crud/CrudList.tsx';

interface EnabledSwitchProps {
  enabled: boolean;
  editable: boolean;
  change(next: boolean): Promise<unknown>;
  onChanged(): Promise<void>;
  testId: string;
  size?: 'small';
}

/** Turns a marketing activity (or rule, template, issue) on or off from its row; read-only without the edit right. */
export function EnabledSwitch({ enabled, editable, change, onChanged, testId, size }: EnabledSwitchProps) {
  const { t } = useTranslation();
  const [saving, setSaving] = useState(false);
  const flip = async (next: boolean) => {
    setSaving(true);
    try {
      await change(next);
      notifySuccess(t('marketing.statusChanged'));
      await onChanged();
    } finally {
      setSaving(false);
    }
  };
  return (
    <Switch
      size={size}
      checked={enabled}
      loading={saving}
      disabled={!editable}
      checkedChildren={t('marketing.on')}
      unCheckedChildren={t('marketing.off')}
      onChange={(next) => quietly(flip(next))}
      data-testid={testId}
    />
  );
}

interface EnabledColumnOptions {
  title: string;
  canEdit: boolean;
  /** Saves the row's new state (its status call). */
  change(id: number, enabled: boolean): Promise<unknown>;
  onChanged(): Promise<void>;
  testId: string;
}

/** The status column of a marketing list: a switch on each row. */
export function enabledColumn<Row extends { id: number; enabled: boolean }>({
  title,
  canEdit,
  change,
  onChanged,
  testId,
}: EnabledColumnOptions): CrudColumn<Row> {
  return {
    key: 'enabled',
    title,
    render: (_: unknown, row: Row) => (
      <EnabledSwitch
        enabled={row.enabled}
        editable={canEdit}
        change={(next) => change(row.id, next)}
        onChanged={onChanged}
        testId={testId}
      />
    ),
  };
}
