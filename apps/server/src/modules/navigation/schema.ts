import { DEFAULT_TERMINAL, type NavLink } from '@hh/shared';
import { index, integer, jsonb, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { companyId, createdAt, id, updatedAt } from '../../db/columns.ts';

/** The storefront's bottom navigation entries, per company and terminal. */
export const navItems = pgTable(
  'nav_items',
  {
    id: id(),
    companyId: companyId(),
    terminal: integer('terminal').notNull().default(DEFAULT_TERMINAL),
    navName: text('nav_name').notNull(),
    /** The path the storefront opens, derived from `link` when saved. */
    navUrl: text('nav_url').notNull(),
    link: jsonb('link').$type<NavLink>().notNull(),
    navIcon: text('nav_icon').notNull().default(''),
    navActiveIcon: text('nav_active_icon').notNull().default(''),
    navSort: integer('nav_sort').notNull(),
    json: text('json').notNull().default('{}'),
    isHome: integer('is_home').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('nav_items_company_idx').on(t.companyId, t.terminal, t.navSort)],
);

export const navColors = pgTable(
  'nav_colors',
  {
    id: id(),
    companyId: companyId(),
    terminal: integer('terminal').notNull().default(DEFAULT_TERMINAL),
    background: text('background').notNull(),
    iconColor: text('icon_color').notNull(),
    activeIconColor: text('active_icon_color').notNull(),
    textColor: text('text_color').notNull(),
    activeTextColor: text('active_text_color').notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [unique('nav_colors_uq').on(t.companyId, t.terminal)],
);
