import { formatDate } from '@hh/shared';
import { useQuery } from '@tanstack/react-query';
import { Drawer, Table, Tag } from 'antd';
import { type BargainRow, type CutRow, fetchCuts } from './api.ts';
import { useBargainT } from './i18n.ts';

/** A bargain's cuts, in order: the member's own first, then each helper's, with the price after each. */
export function CutsDrawer({ bargain, onClose }: { bargain: BargainRow | null; onClose(): void }) {
  const t = useBargainT();
  const cuts = useQuery({
    queryKey: ['bargain', 'cuts', bargain?.id],
    queryFn: () => fetchCuts(bargain!.id),
    enabled: bargain !== null,
  });
  return (
    <Drawer
      open={bargain !== null}
      onClose={onClose}
      size={560}
      title={bargain ? t('cuts.title', { member: bargain.memberName }) : ''}
      data-testid="bargain-cuts"
    >
      <Table<CutRow>
        rowKey="id"
        size="small"
        pagination={false}
        loading={cuts.isLoading}
        dataSource={cuts.data ?? []}
        locale={{ emptyText: t('cuts.empty') }}
        columns={[
          {
            key: 'who',
            title: t('cuts.who'),
            render: (_: unknown, row: CutRow) => (
              <span data-testid="bargain-cut-who">
                {row.nickname} {row.initiator && <Tag color="orange">{t('cuts.initiator')}</Tag>}
              </span>
            ),
          },
          {
            key: 'amount',
            title: t('cuts.amount'),
            render: (_: unknown, row: CutRow) => <span data-testid="bargain-cut-amount">¥{row.amount}</span>,
          },
          {
            key: 'priceAfter',
            title: t('cuts.priceAfter'),
            render: (_: unknown, row: CutRow) => `¥${row.priceAfter}`,
          },
          { key: 'at', title: t('cuts.at'), render: (_: unknown, row: CutRow) => formatDate(row.createdAt) },
        ]}
      />
    </Drawer>
  );
}
