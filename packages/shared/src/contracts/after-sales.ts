import { z } from 'zod';
import { pageQuerySchema, pageSchema } from '../list.ts';
import { wholeIn } from '../numberRange.ts';
import { ACTOR_KINDS, type Transition } from '../state-machine.ts';
import { contactPhone, dateParam, money, repeated, timestamp } from './common.ts';
import { statsRangeQuery } from './dashboard.ts';
import { expressContract } from './express.ts';
import { lineSnapshot, ORDER_REFUND_STATUSES, PAYMENT_METHODS, SHOP_ORDER_STATUSES } from './orders.ts';
import { STOREFRONT_URL } from './storefront.ts';

/**
 * After-sales: a shopper asks for money back (refund only) or sends goods back for it (return and
 * refund), naming lines and quantities of one paid order. Staff review, receive and refund.
 */

// ---- URLs ----

/** Staff: list (GET), counts, detail `/:id`, the actions (POST), export, settings. */
export const AFTER_SALES_URL = '/api/afterSale';
export const AFTER_SALE_COUNTS_URL = `${AFTER_SALES_URL}/counts`;
export const AFTER_SALE_APPROVE_URL = `${AFTER_SALES_URL}/approve`;
export const AFTER_SALE_REJECT_URL = `${AFTER_SALES_URL}/reject`;
export const AFTER_SALE_RECEIVE_URL = `${AFTER_SALES_URL}/receive`;
export const AFTER_SALE_REFUND_URL = `${AFTER_SALES_URL}/refund`;
export const AFTER_SALE_RETRY_REFUND_URL = `${AFTER_SALES_URL}/retryRefund`;
/** POST: ask the provider again where a pending refund stands. */
export const AFTER_SALE_CHECK_REFUND_URL = `${AFTER_SALES_URL}/checkRefund`;
export const AFTER_SALE_DOWNLOAD_URL = `${AFTER_SALES_URL}/download`;
/** GET and PUT: the company's window, timers and return address. */
export const AFTER_SALE_SETTINGS_URL = `${AFTER_SALES_URL}/settings`;
/** GET: the reasons a shopper may give (the dictionary `after_sale_reason`), for the filters and labels. */
export const AFTER_SALE_REASONS_URL = `${AFTER_SALES_URL}/reasons`;
/**
 * POST: staff give money back on a paid order through an after-sale of their own (refund only, approved
 * at once): the whole order cancelled and refunded while its goods are still in the shop, or chosen lines.
 */
export const AFTER_SALE_STAFF_REFUND_URL = `${AFTER_SALES_URL}/staffRefund`;
/** POST: staff record a shopper's request (a phone complaint) on the shopper's behalf; it is reviewed as any other. */
export const AFTER_SALE_RECORD_URL = `${AFTER_SALES_URL}/record`;
/** GET `${AFTER_SALES_URL}/refundable/:orderId`: what each line of an order may still get back, for staff. */
export const afterSaleRefundableUrl = (orderId: number | string) =>
  `${AFTER_SALES_URL}/refundable/${orderId}`;
/** GET: refunds that succeeded in a range (the dashboard), guarded like the sales read (`order:list`). */
export const DASHBOARD_REFUNDS_URL = '/api/dashboard/refunds';

/** Shopper (`/api/front/…`, shopper token). */
export const STOREFRONT_AFTER_SALES_URL = `${STOREFRONT_URL}/after-sales`;
/** GET `${STOREFRONT_URL}/orders/:id/refundable`: what each line of one's order may still get back. */
export const storefrontRefundableUrl = (orderId: number | string) =>
  `${STOREFRONT_URL}/orders/${orderId}/refundable`;
