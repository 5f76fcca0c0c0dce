import {
  bigint,
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { companyId, createdAt, id, updatedAt } from '../../db/columns.ts';
import { menus } from '../menus/index.ts';

/** A company's role; level 1 is the highest. An admin role grants every permission. */
export const roles = pgTable(
  'roles',
  {
    id: id(),
    companyId: companyId(),
    name: text('name').notNull(),
    /** The English name of a stock role while it keeps its stock name; empty for a name the shop typed. */
    nameEn: text('name_en').notNull().default(''),
    level: integer('level').notNull(),
    description: text('description').notNull().default(''),
    isAdmin: boolean('is_admin').notNull().default(false),
    /** The kind (`owner`, `manager`, `clerk`) of the roles every shop starts with (roles/stock-roles.ts); null for custom roles. */
    kind: text('stock_key'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [unique('roles_company_name_uq').on(t.companyId, t.name)],
);

/** A role's grants; a menu entry the platform deletes takes its grants with it. */
export const roleMenus = pgTable(
  'role_menus',
  {
    companyId: companyId(),
    roleId: bigint('role_id', { mode: 'number' }).notNull(),
    menuId: bigint('menu_id', { mode: 'number' })
      .notNull()
      .references(() => menus.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.roleId, t.menuId] })],
);

export const memberRoles = pgTable(
  'member_roles',
  {
    companyId: companyId(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    roleId: bigint('role_id', { mode: 'number' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.roleId, t.userId] }),
    index('member_roles_user_idx').on(t.userId, t.companyId),
  ],
);

/** Which permission each role kind was given once, in every shop (stock-roles.ts grantRoleKinds). */
export const roleGrants = pgTable(
  'role_grants',
  {
    kind: text('kind').notNull(),
    permission: text('permission').notNull(),
    grantedAt: timestamp('granted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: 'role_grants_pkey', columns: [t.kind, t.permission] })],
);
