import type {
  ActivityKind,
  CancelReason,
  DeliveryType,
  OrderDiscount,
  OrderEventAction,
  OrderRefundStatus,
  OrderStatus,
  PaymentMethod,
  PaymentNoticeOutcome,
  PaymentStatus,
  ShippingKind,
  WechatPayKind,
} from '@hh/shared';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { at, companyId, createdAt, id, money, timelineColumns, updatedAt } from '../../db/columns.ts';

/**
 * An order of a member. One `status` moved only by the transition table (transitions.ts); the
 * address, prices and lines are snapshots taken when it was created.
 */
export const orders = pgTable(
  'orders',
  {
    id: id(),
    companyId: companyId(),
    /** Unique per company, with enough random digits that codes cannot be guessed from one another. */
    code: text('code').notNull(),
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    status: text('status').$type<OrderStatus>().notNull(),
    deliveryType: text('delivery_type').$type<DeliveryType>().notNull(),
    /** The pickup store (delivery type pickup). */
    storeId: bigint('store_id', { mode: 'number' }),
    receiverName: text('receiver_name').notNull().default(''),
    receiverPhone: text('receiver_phone').notNull().default(''),
    provinceId: integer('province_id'),
    cityId: integer('city_id'),
    districtId: integer('district_id'),
    regionName: text('region_name'),
    address: text('address'),
    goodsTotal: money('goods_total').notNull(),
    freight: money('freight').notNull().default('0'),
    discountTotal: money('discount_total').notNull().default('0'),
    payAmount: money('pay_amount').notNull(),
    /** The pricing pipeline's steps: each breakdown line and every order line's share of it (lines by id). */
    discounts: jsonb('discounts').$type<OrderDiscount[]>().notNull().default([]),
    /** The pay amount before the first staff price change; null while never changed. */
    originalPayAmount: money('original_pay_amount'),
    priceChangeCount: integer('price_change_count').notNull().default(0),
    payMethod: text('pay_method').$type<PaymentMethod>(),
    payDeadline: at('pay_deadline').notNull(),
    buyerNote: text('buyer_note').notNull().default(''),
    staffRemark: text('staff_remark').notNull().default(''),
    /** Shown to the shopper as text and QR; unique among the company's open pickup orders. */
    pickupCode: text('pickup_code'),
    shippingKind: text('shipping_kind').$type<ShippingKind>(),
    expressCode: text('express_code'),
    expressName: text('express_name'),
    trackingNo: text('tracking_no'),
    courierName: text('courier_name'),
    courierPhone: text('courier_phone'),
    /** The pre-order key it was created from: one order per key, whatever the client retries. */
    preOrderKey: text('pre_order_key').notNull(),
    cancelReason: text('cancel_reason').$type<CancelReason>(),
    refundStatus: text('refund_status').$type<OrderRefundStatus>().notNull().default('none'),
    /** The sum refunded through after-sales; a CHECK keeps it within pay_amount. */
    refundedAmount: money('refunded_amount').notNull().default('0'),
    /** The freight came back (with the last remaining lines, once). */
    freightRefunded: boolean('freight_refunded').notNull().default(false),
    createdAt: createdAt(),
    paidAt: at('paid_at'),
    shippedAt: at('shipped_at'),
    receivedAt: at('received_at'),
    completedAt: at('completed_at'),
    cancelledAt: at('cancelled_at'),
    closedAt: at('closed_at'),
    updatedAt: updatedAt(),
    /** Paid, and its quantities not yet added to its products' sales (product-folds.ts does, off the payment's transaction). */
    salesPending: boolean('sales_pending').notNull().default(false),
  },
  (t) => [
    unique('orders_code_uq').on(t.companyId, t.code),
    index('orders_sales_pending_idx').on(t.companyId, t.id).where(sql`sales_pending`),
    unique('orders_pre_order_uq').on(t.companyId, t.preOrderKey),
    uniqueIndex('orders_open_pickup_code_uq')
      .on(t.companyId, t.pickupCode)
      .where(sql`pickup_code IS NOT NULL AND status IN ('unpaid', 'toVerify')`),
    index('orders_company_created_idx').on(t.companyId, t.createdAt, t.id),
    index('orders_company_status_created_idx').on(t.companyId, t.status, t.createdAt, t.id),
    index('orders_member_created_idx').on(t.companyId, t.memberId, t.createdAt, t.id),
    index('orders_company_paid_idx').on(t.companyId, t.paidAt),
  ],
);

