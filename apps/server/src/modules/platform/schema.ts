import { bigint, boolean, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
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

/**
 * Unexpected server errors (500s), kept for the platform's status screen: one row per route and
 * message (`fingerprint`), counting repeats, and only the most recent ones (see recordServerError).
 */
export const serverErrors = pgTable(
  'server_errors',
  {
    id: id(),
    requestId: text('request_id').notNull(),
    method: text('method').notNull(),
    url: text('url').notNull(),
    status: integer('status').notNull(),
    message: text('message').notNull(),
    fingerprint: text('fingerprint').notNull(),
    count: integer('count').notNull().default(1),
    lastSeen: timestamp('last_seen', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('server_errors_fingerprint_idx').on(t.fingerprint),
    index('server_errors_last_seen_idx').on(t.lastSeen),
  ],
);
