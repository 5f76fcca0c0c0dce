import { MENU_TABLE } from './menu-table.ts';

type Screen = (typeof MENU_TABLE)[number]['entries'][number];
type ButtonPermission<S> = S extends { buttons: readonly { permission: infer P }[] } ? P : never;

/** Every permission of the menu table: a screen's or one of its buttons'. A typo fails typecheck. */
export type Permission = Screen['permission'] | ButtonPermission<Screen>;

/** The component keys of the table's screens; the web registers a screen under each. */
export type MenuComponent = Screen['component'];

/** The role string held by an admin role: every permission at once. A role flag, not a menu row. */
export const ADMIN_PERMISSION = 'admin';

/** What a permission check may ask for: a permission of the table, or the administrator. */
export type Grant = Permission | typeof ADMIN_PERMISSION;

type PrefixOf<Action extends string> = Permission extends infer P
  ? P extends `${infer Prefix}:${Action}`
    ? Prefix
    : never
  : never;

/** A prefix that has the four list conventions' permissions: `{prefix}:list|add|edit|del`. */
export type CrudPrefix = PrefixOf<'list'> & PrefixOf<'add'> & PrefixOf<'edit'> & PrefixOf<'del'>;

/** The table's screens (menu rows of type menu), directory by directory. */
export const MENU_SCREENS: readonly Screen[] = MENU_TABLE.flatMap(
  (directory): readonly Screen[] => directory.entries,
);

/**
 * Every permission of the table, once, in menu order.
 * @internal
 */
export const PERMISSIONS: readonly Permission[] = [
  ...new Set(
    MENU_SCREENS.flatMap((screen): Permission[] => [
      screen.permission,
      ...('buttons' in screen ? screen.buttons.map((b) => b.permission) : []),
    ]),
  ),
];
