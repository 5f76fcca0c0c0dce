import { bigint, pgTable, primaryKey, smallint, text } from 'drizzle-orm/pg-core';
import { companyId } from './columns.ts';

/**
 * Exact row counts per company and table, kept by statement triggers on every company-owned
 * table (db/tenant-policies.ts), so an unfiltered list's total needs no COUNT(*) over the table.
 * Each connection writes its own shard (migration 0018), so one company's concurrent writers do not
 * queue on one counter row; a table's count is the sum of its shards.
 */
export const rowCounts = pgTable(
  'row_counts',
  {
    tableName: text('table_name').notNull(),
    companyId: companyId(),
    shard: smallint('shard').notNull().default(0),
    n: bigint('n', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.tableName, t.companyId, t.shard] })],
);
