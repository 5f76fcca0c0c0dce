import { z } from 'zod';
import { pageQuerySchema, pageSchema } from '../list.ts';
import { contactPhone, dateParam, money, repeated, timestamp } from './common.ts';
import { trackingResult } from './express.ts';
import {
  CANCEL_REASONS,
  DELIVERY_TYPES,
  ORDER_REFUND_STATUSES,
  ORDERS_URL,
  orderDetail,
  orderEventRow,
  PAYMENT_METHODS,
  returnedPaymentRow,
  SHIPPING_KINDS,
  SHOP_ORDER_STATUSES,
} from './orders.ts';

/** The staff order desk's calls (list, counts, detail, actions, pickup verification, export, batch ship). */
export const ORDER_COUNTS_URL = `${ORDERS_URL}/counts`;
export const ORDER_DOWNLOAD_URL = `${ORDERS_URL}/download`;
export const ORDER_SHIP_URL = `${ORDERS_URL}/ship`;
export const ORDER_TRACKING_URL = `${ORDERS_URL}/tracking`;
export const ORDER_PRICE_URL = `${ORDERS_URL}/price`;
export const ORDER_REMARK_URL = `${ORDERS_URL}/remark`;
export const ORDER_CANCEL_URL = `${ORDERS_URL}/cancel`;
/** POST: send a failed returned payment again. */
export const ORDER_RETRY_RETURN_URL = `${ORDERS_URL}/retryReturn`;
/** POST `{code}` confirms a pickup. */
export const ORDER_VERIFY_URL = `${ORDERS_URL}/verify`;
/** POST `{code}` previews the order it names: in the body, so the code never reaches a logged URL. */
export const ORDER_VERIFY_PREVIEW_URL = `${ORDER_VERIFY_URL}/preview`;
/** GET: the stores whose pickups this person verifies. */
export const ORDER_VERIFY_STORES_URL = `${ORDER_VERIFY_URL}/stores`;
/** POST an xlsx (multipart `file`) with `?dryRun=true` to check it, without to ship. */
export const ORDER_BATCH_SHIP_URL = `${ORDERS_URL}/batchShip`;
export const ORDER_BATCH_SHIP_TEMPLATE_URL = `${ORDERS_URL}/batchShip/template`;

/** The desk's tabs: every order, then one per status. */
export const ORDER_TABS = ['all', ...SHOP_ORDER_STATUSES] as const;
export type OrderTab = (typeof ORDER_TABS)[number];

export const ORDER_REMARK_MAX = 500;
export const TRACKING_NO_MAX = 40;
/** The most rows one batch-ship sheet may carry. */
export const BATCH_SHIP_MAX_ROWS = 2000;

const range = () => repeated(dateParam()).pipe(z.array(z.date()).length(2));

/** The list's filters; the counts take the same ones (without the status tab). */
export const orderFilter = z.object({
  code: z.string().trim().max(40).optional(),
  /** The member's phone or nickname, any part of it. */
  member: z.string().trim().max(40).optional(),
  productName: z.string().trim().max(60).optional(),
  createdAt: range().optional(),
  paidAt: range().optional(),
  deliveryType: z.enum(DELIVERY_TYPES).optional(),
  storeId: z.coerce.number().int().positive().optional(),
  payMethod: z.enum(PAYMENT_METHODS).optional(),
});

const statusFilter = z.object({ status: z.enum(SHOP_ORDER_STATUSES).optional() });

/** A line as the list shows it. */
export const orderListLine = z.object({
  picture: z.string().nullable(),
  productName: z.string(),
  skuLabel: z.string(),
  unitPrice: z.string(),
  quantity: z.number(),
});

const orderBuyer = z.object({
  id: z.number(),
  nickname: z.string(),
  phone: z.string().nullable(),
  avatar: z.string().nullable(),
});

export const orderListRow = z.object({
  id: z.number(),
  code: z.string(),
  status: z.enum(SHOP_ORDER_STATUSES),
  deliveryType: z.enum(DELIVERY_TYPES),
  storeId: z.number().nullable(),
  storeName: z.string().nullable(),
  goodsTotal: z.string(),
  freight: z.string(),
  discountTotal: z.string(),
  payAmount: z.string(),
  payMethod: z.enum(PAYMENT_METHODS).nullable(),
  priceChangeCount: z.number(),
  cancelReason: z.enum(CANCEL_REASONS).nullable(),
  /** How much came back through after-sales (the desk shows partial / full refund). */
  refundStatus: z.enum(ORDER_REFUND_STATUSES),
  refundedAmount: z.string(),
  receiverName: z.string(),
  receiverPhone: z.string(),
  buyerNote: z.string(),
  staffRemark: z.string(),
  member: orderBuyer.nullable(),
  lines: z.array(orderListLine),
  createdAt: timestamp(),
  paidAt: timestamp().nullable(),
});

const orderTabCounts = z.object(
  Object.fromEntries(ORDER_TABS.map((tab) => [tab, z.number()])) as Record<OrderTab, z.ZodNumber>,
);

const orderStore = z.object({
  id: z.number(),
  name: z.string(),
  phone: z.string().nullable(),
  regionName: z.string().nullable(),
  address: z.string().nullable(),
});

