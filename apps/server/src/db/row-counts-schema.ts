import { bigint, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { companyId } from './columns.ts';

/**
 * Exact row counts per company and table, kept by statement triggers on every company-owned
 * table (db/tenant-policies.ts), so an unfiltered list's total needs no COUNT(*) over the table.
 */
export const rowCounts = pgTable(
  'row_counts',
  {
    tableName: text('table_name').notNull(),
    companyId: companyId(),
    n: bigint('n', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.tableName, t.companyId] })],
);
