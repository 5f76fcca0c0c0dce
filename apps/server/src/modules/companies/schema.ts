import type { CompanyStatus, ORDER_STATUSES } from '@hh/shared';
import { bigint, boolean, index, integer, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { companyId, createdAt, id, money, updatedAt } from '../../db/columns.ts';

/** The tenant. The platform itself is the one company with isPlatform. */
export const companies = pgTable('companies', {
  id: id(),
  companyKey: text('company_key').notNull().unique(),
  name: text('name').notNull(),
  headPortrait: text('head_portrait'),
  contactName: text('contact_name'),
  contactPhone: text('contact_phone'),
  categoryId: bigint('category_id', { mode: 'number' }),
  status: text('status').$type<CompanyStatus>().notNull().default('pending_payment'),
  planId: bigint('plan_id', { mode: 'number' }),
  expireTime: timestamp('expire_time', { withTimezone: true }),
  founderId: bigint('founder_id', { mode: 'number' }),
  isPlatform: boolean('is_platform').notNull().default(false),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const companyMembers = pgTable(
  'company_members',
  {
    id: id(),
    companyId: companyId(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    enabled: boolean('enabled').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    unique('company_members_uq').on(t.companyId, t.userId),
    index('company_members_user_idx').on(t.userId),
  ],
);

/** Plans a company can buy (the spec's "company products"); platform-managed. */
export const plans = pgTable('plans', {
  id: id(),
  name: text('name').notNull(),
  nameEn: text('name_en').notNull(),
  price: money('price').notNull(),
  durationDays: integer('duration_days').notNull(),
  maxStores: integer('max_stores').notNull(),
  maxStaff: integer('max_staff').notNull(),
  enabled: boolean('enabled').notNull().default(true),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** A company's purchase of a plan (the spec's "company product order"). */
export const companyOrders = pgTable(
  'company_orders',
  {
    id: id(),
    companyId: companyId(),
    orderCode: text('order_code').notNull().unique(),
    planId: bigint('plan_id', { mode: 'number' }).notNull(),
    planName: text('plan_name').notNull(),
    amount: money('amount').notNull(),
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
