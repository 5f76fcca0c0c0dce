import { pgTable, timestamp } from 'drizzle-orm/pg-core';
import { companyId } from '../../../db/columns.ts';

/** A product import in progress: one row per company at most (see import-lock.ts). */
export const productImports = pgTable('product_imports', {
  companyId: companyId().primaryKey(),
  startedAt: timestamp('started_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});
