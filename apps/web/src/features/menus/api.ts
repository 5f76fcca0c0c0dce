import { MENU_TYPES, type menuInput, type menuRow, type Wire } from '@hh/shared';
import type { z } from 'zod';

export const MENU_KINDS = Object.values(MENU_TYPES);
export type MenuType = (typeof MENU_KINDS)[number];
export const DIRECTORY: MenuType = MENU_TYPES.directory;
export const SCREEN: MenuType = MENU_TYPES.menu;
export const BUTTON: MenuType = MENU_TYPES.button;

/** What the menu form holds: a row's own fields, its kind narrowed to the three kinds. */
export type MenuFields = Omit<z.output<typeof menuInput>, 'type'> & { type: MenuType };

export type MenuRow = Wire<typeof menuRow> & { children?: MenuRow[] };

/** A row or form values: any kind number, as the server sends it. */
type MenuValues = Omit<MenuFields, 'type'> & { type: number };

export const emptyMenu = (): MenuFields => ({
  pid: 0,
  type: SCREEN,
  title: '',
  titleEn: '',
  name: null,
  path: null,
  component: null,
  redirect: null,
  icon: null,
  permission: null,
  sort: 999,
  hidden: false,
  nav: 1,
  affix: false,
  noCache: false,
  breadcrumb: true,
  platformOnly: false,
  shopOnly: false,
});

const TEXT_FIELDS = ['name', 'path', 'component', 'redirect', 'icon', 'permission'] as const;

export function toMenuFields(row: MenuValues): MenuFields {
  const fields = emptyMenu();
  for (const key of Object.keys(fields) as (keyof MenuFields)[]) Object.assign(fields, { [key]: row[key] });
  return fields;
}

/** The texts each kind of entry has no use for: a button has no route, a directory no screen. */
const UNUSED: Record<MenuType, readonly (typeof TEXT_FIELDS)[number][]> = {
  0: ['component', 'permission'],
  1: ['redirect'],
  2: ['name', 'path', 'component', 'redirect', 'icon'],
};

/** The body of a saved form: only the menu's own fields, blank or unused texts as null. */
export function toMenuBody(values: MenuValues): MenuFields {
  const body = toMenuFields(values);
  for (const key of TEXT_FIELDS) body[key] = body[key]?.trim() || null;
  for (const key of UNUSED[body.type]) body[key] = null;
  return body;
}
