import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { filterParams, listParams } from './afterSaleQuery.ts';

describe('after-sale list parameters', () => {
  it('trims texts, drops empties and sends whole days', () => {
    const params = filterParams({
      tab: 'toReview',
      code: ' AS1 ',
      orderCode: '  ',
      member: '138',
      type: 'returnRefund',
      createdAt: [dayjs('2026-11-01T10:00:00'), dayjs('2026-11-03T09:00:00')],
    });
    expect(params.code).toBe('AS1');
    expect(params.orderCode).toBeUndefined();
    expect(params.member).toBe('138');
    expect(params.type).toBe('returnRefund');
    const [from, to] = params.createdAt as string[];
    expect(dayjs(from).format('YYYY-MM-DD HH:mm:ss')).toBe('2026-11-01 00:00:00');
    expect(dayjs(to).format('YYYY-MM-DD HH:mm:ss')).toBe('2026-11-03 23:59:59');
  });

  it('sends the tab, none for all', () => {
    expect(listParams({ tab: 'refunding' }).tab).toBe('refunding');
    expect(listParams({ tab: 'all' }).tab).toBeUndefined();
    expect(listParams({ tab: 'all', type: null }).type).toBeUndefined();
  });
});
