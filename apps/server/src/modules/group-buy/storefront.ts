import type { GroupSeatState, PageQuery } from '@hh/shared';
import { and, asc, count, desc, eq, gt, inArray, lt, lte, ne, sql } from 'drizzle-orm';
import { inShop } from '../../db/access.ts';
import type { Tx } from '../../db/client.ts';
import { equalsIfGiven, paged } from '../../db/list.ts';
import { now } from '../../lib/clock.ts';
import type { ShopperContext } from '../../lib/context.ts';
import { notFound } from '../../lib/errors.ts';
import { productSkus, products } from '../goods/index.ts';
import { members } from '../members/index.ts';
import { groupBuyActivities, groupBuyGroups, groupBuySeats, groupBuySkus } from './schema.ts';

const LIST_MAX = 100;
const OPEN_GROUPS_MAX = 10;

/** Seats that count as members of a group: held unpaid, paid, or paid and refunded (a released one is gone). */
const MEMBER_SEATS: GroupSeatState[] = ['reserved', 'paid', 'refunded'];

/**
 * A nickname as other shoppers see it: first and last character, the middle starred.
 * @internal exported for its test
 */
export function maskName(name: string): string {
  const chars = Array.from(name.trim());
  if (chars.length === 0) return '**';
  if (chars.length <= 2) return `${chars[0]}*`;
  return `${chars[0]}**${chars[chars.length - 1]}`;
}

const goodsColumns = {
  productName: sql<string>`coalesce(${products.name}, '')`,
  picture: sql<string | null>`${products.image}`,
};

/** An activity the shopper may buy in now: on, inside its dates, its product not deleted. */
const runningAt = (at: Date) =>
  and(
    eq(groupBuyActivities.enabled, true),
    lte(groupBuyActivities.startAt, at),
    gt(groupBuyActivities.endAt, at),
    eq(products.isDeleted, false),
  );

/** The activities' SKUs as the shopper picks them (cheapest group price first). */
async function skusOf(tx: Tx, activityIds: number[]) {
  if (activityIds.length === 0) return [];
  return tx
    .select({
      activityId: groupBuySkus.activityId,
      skuId: groupBuySkus.skuId,
      skuLabel: sql<string>`coalesce(${productSkus.specKey}, '')`,
      listPrice: sql<string>`coalesce(${productSkus.price}, 0)::numeric(12,2)::text`,
      price: groupBuySkus.price,
      stockLeft: sql<number>`${groupBuySkus.stock} - ${groupBuySkus.sold}`.mapWith(Number),
      sold: groupBuySkus.sold,
    })
    .from(groupBuySkus)
    .innerJoin(productSkus, eq(productSkus.id, groupBuySkus.skuId))
    .where(inArray(groupBuySkus.activityId, activityIds))
    .orderBy(asc(groupBuySkus.price), asc(groupBuySkus.id));
}

type ActivityRow = {
  id: number;
  title: string;
  productId: number;
  productName: string;
  picture: string | null;
  groupSize: number;
  hoursOpen: number;
  endAt: Date;
};

/** The list's figures of an activity from its SKUs: lowest group price, that SKU's own, pieces taken and left. */
function summed<T extends ActivityRow>(row: T, skus: Awaited<ReturnType<typeof skusOf>>) {
  const own = skus.filter((k) => k.activityId === row.id);
  const cheapest = own[0];
  return {
    ...row,
    price: cheapest?.price ?? '0.00',
    listPrice: cheapest?.listPrice ?? '0.00',
    sold: own.reduce((n, k) => n + k.sold, 0),
    stockLeft: own.reduce((n, k) => n + Math.max(k.stockLeft, 0), 0),
    skus: own.map(({ activityId: _a, sold: _s, ...k }) => k),
  };
}

const activityColumns = {
  id: groupBuyActivities.id,
  title: groupBuyActivities.title,
  productId: groupBuyActivities.productId,
  ...goodsColumns,
  groupSize: groupBuyActivities.groupSize,
  hoursOpen: groupBuyActivities.hoursOpen,
  endAt: groupBuyActivities.endAt,
};

