import { Switch } from 'antd';
import { useState } from 'react';
import { useDict } from '../../components/dict/useDict.ts';
import { guard, usePermission } from '../../components/usePermission.ts';
import { notifySuccess } from '../../http/notify.ts';
import { type Member, setMemberStatus } from './api.ts';
import { useMembersT } from './i18n.ts';

export interface StatusSwitchProps {
  member: Member;
  onChanged(): void;
}

const EDIT = guard('member:edit');

/** Enables (1) or disables (0) a member from the row; read-only without member:edit. */
export function StatusSwitch({ member, onChanged }: StatusSwitchProps) {
  const t = useMembersT();
  const status = useDict('user_status');
  const canEdit = usePermission(EDIT);
  const [saving, setSaving] = useState(false);
  const [checked, setChecked] = useState(member.status === 1);

  const change = async (next: boolean) => {
    setSaving(true);
    try {
      await setMemberStatus(member.uid, next ? 1 : 0);
      setChecked(next);
      notifySuccess(t('status.changed'));
      onChanged();
    } finally {
      setSaving(false);
    }
  };

  return (
    <Switch
      checked={checked}
      loading={saving}
      disabled={!canEdit}
      checkedChildren={status.label(1)}
      unCheckedChildren={status.label(0)}
      onChange={(next) => void change(next).catch(() => undefined)}
      data-testid="member-status"
    />
  );
}
