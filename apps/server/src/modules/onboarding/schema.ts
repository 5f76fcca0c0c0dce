import { bigint, boolean, index, integer, numeric, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { companyId, createdAt, id, updatedAt } from '../../db/columns.ts';

/** The platform's tree of shop categories (two levels), chosen when a shop is created. */
export const storeCategories = pgTable('store_categories', {
  id: id(),
  parentId: bigint('parent_id', { mode: 'number' }).notNull().default(0),
  name: text('name').notNull(),
  nameEn: text('name_en').notNull().default(''),
  sort: integer('sort').notNull().default(0),
  enabled: boolean('enabled').notNull().default(true),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const ORDER_STATUSES = ['unpaid', 'paid', 'closed'] as const;

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

/** Each approval decision on a company, with its reason. */
export const companyAudits = pgTable(
  'company_audits',
  {
    id: id(),
    companyId: companyId(),
    status: integer('status').notNull(),
    reason: text('reason').notNull().default(''),
    operatorId: bigint('operator_id', { mode: 'number' }),
    operatorName: text('operator_name'),
    createdAt: createdAt(),
  },
  (t) => [index('company_audits_company_idx').on(t.companyId, t.id)],
);
