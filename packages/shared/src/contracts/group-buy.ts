import { z } from 'zod';
import { pageQuerySchema, pageSchema } from '../list.ts';
import { wholeIn } from '../numberRange.ts';
import { dateParam, idParam, moneyAmount, timestamp } from './common.ts';

export const GROUP_BUY_ACTIVITIES_URL = '/api/group-buy/activities';
export const GROUP_BUY_GROUPS_URL = '/api/group-buy/groups';
export const GROUP_BUY_STATS_URL = '/api/group-buy/stats';

export const groupBuyActivityStatusUrl = (id: number | string) => `${GROUP_BUY_ACTIVITIES_URL}/${id}/status`;
export const groupBuyMembersUrl = (id: number | string) => `${GROUP_BUY_GROUPS_URL}/${id}/members`;

/**
 * A group's state: waiting for its leader's payment (pending, not yet joinable), open for members
 * until it expires, succeeded (every seat paid: its orders may ship), failed (expired short of seats:
 * every paid order in it refunded in full), or gone (its leader's order was cancelled unpaid).
 */
export const GROUP_STATES = ['pending', 'open', 'succeeded', 'failed', 'cancelled'] as const;
export type GroupState = (typeof GROUP_STATES)[number];

/** A seat in a group: held by an unpaid order, paid, given back (order cancelled) or refunded (group failed). */
const GROUP_SEAT_STATES = ['reserved', 'paid', 'released', 'refunded'] as const;
export type GroupSeatState = (typeof GROUP_SEAT_STATES)[number];

export const GROUP_SIZE_MAX = 100;
export const GROUP_HOURS_MAX = 720;

const skuInput = z.object({
  skuId: z.number().int().positive(),
  /** The group price of one piece. */
  price: moneyAmount(),
  /** Units sold at the group price, taken at order creation and returned on cancel or refund. */
  stock: wholeIn(0, 1_000_000),
});

const activityFields = z.object({
  title: z.string().trim().min(1, 'msg:required').max(40),
  productId: z.number().int().positive(),
  skus: z.array(skuInput).min(1, 'msg:required').max(200),
  /** Members a group needs, its leader included. */
  groupSize: wholeIn(2, GROUP_SIZE_MAX),
  /** Hours a group stays open after its leader pays. */
  hoursOpen: wholeIn(1, GROUP_HOURS_MAX),
  /** Minutes an unpaid order of the activity holds its seat and stock. */
  unpaidMinutes: wholeIn(5, 24 * 60).default(15),
  /** Pieces one order may take; null: no limit. */
  perOrderLimit: wholeIn(1, 10_000).nullable().default(null),
  /** Pieces one member may take in the whole activity (paid or unpaid orders); null: no limit. */
  perMemberLimit: wholeIn(1, 10_000).nullable().default(null),
  /**
   * "Virtual success": a group that expires with at least this percentage of its seats paid is
   * completed by the shop instead of failing (the missing seats are never shown as members);
   * null: off (the default).
   */
  virtualSuccessPercent: wholeIn(1, 99).nullable().default(null),
  startAt: dateParam(),
  endAt: dateParam(),
  description: z.string().trim().max(200).nullable().default(null),
});

type ActivityFields = z.output<typeof activityFields>;

function checkActivity(v: ActivityFields, ctx: z.RefinementCtx) {
  if (v.endAt <= v.startAt) ctx.addIssue({ code: 'custom', path: ['endAt'], message: 'msg:groupBuyWindow' });
  const ids = v.skus.map((s) => s.skuId);
  if (new Set(ids).size !== ids.length) {
    ctx.addIssue({ code: 'custom', path: ['skus'], message: 'msg:groupBuySkuTwice' });
  }
}

const recordId = { id: z.number().int().positive() };
const activityInput = activityFields.superRefine(checkActivity);
const activityUpdate = activityFields.extend(recordId).superRefine(checkActivity);

const skuRow = z.object({
  skuId: z.number(),
  skuLabel: z.string(),
  listPrice: z.string(),
  price: z.string(),
  stock: z.number(),
  sold: z.number(),
});

const activityRow = z.object({
  id: z.number(),
  title: z.string(),
  productId: z.number(),
  productName: z.string(),
  picture: z.string().nullable(),
  skus: z.array(skuRow),
  groupSize: z.number(),
  hoursOpen: z.number(),
  unpaidMinutes: z.number(),
  perOrderLimit: z.number().nullable(),
  perMemberLimit: z.number().nullable(),
  virtualSuccessPercent: z.number().nullable(),
  startAt: timestamp(),
  endAt: timestamp(),
  description: z.string().nullable(),
  enabled: z.boolean(),
  /** Groups started: once any, the goods, prices and group size no longer change. */
  groups: z.number(),
  createdAt: timestamp(),
  updatedAt: timestamp(),
});

const groupRow = z.object({
  id: z.number(),
  activityId: z.number(),
  activityTitle: z.string(),
  leaderId: z.number(),
  leaderName: z.string(),
  size: z.number(),
  /** Seats held by paid and unpaid orders. */
  seatsTaken: z.number(),
  seatsPaid: z.number(),
  state: z.enum(GROUP_STATES),
  /** Completed by the shop's virtual success: the missing seats were never members. */
  virtual: z.boolean(),
  expiresAt: timestamp().nullable(),
  succeededAt: timestamp().nullable(),
  failedAt: timestamp().nullable(),
  createdAt: timestamp(),
});