/** POST: the amount a choice of lines and quantities would get back (no change made). */
export const STOREFRONT_AFTER_SALE_QUOTE_URL = `${STOREFRONT_AFTER_SALES_URL}/quote`;
/** POST multipart `file` (an image): a picture for an application; answers its id and URL. */
export const STOREFRONT_AFTER_SALE_PICTURES_URL = `${STOREFRONT_AFTER_SALES_URL}/pictures`;
/** GET: the reasons, as for staff. */
export const STOREFRONT_AFTER_SALE_REASONS_URL = `${STOREFRONT_AFTER_SALES_URL}/reasons`;
/** GET: the shop's couriers a return parcel may go by (its enabled express companies). */
export const STOREFRONT_AFTER_SALE_COURIERS_URL = `${STOREFRONT_AFTER_SALES_URL}/couriers`;
/** POST `${STOREFRONT_AFTER_SALES_URL}/:id/withdraw` and `/:id/return` (tracking of the goods sent back). */
export const storefrontAfterSaleActionUrl = (id: number | string, action: 'withdraw' | 'return') =>
  `${STOREFRONT_AFTER_SALES_URL}/${id}/${action}`;

/** WeChat Pay v3's refund notice (public, signature-checked). */
export const WECHAT_REFUND_NOTIFY_URL = '/api/pay/wechat/refund-notify';

// ---- vocabulary ----

export const AFTER_SALE_TYPES = ['refund', 'returnRefund'] as const;
export type AfterSaleType = (typeof AFTER_SALE_TYPES)[number];

/**
 * submitted → approved: refund only goes to refunding at once, a return waits for the goods
 * (awaitingReturn) → returned (shopper sent tracking) → received (by the shop) → refunding → refunded.
 * Or rejected (staff, from submitted), withdrawn (shopper, before the goods are sent), closed (the
 * return was not sent back in time). A failed provider refund stays refunding and can be retried.
 * @internal
 */
export const AFTER_SALE_STATUSES = [
  'submitted',
  'awaitingReturn',
  'returned',
  'received',
  'refunding',
  'refunded',
  'rejected',
  'withdrawn',
  'closed',
] as const;
export type AfterSaleStatus = (typeof AFTER_SALE_STATUSES)[number];

const STAFF = ['staff'] as const;
const SHOPPER = ['shopper'] as const;
const SYSTEM = ['system'] as const;
const REFUND = ['refund'] as const;
const RETURN = ['returnRefund'] as const;

/**
 * THE transition table of an after-sale (the state-machine kit's shape, `state-machine.ts`): from a
 * status, an action leads to one status, for the kinds (types) named, taken by whom it names, stamping
 * a time column (refunding → refunded happens when the money arrived). The server's moveAfterSale
 * refuses anything else with 409; the desk offers only the actions a status allows.
 */
export const AFTER_SALE_TRANSITIONS = [
  {
    from: 'submitted',
    action: 'approve',
    to: 'awaitingReturn',
    by: STAFF,
    stamp: 'approvedAt',
    kinds: RETURN,
  },
  { from: 'submitted', action: 'approve', to: 'refunding', by: STAFF, kinds: REFUND },
  { from: 'submitted', action: 'autoApprove', to: 'refunding', by: SYSTEM, kinds: REFUND },
  { from: 'submitted', action: 'reject', to: 'rejected', by: STAFF, stamp: 'endedAt' },
  { from: 'submitted', action: 'withdraw', to: 'withdrawn', by: SHOPPER, stamp: 'endedAt' },
  {
    from: 'awaitingReturn',
    action: 'withdraw',
    to: 'withdrawn',
    by: SHOPPER,
    stamp: 'endedAt',
    kinds: RETURN,
  },
  {
    from: 'awaitingReturn',
    action: 'shipBack',
    to: 'returned',
    by: SHOPPER,
    stamp: 'returnedAt',
    kinds: RETURN,
  },
  { from: 'awaitingReturn', action: 'close', to: 'closed', by: SYSTEM, stamp: 'endedAt', kinds: RETURN },
  { from: 'returned', action: 'receive', to: 'received', by: STAFF, stamp: 'receivedAt', kinds: RETURN },
  { from: 'received', action: 'refund', to: 'refunding', by: STAFF, kinds: RETURN },
  {
    from: 'refunding',
    action: 'refundSucceeded',
    to: 'refunded',
    by: ['staff', 'system'],
    stamp: 'refundedAt',
  },
] as const satisfies readonly (Transition<AfterSaleStatus, AfterSaleEventAction> & {
  stamp?: 'approvedAt' | 'returnedAt' | 'receivedAt' | 'refundedAt' | 'endedAt';
  kinds?: readonly AfterSaleType[];
})[];

