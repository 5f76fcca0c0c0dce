import type { NavLink, navColors, navItemRow, navState, Wire } from '@hh/shared';

export type NavColors = Wire<typeof navColors>;

export type NavColorKey = keyof NavColors;

/**
 * A bottom navigation entry; `link` is null until one is picked. `verify1` / `verify2` are set by the
 * verification (name / link present), `linkError` is the server's word on a refused link.
 */
export type NavItem = Omit<Wire<typeof navItemRow>, 'link'> & {
  link: Wire<typeof navItemRow>['link'] | null;
  verify1?: boolean;
  verify2?: boolean;
  linkError?: string;
};

/** A picked link and the name to show for it (the product's or category's, else null). */
export interface PickedLink {
  link: NavLink;
  linkName: string | null;
}

export type NavItemPatch = Partial<Pick<NavItem, 'navName' | 'navIcon' | 'navActiveIcon' | 'isHome'>> &
  Partial<PickedLink>;

/** What `GET /api/navigation` returns and `PUT` answers with. */
export type NavState = Wire<typeof navState>;

/** What the builder sends (`PUT /api/navigation`): the entries' own fields, `id` only once saved. */
export interface NavSaveBody {
  terminal: number;
  colors: NavColors;
  items: (Pick<NavItem, 'navName' | 'navIcon' | 'navActiveIcon' | 'json' | 'isHome'> & {
    id?: number;
    link?: NavLink;
  })[];
}
