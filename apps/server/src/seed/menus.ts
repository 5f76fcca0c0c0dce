import { MENU_TABLE, MENU_TYPES, type MenuButton, type MenuDirectory, type MenuScreen } from '@hh/shared';
import type { menus } from '../modules/menus/schema.ts';

type MenuSeed = Omit<typeof menus.$inferInsert, 'id' | 'pid' | 'createdAt' | 'updatedAt'> & {
  children?: MenuSeed[];
};

const buttonRow = (b: MenuButton): MenuSeed => ({
  type: MENU_TYPES.button,
  title: b.title,
  titleEn: b.titleEn,
  permission: b.permission,
  sort: b.sort,
});

const screenRow = ({ type: _type, area: _area, buttons, ...screen }: MenuScreen): MenuSeed => ({
  type: MENU_TYPES.menu,
  ...screen,
  ...(buttons && { children: buttons.map(buttonRow) }),
});

/** A shop-only directory's screens and buttons are shop-only too. */
const shopOnlyTree = (row: MenuSeed): MenuSeed => ({
  ...row,
  shopOnly: true,
  ...(row.children && { children: row.children.map(shopOnlyTree) }),
});

const directoryRow = ({ type: _type, entries, shopOnly, ...directory }: MenuDirectory): MenuSeed => {
  const row: MenuSeed = {
    type: MENU_TYPES.directory,
    component: 'Layout',
    ...directory,
    children: entries.map(screenRow),
  };
  return shopOnly ? shopOnlyTree(row) : row;
};

/** The menu rows of the shared menu table: directories, their screens and the screens' buttons. */
export const MENU_TREE: MenuSeed[] = MENU_TABLE.map(directoryRow);

export type { MenuSeed };
