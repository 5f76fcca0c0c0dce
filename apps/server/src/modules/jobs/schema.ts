import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { createdAt, id } from '../../db/columns.ts';

/** The longest error text a job keeps (the start of the message is what tells failures apart). */
export const LAST_ERROR_MAX = 500;

/**
 * Durable timers: one row per (kind, ref), e.g. ('order.cancelUnpaid', order id). A runner claims
 * due rows with FOR UPDATE SKIP LOCKED inside the company's own transaction and marks them done in
 * that same transaction, so a job's effect and its "done" commit together. A job that failed
 * MAX_ATTEMPTS times keeps `failed_at` and its last error and is not run again until rescheduled.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: id(),
    kind: text('kind').notNull(),
    /** Set by the scheduler from its tenant transaction; row-level security refuses any other. */
    companyId: bigint('company_id', { mode: 'number' }).notNull(),
    ref: text('ref').notNull(),
    runAt: timestamp('run_at', { withTimezone: true, mode: 'date' }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    doneAt: timestamp('done_at', { withTimezone: true, mode: 'date' }),
    failedAt: timestamp('failed_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [
    unique('jobs_kind_ref_uq').on(t.kind, t.ref),
    index('jobs_due_idx').on(t.runAt).where(sql`done_at IS NULL AND failed_at IS NULL`),
    check('jobs_last_error_len', sql`char_length(${t.lastError}) <= ${sql.raw(String(LAST_ERROR_MAX))}`),
  ],
);
