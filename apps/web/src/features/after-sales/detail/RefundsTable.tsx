import { formatDate, formatThousands } from '@hh/shared';
import { Table, Tag } from 'antd';
import type { RefundRow } from '../api.ts';
import { useAfterSalesT } from '../i18n.ts';

const COLORS = { pending: 'processing', succeeded: 'success', failed: 'error' } as const;

/** Every refund attempt: refund number, method, amount, state, the provider's id or failure, time. */
export function RefundsTable({ refunds }: { refunds: readonly RefundRow[] }) {
  const t = useAfterSalesT();
  return (
    <Table<RefundRow>
      rowKey="id"
      size="small"
      pagination={false}
      scroll={{ x: 'max-content' }}
      dataSource={[...refunds]}
      locale={{ emptyText: t('detail.noRefunds') }}
      data-testid="after-sale-refunds"
      columns={[
        { key: 'outRefundNo', title: t('detail.outRefundNo'), dataIndex: 'outRefundNo' },
        { key: 'method', title: t('detail.method'), render: (_v, row) => t(`payMethod.${row.method}`) },
        {
          key: 'amount',
          title: t('fields.amount'),
          align: 'right',
          render: (_v, row) => formatThousands(row.amount),
        },
        {
          key: 'status',
          title: t('detail.refundStatus'),
          render: (_v, row) => (
            <Tag color={COLORS[row.status]} data-testid="refund-status" data-status={row.status}>
              {t(`refundStatus.${row.status}`)}
            </Tag>
          ),
        },
        {
          key: 'provider',
          title: t('detail.providerRefundId'),
          render: (_v, row) => row.providerRefundId ?? '-',
        },
        {
          key: 'failure',
          title: t('detail.failure'),
          render: (_v, row) => row.failureReason ?? '-',
        },
        {
          key: 'time',
          title: t('detail.time'),
          render: (_v, row) => formatDate(row.finishedAt ?? row.createdAt),
        },
      ]}
    />
  );
}
