import type { ORDER_STATUSES } from '@hh/shared';
import { bigint, index, integer, numeric, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { companyId, createdAt, id } from '../../db/columns.ts';

/** A company's purchase of a plan (the spec's "company product order"). */
export const companyOrders = pgTable(
  'company_orders',
  {
    id: id(),
    companyId: companyId(),
    orderCode: text('order_code').notNull().unique(),
    planId: bigint('plan_id', { mode: 'number' }).notNull(),
    planName: text('plan_name').notNull(),
    amount: numeric('amount', { precision: 12, scale: 2 }).notNull(),
    durationDays: integer('duration_days').notNull(),
    status: text('status').$type<(typeof ORDER_STATUSES)[number]>().notNull().default('unpaid'),
    provider: text('provider').notNull(),
    payUrl: text('pay_url'),
    transactionId: text('transaction_id'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    createdBy: bigint('created_by', { mode: 'number' }),
    createdAt: createdAt(),
  },
  (t) => [index('company_orders_company_idx').on(t.companyId, t.id)],
);
