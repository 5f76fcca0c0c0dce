import type { PaymentMethod, RefundStatus } from '@hh/shared';
import { bigint, index, integer, jsonb, numeric, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { companyId, createdAt, id } from '../../../db/columns.ts';

const money = (name: string) => numeric(name, { precision: 12, scale: 2 });
const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

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
    method: text('method').$type<PaymentMethod>().notNull(),
    /** Unique across companies and apart from the after-sales' refunds (prefix B): the provider's notice names only this. */
    outRefundNo: text('out_refund_no').notNull().unique('payment_returns_out_refund_no_uq'),
    amount: money('amount').notNull(),
    status: text('status').$type<RefundStatus>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(1),
    providerRefundId: text('provider_refund_id'),
    failureReason: text('failure_reason'),
    raw: jsonb('raw'),
    createdAt: createdAt(),
    requestedAt: at('requested_at').notNull().defaultNow(),
    finishedAt: at('finished_at'),
  },
  (t) => [
    index('payment_returns_order_idx').on(t.orderId, t.id),
    index('payment_returns_company_status_idx').on(t.companyId, t.status),
  ],
);
