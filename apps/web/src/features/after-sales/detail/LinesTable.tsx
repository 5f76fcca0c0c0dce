import { formatThousands } from '@hh/shared';
import { LinesTable as DeskLinesTable } from '../../../components/desk/LinesTable.tsx';
import type { AfterSaleLine } from '../api.ts';
import { useAfterSalesT } from '../i18n.ts';

/** The order's lines this after-sale names: bought, asked for, and the share of what was paid they get back. */
export function LinesTable({ lines }: { lines: readonly AfterSaleLine[] }) {
  const t = useAfterSalesT();
  return (
    <DeskLinesTable<AfterSaleLine>
      lines={lines}
      rowKey={(line) => line.orderLineId}
      goodsTitle={t('fields.goods')}
      priceTitle={t('fields.price')}
      testId="after-sale-detail-lines"
      columns={[
        { key: 'ordered', title: t('fields.ordered'), align: 'right', dataIndex: 'orderedQuantity' },
        {
          key: 'asked',
          title: t('fields.asked'),
          align: 'right',
          render: (_v, line) => <strong data-testid="line-asked">{line.quantity}</strong>,
        },
        {
          key: 'amount',
          title: t('fields.lineAmount'),
          align: 'right',
          render: (_v, line) => <span data-testid="line-amount">{formatThousands(line.amount)}</span>,
        },
      ]}
    />
  );
}
