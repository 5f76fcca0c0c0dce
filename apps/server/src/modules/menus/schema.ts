import { bigint, boolean, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from '../../db/columns.ts';

/** Menus are defined by the platform and granted to company roles. */
export const menus = pgTable('menus', {
  id: id(),
  pid: bigint('pid', { mode: 'number' }).notNull().default(0),
  type: integer('type').notNull(),
  title: text('title').notNull(),
  titleEn: text('title_en').notNull(),
  name: text('name'),
  path: text('path'),
  component: text('component'),
  redirect: text('redirect'),
  icon: text('icon'),
  permission: text('permission'),
  sort: integer('sort').notNull().default(999),
  hidden: boolean('hidden').notNull().default(false),
  nav: integer('nav').notNull().default(1),
  affix: boolean('affix').notNull().default(false),
  noCache: boolean('no_cache').notNull().default(false),
  breadcrumb: boolean('breadcrumb').notNull().default(true),
  platformOnly: boolean('platform_only').notNull().default(false),
  /** A shop's menu (orders, goods…): the platform company does not show it. */
  shopOnly: boolean('shop_only').notNull().default(false),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});
