import { z } from 'zod';
import { DEFAULT_TERMINAL } from '../constants.ts';

export const NAVIGATION_URL = '/api/navigation';

/** The spec's default colours, until the company saves its own. */
export const DEFAULT_NAV_COLORS = {
  background: '#FFFFFF',
  iconColor: '#939393',
  activeIconColor: '#FF7C61',
  textColor: '#AEAEAE',
  activeTextColor: '#FF7C61',
};

export const NAV_MIN_ITEMS = 2;
export const NAV_MAX_ITEMS = 5;
export const NAV_NAME_MAX = 10;

const color = z.string().regex(/^#[0-9A-Fa-f]{6}$/, 'msg:color');
export const navColors = z.object({
  background: color,
  iconColor: color,
  activeIconColor: color,
  textColor: color,
  activeTextColor: color,
});

const homeFlag = z.union([z.literal(0), z.literal(1)]);

export const navItemInput = z.object({
  id: z.number().int().optional(),
  navName: z.string().trim().min(1, 'msg:navName').max(NAV_NAME_MAX),
  navUrl: z.string().trim().min(1, 'msg:navUrl').max(300),
  navIcon: z.string().trim().max(500).default(''),
  navActiveIcon: z.string().trim().max(500).default(''),
  json: z.string().max(5000).default('{}'),
  isHome: homeFlag.default(0),
});

export const navItemRow = navItemInput.extend({
  id: z.number(),
  navSort: z.number(),
  navIcon: z.string(),
  navActiveIcon: z.string(),
});

/** A terminal's navigation: saved, or the defaults (negative ids) until saved. */
export const navState = z.object({
  terminal: z.number(),
  saved: z.boolean(),
  items: z.array(navItemRow),
  colors: navColors,
});

const terminal = z.coerce.number().int().min(1).max(9).default(DEFAULT_TERMINAL);

export const navigationContract = {
  query: z.object({ terminal }),
  state: navState,
  save: z.object({
    terminal,
    items: z
      .array(navItemInput)
      .min(NAV_MIN_ITEMS, 'msg:navCount')
      .max(NAV_MAX_ITEMS, 'msg:navCount')
      .refine((items) => items.filter((i) => i.isHome === 1).length <= 1, 'msg:navHome'),
    colors: navColors.default(DEFAULT_NAV_COLORS),
  }),
};
