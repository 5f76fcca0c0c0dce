import { bigint, boolean, index, integer, pgTable, primaryKey, text, unique } from 'drizzle-orm/pg-core';
import { companyId, createdAt, id, updatedAt } from '../../db/columns.ts';

/** A company's role; level 1 is the highest. An admin role grants every permission. */
export const roles = pgTable(
  'roles',
  {
    id: id(),
    companyId: companyId(),
    name: text('name').notNull(),
    level: integer('level').notNull(),
    description: text('description').notNull().default(''),
    isAdmin: boolean('is_admin').notNull().default(false),
    /** `manager` or `clerk` for the roles every shop starts with (seed/roles.ts); null for custom roles. */
    stockKey: text('stock_key'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [unique('roles_company_name_uq').on(t.companyId, t.name)],
);

export const roleMenus = pgTable(
  'role_menus',
  {
    companyId: companyId(),
    roleId: bigint('role_id', { mode: 'number' }).notNull(),
    menuId: bigint('menu_id', { mode: 'number' }).notNull(),
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
