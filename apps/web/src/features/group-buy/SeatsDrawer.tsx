import { formatDate } from '@hh/shared';
import { useQuery } from '@tanstack/react-query';
import { Drawer, Table, Tag } from 'antd';
import { fetchSeats, type GroupRow, type SeatRow } from './api.ts';
import { useGroupBuyT } from './i18n.ts';

/** A group's seats in the order taken: member, leader mark, order, paid or not. */
export function SeatsDrawer({ group, onClose }: { group: GroupRow | null; onClose(): void }) {
  const t = useGroupBuyT();
  const seats = useQuery({
    queryKey: ['groupBuy', 'seats', group?.id],
    queryFn: () => fetchSeats(group!.id),
    enabled: group !== null,
  });
  return (
    <Drawer
      open={group !== null}
      onClose={onClose}
      size={640}
      title={group ? t('seats.title', { id: group.id }) : ''}
      data-testid="group-buy-seats"
    >
      <Table<SeatRow>
        rowKey="id"
        size="small"
        pagination={false}
        loading={seats.isLoading}
        dataSource={seats.data ?? []}
        locale={{ emptyText: t('seats.empty') }}
        columns={[
          {
            key: 'member',
            title: t('seats.member'),
            render: (_: unknown, row: SeatRow) => (
              <span data-testid="group-buy-seat-member">
                {row.nickname} {row.phone ?? ''} {row.leader && <Tag color="orange">{t('seats.leader')}</Tag>}
              </span>
            ),
          },
          { key: 'order', title: t('seats.order'), dataIndex: 'orderSn' },
          {
            key: 'state',
            title: t('seats.state'),
            render: (_: unknown, row: SeatRow) => t(`seatStates.${row.state}`),
          },
          {
            key: 'paidAt',
            title: t('seats.paidAt'),
            render: (_: unknown, row: SeatRow) => (row.paidAt ? formatDate(row.paidAt) : '—'),
          },
        ]}
      />
    </Drawer>
  );
}
