import { bigint, index, pgTable } from 'drizzle-orm/pg-core';
import { companyId, id, providerRefundColumns } from '../../../db/columns.ts';

/**
 * A provider payment that could not settle its order (paid twice, or after a cancel, a wallet payment,
 * a reprice) given back whole through the same provider: one per payment. It never paid the order, so
 * the order's refunded sum leaves it out (that is the after-sales' refunds).
 */
export const paymentReturns = pgTable(
  'payment_returns',
  {
    id: id(),
    companyId: companyId(),
    orderId: bigint('order_id', { mode: 'number' }).notNull(),
    paymentId: bigint('payment_id', { mode: 'number' }).notNull().unique('payment_returns_payment_uq'),
    /** Its out-refund-no apart from the after-sales' refunds (prefix B). */
    ...providerRefundColumns('payment_returns_out_refund_no_uq'),
  },
  (t) => [
    index('payment_returns_order_idx').on(t.orderId, t.id),
    index('payment_returns_company_status_idx').on(t.companyId, t.status),
  ],
);
