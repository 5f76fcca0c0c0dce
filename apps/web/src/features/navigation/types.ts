export interface NavColors {
  background: string;
  iconColor: string;
  activeIconColor: string;
  textColor: string;
  activeTextColor: string;
}

export type NavColorKey = keyof NavColors;

export type HomeFlag = 0 | 1;

/** A bottom navigation entry; `verify1` / `verify2` are set by the verification (name / url present). */
export interface NavItem {
  id: number;
  navName: string;
  navUrl: string;
  navIcon: string;
  navActiveIcon: string;
  navSort: number;
  json: string;
  isHome: HomeFlag;
  verify1?: boolean;
  verify2?: boolean;
}

export type NavItemPatch = Partial<
  Pick<NavItem, 'navName' | 'navUrl' | 'navIcon' | 'navActiveIcon' | 'isHome'>
>;

/** What `GET /api/navigation` returns and `PUT` answers with. */
export interface NavState {
  terminal: number;
  saved: boolean;
  items: NavItem[];
  colors: NavColors;
}

export interface NavSaveItem {
  id?: number;
  navName: string;
  navUrl: string;
  navIcon: string;
  navActiveIcon: string;
  json: string;
  isHome: HomeFlag;
}

export interface NavSaveBody {
  terminal: number;
  items: NavSaveItem[];
  colors: NavColors;
}
