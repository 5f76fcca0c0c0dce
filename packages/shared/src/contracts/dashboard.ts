import { z } from 'zod';
import { dateParam, timeZoneParam } from './common.ts';
import { memberCompany } from './companies.ts';

export const DASHBOARD_SUMMARY_URL = '/api/dashboard/summary';
export const PRODUCT_STATS_URL = '/api/ysProductIndex';

/** The longest range the product statistics cover. */
const MAX_RANGE_MS = 366 * 86_400_000;

export const dashboardContract = {
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
  productStatsQuery: z
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
      (q) => !q.startTime || !q.endTime || q.endTime.getTime() - q.startTime.getTime() <= MAX_RANGE_MS,
      {
        path: ['endTime'],
        message: 'msg:range',
      },
    ),
  productStats: z.object({
    created: z.number(),
    total: z.number(),
    onSale: z.number(),
    warehouse: z.number(),
    soldOut: z.number(),
    lowStock: z.number(),
    recycle: z.number(),
    /** Sum of stock × cost, a decimal string. */
    stockValue: z.string(),
    topCategories: z.array(
      z.object({ categoryId: z.number().nullable(), name: z.string(), count: z.number() }),
    ),
    createdByDay: z.array(z.object({ date: z.string(), count: z.number() })),
  }),
};
