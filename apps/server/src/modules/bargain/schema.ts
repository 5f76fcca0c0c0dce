import type { BargainState } from '@hh/shared';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { at, companyId, createdAt, id, money, updatedAt } from '../../db/columns.ts';

/**
 * A bargain activity: one SKU cut from its start price to its floor by the member and the helpers
 * needed, within hours per bargain inside the activity's dates; `stock` units at the bargain price,
 * `sold` counted up by one guarded update per purchase.
 */
export const bargainActivities = pgTable(
  'bargain_activities',
  {
    id: id(),
    companyId: companyId(),
    title: text('title').notNull(),
    productId: bigint('product_id', { mode: 'number' }).notNull(),
    skuId: bigint('sku_id', { mode: 'number' }).notNull(),
    startPrice: money('start_price').notNull(),
    floorPrice: money('floor_price').notNull(),
    helpersNeeded: integer('helpers_needed').notNull(),
    hoursLimit: integer('hours_limit').notNull(),
    startAt: at('start_at').notNull(),
    endAt: at('end_at').notNull(),
    buyAnyPrice: boolean('buy_any_price').notNull().default(false),
    buyMinutes: integer('buy_minutes').notNull().default(60),
    startsPerMember: integer('starts_per_member').notNull().default(1),
    helpsPerDay: integer('helps_per_day'),
    stock: integer('stock').notNull(),
    sold: integer('sold').notNull().default(0),
    description: text('description'),
    enabled: boolean('enabled').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('bargain_activities_company_idx').on(t.companyId, t.id),
    check('bargain_activities_stock_ck', sql`${t.stock} >= 0`),
    check('bargain_activities_floor_ck', sql`${t.floorPrice} > 0 and ${t.floorPrice} < ${t.startPrice}`),
  ],
);

/**
 * One member's bargain: the activity's terms as they were at its start, the price now and the helpers
 * counted so far (moved together by one guarded update per cut, never below the floor nor past the
 * helpers needed), its state and times.
 */
export const bargains = pgTable(
  'bargains',
  {
    id: id(),
    companyId: companyId(),
    activityId: bigint('activity_id', { mode: 'number' })
      .notNull()
      .references(() => bargainActivities.id),
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    startPrice: money('start_price').notNull(),
    floorPrice: money('floor_price').notNull(),
    price: money('price').notNull(),
    helpersNeeded: integer('helpers_needed').notNull(),
    helpers: integer('helpers').notNull().default(0),
    state: text('state').$type<BargainState>().notNull().default('progress'),
    expiresAt: at('expires_at').notNull(),
    succeededAt: at('succeeded_at'),
    buyBy: at('buy_by'),
    orderId: bigint('order_id', { mode: 'number' }),
    boughtAt: at('bought_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('bargains_company_idx').on(t.companyId, t.id),
    index('bargains_activity_member_idx').on(t.activityId, t.memberId),
    check('bargains_price_ck', sql`${t.price} >= ${t.floorPrice}`),
    check('bargains_helpers_ck', sql`${t.helpers} >= 0 and ${t.helpers} <= ${t.helpersNeeded}`),
  ],
);

/** One cut of a bargain: who (the member's own first cut, or a helper's), how much, the price after. */
export const bargainCuts = pgTable(
  'bargain_cuts',
  {
    id: id(),
    companyId: companyId(),
    bargainId: bigint('bargain_id', { mode: 'number' })
      .notNull()
      .references(() => bargains.id),
    activityId: bigint('activity_id', { mode: 'number' }).notNull(),
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    initiator: boolean('initiator').notNull().default(false),
    amount: money('amount').notNull(),
    priceAfter: money('price_after').notNull(),
    /** The calendar day (shop time) of the cut: what a helper's daily limit counts. */
    cutDay: date('cut_day', { mode: 'string' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('bargain_cuts_member_uq').on(t.bargainId, t.memberId),
    index('bargain_cuts_helper_day_idx').on(t.activityId, t.memberId, t.cutDay),
    check('bargain_cuts_amount_ck', sql`${t.amount} > 0`),
  ],
);
