export const MENUS_URL = '/api/menus';

export const MENU_TYPES = [0, 1, 2] as const;
export type MenuType = (typeof MENU_TYPES)[number];
export const DIRECTORY: MenuType = 0;
export const SCREEN: MenuType = 1;
export const BUTTON: MenuType = 2;

export interface MenuFields {
  pid: number;
  type: MenuType;
  title: string;
  titleEn: string;
  name: string | null;
  path: string | null;
  component: string | null;
  redirect: string | null;
  icon: string | null;
  permission: string | null;
  sort: number;
  hidden: boolean;
  nav: number;
  affix: boolean;
  noCache: boolean;
  breadcrumb: boolean;
  platformOnly: boolean;
}

export interface MenuRow extends MenuFields {
  id: number;
  createdAt: string;
  updatedAt: string;
  children?: MenuRow[];
}

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
});

const TEXT_FIELDS = ['name', 'path', 'component', 'redirect', 'icon', 'permission'] as const;

export function toMenuFields(row: MenuFields): MenuFields {
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
export function toMenuBody(values: MenuFields): MenuFields {
  const body = toMenuFields(values);
  for (const key of TEXT_FIELDS) body[key] = body[key]?.trim() || null;
  for (const key of UNUSED[body.type]) body[key] = null;
  return body;
}
