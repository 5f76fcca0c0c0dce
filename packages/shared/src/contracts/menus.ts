import { z } from 'zod';
import { wholeIn } from '../numberRange.ts';
import { idList, timestamp } from './common.ts';

export { MENUS_URL } from '../first-urls.ts';

/** A menu entry's kind: a directory groups entries, a menu opens a screen, a button is a permission. */
export const MENU_TYPES = { directory: 0, menu: 1, button: 2 } as const;

const menuMeta = z.object({
  title: z.string(),
  titleEn: z.string(),
  icon: z.string().nullable(),
  affix: z.boolean(),
  noCache: z.boolean(),
  breadcrumb: z.boolean(),
});

const builtMenuBase = z.object({
  name: z.string(),
  path: z.string(),
  redirect: z.string().optional(),
  hidden: z.boolean(),
  component: z.string(),
  nav: z.number().optional(),
  alwaysShow: z.boolean().optional(),
  meta: menuMeta,
});

/** A menu entry of the signed-in user's navigation, with its children. */
export type BuiltMenu = z.infer<typeof builtMenuBase> & { children?: BuiltMenu[] };
export const builtMenu: z.ZodType<BuiltMenu, BuiltMenu> = builtMenuBase.extend({
  children: z.array(z.lazy(() => builtMenu)).optional(),
});

const menuNodeBase = z.object({
  id: z.number(),
  pid: z.number(),
  type: z.number(),
  title: z.string(),
  titleEn: z.string(),
  permission: z.string().nullable(),
  checked: z.boolean(),
});

/** An entry of the menu tree a role is granted from, marked when the role has it. */
export type MenuNode = z.infer<typeof menuNodeBase> & { children?: MenuNode[] };
const menuNode: z.ZodType<MenuNode, MenuNode> = menuNodeBase.extend({
  children: z.array(z.lazy(() => menuNode)).optional(),
});

export const menuInput = z.object({
  pid: z.number().int().min(0).default(0),
  type: wholeIn(0, 2),
  title: z.string().trim().min(1, 'msg:required').max(50),
  titleEn: z.string().trim().min(1, 'msg:required').max(80),
  name: z.string().trim().max(60).nullable().default(null),
  path: z.string().trim().max(200).nullable().default(null),
  component: z.string().trim().max(200).nullable().default(null),
  redirect: z.string().trim().max(200).nullable().default(null),
  icon: z.string().trim().max(60).nullable().default(null),
  permission: z.string().trim().max(100).nullable().default(null),
  sort: wholeIn(0, 99999).default(999),
  hidden: z.boolean().default(false),
  nav: wholeIn(1, 2).default(1),
  affix: z.boolean().default(false),
  noCache: z.boolean().default(false),
  breadcrumb: z.boolean().default(true),
  platformOnly: z.boolean().default(false),
  shopOnly: z.boolean().default(false),
});

export const menuRow = menuInput
  .required()
  .extend({ id: z.number(), createdAt: timestamp(), updatedAt: timestamp() });

export const menusContract = {
  build: z.array(builtMenu),
  treeQuery: z.object({ roleId: z.coerce.number().int().positive().optional() }),
  tree: z.array(menuNode),
  list: z.object({ content: z.array(menuRow), totalElements: z.number() }),
  one: menuRow,
  create: menuInput,
  update: menuInput.extend({ id: z.number().int().positive() }),
  remove: idList,
};
