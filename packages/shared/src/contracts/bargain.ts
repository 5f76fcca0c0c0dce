import { z } from 'zod';
import { moneyCents } from '../decimal.ts';
import { pageQuerySchema, pageSchema } from '../list.ts';
import { wholeIn } from '../numberRange.ts';
import { dateParam, idParam, moneyAmount, timestamp } from './common.ts';

export const BARGAIN_ACTIVITIES_URL = '/api/bargain/activities';
export const BARGAINS_URL = '/api/bargain/bargains';
export const STOREFRONT_BARGAIN_ACTIVITIES_URL = '/api/front/bargain/activities';
export const STOREFRONT_BARGAINS_URL = '/api/front/bargains';

export const bargainActivityStatusUrl = (id: number | string) => `${BARGAIN_ACTIVITIES_URL}/${id}/status`;
export const bargainCutsUrl = (id: number | string) => `${BARGAINS_URL}/${id}/cuts`;
export const storefrontBargainStartUrl = (activityId: number | string) =>
  `${STOREFRONT_BARGAIN_ACTIVITIES_URL}/${activityId}/start`;
export const storefrontBargainUrl = (id: number | string) => `${STOREFRONT_BARGAINS_URL}/${id}`;
export const storefrontBargainHelpUrl = (id: number | string) => `${STOREFRONT_BARGAINS_URL}/${id}/help`;

/**
 * A bargain's state: cutting (in progress), at the floor (succeeded: the member may buy within the
 * activity's minutes), failed (its time ran out, or the minutes to buy did), bought (its one order).
 */
export const BARGAIN_STATES = ['progress', 'succeeded', 'failed', 'bought'] as const;
export type BargainState = (typeof BARGAIN_STATES)[number];

/** Helpers an activity may ask for, and the hours a bargain may run. */
export const BARGAIN_HELPERS_MAX = 100;
export const BARGAIN_HOURS_MAX = 720;

const cents = (v: string) => moneyCents(v) ?? 0n;

const activityFields = z.object({
  title: z.string().trim().min(1, 'msg:required').max(40),
  productId: z.number().int().positive(),
  skuId: z.number().int().positive(),
  /** The price a bargain starts from (usually the SKU's price). */
  startPrice: moneyAmount(),
  /** The lowest price cutting reaches: the last needed helper lands exactly on it. */
  floorPrice: moneyAmount(),
  /** Helpers (other members) needed after the member's own first cut. */
  helpersNeeded: wholeIn(1, BARGAIN_HELPERS_MAX),
  /** Hours one bargain may run from its start (never past the activity's end). */
  hoursLimit: wholeIn(1, BARGAIN_HOURS_MAX),
  startAt: dateParam(),
  endAt: dateParam(),
  /** True: the member may buy at any price reached; false: only once at the floor. */
  buyAnyPrice: z.boolean().default(false),
  /** Minutes the member has to buy after reaching the floor. */
  buyMinutes: wholeIn(5, 7 * 24 * 60).default(60),
  /** Bargains one member may start in this activity. */
  startsPerMember: wholeIn(1, 100).default(1),
  /** Helps one person may give in this activity per day (each bargain once at most); null: no daily limit. */
  helpsPerDay: wholeIn(1, 100).nullable().default(null),
  /** Units sold at the bargain price, taken at purchase. */
  stock: wholeIn(0, 1_000_000),
  description: z.string().trim().max(200).nullable().default(null),
});

type ActivityFields = z.output<typeof activityFields>;

/** The cross-field rules: the floor under the start, room for every cut to be at least 0.01, dates in order. */
function checkActivity(v: ActivityFields, ctx: z.RefinementCtx) {
  const need = (field: keyof ActivityFields, message: string) =>
    ctx.addIssue({ code: 'custom', path: [field], message });
  const room = cents(v.startPrice) - cents(v.floorPrice);
  if (room <= 0n) need('floorPrice', 'msg:bargainFloor');
  else if (room < BigInt(v.helpersNeeded + 1)) need('helpersNeeded', 'msg:bargainRoom');
  if (v.endAt <= v.startAt) need('endAt', 'msg:bargainWindow');
}

const recordId = { id: z.number().int().positive() };
const activityInput = activityFields.superRefine(checkActivity);
const activityUpdate = activityFields.extend(recordId).superRefine(checkActivity);