/** The staff list's tabs; each is a set of statuses. */
export const AFTER_SALE_TABS = {
  all: AFTER_SALE_STATUSES,
  toReview: ['submitted'],
  awaitingReturn: ['awaitingReturn'],
  toReceive: ['returned'],
  refunding: ['received', 'refunding'],
  done: ['refunded'],
  closed: ['rejected', 'withdrawn', 'closed'],
} as const satisfies Record<string, readonly AfterSaleStatus[]>;
export type AfterSaleTab = keyof typeof AFTER_SALE_TABS;
export const AFTER_SALE_TAB_KEYS = Object.keys(AFTER_SALE_TABS) as AfterSaleTab[];

/** Where the money goes: back the way it was paid (wallet to wallet, provider to provider), or to the wallet. */
export const REFUND_TARGETS = ['original', 'wallet'] as const;
export type RefundTarget = (typeof REFUND_TARGETS)[number];

const REFUND_STATUSES = ['pending', 'succeeded', 'failed'] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];

/** The after-sale's timeline actions. */
export const AFTER_SALE_EVENT_ACTIONS = [
  'apply',
  'approve',
  'autoApprove',
  'reject',
  'withdraw',
  'shipBack',
  'receive',
  'refund',
  'refundSucceeded',
  'refundFailed',
  'retryRefund',
  'close',
] as const;
export type AfterSaleEventAction = (typeof AFTER_SALE_EVENT_ACTIONS)[number];

/** The dictionary (`/api/dict`) that holds the reasons a shopper may choose; seeded per company. */
export const AFTER_SALE_REASON_DICT = 'after_sale_reason';

const AFTER_SALE_EXPLANATION_MAX = 500;
const AFTER_SALE_PICTURES_MAX = 9;
export const AFTER_SALE_REJECT_REASON_MAX = 200;

// ---- shapes ----

const returnAddress = z.object({
  name: z.string().trim().min(1, 'msg:required').max(40),
  phone: contactPhone(),
  address: z.string().trim().min(1, 'msg:required').max(200),
});
export type ReturnAddress = z.output<typeof returnAddress>;

/** A line asked for: the order line, its snapshot, how many and the amount they get back. */
const afterSaleLine = z.object({
  orderLineId: z.number(),
  ...lineSnapshot,
  /** How many the order has of it. */
  orderedQuantity: z.number(),
  /** How many this after-sale asks for. */
  quantity: z.number(),
  /** Their share of what was paid (discounts taken off), a decimal string. */
  amount: z.string(),
});

const afterSaleMember = z.object({
  id: z.number(),
  nickname: z.string(),
  phone: z.string().nullable(),
  avatar: z.string().nullable(),
});

/** An after-sale as lists show it. Shopper text (explanation) is plain text, never HTML. */
export const afterSaleRow = z.object({
  id: z.number(),
  code: z.string(),
  orderId: z.number(),
  orderCode: z.string(),
  memberId: z.number(),
  type: z.enum(AFTER_SALE_TYPES),
  status: z.enum(AFTER_SALE_STATUSES),
  /** The reason's dictionary value and its label. */
  reason: z.string(),
  reasonLabel: z.string(),
  explanation: z.string(),
  pictures: z.array(z.string()),
  /** Goods plus freight asked for. */
  amountRequested: z.string(),
  /** The part of it that is freight ("0.00" unless these are the order's last lines). */
  freightAmount: z.string(),
  amountApproved: z.string().nullable(),
  /** What has reached the shopper so far. */
  amountRefunded: z.string(),
  refundTo: z.enum(REFUND_TARGETS).nullable(),
  returnAddress: returnAddress.nullable(),
  returnExpressCode: z.string().nullable(),
  returnExpressName: z.string().nullable(),
  returnTrackingNo: z.string().nullable(),
  /** Staff ticked "restock" on receipt (null before receipt). */
  restocked: z.boolean().nullable(),
  rejectReason: z.string().nullable(),
  /** When a timer acts on it next (auto-approve, auto-close), if one is armed. */
  deadline: timestamp().nullable(),
  lines: z.array(afterSaleLine),
  createdAt: timestamp(),
  approvedAt: timestamp().nullable(),
  returnedAt: timestamp().nullable(),
  receivedAt: timestamp().nullable(),
  refundedAt: timestamp().nullable(),
  /** Rejected, withdrawn or closed. */
  endedAt: timestamp().nullable(),
});

