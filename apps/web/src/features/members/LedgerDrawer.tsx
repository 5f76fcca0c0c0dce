import type { LedgerKind } from '@hh/shared';
import { formatThousands } from '@hh/shared';
import { Descriptions, Drawer, Segmented, type TableColumnsType } from 'antd';
import { useEffect, useState } from 'react';
import { LedgerTable, ledgerTimeColumn } from '../../components/ledger/LedgerTable.tsx';
import type { LedgerLine, Member } from './api.ts';
import { useMembersT } from './i18n.ts';
import { formatLedgerAmount } from './ledgerFormat.ts';
import { LEDGER_PAGE_SIZE, useLedger, useMember } from './queries.ts';

export interface LedgerDrawerProps {
  member: Member | null;
  onClose(): void;
}

function MemberLedger({ uid, kind }: { uid: number; kind: LedgerKind }) {
  const t = useMembersT();
  const [page, setPage] = useState(0);
  const ledger = useLedger(uid, kind, page);
  const columns: TableColumnsType<LedgerLine> = [
    ledgerTimeColumn(t('ledger.time')),
    {
      title: t('ledger.change'),
      dataIndex: 'change',
      align: 'right',
      width: 110,
      render: (value: string) => (
        <span className={value.startsWith('-') ? 'hh-ledger-minus' : 'hh-ledger-plus'}>
          {formatLedgerAmount(value, kind, true)}
        </span>
      ),
    },
    {
      title: t('ledger.balance'),
      dataIndex: 'balance',
      align: 'right',
      width: 110,
      render: (value: string) => formatLedgerAmount(value, kind, false),
    },
    {
      title: t('ledger.reason'),
      dataIndex: 'reason',
      ellipsis: true,
      render: (value: string, line) =>
        line.reasonCode ? t(`ledger.reasons.${line.reasonCode}`, line.reasonParams ?? {}) : value,
    },
    {
      title: t('ledger.operator'),
      dataIndex: 'operatorId',
      width: 100,
      render: (value: number | null) => value ?? t('ledger.system'),
    },
  ];
  return (
    <LedgerTable<LedgerLine>
      lines={ledger.data}
      loading={ledger.isFetching}
      page={page}
      pageSize={LEDGER_PAGE_SIZE}
      onPage={setPage}
      columns={columns}
      testId={`ledger-${kind}`}
    />
  );
}

/** A member's wallet and points ledger, newest first, with the current balances on top. */
export function LedgerDrawer({ member, onClose }: LedgerDrawerProps) {
  const t = useMembersT();
  const [kind, setKind] = useState<LedgerKind>('wallet');
  const fresh = useMember(member?.uid);
  const shown = fresh.data ?? member;

  useEffect(() => {
    if (member) setKind('wallet');
  }, [member]);

  return (
    <Drawer
      open={member !== null}
      onClose={onClose}
      size={720}
      title={shown ? t('ledger.title', { name: shown.nickname }) : ''}
      data-testid="ledger-drawer"
    >
      {shown && (
        <>
          <Descriptions size="small" column={2} className="hh-member-dialog-head">
            <Descriptions.Item label={t('fields.nowMoney')}>
              <strong data-testid="ledger-balance">{formatThousands(shown.nowMoney)}</strong>
            </Descriptions.Item>
            <Descriptions.Item label={t('fields.integral')}>{shown.integral}</Descriptions.Item>
          </Descriptions>
          <Segmented<LedgerKind>
            value={kind}
            onChange={setKind}
            options={[
              { value: 'wallet', label: t('ledger.wallet') },
              { value: 'points', label: t('ledger.points') },
            ]}
            className="hh-ledger-kind"
          />
          <MemberLedger key={`${shown.uid}-${kind}`} uid={shown.uid} kind={kind} />
        </>
      )}
    </Drawer>
  );
}
