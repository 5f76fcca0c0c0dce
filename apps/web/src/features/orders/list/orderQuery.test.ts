import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { filterParams, listParams } from './orderQuery.ts';

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
