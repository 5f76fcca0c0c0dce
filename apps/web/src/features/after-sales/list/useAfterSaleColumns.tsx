import { formatDate, formatThousands } from '@hh/shared';
import type { DeskColumn } from '../../../components/desk/DeskListPage.tsx';
import type { AfterSaleRow } from '../api.ts';
import { useAfterSalesT } from '../i18n.ts';
import { SaleLines } from '../SaleLines.tsx';
import { StatusTag } from '../StatusTag.tsx';

/** The list's columns: codes, goods asked for, type and reason, amounts, member, state, applied. */
export function useAfterSaleColumns(): DeskColumn<AfterSaleRow>[] {
  const t = useAfterSalesT();
  return [
    {
      key: 'code',
      title: t('fields.code'),
      render: (_value, row) => (
        <div>
          <div data-testid="after-sale-code">{row.code}</div>
          <div className="hh-after-sale-muted">
            {t('fields.orderCode')} <span data-testid="after-sale-order-code">{row.orderCode}</span>
          </div>
        </div>
      ),
    },
    {
      key: 'goods',
      title: t('fields.goods'),
      width: 300,
      render: (_value, row) => <SaleLines lines={row.lines} />,
    },
    {
      key: 'type',
      title: t('fields.type'),
      render: (_value, row) => (
        <div>
          <div data-testid="after-sale-type">{t(`type.${row.type}`)}</div>
          <div className="hh-after-sale-muted hh-after-sale-reason">{row.reasonLabel}</div>
        </div>
      ),
    },
    {
      key: 'amount',
      title: t('fields.amount'),
      align: 'right',
      render: (_value, row) => (
        <div>
          <div data-testid="after-sale-amount">
            {formatThousands(row.amountApproved ?? row.amountRequested)}
          </div>
          {row.amountApproved !== null && row.amountApproved !== row.amountRequested && (
            <div className="hh-after-sale-muted">
              {t('amounts.requested')} {formatThousands(row.amountRequested)}
            </div>
          )}
        </div>
      ),
    },
    {
      key: 'member',
      title: t('fields.member'),
      render: (_value, row) => (
        <div>
          <div>{row.member?.nickname ?? '-'}</div>
          {row.member?.phone && <div className="hh-after-sale-muted">{row.member.phone}</div>}
        </div>
      ),
    },
    {
      key: 'status',
      title: t('fields.status'),
      render: (_value, row) => <StatusTag sale={row} />,
    },
    {
      key: 'createdAt',
      title: t('fields.createdAt'),
      dataIndex: 'createdAt',
      render: (time: string) => formatDate(time),
    },
  ];
}
