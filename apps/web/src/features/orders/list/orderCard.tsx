import type { RowCard } from '../../../components/crud/RowCards.tsx';
import type { OrderRow } from '../api.ts';
import { OrderLines } from '../OrderLines.tsx';
import { RefundTag } from '../RefundTag.tsx';
import { StatusTag } from '../StatusTag.tsx';
import { NamedOrderAmount } from './OrderAmount.tsx';

/** An order as a phone's card: code, state, amount and its first line (the list adds the actions). */
export const orderCard = (row: OrderRow): Omit<RowCard, 'actions'> => ({
  number: <span data-testid="order-code">{row.code}</span>,
  status: (
    <>
      <StatusTag order={row} />
      <RefundTag order={row} />
    </>
  ),
  amount: <NamedOrderAmount order={row} />,
  first: <OrderLines lines={row.lines.slice(0, 1)} />,
});
