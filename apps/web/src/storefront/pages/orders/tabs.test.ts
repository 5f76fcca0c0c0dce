import { describe, expect, it } from 'vitest';
import type { OrderCounts } from './api.ts';
import { tabCount, tabOf } from './tabs.ts';

const counts: OrderCounts = {
  unpaid: 2,
  toShip: 1,
  toVerify: 3,
  shipped: 4,
  received: 5,
  completed: 6,
  cancelled: 7,
  closed: 8,
};

describe('my orders tabs', () => {
  it('reads the tab from the address, all when it names none or an unknown one', () => {
    expect(tabOf('toShip')).toBe('toShip');
    expect(tabOf('afterSales')).toBe('afterSales');
    expect(tabOf('')).toBe('all');
    expect(tabOf('nope')).toBe('all');
  });

  it('counts what waits in a tab: to ship is paid by express or waiting at the store', () => {
    expect(tabCount('unpaid', counts, 0)).toBe(2);
    expect(tabCount('toShip', counts, 0)).toBe(4);
    expect(tabCount('shipped', counts, 0)).toBe(4);
    expect(tabCount('afterSales', counts, 9)).toBe(9);
  });

  it('puts no badge on the tabs that only grow, nor before the counts arrive', () => {
    expect(tabCount('all', counts, 0)).toBe(0);
    expect(tabCount('done', counts, 0)).toBe(0);
    expect(tabCount('unpaid', null, null)).toBe(0);
    expect(tabCount('afterSales', null, null)).toBe(0);
  });
});
