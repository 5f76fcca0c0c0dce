import { NAV_COLORS } from '@hh/shared';
import type { NavColorKey, NavColors } from './types.ts';

export const NAV_MIN_ITEMS = 2;
export const NAV_MAX_ITEMS = 5;
export const NAV_NAME_MAX = 10;

export const DEFAULT_NAV_COLORS: NavColors = {
  background: NAV_COLORS.background,
  iconColor: NAV_COLORS.icon,
  activeIconColor: NAV_COLORS.activeIcon,
  textColor: NAV_COLORS.text,
  activeTextColor: NAV_COLORS.activeText,
};

export const NAV_COLOR_KEYS: readonly NavColorKey[] = [
  'background',
  'iconColor',
  'activeIconColor',
  'textColor',
  'activeTextColor',
];

export const BUILTIN_PREFIX = 'builtin:';
export const BUILTIN_ICONS = ['home', 'category', 'order', 'user'] as const;
export type BuiltinIcon = (typeof BUILTIN_ICONS)[number];

/** Storefront pages offered as links (free text is accepted too). */
export const STOREFRONT_PAGES = [
  { page: 'home', path: '/pages/index/index' },
  { page: 'category', path: '/pages/category/index' },
  { page: 'cart', path: '/pages/cart/index' },
  { page: 'order', path: '/pages/order/list' },
  { page: 'user', path: '/pages/user/index' },
] as const;