/** A line of an order: the product, SKU, picture and price as they were at purchase. */
export const orderLines = pgTable(
  'order_lines',
  {
    id: id(),
    companyId: companyId(),
    orderId: bigint('order_id', { mode: 'number' }).notNull(),
    productId: bigint('product_id', { mode: 'number' }).notNull(),
    skuId: bigint('sku_id', { mode: 'number' }).notNull(),
    productName: text('product_name').notNull(),
    skuLabel: text('sku_label').notNull().default(''),
    picture: text('picture'),
    unitPrice: money('unit_price').notNull(),
    quantity: integer('quantity').notNull(),
    lineTotal: money('line_total').notNull(),
    /** What the price steps took off the line (its shares added): it was paid lineTotal − discount. */
    discount: money('discount').notNull().default('0'),
    /** Bought at an activity's price: the activity's kind and id. */
    activityKind: text('activity_kind').$type<ActivityKind>(),
    activityId: bigint('activity_id', { mode: 'number' }),
  },
  (t) => [
    index('order_lines_order_idx').on(t.orderId, t.id),
    index('order_lines_product_idx').on(t.companyId, t.productId),
  ],
);

/** The order's timeline: who (staff, shopper or system) did what, when; the message is built from `params` when shown. */
export const orderEvents = pgTable(
  'order_events',
  {
    id: id(),
    companyId: companyId(),
    orderId: bigint('order_id', { mode: 'number' }).notNull(),
    ...timelineColumns<OrderEventAction>(),
  },
  (t) => [index('order_events_order_idx').on(t.orderId, t.id)],
);

/** One attempt to pay an order: a new out-trade-no per attempt and per price. */
export const orderPayments = pgTable(
  'order_payments',
  {
    id: id(),
    companyId: companyId(),
    orderId: bigint('order_id', { mode: 'number' }).notNull(),
    method: text('method').$type<PaymentMethod>().notNull(),
    /** Unique across companies: the provider's callback names only this. */
    outTradeNo: text('out_trade_no').notNull().unique('order_payments_out_trade_no_uq'),
    amount: money('amount').notNull(),
    status: text('status').$type<PaymentStatus>().notNull().default('pending'),
    providerTxnId: text('provider_txn_id'),
    rawCallback: jsonb('raw_callback'),
    /** What the payer opens (the sandbox link, WeChat's code_url): a repeated tap gets the same one. */
    payUrl: text('pay_url'),
    /** WeChat's product it was made with (a tap of another product makes a new one); null for the sandbox. */
    channel: text('channel').$type<WechatPayKind>(),
    createdAt: createdAt(),
    paidAt: at('paid_at'),
    closedAt: at('closed_at'),
  },
  (t) => [
    index('order_payments_order_idx').on(t.orderId, t.id),
    // One live payment per order: two taps cannot both leave a payable one.
    uniqueIndex('order_payments_one_pending_uq').on(t.orderId).where(sql`${t.status} = 'pending'`),
  ],
);

/** Every provider notice received for a payment, accepted or refused (amount mismatch, late, repeat). */
export const orderPaymentNotices = pgTable(
  'order_payment_notices',
  {
    id: id(),
    companyId: companyId(),
    paymentId: bigint('payment_id', { mode: 'number' }).notNull(),
    outcome: text('outcome').$type<PaymentNoticeOutcome>().notNull(),
    amount: money('amount'),
    providerTxnId: text('provider_txn_id'),
    raw: jsonb('raw'),
    createdAt: createdAt(),
  },
  (t) => [index('order_payment_notices_payment_idx').on(t.paymentId, t.id)],
);

/** The confirm step's server-side snapshot: the lines and the buyer, under an unguessable key, until it expires. */
export const orderPreOrders = pgTable(
  'order_pre_orders',
  {
    key: text('key').primaryKey(),
    companyId: companyId(),
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    snapshot: jsonb('snapshot').notNull(),
    expiresAt: at('expires_at').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('order_pre_orders_expires_idx').on(t.expiresAt)],
);

/** A company's order timers; a company without a row uses the defaults. */
export const orderSettings = pgTable('order_settings', {
  companyId: companyId().primaryKey(),
  cancelUnpaidMinutes: integer('cancel_unpaid_minutes').notNull().default(30),
  autoReceiveDays: integer('auto_receive_days').notNull().default(7),
  autoCompleteDays: integer('auto_complete_days').notNull().default(7),
  maxUnpaidOrders: integer('max_unpaid_orders').notNull().default(3),
  maxSkuQuantity: integer('max_sku_quantity').notNull().default(20),
  repriceMaxPercent: integer('reprice_max_percent').notNull().default(100),
  updatedAt: updatedAt(),
});

/**
 * How many orders of a company are in each status, kept exact by statement triggers (migration 0013)
 * so the desk's tabs never count rows. Spread over a few shards (by connection) so concurrent
 * checkouts do not queue on one counter row.
 */
export const orderStatusCounts = pgTable(
  'order_status_counts',
  {
    companyId: companyId(),
    status: text('status').$type<OrderStatus>().notNull(),
    shard: smallint('shard').notNull(),
    n: bigint('n', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.status, t.shard] })],
);
