import { MENU_SCREENS } from '@hh/shared';
import { describe, expect, it } from 'vitest';
import type { LazyScreen } from './lazyScreen.tsx';
import { screenFor } from './registry.ts';
import { screens } from './screens.ts';

/**
 * Screens reached without a permission of the menu table: signing in, the store picker, a member's own
 * pages, and the platform's figures (the platform company's home). The shop dashboard is open too, at
 * /dashboard; the table's entry for it grants its blocks one by one.
 */
const OPEN_SCREENS: (keyof typeof screens)[] = [
  'login',
  'register',
  'store',
  'onboarding',
  'help',
  'notFound',
  'unauthorized',
  'layout',
  'platformHome',
  'userCenter',
  'redirect',
];

describe('the screens of the menu table', () => {
  it('registers a screen for every menu entry', () => {
    const missing = MENU_SCREENS.filter((entry) => screenFor(entry.component) === undefined);
    expect(missing.map((entry) => entry.component)).toEqual([]);
  });

  it('opens every screen with a permission of the table, or lists it as open', () => {
    const guarded = new Map<LazyScreen, string[]>();
    for (const entry of MENU_SCREENS) {
      const screen = screenFor(entry.component);
      if (screen) guarded.set(screen, [...(guarded.get(screen) ?? []), entry.permission]);
    }
    const unguarded = Object.entries(screens)
      .filter(([, screen]) => !guarded.has(screen))
      .map(([key]) => key);
    expect(unguarded.sort()).toEqual([...OPEN_SCREENS].sort());
  });

  it('finds the open screens a menu row may name', () => {
    expect(screenFor('dashboard/index')).toBe(screens.dashboard);
    expect(screenFor('/user/center/index.vue')).toBe(screens.userCenter);
  });
});
