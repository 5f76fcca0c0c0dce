import { formatDate, formatThousands } from '@hh/shared';
import { Table } from 'antd';
import type { OrderPayment } from '../api.ts';
import { useOrdersT } from '../i18n.ts';

/** Every payment attempt: method, out-trade-no, amount, state, provider transaction id, time. */
export function PaymentsTable({ payments }: { payments: readonly OrderPayment[] }) {
  const t = useOrdersT();
  return (
    <Table<OrderPayment>
      rowKey="id"
      size="small"
      pagination={false}
      scroll={{ x: 'max-content' }}
      dataSource={[...payments]}
      locale={{ emptyText: t('detail.none') }}
      data-testid="order-payments"
      columns={[
        { key: 'method', title: t('detail.method'), render: (_v, pay) => t(`payMethod.${pay.method}`) },
        { key: 'outTradeNo', title: t('detail.outTradeNo'), dataIndex: 'outTradeNo' },
        {
          key: 'amount',
          title: t('detail.amount'),
          align: 'right',
          render: (_v, pay) => formatThousands(pay.amount),
        },
        { key: 'status', title: t('detail.payStatus'), render: (_v, pay) => t(`payStatus.${pay.status}`) },
        {
          key: 'transactionId',
          title: t('detail.transactionId'),
          render: (_v, pay) => pay.providerTxnId ?? '-',
        },
        {
          key: 'time',
          title: t('detail.paidAt'),
          render: (_v, pay) => formatDate(pay.paidAt ?? pay.createdAt),
        },
      ]}
    />
  );
}
