import { describe, expect, it } from 'vitest';
import type { NavNode } from '../../routing/menuTree.ts';
import { actingEntry, containsPath } from './navHelpers.ts';

const node = (path: string, children: NavNode[] = []): NavNode => ({
  path,
  name: path,
  title: { zh: path, en: path },
  icon: null,
  hidden: false,
  affix: false,
  noCache: false,
  breadcrumb: true,
  external: false,
  component: 'x',
  group: children.length > 0,
  children,
});

describe('the sidebar entry holding a page', () => {
  const orders = node('/order', [node('/order/index'), node('/order/detail/:id')]);

  it('holds its detail tabs opened straight from their URL', () => {
    expect(containsPath(orders, '/order/detail/12')).toBe(true);
    expect(containsPath(orders, '/order/index')).toBe(true);
  });

  it('does not hold other pages', () => {
    expect(containsPath(orders, '/order/detail')).toBe(false);
    expect(containsPath(orders, '/goods/product/edit/12')).toBe(false);
  });
});

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