export const afterSaleListRow = afterSaleRow.extend({ member: afterSaleMember.nullable() });

export const afterSaleEvent = z.object({
  id: z.number(),
  actorKind: z.enum(ACTOR_KINDS),
  actorId: z.number().nullable(),
  actorName: z.string(),
  action: z.enum(AFTER_SALE_EVENT_ACTIONS),
  params: z.record(z.string(), z.union([z.string(), z.number(), z.null()])),
  /** The line in the caller's language (plain text). */
  message: z.string(),
  createdAt: timestamp(),
});

/** A refund attempt: linked to the payment it goes back through (null for a refund to the wallet). */
const refundRow = z.object({
  id: z.number(),
  paymentId: z.number().nullable(),
  method: z.enum(PAYMENT_METHODS),
  outRefundNo: z.string(),
  amount: z.string(),
  status: z.enum(REFUND_STATUSES),
  providerRefundId: z.string().nullable(),
  failureReason: z.string().nullable(),
  createdAt: timestamp(),
  finishedAt: timestamp().nullable(),
});

/** The order as an after-sale's detail shows it. */
const afterSaleOrder = z.object({
  id: z.number(),
  code: z.string(),
  status: z.enum(SHOP_ORDER_STATUSES),
  payMethod: z.enum(PAYMENT_METHODS).nullable(),
  goodsTotal: z.string(),
  freight: z.string(),
  discountTotal: z.string(),
  payAmount: z.string(),
  refundedAmount: z.string(),
  refundStatus: z.enum(ORDER_REFUND_STATUSES),
  paidAt: timestamp().nullable(),
  shippedAt: timestamp().nullable(),
  receivedAt: timestamp().nullable(),
});

export const afterSaleDetail = afterSaleListRow.extend({
  order: afterSaleOrder,
  events: z.array(afterSaleEvent),
  refunds: z.array(refundRow),
  /** What approving would fill in: the settings' return address, else the company's contact. */
  defaultReturnAddress: returnAddress.nullable(),
});

/** A line of an order with what it may still get back. */
const refundableLine = z.object({
  orderLineId: z.number(),
  productName: z.string(),
  skuLabel: z.string(),
  picture: z.string().nullable(),
  unitPrice: z.string(),
  quantity: z.number(),
  /** Not yet in an after-sale that is open or refunded. */
  refundableQuantity: z.number(),
  /** The share of what was paid for those refundable pieces. */
  refundableAmount: z.string(),
});

const refundable = z.object({
  orderId: z.number(),
  orderCode: z.string(),
  /** May the shopper apply now (paid, not closed, within the window, something left)? */
  canApply: z.boolean(),
  /** Why not, in the caller's language (null when one can). */
  reasonNot: z.string().nullable(),
  /** Return and refund needs the goods to have left the shop. */
  types: z.array(z.enum(AFTER_SALE_TYPES)),
  /** The last day to apply (null until the order is received: one may apply until then). */
  windowEndsAt: timestamp().nullable(),
  lines: z.array(refundableLine),
  /** Freight still refundable; it comes with the last remaining lines, once. */
  freight: z.string(),
  /** Everything still refundable (all lines and freight). */
  total: z.string(),
});

const lineChoice = z.object({
  orderLineId: z.number().int().positive(),
  quantity: wholeIn(1, 9999),
});

