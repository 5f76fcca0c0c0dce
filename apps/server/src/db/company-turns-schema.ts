import { pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { companyId } from './columns.ts';

/** A long piece of work a company may run only one of at a time (see lib/one-at-a-time.ts). */
export const companyTurns = pgTable(
  'company_turns',
  {
    companyId: companyId(),
    kind: text('kind').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.kind] })],
);
