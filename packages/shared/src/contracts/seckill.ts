import { z } from 'zod';
import { moneyCents } from '../decimal.ts';
import { pageQuerySchema, pageSchema } from '../list.ts';
import { wholeIn } from '../numberRange.ts';
import { slotFits } from '../seckill-time.ts';
import { idParam, moneyAmount, timestamp } from './common.ts';
import { STOREFRONT_URL, storefrontContract } from './storefront.ts';

export const SECKILL_SLOTS_URL = '/api/seckill/slots';
export const SECKILL_ACTIVITIES_URL = '/api/seckill/activities';
/** The shop's seckill as anyone may read it, by the shop's public key (`…/slots/:slotId`, `…/products/:productId`). */
export const STOREFRONT_SECKILL_URL = `${STOREFRONT_URL}/shops/:companyKey/seckill`;
export const seckillActivityStatusUrl = (id: number | string) => `${SECKILL_ACTIVITIES_URL}/${id}/status`;
export const seckillActivitySalesUrl = (id: number | string) => `${SECKILL_ACTIVITIES_URL}/${id}/sales`;

/** The slots a shop starts with (start hour, hours). */
export const SECKILL_DEFAULT_SLOTS = [
  { startHour: 5, hours: 2 },
  { startHour: 7, hours: 3 },
  { startHour: 10, hours: 2 },
  { startHour: 12, hours: 3 },
  { startHour: 15, hours: 4 },
  { startHour: 19, hours: 2 },
] as const;

/** How long an unpaid seckill order holds its stock unless the activity says otherwise. */
export const SECKILL_UNPAID_MINUTES = 5;

const DAY_RE = /^\d{4}-\d{2}-\d{2}$/;
/** A shop day, YYYY-MM-DD. */
const day = () => z.string().regex(DAY_RE, 'msg:dateRange');

const slotFields = z.object({
  startHour: wholeIn(0, 23),
  hours: wholeIn(1, 24),
});

/** A slot ends by midnight: start + hours ≤ 24. Overlaps with the shop's other slots are checked on save. */
function checkSlot(v: z.output<typeof slotFields>, ctx: z.RefinementCtx) {
  if (!slotFits(v)) ctx.addIssue({ code: 'custom', path: ['hours'], message: 'msg:seckillMidnight' });
}

const recordId = { id: z.number().int().positive() };

const slotRow = z.object({
  id: z.number(),
  startHour: z.number(),
  hours: z.number(),
  /** Activities that run in it (a slot in use cannot be deleted). */
  activities: z.number(),
  createdAt: timestamp(),
});

const skuInput = z.object({
  /** The product's own SKU this activity SKU sells. */
  skuId: z.number().int().positive(),
  price: moneyAmount(),
  /** The activity's stock in all: sold plus what is left (an edit keeps what was sold). */
  total: wholeIn(1, 1_000_000),
  perOrder: wholeIn(1, 999).default(1),
  /** Pieces one member may buy per shop day; null: no daily limit. */
  perDay: wholeIn(1, 999).nullable().default(null),
  /** Pieces one member may buy in the whole activity; null: no limit beyond the others. */
  perActivity: wholeIn(1, 999).nullable().default(null),
});

const activityFields = z.object({
  name: z.string().trim().min(1, 'msg:required').max(40),
  productId: z.number().int().positive(),
  startDate: day(),
  endDate: day(),
  slotIds: z.array(z.number().int().positive()).min(1, 'msg:required').max(24),
  unpaidMinutes: wholeIn(1, 60).default(SECKILL_UNPAID_MINUTES),
  enabled: z.boolean().default(true),
  skus: z.array(skuInput).min(1, 'msg:required').max(100),
});

function checkActivity(v: z.output<typeof activityFields>, ctx: z.RefinementCtx) {
  if (v.endDate < v.startDate)
    ctx.addIssue({ code: 'custom', path: ['endDate'], message: 'msg:couponWindow' });
  const seen = new Set<number>();
  v.skus.forEach((s, i) => {
    if (seen.has(s.skuId))
      ctx.addIssue({ code: 'custom', path: ['skus', i, 'skuId'], message: 'msg:seckillSkuTwice' });
    seen.add(s.skuId);
    if (s.perDay !== null && s.perActivity !== null && s.perDay > s.perActivity) {
      ctx.addIssue({ code: 'custom', path: ['skus', i, 'perDay'], message: 'msg:seckillPerDay' });
    }
    if ((moneyCents(s.price) ?? 0n) <= 0n)
      ctx.addIssue({ code: 'custom', path: ['skus', i, 'price'], message: 'msg:money' });
  });
}

