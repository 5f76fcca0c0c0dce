import { sql } from 'drizzle-orm';
import { bigint, bigserial, timestamp } from 'drizzle-orm/pg-core';

export const id = () => bigserial('id', { mode: 'number' }).primaryKey();

/**
 * The owning company of a row. It defaults to the company of the current tenant transaction, and
 * row-level security (see db/tenant-policies.ts) refuses any other value, so services never pass it.
 */
export const companyId = () =>
  bigint('company_id', { mode: 'number' })
    .notNull()
    .default(sql`nullif(current_setting('app.company_id', true), '')::bigint`);

/** Like companyId, for rows that may also belong to no company (a person acting before choosing a shop). */
export const optionalCompanyId = () =>
  bigint('company_id', { mode: 'number' }).default(
    sql`nullif(current_setting('app.company_id', true), '')::bigint`,
  );

export const createdAt = () =>
  timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
export const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
