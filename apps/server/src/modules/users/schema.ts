import { boolean, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from '../../db/columns.ts';

/** A person who signs in to the back office; belongs to companies through company_members. */
export const users = pgTable(
  'users',
  {
    id: id(),
    username: text('username').notNull().unique(),
    nickName: text('nick_name').notNull().default(''),
    phone: text('phone').unique(),
    email: text('email'),
    avatar: text('avatar'),
    passwordHash: text('password_hash').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  // The staff list's keyword (`blurry`) matches any part of these four: trigrams find them without a
  // scan. People are added rarely and searched often, so new entries go straight into the index
  // (fastupdate off) instead of a pending list every search would read until a vacuum merges it.
  (t) => [
    index('users_search_idx')
      .using(
        'gin',
        t.username.op('gin_trgm_ops'),
        t.nickName.op('gin_trgm_ops'),
        t.phone.op('gin_trgm_ops'),
        t.email.op('gin_trgm_ops'),
      )
      .with({ fastupdate: false }),
  ],
);