const activitySkuRow = z.object({
  id: z.number(),
  skuId: z.number(),
  specKey: z.string(),
  /** The product SKU's own price and stock as they are now (never changed by the activity). */
  skuPrice: z.string(),
  skuStock: z.number(),
  price: z.string(),
  total: z.number(),
  /** What is left to sell. */
  stock: z.number(),
  sold: z.number(),
  perOrder: z.number(),
  perDay: z.number().nullable(),
  perActivity: z.number().nullable(),
});

const activityRow = z.object({
  id: z.number(),
  name: z.string(),
  productId: z.number(),
  productName: z.string(),
  productImage: z.string().nullable(),
  startDate: z.string(),
  endDate: z.string(),
  slotIds: z.array(z.number()),
  unpaidMinutes: z.number(),
  enabled: z.boolean(),
  skus: z.array(activitySkuRow),
  createdAt: timestamp(),
});

const flag = z.enum(['true', 'false']).transform((v) => v === 'true');

export const seckillActivityFilter = z.object({
  blurry: z.string().trim().max(50).optional(),
  enabled: flag.optional(),
});

/** Live sales of one activity: per SKU sold / total and the orders that hold its stock or bought it. */
const salesRow = z.object({
  activityId: z.number(),
  sold: z.number(),
  total: z.number(),
  orders: z.number(),
  unpaidOrders: z.number(),
  skus: z.array(
    z.object({ id: z.number(), specKey: z.string(), sold: z.number(), total: z.number(), stock: z.number() }),
  ),
  recent: z.array(
    z.object({
      orderId: z.number(),
      memberId: z.number(),
      memberName: z.string(),
      specKey: z.string(),
      quantity: z.number(),
      returned: z.boolean(),
      createdAt: timestamp(),
    }),
  ),
});

export const seckillContract = {
  idParams: idParam,
  status: z.object({ enabled: z.boolean() }),
  slotQuery: pageQuerySchema,
  slots: pageSchema(slotRow),
  slot: slotRow,
  slotInput: slotFields.superRefine(checkSlot),
  slotUpdate: slotFields.extend(recordId).superRefine(checkSlot),
  activityQuery: pageQuerySchema.extend(seckillActivityFilter.shape),
  activities: pageSchema(activityRow),
  activity: activityRow,
  activityInput: activityFields.superRefine(checkActivity),
  activityUpdate: activityFields.extend(recordId).superRefine(checkActivity),
  sales: salesRow,
};

const goodsCard = z.object({
  seckillSkuId: z.number(),
  activityId: z.number(),
  productId: z.number(),
  skuId: z.number(),
  name: z.string(),
  specKey: z.string(),
  image: z.string().nullable(),
  price: z.string(),
  /** The product SKU's own price, struck through beside the seckill price. */
  originalPrice: z.string(),
  total: z.number(),
  stock: z.number(),
  sold: z.number(),
});

const sessionRow = z.object({
  slotId: z.number(),
  startHour: z.number(),
  hours: z.number(),
  day: z.string(),
  state: z.enum(['ongoing', 'upcoming', 'ended']),
  startsAt: timestamp(),
  endsAt: timestamp(),
});

const shopParams = storefrontContract.shopParams;

export const storefrontSeckillContract = {
  shopParams,
  slotParams: shopParams.extend({ slotId: z.coerce.number().int().positive() }),
  productParams: shopParams.extend({ productId: z.coerce.number().int().positive() }),
  /** Today's sessions (shop time): ongoing and upcoming ones, and those ended today. */
  sessions: z.object({ now: timestamp(), sessions: z.array(sessionRow) }),
  /** A session's goods (today's, of activities running that day in that slot). */
  goods: z.object({ session: sessionRow, goods: z.array(goodsCard) }),
  /** A product's seckill now or next: its session and the activity's SKUs; null when it has none. */
  product: z.object({
    now: timestamp(),
    offer: z
      .object({
        activityId: z.number(),
        name: z.string(),
        session: sessionRow,
        skus: z.array(goodsCard.extend({ perOrder: z.number() })),
      })
      .nullable(),
  }),
};
