import { formatDate } from '@hh/shared';
import type { DeskColumn } from '../../../components/desk/DeskListPage.tsx';
import type { OrderRow } from '../api.ts';
import { useOrdersT } from '../i18n.ts';
import { OrderLines } from '../OrderLines.tsx';
import { RefundTag } from '../RefundTag.tsx';
import { StatusTag } from '../StatusTag.tsx';
import { OrderAmountCell } from './OrderAmount.tsx';

/** The list's columns: code, lines with pictures, amount, member, state, delivery, created. */
export function useOrderColumns(): DeskColumn<OrderRow>[] {
  const t = useOrdersT();
  return [
    {
      key: 'code',
      title: t('fields.code'),
      dataIndex: 'code',
      render: (code: string) => <span data-testid="order-code">{code}</span>,
    },
    {
      key: 'goods',
      title: t('fields.goods'),
      width: 320,
      render: (_value, row) => <OrderLines lines={row.lines} />,
    },
    {
      key: 'payAmount',
      title: t('fields.payAmount'),
      dataIndex: 'payAmount',
      align: 'right',
      render: (_value, row) => <OrderAmountCell order={row} />,
    },
    {
      key: 'member',
      title: t('fields.member'),
      render: (_value, row) => (
        <div className="hh-order-member">
          <div>{row.member?.nickname ?? '-'}</div>
          {row.member?.phone && <div className="hh-order-muted">{row.member.phone}</div>}
        </div>
      ),
    },
    {
      key: 'status',
      title: t('fields.status'),
      render: (_value, row) => (
        <>
          <StatusTag order={row} />
          <RefundTag order={row} />
        </>
      ),
    },
    {
      key: 'deliveryType',
      title: t('fields.delivery'),
      render: (_value, row) => (
        <div>
          <div>{t(`delivery.${row.deliveryType}`)}</div>
          {row.storeName && <div className="hh-order-muted">{row.storeName}</div>}
        </div>
      ),
    },
    {
      key: 'createdAt',
      title: t('fields.createdAt'),
      dataIndex: 'createdAt',
      render: (time: string) => formatDate(time),
    },
  ];
}
