import { formatThousands } from '@hh/shared';
import type { RowCard } from '../../../components/crud/RowCards.tsx';
import type { AfterSaleRow } from '../api.ts';
import { SaleLines } from '../SaleLines.tsx';
import { StatusTag } from '../StatusTag.tsx';

/** An after-sale as a phone's card: its code and order's, state, amount and its first line (the list adds the actions). */
export const afterSaleCard = (row: AfterSaleRow): Omit<RowCard, 'actions'> => ({
  number: (
    <>
      <span data-testid="after-sale-code">{row.code}</span>{' '}
      <span className="hh-after-sale-muted" data-testid="after-sale-order-code">
        {row.orderCode}
      </span>
    </>
  ),
  status: <StatusTag sale={row} />,
  amount: (
    <span data-testid="after-sale-amount">{formatThousands(row.amountApproved ?? row.amountRequested)}</span>
  ),
  first: <SaleLines lines={row.lines.slice(0, 1)} />,
});