const lineChoices = z
  .array(lineChoice)
  .min(1, 'msg:required')
  .max(50)
  .refine((ls) => new Set(ls.map((l) => l.orderLineId)).size === ls.length, 'msg:duplicateLine');

const quoteInput = z.object({ orderId: z.number().int().positive(), lines: lineChoices });

const quote = z.object({
  lines: z.array(z.object({ orderLineId: z.number(), quantity: z.number(), amount: z.string() })),
  goods: z.string(),
  /** Freight comes back with the order's last remaining lines. */
  freight: z.string(),
  /** The most one may ask for with these lines. */
  total: z.string(),
});

const applyInput = quoteInput.extend({
  type: z.enum(AFTER_SALE_TYPES),
  reason: z.string().trim().min(1, 'msg:required').max(50),
  explanation: z.string().trim().max(AFTER_SALE_EXPLANATION_MAX).default(''),
  /** Pictures uploaded at STOREFRONT_AFTER_SALE_PICTURES_URL by the same shopper. */
  pictureIds: z.array(z.number().int().positive()).max(AFTER_SALE_PICTURES_MAX).default([]),
  /** Less than the quote's total if the shopper wants; the quote's total when left out. */
  amount: money()
    .refine((v) => Number(v) > 0, 'msg:money')
    .optional(),
});

const trackingNo = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9-]{4,40}$/, 'msg:trackingNo');
const expressCode = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{1,20}$/, 'msg:expressCode')
  .transform((code) => code.toUpperCase());

const returnInput = z.object({
  expressCode,
  expressName: z.string().trim().min(1, 'msg:required').max(30),
  trackingNo,
});

/** Staff's own refund: `lines` left out cancels and refunds the whole order (goods not yet shipped nor collected). */
const staffRefundInput = z.object({
  orderId: z.number().int().positive(),
  lines: lineChoices.optional(),
  reason: z.string().trim().min(1, 'msg:required').max(50),
  explanation: z.string().trim().max(AFTER_SALE_EXPLANATION_MAX).default(''),
  /** Chosen lines only: less than what they may get back if staff want; all of it when left out. */
  amount: money()
    .refine((v) => Number(v) > 0, 'msg:money')
    .optional(),
  refundTo: z.enum(REFUND_TARGETS).optional(),
});

/** A shopper's request taken down by staff: as the shopper would apply, without pictures. */
const recordInput = applyInput.omit({ pictureIds: true });

/** What staff may still give back on an order; `canCancel`: the whole order may be cancelled and refunded now. */
const staffRefundable = refundable.extend({ canCancel: z.boolean() });

const afterSalePicture = z.object({ id: z.number(), url: z.string() });

const afterSaleId = z.number().int().positive();

const approveInput = z.object({
  id: afterSaleId,
  /** At most what was asked; what was asked when left out. */
  amount: money()
    .refine((v) => Number(v) > 0, 'msg:money')
    .optional(),
  /** A return: where the goods go (the default return address when left out). */
  returnAddress: returnAddress.optional(),
  /** Refund only: where the money goes at once ('original' when left out). */
  refundTo: z.enum(REFUND_TARGETS).optional(),
});

const rejectInput = z.object({
  id: afterSaleId,
  reason: z.string().trim().min(1, 'msg:required').max(AFTER_SALE_REJECT_REASON_MAX),
});

/** The goods came back; `restock` puts the returned quantities back on sale (stock ledger). */
const receiveInput = z.object({ id: afterSaleId, restock: z.boolean() });

const refundInput = z.object({ id: afterSaleId, refundTo: z.enum(REFUND_TARGETS).optional() });

const range = () => repeated(dateParam()).pipe(z.array(z.date()).length(2));

/** The staff list's filters; the counts take the same ones (without the tab). */
export const afterSaleFilter = z.object({
  code: z.string().trim().max(40).optional(),
  orderCode: z.string().trim().max(40).optional(),
  orderId: z.coerce.number().int().positive().optional(),
  /** The member's phone or nickname, any part of it. */
  member: z.string().trim().max(40).optional(),
  type: z.enum(AFTER_SALE_TYPES).optional(),
  createdAt: range().optional(),
});

