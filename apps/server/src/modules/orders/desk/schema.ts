import { bigint, index, pgTable } from 'drizzle-orm/pg-core';
import { companyId, createdAt, id } from '../../../db/columns.ts';

/**
 * A pickup-code try by a staff member, kept for a minute: counted before the code is looked up and
 * removed when the code was right, so wrong codes are limited per person (guessing is slow).
 */
export const orderVerifyTries = pgTable(
  'order_verify_tries',
  {
    id: id(),
    companyId: companyId(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('order_verify_tries_user_idx').on(t.companyId, t.userId, t.createdAt)],
);