const activityRow = z.object({
  id: z.number(),
  title: z.string(),
  productId: z.number(),
  skuId: z.number(),
  productName: z.string(),
  skuLabel: z.string(),
  picture: z.string().nullable(),
  startPrice: z.string(),
  floorPrice: z.string(),
  helpersNeeded: z.number(),
  hoursLimit: z.number(),
  startAt: timestamp(),
  endAt: timestamp(),
  buyAnyPrice: z.boolean(),
  buyMinutes: z.number(),
  startsPerMember: z.number(),
  helpsPerDay: z.number().nullable(),
  stock: z.number(),
  sold: z.number(),
  description: z.string().nullable(),
  enabled: z.boolean(),
  /** Bargains started: once any, the prices and helpers no longer change. */
  started: z.number(),
  createdAt: timestamp(),
  updatedAt: timestamp(),
});

const bargainRow = z.object({
  id: z.number(),
  activityId: z.number(),
  activityTitle: z.string(),
  memberId: z.number(),
  memberName: z.string(),
  memberPhone: z.string().nullable(),
  startPrice: z.string(),
  floorPrice: z.string(),
  price: z.string(),
  helpersNeeded: z.number(),
  helpers: z.number(),
  state: z.enum(BARGAIN_STATES),
  expiresAt: timestamp(),
  succeededAt: timestamp().nullable(),
  buyBy: timestamp().nullable(),
  orderId: z.number().nullable(),
  createdAt: timestamp(),
});

const cutRow = z.object({
  id: z.number(),
  memberId: z.number(),
  nickname: z.string(),
  avatar: z.string().nullable(),
  /** The member's own first cut. */
  initiator: z.boolean(),
  amount: z.string(),
  priceAfter: z.string(),
  createdAt: timestamp(),
});

const flag = z.enum(['true', 'false']).transform((v) => v === 'true');

export const bargainActivityFilter = z.object({
  blurry: z.string().trim().max(50).optional(),
  enabled: flag.optional(),
});

export const bargainFilter = z.object({
  activityId: z.coerce.number().int().positive().optional(),
  state: z.enum(BARGAIN_STATES).optional(),
  /** The member's nickname or phone. */
  blurry: z.string().trim().max(50).optional(),
});

export const bargainContract = {
  idParams: idParam,
  status: z.object({ enabled: z.boolean() }),
  activityQuery: pageQuerySchema.extend(bargainActivityFilter.shape),
  activities: pageSchema(activityRow),
  activity: activityRow,
  activityInput,
  activityUpdate,
  bargainQuery: pageQuerySchema.extend(bargainFilter.shape),
  bargains: pageSchema(bargainRow),
  bargain: bargainRow,
  cuts: z.array(cutRow),
};

/** An open activity as the shopper sees it in the list, with what the shopper has of it. */
const shopperActivity = z.object({
  id: z.number(),
  title: z.string(),
  productId: z.number(),
  productName: z.string(),
  skuLabel: z.string(),
  picture: z.string().nullable(),
  startPrice: z.string(),
  floorPrice: z.string(),
  helpersNeeded: z.number(),
  hoursLimit: z.number(),
  endAt: timestamp(),
  stockLeft: z.number(),
  /** The shopper's bargain of it still in progress or waiting to be bought, if any. */
  mineId: z.number().nullable(),
  /** Whether the shopper may start one now (starts left, stock left, none open). */
  canStart: z.boolean(),
});

/** One bargain as its member and its helpers see it (nicknames are plain text, never HTML). */
const shopperBargain = z.object({
  id: z.number(),
  activityId: z.number(),
  title: z.string(),
  productId: z.number(),
  skuId: z.number(),
  productName: z.string(),
  skuLabel: z.string(),
  picture: z.string().nullable(),
  startPrice: z.string(),
  floorPrice: z.string(),
  price: z.string(),
  helpersNeeded: z.number(),
  helpers: z.number(),
  state: z.enum(BARGAIN_STATES),
  expiresAt: timestamp(),
  buyBy: timestamp().nullable(),
  buyAnyPrice: z.boolean(),
  orderId: z.number().nullable(),
  /** The member who started it (their nickname). */
  ownerName: z.string(),
  /** The viewer started it. */
  mine: z.boolean(),
  /** The viewer already helped it. */
  helped: z.boolean(),
  /** The viewer may help now. */
  canHelp: z.boolean(),
  /** The viewer (its member) may buy now, at `price`. */
  canBuy: z.boolean(),
  cuts: z.array(cutRow.omit({ memberId: true })),
});

export const storefrontBargainContract = {
  activityParams: z.object({ activityId: z.coerce.number().int().positive() }),
  activities: z.array(shopperActivity),
  bargain: shopperBargain,
  mineQuery: pageQuerySchema,
  mine: pageSchema(shopperBargain.omit({ cuts: true })),
  /** A help's answer: the amount cut and the bargain afterwards. */
  helped: z.object({ amount: z.string(), bargain: shopperBargain }),
};