/** The detail's timeline line with its message in the caller's language. */
const orderTimelineLine = orderEventRow.extend({ message: z.string() });

/** The detail: the order with its lines, payments and timeline, the buyer, the pickup store. */
export const deskOrderDetail = orderDetail.extend({
  events: z.array(orderTimelineLine),
  member: orderBuyer.nullable(),
  store: orderStore.nullable(),
  /** Where an express parcel is (the tracking provider's answer); null for other shipments or when the provider cannot say. */
  tracking: trackingResult.nullable(),
  returnedPayments: z.array(returnedPaymentRow),
  /** The open after-sales on the order; with `coversAll` they ask back every piece left, and it may not ship nor be collected. */
  afterSaleCover: z.object({
    open: z.array(z.object({ id: z.number(), code: z.string() })),
    coversAll: z.boolean(),
  }),
});

const trackingNo = z
  .string()
  .trim()
  .regex(new RegExp(`^[A-Za-z0-9-]{4,${TRACKING_NO_MAX}}$`), 'msg:trackingNo');
const expressCode = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{1,20}$/, 'msg:expressCode')
  .transform((code) => code.toUpperCase());
const expressName = z.string().trim().min(1, 'msg:required').max(30);
const orderId = z.number().int().positive();

/** How a paid order leaves: an express company and its tracking number, the shop's own courier, or nothing (virtual goods). */
const shipInput = z.discriminatedUnion('kind', [
  z.object({ id: orderId, kind: z.literal('express'), expressCode, expressName, trackingNo }),
  z.object({
    id: orderId,
    kind: z.literal('courier'),
    courierName: z.string().trim().min(1, 'msg:required').max(20),
    courierPhone: contactPhone(),
  }),
  z.object({ id: orderId, kind: z.literal('none') }),
]);
export type ShipInput = z.output<typeof shipInput>;

export const trackingInput = z.object({ id: orderId, expressCode, expressName, trackingNo });

export const priceInput = z.object({
  id: orderId,
  /** The new amount to pay: at least 0.01, different from the current one. */
  payAmount: money().refine((v) => Number(v) >= 0.01, 'msg:payAmountMin'),
});

export const remarkInput = z.object({
  id: orderId,
  remark: z.string().trim().max(ORDER_REMARK_MAX),
});

const cancelInput = z.object({ id: orderId });

/** A pickup code as shoppers are shown it: digits only. */
const pickupCode = z
  .string()
  .trim()
  .regex(/^\d{6,16}$/, 'msg:pickupCode');

/** What a clerk sees before confirming a pickup. */
export const verifyPreview = z.object({
  id: z.number(),
  code: z.string(),
  status: z.enum(SHOP_ORDER_STATUSES),
  store: orderStore,
  member: orderBuyer.nullable(),
  receiverName: z.string(),
  receiverPhone: z.string(),
  payAmount: z.string(),
  paidAt: timestamp().nullable(),
  lines: z.array(orderListLine),
});

/** Where this person verifies pickups: every store (`allStores`), or the stores bound to them (none: nowhere). */
export const verifyStores = z.object({
  allStores: z.boolean(),
  stores: z.array(z.object({ id: z.number(), name: z.string() })),
});

const exportQuery = orderFilter.extend({
  status: z.enum(SHOP_ORDER_STATUSES).optional(),
  /** The selected orders; when given, the filters are ignored. */
  ids: repeated(z.coerce.number().int().positive()).pipe(z.array(z.number()).min(1).max(1000)).optional(),
});

/** A batch-ship sheet's problems: one per bad row, with its row number in the sheet. */
const BATCH_SHIP_PROBLEMS = [
  'missingCode',
  'unknownOrder',
  'wrongState',
  'missingExpress',
  'unknownExpress',
  'missingTrackingNo',
  'badTrackingNo',
  'duplicateRow',
  'afterSaleOpen',
] as const;

export const batchShipProblem = z.object({
  row: z.number(),
  code: z.string(),
  problem: z.enum(BATCH_SHIP_PROBLEMS),
  message: z.string(),
});

export const batchShipReport = z.object({
  dryRun: z.boolean(),
  /** Rows read (headers excluded). */
  rows: z.number(),
  /** Orders shipped (0 on a dry run, and whenever any row is bad: the sheet ships all or nothing). */
  shipped: z.number(),
  problems: z.array(batchShipProblem),
});

export const ordersDeskContract = {
  listQuery: pageQuerySchema.extend(orderFilter.shape).extend(statusFilter.shape),
  list: pageSchema(orderListRow),
  countsQuery: orderFilter,
  counts: orderTabCounts,
  detail: deskOrderDetail,
  ship: shipInput,
  tracking: trackingInput,
  price: priceInput,
  remark: remarkInput,
  cancel: cancelInput,
  retryReturn: z.object({ id: orderId, returnId: z.number().int().positive() }),
  /** Every action answers with the order as the detail shows it. */
  changed: deskOrderDetail,
  verify: z.object({ code: pickupCode }),
  verifyPreview,
  verifyStores,
  exportQuery,
  batchShipQuery: z.object({ dryRun: z.enum(['true', 'false']).optional() }),
  batchShipReport,
  shippingKinds: z.enum(SHIPPING_KINDS),
};