/** The shop's running group-buy activities, newest first, each with its lowest group price. */
export function runningActivities(ctx: ShopperContext) {
  const at = now();
  return inShop(ctx, async (tx) => {
    const rows = await tx
      .select(activityColumns)
      .from(groupBuyActivities)
      .innerJoin(products, eq(products.id, groupBuyActivities.productId))
      .where(runningAt(at))
      .orderBy(desc(groupBuyActivities.id))
      .limit(LIST_MAX);
    const skus = await skusOf(
      tx,
      rows.map((r) => r.id),
    );
    return rows.flatMap((row) => {
      const { skus: own, ...listed } = summed(row, skus);
      return own.length > 0 ? [listed] : [];
    });
  });
}

/** The viewer's live seats (unpaid or paid) among the given groups. */
async function liveSeatGroups(tx: Tx, memberId: number, groupIds: number[]) {
  if (groupIds.length === 0) return new Set<number>();
  const rows = await tx
    .select({ groupId: groupBuySeats.groupId })
    .from(groupBuySeats)
    .where(
      and(
        eq(groupBuySeats.memberId, memberId),
        inArray(groupBuySeats.groupId, groupIds),
        inArray(groupBuySeats.state, ['reserved', 'paid']),
      ),
    );
  return new Set(rows.map((r) => r.groupId));
}

/** A running activity with its SKUs and the open groups a shopper may join (404 when not running). */
export function activityForShopper(ctx: ShopperContext, activityId: number) {
  const at = now();
  return inShop(ctx, async (tx) => {
    const [row] = await tx
      .select({
        ...activityColumns,
        description: groupBuyActivities.description,
        perOrderLimit: groupBuyActivities.perOrderLimit,
      })
      .from(groupBuyActivities)
      .innerJoin(products, eq(products.id, groupBuyActivities.productId))
      .where(and(eq(groupBuyActivities.id, activityId), runningAt(at)));
    if (!row) throw notFound();
    const groups = await tx
      .select({
        id: groupBuyGroups.id,
        leaderName: members.nickname,
        leaderAvatar: members.avatar,
        seatsLeft: sql<number>`${groupBuyGroups.size} - ${groupBuyGroups.seatsTaken}`.mapWith(Number),
        expiresAt: groupBuyGroups.expiresAt,
      })
      .from(groupBuyGroups)
      .innerJoin(members, eq(members.uid, groupBuyGroups.leaderId))
      .where(
        and(
          eq(groupBuyGroups.activityId, activityId),
          eq(groupBuyGroups.state, 'open'),
          gt(groupBuyGroups.expiresAt, at),
          lt(groupBuyGroups.seatsTaken, groupBuyGroups.size),
        ),
      )
      .orderBy(asc(groupBuyGroups.expiresAt), asc(groupBuyGroups.id))
      .limit(OPEN_GROUPS_MAX);
    const mine = await liveSeatGroups(
      tx,
      ctx.shopper.memberId,
      groups.map((g) => g.id),
    );
    return {
      ...summed(row, await skusOf(tx, [row.id])),
      groups: groups.flatMap(({ expiresAt, ...g }) =>
        expiresAt ? [{ ...g, expiresAt, leaderName: maskName(g.leaderName), mine: mine.has(g.id) }] : [],
      ),
      serverTime: at,
    };
  });
}

/** The viewer's latest seat in the group that is not given back, with its order. */
async function viewerSeat(tx: Tx, groupId: number, memberId: number) {
  const [seat] = await tx
    .select({ state: groupBuySeats.state, orderId: groupBuySeats.orderId })
    .from(groupBuySeats)
    .where(
      and(
        eq(groupBuySeats.groupId, groupId),
        eq(groupBuySeats.memberId, memberId),
        ne(groupBuySeats.state, 'released'),
      ),
    )
    .orderBy(desc(groupBuySeats.id))
    .limit(1);
  return seat;
}

const groupColumns = {
  group: groupBuyGroups,
  title: groupBuyActivities.title,
  productId: groupBuyActivities.productId,
  ...goodsColumns,
  leaderName: members.nickname,
  enabled: groupBuyActivities.enabled,
  startAt: groupBuyActivities.startAt,
  endAt: groupBuyActivities.endAt,
};

type GroupRow = {
  group: typeof groupBuyGroups.$inferSelect;
  title: string;
  productId: number;
  productName: string;
  picture: string | null;
  leaderName: string;
  enabled: boolean;
  startAt: Date;
  endAt: Date;
};

