import { describe, expect, it } from 'vitest';
import { actingEntry } from './navHelpers.ts';

describe('the sidebar entry marked active (isAct)', () => {
  it('is the entry holding the page', () => {
    expect(actingEntry([false, false, true, false], 0)).toBe(2);
    expect(actingEntry([true, false], 3)).toBe(0);
  });

  it('stays on the entry marked before when the page is outside the sidebar', () => {
    expect(actingEntry([false, false, false], 2)).toBe(2);
  });

  it('falls back to home when the entry marked before is gone (another shop, fewer menus)', () => {
    expect(actingEntry([false, false], 5)).toBe(0);
  });
});
