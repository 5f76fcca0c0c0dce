export const TOKEN_COOKIE = 'HH-TOEKN';
export const USER_COOKIE = 'user';
export const REMEMBER_ME_COOKIE = 'rememberMe';
export const USERNAME_COOKIE = 'username';
export const STORE_COOKIE = 'store';
export const STORE_ID_COOKIE = 'storeId';
export const SIDEBAR_STATUS_COOKIE = 'sidebarStatus';
export const LANG_COOKIE = 'lang';
export const SIZE_COOKIE = 'size';

export const STORE_LIST_STORAGE = 'storeList';
export const SHOP_INFO_STORAGE = 'shopInfo';
export const SETTINGS_STORAGE = 'settings';

export const TOKEN_EXPIRES_DAYS = 1;
export const REMEMBER_ME_EXPIRES_DAYS = 7;

export const LANGS = ['zh', 'en'] as const;
export type Lang = (typeof LANGS)[number];
export const DEFAULT_LANG: Lang = 'zh';

export const SIZES = ['default', 'medium', 'small', 'mini'] as const;
export type SizeName = (typeof SIZES)[number];
export const DEFAULT_SIZE: SizeName = 'small';

export const ROLE_SYSTEM_DEFAULT = 'ROLE_SYSTEM_DEFAULT';

export const CONFIG_LIST_SIZE = 100;
export const AUDIT_LIST_SIZE = 100;
export const DICT_PAGE = 0;
export const DICT_SIZE = 9999;

/** A loading indicator shows only when the wait outlasts this, so quick answers never flash one. */
export const SPIN_DELAY_MS = 50;
export const NOTIFY_DURATION_MS = 2500;
export const ERROR_DURATION_MS = 2000;
export const NETWORK_ERROR_DURATION_MS = 5000;
export const CLOCK_INTERVAL_MS = 1000;
export const DEBOUNCE_MS = 300;
export const REQUEST_TIMEOUT_MS = 1_200_000;
export const SMS_RESEND_SECONDS = 60;

export const MOBILE_BREAKPOINT = 992;
export const SEARCH_THRESHOLD = 0.4;

const THEME_COLOR = '#1890ff';
export const THEME_STYLES = [0, 1, 2, 3] as const;
export type ThemeStyle = (typeof THEME_STYLES)[number];

export interface InterfaceSettings {
  themeStyle: ThemeStyle;
  theme: string;
  showSettings: boolean;
  tagsView: boolean;
  breadcrumb: boolean;
  fixedHeader: boolean;
  sidebarLogo: boolean;
  uniqueOpened: boolean;
  showFooter: boolean;
}

export const DEFAULT_SETTINGS: InterfaceSettings = {
  themeStyle: 0,
  theme: THEME_COLOR,
  showSettings: true,
  tagsView: true,
  breadcrumb: true,
  fixedHeader: true,
  sidebarLogo: true,
  uniqueOpened: true,
  showFooter: true,
};

/** The copyright line's year: the current one, so the footer never looks abandoned. */
export const copyrightYear = (now: Date = new Date()): number => now.getFullYear();

export const SELF_PICKUP_ON = 1;
export const SELF_PICKUP_OFF = 2;
/** The page decoration's terminals, by the spec's numbers (stored as they are); `h5` is the storefront page at `/h5/{companyKey}/`. */
export const TERMINALS = { miniProgram: 1, h5: 2, app: 3, pc: 4 } as const;
export const DEFAULT_TERMINAL = TERMINALS.app;

/**
 * The terminals whose published home a terminal's shop serves, the first published one wins: the
 * H5 shop serves its own home, else the App's; every other terminal only its own.
 */
export const homeTerminals = (terminal: number): number[] =>
  terminal === TERMINALS.h5 ? [TERMINALS.h5, DEFAULT_TERMINAL] : [terminal];

export const COMPANY_STATUSES = [
  'pending_payment',
  'pending_approval',
  'active',
  'rejected',
  'disabled',
] as const;
export type CompanyStatus = (typeof COMPANY_STATUSES)[number];

export const NAV_PASS_THROUGH = 2;
