import { bigint, boolean, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * One-time websocket tickets: a signed-in request gets one, the socket upgrade redeems it (deleting
 * it) within seconds. Kept in the database so any server behind a load balancer can redeem it;
 * only a hash is stored. `bound_company` is the company of the token it was issued from.
 */
export const wsTickets = pgTable(
  'ws_tickets',
  {
    ticketHash: text('ticket_hash').primaryKey(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    sessionId: text('session_id').notNull(),
    boundCompany: bigint('bound_company', { mode: 'number' }),
    rememberMe: boolean('remember_me').notNull(),
    issuedAt: bigint('issued_at', { mode: 'number' }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('ws_tickets_expires_idx').on(t.expiresAt)],
);
