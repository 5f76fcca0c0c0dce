import { bigint, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { companyId, createdAt } from '../../../db/columns.ts';

/** One shopper sign-in: the token names it, log out revokes it, and it ends at `expiresAt`. */
export const shopperSessions = pgTable(
  'shopper_sessions',
  {
    sid: text('sid').primaryKey(),
    companyId: companyId(),
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    index('shopper_sessions_member_idx').on(t.companyId, t.memberId),
    index('shopper_sessions_expires_idx').on(t.expiresAt),
  ],
);
