import { bigint, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, id } from '../../db/columns.ts';

export const smsCodes = pgTable(
  'sms_codes',
  {
    id: id(),
    phone: text('phone').notNull(),
    scene: text('scene').notNull(),
    code: text('code').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    /** Tries against this code, wrong or right; at the limit the code is dead. */
    attempts: integer('attempts').notNull().default(0),
    /** The shop a storefront code signs in to (null for staff scenes): it works for no other shop. */
    shopId: bigint('shop_id', { mode: 'number' }),
    /** The address that asked for the code, for the per-address sending caps. */
    ip: text('ip').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    index('sms_codes_phone_idx').on(t.phone, t.createdAt),
    index('sms_codes_ip_idx').on(t.ip, t.createdAt),
    index('sms_codes_created_idx').on(t.createdAt),
  ],
);

/**
 * One failed (or pending) try at a credential. `username` holds the account key: `user:<id>` when
 * the name resolved to a person, `sms:<phone>` for SMS codes, otherwise the name as typed.
 */
export const loginFailures = pgTable(
  'login_failures',
  {
    id: id(),
    username: text('username').notNull(),
    ip: text('ip').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('login_failures_account_idx').on(t.username, t.ip, t.createdAt),
    index('login_failures_ip_idx').on(t.ip, t.createdAt),
  ],
);
