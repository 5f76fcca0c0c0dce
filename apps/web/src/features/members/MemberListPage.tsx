import { useState } from 'react';
import { CrudList } from '../../components/crud/CrudList.tsx';
import { crudPermissions } from '../../components/crud/permissions.ts';
import { useCrud } from '../../components/crud/useCrud.ts';
import { quietly } from '../../lib/quietly.ts';
import type { Member } from './api.ts';
import { useMembersT } from './i18n.ts';
import { LedgerDrawer } from './LedgerDrawer.tsx';
import { MemberActions } from './MemberActions.tsx';
import { MemberFormFields } from './MemberFormFields.tsx';
import { MemberQueryFields } from './MemberQueryFields.tsx';
import { MoneyDialog } from './MoneyDialog.tsx';
import { memberListConfig } from './memberList.ts';
import { useForgetMembers } from './queries.ts';
import { SpreadDialog } from './SpreadDialog.tsx';
import { useMemberColumns } from './useMemberColumns.tsx';
import './members.css';

const PERMISSIONS = crudPermissions('member');

/** `member/user/index`: the company's storefront members with wallet, promoter and ledger. */
export default function MemberListPage() {
  const t = useMembersT();
  const crud = useCrud(memberListConfig(t('title'), t('item')));
  const forget = useForgetMembers();
  const [moneyFor, setMoneyFor] = useState<Member | null>(null);
  const [spreadFor, setSpreadFor] = useState<Member | null>(null);
  const [ledgerFor, setLedgerFor] = useState<Member | null>(null);
  const changed = () => {
    quietly(crud.refresh());
    void forget();
  };
  const columns = useMemberColumns(changed);

  return (
    <div data-testid="member-list">
      <CrudList
        crud={crud}
        columns={columns}
        permissions={PERMISSIONS}
        indexColumn={false}
        queryFields={<MemberQueryFields />}
        formFields={<MemberFormFields />}
        rowActions={(row) => (
          <MemberActions member={row} onMoney={setMoneyFor} onSpread={setSpreadFor} onLedger={setLedgerFor} />
        )}
      />
      <MoneyDialog
        member={moneyFor}
        onClose={() => setMoneyFor(null)}
        onDone={() => {
          setMoneyFor(null);
          changed();
        }}
      />
      <SpreadDialog
        member={spreadFor}
        onClose={() => setSpreadFor(null)}
        onDone={() => {
          setSpreadFor(null);
          changed();
        }}
      />
      <LedgerDrawer member={ledgerFor} onClose={() => setLedgerFor(null)} />
    </div>
  );
}