const tabFilter = z.object({
  tab: z.enum(AFTER_SALE_TAB_KEYS as [AfterSaleTab, ...AfterSaleTab[]]).optional(),
});

const tabCounts = z.object(
  Object.fromEntries(AFTER_SALE_TAB_KEYS.map((tab) => [tab, z.number()])) as Record<
    AfterSaleTab,
    z.ZodNumber
  >,
);

const exportQuery = afterSaleFilter.extend(tabFilter.shape).extend({
  /** The selected after-sales; when given, the filters are ignored. */
  ids: repeated(z.coerce.number().int().positive()).pipe(z.array(z.number()).min(1).max(1000)).optional(),
});

/** The company's after-sales settings. Days; 0 switches auto-approve off (the default). */
const afterSaleSettingsSchema = z.object({
  /** Days after receipt a shopper may still apply. */
  applyWindowDays: wholeIn(0, 365),
  /** Refund-only requests left unanswered this many days are approved (0: never). */
  autoApproveDays: wholeIn(0, 60),
  /** Approved returns not sent back within this many days are closed. */
  returnShipDays: wholeIn(1, 60),
  /** Where returns go by default (null: the company's contact and address). */
  returnAddress: returnAddress.nullable(),
});
export type AfterSaleSettings = z.output<typeof afterSaleSettingsSchema>;

const afterSaleReason = z.object({ value: z.string(), label: z.string() });

/** Succeeded refunds in a range by their finish time, in the caller's time zone. */
const refundStats = z.object({
  refunds: z.number(),
  amount: z.string(),
  /** Distinct orders refunded in the range. */
  orders: z.number(),
  byDay: z.array(z.object({ date: z.string(), refunds: z.number(), amount: z.string() })),
  /** Payments that could not settle their order, being given back (pending) or failing (failed), now. */
  returnedPayments: z.object({
    pending: z.object({ count: z.number(), amount: z.string() }),
    failed: z.object({ count: z.number(), amount: z.string() }),
  }),
});

export const afterSalesContract = {
  listQuery: pageQuerySchema.extend(afterSaleFilter.shape).extend(tabFilter.shape),
  list: pageSchema(afterSaleListRow),
  countsQuery: afterSaleFilter,
  counts: tabCounts,
  detail: afterSaleDetail,
  approve: approveInput,
  reject: rejectInput,
  receive: receiveInput,
  refund: refundInput,
  retryRefund: z.object({ id: afterSaleId }),
  orderParams: z.object({ orderId: z.coerce.number().int().positive() }),
  refundable: staffRefundable,
  staffRefund: staffRefundInput,
  record: recordInput,
  checkRefund: z.object({ id: afterSaleId }),
  /** Every action answers with the after-sale as the detail shows it. */
  changed: afterSaleDetail,
  exportQuery,
  settings: afterSaleSettingsSchema,
  reasons: z.array(afterSaleReason),
  refundStatsQuery: statsRangeQuery,
  refundStats,
};

/** The shopper's after-sales: only on one's own orders. Detail and list never carry staff's member view. */
export const storefrontAfterSalesContract = {
  orderParams: z.object({ id: z.coerce.number().int().positive() }),
  refundable,
  quote: quoteInput,
  quoted: quote,
  apply: applyInput,
  picture: afterSalePicture,
  reasons: z.array(afterSaleReason),
  listQuery: pageQuerySchema.extend({
    orderId: z.coerce.number().int().positive().optional(),
    /** Once or repeated: the open ones are several statuses. */
    status: repeated(z.enum(AFTER_SALE_STATUSES)).optional(),
  }),
  list: pageSchema(afterSaleRow),
  idParams: z.object({ id: z.coerce.number().int().positive() }),
  detail: afterSaleRow.extend({
    order: afterSaleOrder,
    events: z.array(afterSaleEvent),
    refunds: z.array(refundRow.omit({ failureReason: true })),
  }),
  return: returnInput,
  couriers: expressContract.enabled,
};