/** A group's summary as `seat` (the viewer's) makes it: what they hold and whether they may join. */
function summaryOf(row: GroupRow, seat: { state: GroupSeatState; orderId: number } | undefined, at: Date) {
  const { group } = row;
  const live = seat?.state === 'reserved' || seat?.state === 'paid';
  const open =
    group.state === 'open' &&
    group.expiresAt !== null &&
    group.expiresAt > at &&
    group.seatsTaken < group.size;
  const running = row.enabled && row.startAt <= at && row.endAt > at;
  return {
    id: group.id,
    activityId: group.activityId,
    title: row.title,
    productId: row.productId,
    productName: row.productName,
    picture: row.picture,
    leaderName: maskName(row.leaderName),
    size: group.size,
    seatsTaken: group.seatsTaken,
    seatsPaid: group.seatsPaid,
    state: group.state,
    expiresAt: group.expiresAt,
    succeededAt: group.succeededAt,
    failedAt: group.failedAt,
    seat: seat?.state ?? null,
    orderId: seat?.orderId ?? null,
    canJoin: open && running && !live,
  };
}

/**
 * One group of the shop by its link: state, seats and their members (masked; the shop's virtual fill is
 * never a member), the deadline, the viewer's seat and whether they may join, and the SKUs to join with.
 */
export function groupForShopper(ctx: ShopperContext, groupId: number) {
  const at = now();
  const memberId = ctx.shopper.memberId;
  return inShop(ctx, async (tx) => {
    const [row] = await tx
      .select(groupColumns)
      .from(groupBuyGroups)
      .innerJoin(groupBuyActivities, eq(groupBuyActivities.id, groupBuyGroups.activityId))
      .innerJoin(members, eq(members.uid, groupBuyGroups.leaderId))
      .leftJoin(products, eq(products.id, groupBuyActivities.productId))
      .where(eq(groupBuyGroups.id, groupId));
    if (!row) throw notFound();
    const seated = await tx
      .select({
        id: groupBuySeats.id,
        name: members.nickname,
        avatar: members.avatar,
        leader: groupBuySeats.leader,
        state: groupBuySeats.state,
      })
      .from(groupBuySeats)
      .innerJoin(members, eq(members.uid, groupBuySeats.memberId))
      .where(and(eq(groupBuySeats.groupId, groupId), inArray(groupBuySeats.state, MEMBER_SEATS)))
      .orderBy(desc(groupBuySeats.leader), asc(groupBuySeats.id));
    const skus = await skusOf(tx, [row.group.activityId]);
    return {
      ...summaryOf(row, await viewerSeat(tx, groupId, memberId), at),
      members: seated.map((m) => ({
        id: m.id,
        name: maskName(m.name),
        avatar: m.avatar,
        leader: m.leader,
        paid: m.state !== 'reserved',
      })),
      skus: skus.map(({ activityId: _a, sold: _s, ...k }) => k),
      serverTime: at,
    };
  });
}

/** The shopper's own groups (a seat held, paid or refunded), newest first; or the one their order is in. */
export function shopperGroups(ctx: ShopperContext, query: PageQuery & { orderId?: number | undefined }) {
  const at = now();
  const where = and(
    eq(groupBuySeats.memberId, ctx.shopper.memberId),
    inArray(groupBuySeats.state, MEMBER_SEATS),
    equalsIfGiven(groupBuySeats.orderId, query.orderId),
  );
  return inShop(ctx, (tx) =>
    paged(
      query,
      async (limit, offset) => {
        const rows = await tx
          .select({ ...groupColumns, seatState: groupBuySeats.state, seatOrder: groupBuySeats.orderId })
          .from(groupBuySeats)
          .innerJoin(groupBuyGroups, eq(groupBuyGroups.id, groupBuySeats.groupId))
          .innerJoin(groupBuyActivities, eq(groupBuyActivities.id, groupBuyGroups.activityId))
          .innerJoin(members, eq(members.uid, groupBuyGroups.leaderId))
          .leftJoin(products, eq(products.id, groupBuyActivities.productId))
          .where(where)
          .orderBy(desc(groupBuySeats.id))
          .limit(limit)
          .offset(offset);
        return rows.map(({ seatState, seatOrder, ...row }) =>
          summaryOf(row, { state: seatState, orderId: seatOrder }, at),
        );
      },
      async () => {
        const [row] = await tx.select({ n: count() }).from(groupBuySeats).where(where);
        return row!.n;
      },
    ),
  );
}
