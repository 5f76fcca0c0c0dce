import { z } from 'zod';
import { COMPANY_STATUSES } from '../constants.ts';
import { pageQuerySchema, pageSchema } from '../list.ts';
import { wholeIn } from '../numberRange.ts';
import { moneyAmount, timestamp, timeZoneParam } from './common.ts';
import { planRow } from './onboarding.ts';

export const STORE_CATEGORIES_URL = '/api/ylStoreCategory';
export const PLANS_URL = '/api/plans';
export const SYSTEM_STATUS_URL = '/api/system/status';
export const PLATFORM_HOME_URL = '/api/platform/home';

/** The days the platform home counts new shops over, today included. */
export const NEW_SHOP_DAYS = 30;

export const AUDIT_APPROVED = 1;
export const AUDIT_REJECTED = 2;

/** One approval decision on a company: status 1 approved, 2 rejected. */
const auditRow = z.object({
  id: z.number(),
  companyId: z.number(),
  status: z.number(),
  reason: z.string(),
  operatorId: z.number().nullable(),
  operatorName: z.string().nullable(),
  createdAt: timestamp(),
});

/** A shop in the platform's list. */
export const platformCompanyRow = z.object({
  companyId: z.number(),
  companyKey: z.string(),
  companyName: z.string(),
  headPortrait: z.string().nullable(),
  contactName: z.string().nullable(),
  contactPhone: z.string().nullable(),
  status: z.enum(COMPANY_STATUSES),
  planName: z.string().nullable(),
  expireTime: timestamp().nullable(),
  createdAt: timestamp(),
});

export const storeCategoryInput = z.object({
  parentId: z.number().int().min(0).default(0),
  name: z.string().trim().min(1, 'msg:required').max(30),
  nameEn: z.string().trim().max(60).default(''),
  sort: wholeIn(0, 9999).default(0),
  enabled: z.boolean().default(true),
});

export const storeCategoryRow = z.object({
  id: z.number(),
  parentId: z.number(),
  name: z.string(),
  nameEn: z.string(),
  sort: z.number(),
  enabled: z.boolean(),
  createdAt: timestamp(),
  updatedAt: timestamp(),
});

export const planInput = z.object({
  name: z.string().trim().min(1, 'msg:required').max(30),
  nameEn: z.string().trim().min(1, 'msg:required').max(60),
  price: moneyAmount(),
  durationDays: wholeIn(1, 3650),
  maxStores: wholeIn(1, 100000),
  maxStaff: wholeIn(1, 100000),
  enabled: z.boolean().default(true),
});

export const platformPlanRow = planRow.extend({ createdAt: timestamp() });

export const slowQuery = z.object({
  query: z.string(),
  calls: z.number(),
  meanMs: z.number(),
  totalMs: z.number(),
});

/** An unexpected server error; `count` is how many times it happened on its route, `lastSeen` the latest. */
export const recentError = z.object({
  id: z.number(),
  requestId: z.string(),
  method: z.string(),
  url: z.string(),
  message: z.string(),
  count: z.number().int(),
  lastSeen: timestamp(),
  createdAt: timestamp(),
});

export const systemStatus = z.object({
  uptimeSeconds: z.number(),
  node: z.string(),
  platform: z.string(),
  memory: z.object({
    rss: z.number(),
    heapUsed: z.number(),
    systemFree: z.number(),
    systemTotal: z.number(),
  }),
  database: z.object({
    kind: z.enum(['pglite', 'postgres']),
    sizeBytes: z.number(),
    version: z.string(),
  }),
  slowQueries: z.object({ available: z.boolean(), rows: z.array(slowQuery) }),
  recentErrors: z.array(recentError),
});

/** A shop waiting for approval; `since` is when it last changed (its payment). */
const pendingShop = z.object({
  companyId: z.number(),
  companyName: z.string(),
  contactName: z.string().nullable(),
  contactPhone: z.string().nullable(),
  since: timestamp(),
});

/** One plan's paid orders; `amount` is their sum, a decimal string. */
const planSale = z.object({
  planId: z.number(),
  planName: z.string(),
  planNameEn: z.string(),
  orders: z.number(),
  amount: z.string(),
});

/** The platform operator's home: shops by state, the approval queue, plan sales, new shops by day. */
export const platformHome = z.object({
  companiesByStatus: z.array(z.object({ status: z.enum(COMPANY_STATUSES), count: z.number() })),
  pendingApprovals: z.object({ count: z.number(), oldest: z.array(pendingShop) }),
  planSales: z.object({ orders: z.number(), amount: z.string(), byPlan: z.array(planSale) }),
  newCompaniesByDay: z.array(z.object({ date: z.string(), count: z.number() })),
});

export const platformContract = {
  companiesQuery: pageQuerySchema.extend({
    status: z.enum(COMPANY_STATUSES).optional(),
    blurry: z.string().trim().max(50).optional(),
  }),
  companies: pageSchema(platformCompanyRow),
  decide: z
    .object({
      companyId: z.number().int().positive(),
      status: z.union([z.literal(AUDIT_APPROVED), z.literal(AUDIT_REJECTED)]),
      reason: z.string().trim().max(500).default(''),
    })
    .refine((b) => b.status === AUDIT_APPROVED || b.reason.length > 0, {
      path: ['reason'],
      message: 'msg:required',
    }),
  decided: auditRow,
  auditsQuery: pageQuerySchema.extend({ companyId: z.coerce.number().int().positive() }),
  audits: pageSchema(auditRow),
  categoryFilter: { blurry: z.string().trim().max(30).optional() },
  status: systemStatus,
  homeQuery: z.object({ timeZone: timeZoneParam() }),
  home: platformHome,
};
