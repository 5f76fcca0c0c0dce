import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { at, companyId, createdAt, id, money, updatedAt } from '../../db/columns.ts';

/** A shop's daily seckill slot: from `start_hour` for `hours` hours, ending by midnight, never overlapping another. */
export const seckillSlots = pgTable(
  'seckill_slots',
  {
    id: id(),
    companyId: companyId(),
    startHour: integer('start_hour').notNull(),
    hours: integer('hours').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('seckill_slots_company_start_uq').on(t.companyId, t.startHour),
    check(
      'seckill_slots_fit_ck',
      sql`${t.startHour} >= 0 and ${t.hours} >= 1 and ${t.startHour} + ${t.hours} <= 24`,
    ),
  ],
);

/** A flash sale of one product: on the shop days `start_date`–`end_date`, in the chosen slots. */
export const seckillActivities = pgTable(
  'seckill_activities',
  {
    id: id(),
    companyId: companyId(),
    name: text('name').notNull(),
    productId: bigint('product_id', { mode: 'number' }).notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    slotIds: jsonb('slot_ids').$type<number[]>().notNull().default([]),
    /** How long an unpaid order of it keeps the stock before it is cancelled. */
    unpaidMinutes: integer('unpaid_minutes').notNull().default(5),
    enabled: boolean('enabled').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('seckill_activities_company_idx').on(t.companyId, t.id),
    index('seckill_activities_product_idx').on(t.productId),
  ],
);

/**
 * An activity's SKU, its own row (the product's SKU is never written by the activity): the seckill
 * price, the activity's stock (`total` = `sold` + `stock`, moved together by guarded updates) and the
 * member limits in pieces.
 */
export const seckillSkus = pgTable(
  'seckill_skus',
  {
    id: id(),
    companyId: companyId(),
    activityId: bigint('activity_id', { mode: 'number' })
      .notNull()
      .references(() => seckillActivities.id, { onDelete: 'cascade' }),
    skuId: bigint('sku_id', { mode: 'number' }).notNull(),
    price: money('price').notNull(),
    total: integer('total').notNull(),
    stock: integer('stock').notNull(),
    sold: integer('sold').notNull().default(0),
    perOrder: integer('per_order').notNull().default(1),
    perDay: integer('per_day'),
    perActivity: integer('per_activity'),
  },
  (t) => [
    uniqueIndex('seckill_skus_activity_sku_uq').on(t.activityId, t.skuId),
    check('seckill_skus_stock_ck', sql`${t.stock} >= 0`),
    check('seckill_skus_sold_ck', sql`${t.sold} >= 0`),
  ],
);

/**
 * What an order took of an activity SKU: the member's limits count these (returned ones not), and a
 * cancel gives the stock back once (`returned_at` set by a guarded update).
 */
export const seckillPurchases = pgTable(
  'seckill_purchases',
  {
    id: id(),
    companyId: companyId(),
    orderId: bigint('order_id', { mode: 'number' }).notNull(),
    activityId: bigint('activity_id', { mode: 'number' }).notNull(),
    seckillSkuId: bigint('seckill_sku_id', { mode: 'number' }).notNull(),
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    quantity: integer('quantity').notNull(),
    /** The shop day of the purchase: what the per-day limit counts. */
    day: date('day', { mode: 'string' }).notNull(),
    createdAt: createdAt(),
    returnedAt: at('returned_at'),
  },
  (t) => [
    index('seckill_purchases_member_idx').on(t.memberId, t.seckillSkuId, t.day),
    index('seckill_purchases_order_idx').on(t.orderId),
    index('seckill_purchases_activity_idx').on(t.activityId, t.id),
  ],
);

/** Every change of an activity SKU's stock: the order or the staff edit, before and after. */
export const seckillStockLedger = pgTable(
  'seckill_stock_ledger',
  {
    id: id(),
    companyId: companyId(),
    seckillSkuId: bigint('seckill_sku_id', { mode: 'number' }).notNull(),
    change: integer('change').notNull(),
    after: integer('after').notNull(),
    reason: text('reason').$type<'order' | 'cancel' | 'edit'>().notNull(),
    orderId: bigint('order_id', { mode: 'number' }),
    operatorId: bigint('operator_id', { mode: 'number' }),
    createdAt: createdAt(),
  },
  (t) => [index('seckill_stock_ledger_sku_idx').on(t.seckillSkuId, t.id)],
);
