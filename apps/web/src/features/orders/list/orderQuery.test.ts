import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { filterParams, listParams, searchFilters } from './orderQuery.ts';

describe('order list parameters', () => {
  it('trims texts, drops empties and sends whole days', () => {
    const params = filterParams({
      tab: 'toShip',
      code: '  SO123 ',
      member: '   ',
      createdAt: [dayjs('2026-11-01T10:00:00'), dayjs('2026-11-02T09:00:00')],
      storeId: 3,
      deliveryType: null,
    });
    expect(params.code).toBe('SO123');
    expect(params.member).toBeUndefined();
    expect(params.deliveryType).toBeUndefined();
    expect(params.storeId).toBe(3);
    const [from, to] = params.createdAt as string[];
    expect(dayjs(from).format('YYYY-MM-DD HH:mm:ss')).toBe('2026-11-01 00:00:00');
    expect(dayjs(to).format('YYYY-MM-DD HH:mm:ss')).toBe('2026-11-02 23:59:59');
  });

  it('sends the tab as the status, none for all', () => {
    expect(listParams({ tab: 'toVerify' }).status).toBe('toVerify');
    expect(listParams({ tab: 'all' }).status).toBeUndefined();
  });
});

describe('searching the order list', () => {
  it('opens the all tab for an exact order number, and keeps the tab otherwise', () => {
    expect(searchFilters({ tab: 'unpaid', code: ' SO123 ' }, 'toShip').tab).toBe('all');
    expect(searchFilters({ tab: 'unpaid', code: '  ' }, 'toShip').tab).toBe('toShip');
    expect(searchFilters({ tab: 'unpaid', member: '王' }, 'toShip')).toEqual({ tab: 'toShip', member: '王' });
  });
});
