import { Button } from 'antd';
import { Permission } from '../../components/Permission.tsx';
import { guard } from '../../components/usePermission.ts';
import type { Member } from './api.ts';
import { useMembersT } from './i18n.ts';

export interface MemberActionsProps {
  member: Member;
  onMoney(member: Member): void;
  onSpread(member: Member): void;
  onLedger(member: Member): void;
}

const MONEY = guard('member:money');
const EDIT = guard('member:edit');
const LIST = guard('member:list');

/** A row's member-specific buttons next to edit and delete. */
export function MemberActions({ member, onMoney, onSpread, onLedger }: MemberActionsProps) {
  const t = useMembersT();
  return (
    <>
      <Permission roles={MONEY}>
        <Button type="link" size="small" onClick={() => onMoney(member)} data-testid="member-money-open">
          {t('actions.money')}
        </Button>
      </Permission>
      <Permission roles={EDIT}>
        <Button type="link" size="small" onClick={() => onSpread(member)} data-testid="member-spread-open">
          {t('actions.spread')}
        </Button>
      </Permission>
      <Permission roles={LIST}>
        <Button type="link" size="small" onClick={() => onLedger(member)} data-testid="member-ledger-open">
          {t('actions.ledger')}
        </Button>
      </Permission>
    </>
  );
}
