import { sql } from 'drizzle-orm';
import { bigint, boolean, index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { companyId, createdAt, id, updatedAt } from '../../db/columns.ts';

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

export const INVITATION_STATUSES = ['pending', 'accepted', 'declined', 'cancelled'] as const;
export type InvitationStatus = (typeof INVITATION_STATUSES)[number];

/**
 * A company asking an existing person to join it: nothing changes for the person until they
 * accept. `phone` is the number the company typed, so the company never learns a later one.
 */
export const staffInvitations = pgTable(
  'staff_invitations',
  {
    id: id(),
    companyId: companyId(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    phone: text('phone').notNull(),
    roleIds: bigint('role_ids', { mode: 'number' }).array().notNull().default(sql`'{}'`),
    enabled: boolean('enabled').notNull().default(true),
    invitedBy: bigint('invited_by', { mode: 'number' }).notNull(),
    status: text('status').$type<InvitationStatus>().notNull().default('pending'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('staff_invitations_user_idx').on(t.userId, t.status),
    uniqueIndex('staff_invitations_pending_uq').on(t.companyId, t.userId).where(sql`${t.status} = 'pending'`),
  ],
);

/**
 * The stores a staff member works at: a clerk verifies pickup codes of these stores only. A store
 * deleted takes its bindings with it (the foreign key in migration 0015).
 */
export const userStores = pgTable(
  'user_stores',
  {
    id: id(),
    companyId: companyId(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    storeId: bigint('store_id', { mode: 'number' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('user_stores_uq').on(t.companyId, t.userId, t.storeId),
    index('user_stores_store_idx').on(t.storeId),
  ],
);
