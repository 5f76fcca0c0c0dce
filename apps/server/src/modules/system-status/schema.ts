import { index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id } from '../../db/columns.ts';

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
