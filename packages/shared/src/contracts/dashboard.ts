import { z } from 'zod';
import { dateParam, timeZoneParam } from './common.ts';
import { memberCompany } from './companies.ts';

export const DASHBOARD_SUMMARY_URL = '/api/dashboard/summary';
export const PRODUCT_STATS_URL = '/api/ysProductIndex';
export const SALES_STATS_URL = '/api/dashboard/sales';
export const DEMO_ORDERS_URL = '/api/dashboard/demoOrders';
/** The stock value at cost: money, apart from the product counts (permission dashboard:stockValue). */
export const STOCK_VALUE_URL = '/api/dashboard/stockValue';

const DAY_MS = 86_400_000;
/** The longest range the statistics cover. */
const MAX_RANGE_MS = 366 * DAY_MS;
/** The range without bounds: the last 7 days up to now. */
const DEFAULT_RANGE_MS = 6 * DAY_MS;

/**
 * A statistics range in the caller's time zone, either end optional (the last 7 days up to now):
 * the start not after the end, at most 366 days (also when only the start is given).
 */
export const statsRangeQuery = z
  .object({
    startTime: dateParam().optional(),
    endTime: dateParam().optional(),
    timeZone: timeZoneParam(),
  })
  .refine((q) => !q.startTime || !q.endTime || q.startTime <= q.endTime, {
    path: ['endTime'],
    message: 'msg:range',
  })
  .refine(
    (q) => {
      if (!q.startTime) return true;
      const end = q.endTime ?? new Date();
      return end.getTime() - q.startTime.getTime() <= MAX_RANGE_MS;
    },
    { path: ['endTime'], message: 'msg:range' },
  );

/** The bounds a range query stands for, the defaults filled in. */
export function statsRangeOf(query: { startTime?: Date; endTime?: Date }): { start: Date; end: Date } {
  const end = query.endTime ?? new Date();
  const start = query.startTime ?? new Date(end.getTime() - DEFAULT_RANGE_MS);
  return { start, end };
}

/** A product in the sales ranking: the name and picture as the latest order line in the range has them. */
const topProduct = z.object({
  productId: z.number(),
  name: z.string(),
  picture: z.string().nullable(),
  quantity: z.number(),
  /** Sum of the lines' totals (unit price × quantity, before freight), a decimal string. */
  amount: z.string(),
});

export const dashboardContract = {
  /** The company's demo orders being made in the background after the first start (none outside the demo). */
  demoOrders: z.object({
    running: z.boolean(),
    made: z.number().int(),
    total: z.number().int(),
  }),
  summary: z.object({
    company: memberCompany.omit({ roles: true }).extend({
      contactName: z.string().nullable(),
      contactPhone: z.string().nullable(),
      categoryId: z.number().nullable(),
    }),
    storeCount: z.number(),
    dealerCount: z.number(),
    roles: z.array(z.string()),
  }),
  productStatsQuery: statsRangeQuery,
  productStats: z.object({
    created: z.number(),
    total: z.number(),
    onSale: z.number(),
    warehouse: z.number(),
    soldOut: z.number(),
    lowStock: z.number(),
    recycle: z.number(),
    topCategories: z.array(
      z.object({ categoryId: z.number().nullable(), name: z.string(), count: z.number() }),
    ),
    createdByDay: z.array(z.object({ date: z.string(), count: z.number() })),
  }),
  /** Sum of stock × cost over the products not deleted, now (no range), a decimal string. */
  stockValue: z.object({ stockValue: z.string() }),
  salesStatsQuery: statsRangeQuery,
  /**
   * Orders paid in the range (by their pay time, cancelled ones left out) and orders cancelled in it.
   * Amounts are decimal strings. Refunds (the after-sales issue) are not subtracted: the sales are
   * what was paid.
   */
  salesStats: z.object({
    paidOrders: z.number(),
    /** Sum of the paid orders' pay amounts. */
    sales: z.string(),
    /** Distinct members among the paid orders. */
    payingMembers: z.number(),
    /** sales ÷ paidOrders, two decimals rounded half up ("0.00" without orders). */
    averageOrderValue: z.string(),
    /** Orders cancelled in the range (by their cancel time). */
    cancelledOrders: z.number(),
    /** Every calendar day of the range in the time zone, days without orders included. */
    byDay: z.array(z.object({ date: z.string(), orders: z.number(), sales: z.string() })),
    /** The ten products most sold in the range by quantity, and by amount. */
    topByQuantity: z.array(topProduct),
    topByAmount: z.array(topProduct),
  }),
};
