import { z } from 'zod';
import { pageQuerySchema, pageSchema } from '../list.ts';
import { wholeIn } from '../numberRange.ts';
import { ACTOR_KINDS, type Transition } from '../state-machine.ts';
import { contactPhone, repeated, timestamp } from './common.ts';
import { checkoutCoupons } from './coupons.ts';

/**
 * The one order status. toShip / toVerify are "paid", waiting for shipping or for pickup at the store;
 * closed: everything paid came back through after-sales.
 */
export const SHOP_ORDER_STATUSES = [
  'unpaid',
  'toShip',
  'toVerify',
  'shipped',
  'received',
  'completed',
  'cancelled',
  'closed',
] as const;
export type OrderStatus = (typeof SHOP_ORDER_STATUSES)[number];

/** How much of a paid order came back through after-sales: nothing, some of it, all of it (the order is then closed). */
export const ORDER_REFUND_STATUSES = ['none', 'partial', 'full'] as const;
export type OrderRefundStatus = (typeof ORDER_REFUND_STATUSES)[number];

/** Shipped to an address, or collected at one of the company's stores. */
export const DELIVERY_TYPES = ['express', 'pickup'] as const;
export type DeliveryType = (typeof DELIVERY_TYPES)[number];

/** How a paid order left: an express company with a tracking number, the shop's own courier, or nothing (virtual). */
export const SHIPPING_KINDS = ['express', 'courier', 'none'] as const;
export type ShippingKind = (typeof SHIPPING_KINDS)[number];

export const CANCEL_REASONS = ['shopper', 'timeout', 'staff'] as const;
export type CancelReason = (typeof CANCEL_REASONS)[number];

export const PAYMENT_METHODS = ['wallet', 'sandbox', 'wechat'] as const;
/** WeChat Pay's products: a QR on a computer, the H5 page of a phone's browser, inside WeChat (JSAPI). */
export const WECHAT_PAY_KINDS = ['native', 'h5', 'jsapi'] as const;
export type WechatPayKind = (typeof WECHAT_PAY_KINDS)[number];
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

