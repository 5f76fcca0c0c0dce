import type { navColors, navItemRow, navState, Wire } from '@hh/shared';

export type NavColors = Wire<typeof navColors>;

export type NavColorKey = keyof NavColors;

/** A bottom navigation entry; `verify1` / `verify2` are set by the verification (name / url present). */
export type NavItem = Wire<typeof navItemRow> & { verify1?: boolean; verify2?: boolean };

export type NavItemPatch = Partial<
  Pick<NavItem, 'navName' | 'navUrl' | 'navIcon' | 'navActiveIcon' | 'isHome'>
>;

/** What `GET /api/navigation` returns and `PUT` answers with. */
export type NavState = Wire<typeof navState>;

/** What the builder sends (`PUT /api/navigation`): every field of each entry, `id` only once saved. */
export interface NavSaveBody {
  terminal: number;
  colors: NavColors;
  items: (Omit<Wire<typeof navItemRow>, 'id' | 'navSort'> & { id?: number })[];
}