const seatRow = z.object({
  id: z.number(),
  memberId: z.number(),
  nickname: z.string(),
  phone: z.string().nullable(),
  leader: z.boolean(),
  orderId: z.number(),
  orderSn: z.string(),
  state: z.enum(GROUP_SEAT_STATES),
  paidAt: timestamp().nullable(),
  createdAt: timestamp(),
});

const flag = z.enum(['true', 'false']).transform((v) => v === 'true');

export const groupBuyActivityFilter = z.object({
  blurry: z.string().trim().max(50).optional(),
  enabled: flag.optional(),
});

export const groupBuyGroupFilter = z.object({
  activityId: z.coerce.number().int().positive().optional(),
  state: z.enum(GROUP_STATES).optional(),
  /** The leader's nickname or phone. */
  blurry: z.string().trim().max(50).optional(),
});

const stats = z.object({
  opened: z.number(),
  open: z.number(),
  succeeded: z.number(),
  failed: z.number(),
  /** Paid orders in groups (refunded ones included). */
  orders: z.number(),
  /** What those orders paid. */
  amount: z.string(),
  /** What failed groups gave back. */
  refunded: z.string(),
});

export const groupBuyContract = {
  idParams: idParam,
  status: z.object({ enabled: z.boolean() }),
  activityQuery: pageQuerySchema.extend(groupBuyActivityFilter.shape),
  activities: pageSchema(activityRow),
  activity: activityRow,
  activityInput,
  activityUpdate,
  groupQuery: pageQuerySchema.extend(groupBuyGroupFilter.shape),
  groups: pageSchema(groupRow),
  group: groupRow,
  seats: z.array(seatRow),
  statsQuery: z.object({ activityId: z.coerce.number().int().positive().optional() }),
  stats,
};

export const STOREFRONT_GROUP_BUY_ACTIVITIES_URL = '/api/front/group-buy/activities';
export const STOREFRONT_GROUP_BUY_GROUPS_URL = '/api/front/group-buy/groups';
export const storefrontGroupBuyActivityUrl = (id: number | string) =>
  `${STOREFRONT_GROUP_BUY_ACTIVITIES_URL}/${id}`;
export const storefrontGroupBuyGroupUrl = (id: number | string) => `${STOREFRONT_GROUP_BUY_GROUPS_URL}/${id}`;

/** One SKU of a running activity as the shopper picks it: its group price against its own, pieces left. */
const shopperSku = z.object({
  skuId: z.number(),
  skuLabel: z.string(),
  listPrice: z.string(),
  price: z.string(),
  stockLeft: z.number(),
});

/** A running activity in the shop's list: its lowest group price (and that SKU's own price), pieces taken in groups. */
const shopperActivity = z.object({
  id: z.number(),
  title: z.string(),
  productId: z.number(),
  productName: z.string(),
  picture: z.string().nullable(),
  groupSize: z.number(),
  hoursOpen: z.number(),
  price: z.string(),
  listPrice: z.string(),
  /** Pieces taken in the activity's groups so far (已拼 N 件). */
  sold: z.number(),
  stockLeft: z.number(),
  endAt: timestamp(),
});

/** An open group the shopper may join: its leader (nickname masked), seats left, when it ends. */
const openGroup = z.object({
  id: z.number(),
  leaderName: z.string(),
  leaderAvatar: z.string().nullable(),
  seatsLeft: z.number(),
  expiresAt: timestamp(),
  /** The viewer holds a seat in it. */
  mine: z.boolean(),
});

/** A member in a group's seats (nickname masked): only real members, never the shop's virtual fill. */
const groupMember = z.object({
  /** The seat's id. */
  id: z.number(),
  name: z.string(),
  avatar: z.string().nullable(),
  leader: z.boolean(),
  paid: z.boolean(),
});

/** A group as anyone of the shop with its link sees it, and what the viewer has of it or may do. */
const shopperGroup = z.object({
  id: z.number(),
  activityId: z.number(),
  title: z.string(),
  productId: z.number(),
  productName: z.string(),
  picture: z.string().nullable(),
  leaderName: z.string(),
  size: z.number(),
  seatsTaken: z.number(),
  seatsPaid: z.number(),
  state: z.enum(GROUP_STATES),
  expiresAt: timestamp().nullable(),
  succeededAt: timestamp().nullable(),
  failedAt: timestamp().nullable(),
  /** The viewer's seat: unpaid, paid or refunded (a seat given back counts as none). */
  seat: z.enum(GROUP_SEAT_STATES).nullable(),
  /** The viewer's order holding that seat. */
  orderId: z.number().nullable(),
  /** The viewer may join now (open, not expired, a seat left, not in it, the activity running). */
  canJoin: z.boolean(),
});

export const storefrontGroupBuyContract = {
  activities: z.array(shopperActivity),
  activity: shopperActivity.extend({
    description: z.string().nullable(),
    perOrderLimit: z.number().nullable(),
    skus: z.array(shopperSku),
    /** Open groups with a seat left, the soonest to end first. */
    groups: z.array(openGroup),
    /** The server's clock when answered: the page counts down on it. */
    serverTime: timestamp(),
  }),
  group: shopperGroup.extend({
    members: z.array(groupMember),
    skus: z.array(shopperSku),
    serverTime: timestamp(),
  }),
  /** The shopper's own groups; `orderId`: the one that order holds a seat in (the pay result links it). */
  mineQuery: pageQuerySchema.extend({ orderId: z.coerce.number().int().positive().optional() }),
  mine: pageSchema(shopperGroup),
};
