import type { GroupSeatState, GroupState } from '@hh/shared';
import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { at, companyId, createdAt, id, money, updatedAt } from '../../db/columns.ts';

/**
 * A group-buy activity: one product, its SKUs at group prices (`group_buy_skus`), groups of
 * `group_size` members open `hours_open` hours after the leader pays, limits per order and member,
 * an optional virtual success percentage (null: off), the unpaid timeout of its orders.
 */
export const groupBuyActivities = pgTable(
  'group_buy_activities',
  {
    id: id(),
    companyId: companyId(),
    title: text('title').notNull(),
    productId: bigint('product_id', { mode: 'number' }).notNull(),
    groupSize: integer('group_size').notNull(),
    hoursOpen: integer('hours_open').notNull(),
    unpaidMinutes: integer('unpaid_minutes').notNull().default(15),
    perOrderLimit: integer('per_order_limit'),
    perMemberLimit: integer('per_member_limit'),
    virtualSuccessPercent: integer('virtual_success_percent'),
    startAt: at('start_at').notNull(),
    endAt: at('end_at').notNull(),
    description: text('description'),
    enabled: boolean('enabled').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('group_buy_activities_company_idx').on(t.companyId, t.id),
    check('group_buy_activities_size_ck', sql`${t.groupSize} >= 2`),
  ],
);

/** An activity's SKU as its own row: the group price and the activity stock, `sold` moved by guarded updates. */
export const groupBuySkus = pgTable(
  'group_buy_skus',
  {
    id: id(),
    companyId: companyId(),
    activityId: bigint('activity_id', { mode: 'number' })
      .notNull()
      .references(() => groupBuyActivities.id, { onDelete: 'cascade' }),
    skuId: bigint('sku_id', { mode: 'number' }).notNull(),
    price: money('price').notNull(),
    stock: integer('stock').notNull(),
    sold: integer('sold').notNull().default(0),
  },
  (t) => [
    uniqueIndex('group_buy_skus_activity_sku_uq').on(t.activityId, t.skuId),
    check('group_buy_skus_sold_ck', sql`${t.sold} >= 0 and ${t.sold} <= ${t.stock}`),
    check('group_buy_skus_price_ck', sql`${t.price} > 0`),
  ],
);

/**
 * One group: its leader, size (copied from the activity), the seats held by orders (paid or not) and
 * the seats paid — each moved by one guarded update on this row, never past the size — its state and
 * when it expires (set when the leader pays).
 */
export const groupBuyGroups = pgTable(
  'group_buy_groups',
  {
    id: id(),
    companyId: companyId(),
    activityId: bigint('activity_id', { mode: 'number' })
      .notNull()
      .references(() => groupBuyActivities.id),
    leaderId: bigint('leader_id', { mode: 'number' }).notNull(),
    size: integer('size').notNull(),
    seatsTaken: integer('seats_taken').notNull().default(1),
    seatsPaid: integer('seats_paid').notNull().default(0),
    state: text('state').$type<GroupState>().notNull().default('pending'),
    virtual: boolean('virtual').notNull().default(false),
    expiresAt: at('expires_at'),
    succeededAt: at('succeeded_at'),
    failedAt: at('failed_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('group_buy_groups_company_idx').on(t.companyId, t.id),
    index('group_buy_groups_activity_idx').on(t.activityId, t.state),
    check(
      'group_buy_groups_seats_ck',
      sql`${t.seatsPaid} >= 0 and ${t.seatsPaid} <= ${t.seatsTaken} and ${t.seatsTaken} <= ${t.size}`,
    ),
  ],
);

/** A member's seat in a group: the order holding it, whether paid; one live seat per member and group. */
export const groupBuySeats = pgTable(
  'group_buy_seats',
  {
    id: id(),
    companyId: companyId(),
    groupId: bigint('group_id', { mode: 'number' })
      .notNull()
      .references(() => groupBuyGroups.id),
    activityId: bigint('activity_id', { mode: 'number' }).notNull(),
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    orderId: bigint('order_id', { mode: 'number' }).notNull(),
    leader: boolean('leader').notNull().default(false),
    quantity: integer('quantity').notNull(),
    state: text('state').$type<GroupSeatState>().notNull().default('reserved'),
    paidAt: at('paid_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('group_buy_seats_member_uq')
      .on(t.groupId, t.memberId)
      .where(sql`${t.state} in ('reserved', 'paid')`),
    uniqueIndex('group_buy_seats_order_uq').on(t.orderId),
    index('group_buy_seats_activity_member_idx').on(t.activityId, t.memberId),
  ],
);
