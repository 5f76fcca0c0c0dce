import { z } from 'zod';
import { COMPANY_STATUSES } from '../constants.ts';
import { pageQuerySchema, pageSchema } from '../list.ts';
import { mobile, timestamp } from './common.ts';

export const ORDER_STATUSES = ['unpaid', 'paid', 'closed'] as const;

/** The shop's own details, as created (POST) and edited (PUT `/api/systemCompanyConfig`). */
export const companyInput = z.object({
  companyName: z.string().trim().min(2, 'msg:required').max(40),
  headPortrait: z.string().trim().max(500).nullable().default(null),
  contactName: z.string().trim().min(1, 'msg:required').max(30),
  contactPhone: mobile(),
  categoryId: z.number().int().positive().nullable().default(null),
});

export const planRow = z.object({
  id: z.number(),
  name: z.string(),
  nameEn: z.string(),
  /** A decimal string such as "999.00": money is never a float. */
  price: z.string(),
  durationDays: z.number(),
  maxStores: z.number(),
  maxStaff: z.number(),
  enabled: z.boolean(),
});

/** A purchase of a plan by the current shop. */
export const orderRow = z.object({
  orderCode: z.string(),
  planId: z.number(),
  planName: z.string(),
  amount: z.string(),
  durationDays: z.number(),
  status: z.enum(ORDER_STATUSES),
  payUrl: z.string(),
  paidAt: timestamp().nullable(),
  createdAt: timestamp(),
});

/** A shop category offered when a shop is created. */
export const shopCategory = z.object({
  id: z.number(),
  parentId: z.number(),
  name: z.string(),
  nameEn: z.string(),
  hasChildren: z.boolean(),
});

export const onboardingContract = {
  categoriesQuery: z.object({ parentId: z.coerce.number().int().min(0).default(0) }),
  categories: z.array(shopCategory),
  create: companyInput,
  created: z.object({ companyId: z.number(), companyKey: z.string() }),
  update: companyInput,
  updated: z.object({ companyId: z.number() }),
  plans: z.array(planRow),
  orderParams: z.object({ pid: z.coerce.number().int().positive() }),
  order: orderRow,
  qrBody: z.object({ orderCode: z.string().max(40).optional() }).nullish(),
  /** `qrCode`: a 300×300 PNG data URL of the payment link. */
  orderQr: orderRow.extend({ qrCode: z.string() }),
  orderCodeParams: z.object({ orderCode: z.string().max(40) }),
  /** The sandbox's pay page (HTML), signed so only the order's own link opens it. */
  payPageQuery: z.object({ orderCode: z.string().max(40), sig: z.string().max(64).optional() }),
  orderState: orderRow.extend({ companyStatus: z.enum(COMPANY_STATUSES) }),
  ordersQuery: pageQuerySchema,
  orders: pageSchema(orderRow),
};
