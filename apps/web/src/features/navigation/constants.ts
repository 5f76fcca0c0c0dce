import type { NavColorKey } from './types.ts';

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