const PAYMENT_STATUSES = ['pending', 'paid', 'failed', 'closed'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** What became of a provider's notice: it paid the order, repeated one already taken, or was refused. */
const PAYMENT_NOTICE_OUTCOMES = ['paid', 'repeat', 'amountMismatch', 'notPayable'] as const;
export type PaymentNoticeOutcome = (typeof PAYMENT_NOTICE_OUTCOMES)[number];

/** The timeline's actions that move the status: the transition table's (transitions.ts). */
const ORDER_MOVE_ACTIONS = ['pay', 'ship', 'receive', 'verify', 'complete', 'cancel', 'close'] as const;
/**
 * Its other actions: the order's creation, and a change that keeps the status (price, tracking number,
 * remark, an after-sale's step, a refund).
 */
const ORDER_NOTE_ACTIONS = [
  'create',
  'changePrice',
  'changeTracking',
  'remark',
  'afterSale',
  'refund',
] as const;
const ORDER_EVENT_ACTIONS = [...ORDER_MOVE_ACTIONS, ...ORDER_NOTE_ACTIONS] as const;
export type OrderEventAction = (typeof ORDER_EVENT_ACTIONS)[number];

/** What a line keeps of its product when it is bought: checkout, order and after-sale lines carry it. */
/** The activities whose price a line may carry (each filled by its own module through the pricing pipeline). */
const ACTIVITY_KINDS = ['seckill', 'bargain', 'group'] as const;
export type ActivityKind = (typeof ACTIVITY_KINDS)[number];

/** A line bought at an activity's price: which kind, which of its records (the activity's own id). */
export const activityRef = z.object({
  kind: z.enum(ACTIVITY_KINDS),
  id: z.number().int().positive(),
  /** A group buy's open group to join (the id is then the group's activity); absent: open a new group. */
  groupId: z.number().int().positive().optional(),
});
export type ActivityRef = z.output<typeof activityRef>;

/**
 * The pricing pipeline's steps that change a price, in the order they run: an activity's price or the
 * member price (never both on one line), the full-reduction rule, the coupon, points; `freight` is a
 * waived freight (free shipping), which goes to no line.
 */
const PRICE_STEP_KINDS = ['activity', 'memberPrice', 'promotion', 'coupon', 'points', 'freight'] as const;
export type PriceStepKind = (typeof PRICE_STEP_KINDS)[number];

export const lineSnapshot = {
  productId: z.number(),
  skuId: z.number(),
  productName: z.string(),
  skuLabel: z.string(),
  picture: z.string().nullable(),
  unitPrice: z.string(),
};

const orderLineRow = z.object({
  id: z.number(),
  ...lineSnapshot,
  quantity: z.number(),
  lineTotal: z.string(),
});

/** An order's address as snapshotted (the region chain named). */
export const checkoutAddress = z.object({
  receiverName: z.string(),
  receiverPhone: z.string(),
  provinceId: z.number().nullable(),
  cityId: z.number().nullable(),
  districtId: z.number().nullable(),
  regionName: z.string().nullable(),
  address: z.string().nullable(),
});

/** An order as lists and the detail show it (the detail adds lines, events and payments). */
const shopOrderRow = z.object({
  id: z.number(),
  code: z.string(),
  memberId: z.number(),
  status: z.enum(SHOP_ORDER_STATUSES),
  deliveryType: z.enum(DELIVERY_TYPES),
  storeId: z.number().nullable(),
  ...checkoutAddress.shape,
  goodsTotal: z.string(),
  freight: z.string(),
  discountTotal: z.string(),
  payAmount: z.string(),
  originalPayAmount: z.string().nullable(),
  priceChangeCount: z.number(),
  payMethod: z.enum(PAYMENT_METHODS).nullable(),
  payDeadline: timestamp(),
  buyerNote: z.string(),
  staffRemark: z.string(),
  pickupCode: z.string().nullable(),
  shippingKind: z.enum(SHIPPING_KINDS).nullable(),
  expressCode: z.string().nullable(),
  expressName: z.string().nullable(),
  trackingNo: z.string().nullable(),
  courierName: z.string().nullable(),
  courierPhone: z.string().nullable(),
  cancelReason: z.enum(CANCEL_REASONS).nullable(),
  refundStatus: z.enum(ORDER_REFUND_STATUSES),
  /** The sum refunded so far, never more than payAmount. */
  refundedAmount: z.string(),
  createdAt: timestamp(),
  paidAt: timestamp().nullable(),
  shippedAt: timestamp().nullable(),
  receivedAt: timestamp().nullable(),
  completedAt: timestamp().nullable(),
  cancelledAt: timestamp().nullable(),
  closedAt: timestamp().nullable(),
});

export const orderEventRow = z.object({
  id: z.number(),
  actorKind: z.enum(ACTOR_KINDS),
  actorId: z.number().nullable(),
  actorName: z.string(),
  action: z.enum(ORDER_EVENT_ACTIONS),
  params: z.record(z.string(), z.union([z.string(), z.number(), z.null()])),
  createdAt: timestamp(),
});

const orderPaymentRow = z.object({
  id: z.number(),
  method: z.enum(PAYMENT_METHODS),
  outTradeNo: z.string(),
  amount: z.string(),
  status: z.enum(PAYMENT_STATUSES),
  providerTxnId: z.string().nullable(),
  createdAt: timestamp(),
  paidAt: timestamp().nullable(),
  closedAt: timestamp().nullable(),
});

const RETURN_STATUSES = ['pending', 'succeeded', 'failed'] as const;

/**
 * A provider payment that could not settle the order (paid twice, after a cancel, a wallet payment or a
 * reprice), given back whole through the same provider.
 */
export const returnedPaymentRow = z.object({
  id: z.number(),
  method: z.enum(PAYMENT_METHODS),
  outRefundNo: z.string(),
  amount: z.string(),
  status: z.enum(RETURN_STATUSES),
  failureReason: z.string().nullable(),
  createdAt: timestamp(),
  finishedAt: timestamp().nullable(),
});

export const orderDetail = shopOrderRow.extend({
  lines: z.array(orderLineRow),
  events: z.array(orderEventRow),
  payments: z.array(orderPaymentRow),
});

/** An order as its shopper sees it: never the staff remark, nor staff-only timeline lines. */
const shopperOrderRow = shopOrderRow.omit({ staffRemark: true }).extend({ lines: z.array(orderLineRow) });

/** The shopper's order lists and detail, which `storefrontOrdersContract` serves (`/api/front/orders…`). */
export const shopperOrderSchemas = {
  /** `status` once or repeated: a tab of several statuses (to ship: toShip and toVerify). */
  query: pageQuerySchema.extend({ status: repeated(z.enum(SHOP_ORDER_STATUSES)).optional() }),
  page: pageSchema(shopperOrderRow),
  /** How many of the shopper's orders are in each status (the tabs). */
  counts: z.record(z.enum(SHOP_ORDER_STATUSES), z.number()),
  detail: shopperOrderRow.extend({
    events: z.array(orderEventRow),
    payments: z.array(orderPaymentRow),
  }),
};

/** A line the buyer asks for: a SKU and how many. Prices never come from the client. */
const checkoutLineInput = z.object({
  skuId: z.number().int().positive(),
  quantity: wholeIn(1, 999),
  /** Bought at an activity's price (the activity's module checks the line may be). */
  activity: activityRef.nullable().default(null),
});

/** Where an order goes: a full address (staff type it; the storefront resolves the shopper's saved one). */
const checkoutAddressInput = z.object({
  receiverName: z.string().trim().min(1, 'msg:required').max(40),
  receiverPhone: contactPhone(),
  provinceId: z.number().int().positive(),
  cityId: z.number().int().positive().nullable().default(null),
  districtId: z.number().int().positive().nullable().default(null),
  address: z.string().trim().min(1, 'msg:required').max(200),
});

/** Cart lines or buy-now: which SKUs, how many; and the buyer's default address, if any. */
const checkoutConfirmInput = z.object({
  lines: z.array(checkoutLineInput).min(1, 'msg:required').max(50),
  address: checkoutAddressInput.nullable().default(null),
});

/** The buyer's choices at compute and create. Nothing price-like: the server prices everything. */
export const checkoutChoices = z.object({
  deliveryType: z.enum(DELIVERY_TYPES).default('express'),
  /** Express: where to ship. */
  address: checkoutAddressInput.nullable().default(null),
  /** Pickup: the store, and who collects (the member's own name and phone when left out). */
  storeId: z.number().int().positive().nullable().default(null),
  pickupContact: z
    .object({ name: z.string().trim().min(1, 'msg:required').max(40), phone: contactPhone() })
    .nullable()
    .default(null),
  buyerNote: z.string().trim().max(200).default(''),
  /** The member coupon to use; null: none; left out: the best one for these lines. */
  couponId: z.number().int().positive().nullable().optional(),
});

const checkoutLine = z.object({
  ...lineSnapshot,
  quantity: z.number(),
  /** At the list price: unit price × quantity. */
  lineTotal: z.string(),
  /** What the price steps took off this line (its shares of the breakdown's lines); it pays lineTotal − discount. */
  discount: z.string(),
  activity: activityRef.nullable(),
  /** Stock left now (shown; taken only when the order is created). */
  stock: z.number(),
});

/**
 * One step of the price: its kind, its label (the coupon's or rule's title, the activity's name), the
 * amount it took off and the record it came from (the member coupon's id, the rule's, the activity's).
 */
const discountLine = z.object({
  kind: z.enum(PRICE_STEP_KINDS),
  label: z.string(),
  amount: z.string(),
  sourceId: z.number().nullable(),
});

/** A breakdown line as the order keeps it: with each order line's share (in the lines' id order; freight: none). */
export type OrderDiscount = z.output<typeof discountLine> & { shares: string[] };

/**
 * goodsTotal (list prices) − discountTotal (the goods' discounts, every line's share added) + freight
 * (as charged, after a waiver) = payAmount. A waived freight is a `freight` line of its own, not part
 * of discountTotal.
 */
export const priceBreakdown = z.object({
  goodsTotal: z.string(),
  freight: z.string(),
  discounts: z.array(discountLine),
  discountTotal: z.string(),
  payAmount: z.string(),
});

const pickupStore = z.object({
  id: z.number(),
  name: z.string(),
  regionName: z.string().nullable(),
  address: z.string().nullable(),
  phone: z.string().nullable(),
  businessHours: z.string().nullable(),
});

export const checkoutConfirmed = z.object({
  key: z.string(),
  expiresAt: timestamp(),
  memberId: z.number(),
  lines: z.array(checkoutLine),
  /** The stores open for pickup; empty when pickup is off (store_self_mention is not 1). */
  pickupStores: z.array(pickupStore),
  /** The buyer's default address when the caller gave one (its freight is in the price). */
  address: checkoutAddress.nullable(),
  /** Goods, and freight to the default address when there is one (compute prices the final choice). */
  price: priceBreakdown,
  coupons: checkoutCoupons,
});

export const checkoutComputed = z.object({
  /** An order already exists for this key (a retried create): its id and code. */
  existingOrder: z.object({ id: z.number(), code: z.string() }).nullable(),
  deliveryType: z.enum(DELIVERY_TYPES),
  address: checkoutAddress.nullable(),
  storeId: z.number().nullable(),
  lines: z.array(checkoutLine),
  price: priceBreakdown,
  coupons: checkoutCoupons,
});

/**
 * What each order setting may be set to: 5 minutes to 7 days unpaid, 1–60 days to receive and to
 * complete; 1–50 unpaid orders a shopper may hold at a time, 1–999 pieces of one SKU in an unpaid
 * order (999 is a line's own cap); a staff price change up to 100–1000 % of the amount the order
 * was placed with.
 */
export const ORDER_SETTINGS_RANGES = {
  cancelUnpaidMinutes: { min: 5, max: 10_080 },
  autoReceiveDays: { min: 1, max: 60 },
  autoCompleteDays: { min: 1, max: 60 },
  maxUnpaidOrders: { min: 1, max: 50 },
  maxSkuQuantity: { min: 1, max: 999 },
  repriceMaxPercent: { min: 100, max: 1000 },
} as const;

const ranges = ORDER_SETTINGS_RANGES;

/**
 * The company's order settings: the timers (cancel unpaid after minutes, confirm receipt and complete
 * after days), the shopper's holds (unpaid orders at a time, pieces of one SKU per unpaid order; staff
 * placing an order for a member are not held to them) and how high staff may reprice an unpaid order.
 */
export const orderSettingsSchema = z.object({
  cancelUnpaidMinutes: wholeIn(ranges.cancelUnpaidMinutes.min, ranges.cancelUnpaidMinutes.max),
  autoReceiveDays: wholeIn(ranges.autoReceiveDays.min, ranges.autoReceiveDays.max),
  autoCompleteDays: wholeIn(ranges.autoCompleteDays.min, ranges.autoCompleteDays.max),
  maxUnpaidOrders: wholeIn(ranges.maxUnpaidOrders.min, ranges.maxUnpaidOrders.max),
  maxSkuQuantity: wholeIn(ranges.maxSkuQuantity.min, ranges.maxSkuQuantity.max),
  repriceMaxPercent: wholeIn(ranges.repriceMaxPercent.min, ranges.repriceMaxPercent.max),
});

export const ORDERS_URL = '/api/order';
export const ORDER_SETTINGS_URL = '/api/order/settings';
export const ORDER_CHECKOUT_URL = '/api/order/checkout';

const memberId = z.number().int().positive();

/** What a provider payment gives the client: the sandbox's pay link, or WeChat's Native code URL for a QR. */
const providerPayment = z.object({
  method: z.enum(['sandbox', 'wechat']),
  outTradeNo: z.string(),
  amount: z.string(),
  payUrl: z.string(),
});

/** The checkout and payment calls, shared by the staff desk (for a member) and the storefront (for oneself). */
export const ordersContract = {
  confirm: checkoutConfirmInput.extend({ memberId }),
  confirmed: checkoutConfirmed,
  keyParams: z.object({ key: z.string().regex(/^[A-Za-z0-9_-]{32}$/, 'msg:required') }),
  /** Staff name the member; the storefront's own schema leaves it out (the shopper is the member). */
  choices: checkoutChoices.extend({ memberId }),
  computed: checkoutComputed,
  order: shopOrderRow,
  /** The desk's order detail: the order with its lines, timeline and payments. */
  detail: orderDetail,
  payByWallet: z.object({ memberId }),
  settings: orderSettingsSchema,
  providerPayment,
};

const ANYONE = ['staff', 'shopper', 'system'] as const;

/**
 * THE transition table of an order (the state-machine kit's shape, `state-machine.ts`): every status
 * change, who may make it, the time column it sets; paying leads to shipping or to the store's pickup
 * by the order's delivery. The server's moveOrder (modules/orders/transitions.ts) refuses anything else.
 */
export const ORDER_TRANSITIONS = [
  { from: 'unpaid', action: 'pay', to: 'toShip', by: ANYONE, stamp: 'paidAt', kinds: ['express'] },
  { from: 'unpaid', action: 'pay', to: 'toVerify', by: ANYONE, stamp: 'paidAt', kinds: ['pickup'] },
  { from: 'unpaid', action: 'cancel', to: 'cancelled', by: ANYONE, stamp: 'cancelledAt' },
  { from: 'toShip', action: 'ship', to: 'shipped', by: ['staff'], stamp: 'shippedAt' },
  { from: 'shipped', action: 'receive', to: 'received', by: ['shopper', 'system'], stamp: 'receivedAt' },
  { from: 'toVerify', action: 'verify', to: 'received', by: ['staff'], stamp: 'receivedAt' },
  { from: 'received', action: 'complete', to: 'completed', by: ['system'], stamp: 'completedAt' },
  { from: 'toShip', action: 'close', to: 'closed', by: ANYONE, stamp: 'closedAt' },
  { from: 'toVerify', action: 'close', to: 'closed', by: ANYONE, stamp: 'closedAt' },
  { from: 'shipped', action: 'close', to: 'closed', by: ANYONE, stamp: 'closedAt' },
  { from: 'received', action: 'close', to: 'closed', by: ANYONE, stamp: 'closedAt' },
  { from: 'completed', action: 'close', to: 'closed', by: ANYONE, stamp: 'closedAt' },
] as const satisfies readonly (Transition<OrderStatus, (typeof ORDER_MOVE_ACTIONS)[number]> & {
  stamp: 'paidAt' | 'shippedAt' | 'receivedAt' | 'completedAt' | 'cancelledAt' | 'closedAt';
  kinds?: readonly DeliveryType[];
})[];
