import type {
  AfterSaleEventAction,
  AfterSaleStatus,
  AfterSaleType,
  RefundTarget,
  ReturnAddress,
} from '@hh/shared';
import { bigint, boolean, index, integer, jsonb, pgTable, text, unique } from 'drizzle-orm/pg-core';
import {
  at,
  companyId,
  createdAt,
  id,
  money,
  providerRefundColumns,
  timelineColumns,
  updatedAt,
} from '../../db/columns.ts';

/** A shopper's request for money back on lines of one order; `status` moves only by transitions.ts. */
export const afterSales = pgTable(
  'after_sales',
  {
    id: id(),
    companyId: companyId(),
    code: text('code').notNull(),
    orderId: bigint('order_id', { mode: 'number' }).notNull(),
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    type: text('type').$type<AfterSaleType>().notNull(),
    status: text('status').$type<AfterSaleStatus>().notNull(),
    /** A value of the company's dictionary `after_sale_reason`. */
    reason: text('reason').notNull(),
    explanation: text('explanation').notNull().default(''),
    amountRequested: money('amount_requested').notNull(),
    /** The freight part of the request: the order's freight when these are its last lines, else 0. */
    freightAmount: money('freight_amount').notNull().default('0'),
    amountApproved: money('amount_approved'),
    amountRefunded: money('amount_refunded').notNull().default('0'),
    refundTo: text('refund_to').$type<RefundTarget>(),
    returnAddress: jsonb('return_address').$type<ReturnAddress>(),
    returnExpressCode: text('return_express_code'),
    returnExpressName: text('return_express_name'),
    returnTrackingNo: text('return_tracking_no'),
    restocked: boolean('restocked'),
    rejectReason: text('reject_reason'),
    /** When an armed timer acts (auto-approve, auto-close). */
    deadline: at('deadline'),
    createdAt: createdAt(),
    approvedAt: at('approved_at'),
    returnedAt: at('returned_at'),
    receivedAt: at('received_at'),
    refundedAt: at('refunded_at'),
    endedAt: at('ended_at'),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('after_sales_code_uq').on(t.companyId, t.code),
    index('after_sales_company_status_idx').on(t.companyId, t.status, t.createdAt, t.id),
    index('after_sales_company_created_idx').on(t.companyId, t.createdAt, t.id),
    index('after_sales_order_idx').on(t.orderId, t.id),
    index('after_sales_member_idx').on(t.companyId, t.memberId, t.createdAt, t.id),
  ],
);

/** The order lines an after-sale names: how many, and their share of what was paid. */
export const afterSaleLines = pgTable(
  'after_sale_lines',
  {
    id: id(),
    companyId: companyId(),
    afterSaleId: bigint('after_sale_id', { mode: 'number' }).notNull(),
    orderLineId: bigint('order_line_id', { mode: 'number' }).notNull(),
    quantity: integer('quantity').notNull(),
    amount: money('amount').notNull(),
  },
  (t) => [
    index('after_sale_lines_after_sale_idx').on(t.afterSaleId, t.id),
    index('after_sale_lines_order_line_idx').on(t.orderLineId),
  ],
);

/** A shopper's uploaded picture; attached to an after-sale when the application names it. */
export const afterSalePictures = pgTable(
  'after_sale_pictures',
  {
    id: id(),
    companyId: companyId(),
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    afterSaleId: bigint('after_sale_id', { mode: 'number' }),
    storageKey: text('storage_key').notNull(),
    url: text('url').notNull(),
    mime: text('mime').notNull(),
    size: integer('size').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('after_sale_pictures_member_idx').on(t.companyId, t.memberId, t.id),
    index('after_sale_pictures_after_sale_idx').on(t.afterSaleId, t.id),
  ],
);

/** The after-sale's timeline. */
export const afterSaleEvents = pgTable(
  'after_sale_events',
  {
    id: id(),
    companyId: companyId(),
    afterSaleId: bigint('after_sale_id', { mode: 'number' }).notNull(),
    ...timelineColumns<AfterSaleEventAction>(),
  },
  (t) => [index('after_sale_events_after_sale_idx').on(t.afterSaleId, t.id)],
);

/**
 * Money going back for an after-sale: to the wallet, or through the payment it came from. One row per
 * after-sale; a failed provider refund is retried under the same out-refund-no (the provider's idempotency key).
 */
export const orderRefunds = pgTable(
  'order_refunds',
  {
    id: id(),
    companyId: companyId(),
    afterSaleId: bigint('after_sale_id', { mode: 'number' }).notNull(),
    orderId: bigint('order_id', { mode: 'number' }).notNull(),
    paymentId: bigint('payment_id', { mode: 'number' }),
    ...providerRefundColumns('order_refunds_out_refund_no_uq'),
  },
  (t) => [
    unique('order_refunds_after_sale_uq').on(t.afterSaleId),
    index('order_refunds_order_idx').on(t.orderId, t.id),
    index('order_refunds_finished_idx').on(t.companyId, t.finishedAt),
  ],
);

/** A company's after-sales window, timers and return address; a company without a row uses the defaults. */
export const afterSaleSettings = pgTable('after_sale_settings', {
  companyId: companyId().primaryKey(),
  applyWindowDays: integer('apply_window_days').notNull().default(7),
  autoApproveDays: integer('auto_approve_days').notNull().default(0),
  returnShipDays: integer('return_ship_days').notNull().default(7),
  returnAddress: jsonb('return_address').$type<ReturnAddress>(),
  updatedAt: updatedAt(),
});
