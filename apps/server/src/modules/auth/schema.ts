import { bigint, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const captchas = pgTable('captchas', {
  uuid: text('uuid').primaryKey(),
  code: text('code').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/** A signed-out session: every token issued from that sign-in is refused until it would expire. */
export const revokedSessions = pgTable('revoked_sessions', {
  sid: text('sid').primaryKey(),
  userId: bigint('user_id', { mode: 'number' }).notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});
