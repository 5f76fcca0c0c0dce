import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, id } from '../../db/columns.ts';

/** Unexpected server errors (500s), kept for the platform's status screen. */
export const serverErrors = pgTable('server_errors', {
  id: id(),
  requestId: text('request_id').notNull(),
  method: text('method').notNull(),
  url: text('url').notNull(),
  status: integer('status').notNull(),
  message: text('message').notNull(),
  createdAt: createdAt(),
});
