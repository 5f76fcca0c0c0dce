import type { NavColorKey } from './types.ts';

export const NAV_COLOR_KEYS: readonly NavColorKey[] = [
  'background',
  'iconColor',
  'activeIconColor',
  'textColor',
  'activeTextColor',
];

export const BUILTIN_PREFIX = 'builtin:';
export const BUILTIN_ICONS = ['home', 'category', 'cart', 'order', 'user'] as const;
export type BuiltinIcon = (typeof BUILTIN_ICONS)[number];
