import type { ActorKind, PaymentMethod, RefundStatus } from '@hh/shared';
import { sql } from 'drizzle-orm';
import { bigint, bigserial, integer, jsonb, numeric, text, timestamp } from 'drizzle-orm/pg-core';

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

/** Money: exact decimal text with two places, never a float (the largest value is 9999999999.99). */
export const money = (name: string) => numeric(name, { precision: 12, scale: 2 });

/** A moment: a timestamp with time zone, read as a Date. */
export const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const createdAt = () =>
  timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
export const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();

/** A timeline line's columns (who did which action, with what, when), after the record's own id column. */
export const timelineColumns = <A extends string>() => ({
  actorKind: text('actor_kind').$type<ActorKind>().notNull(),
  actorId: bigint('actor_id', { mode: 'number' }),
  actorName: text('actor_name').notNull(),
  action: text('action').$type<A>().notNull(),
  params: jsonb('params').$type<Record<string, string | number | null>>().notNull().default({}),
  createdAt: createdAt(),
});

/**
 * Money going back through a provider (an after-sale's refund, a payment given back), as the durable
 * refund job (`payments/refund-job.ts`) sends it: retried under the same out-refund-no (the provider's
 * idempotency key), unique across companies under `uniqueName` (the provider's notice names only it).
 */
export const providerRefundColumns = (uniqueName: string) => ({
  method: text('method').$type<PaymentMethod>().notNull(),
  outRefundNo: text('out_refund_no').notNull().unique(uniqueName),
  amount: money('amount').notNull(),
  status: text('status').$type<RefundStatus>().notNull().default('pending'),
  attempts: integer('attempts').notNull().default(1),
  providerRefundId: text('provider_refund_id'),
  failureReason: text('failure_reason'),
  raw: jsonb('raw'),
  createdAt: createdAt(),
  /** When it was last sent for (created or retried): its job looks it up at the provider when this is long past. */
  requestedAt: at('requested_at').notNull().defaultNow(),
  finishedAt: at('finished_at'),
});
