import type { PageQuery } from '@hh/shared';
import { and, count, desc, eq, gt, lte, sql } from 'drizzle-orm';
import { inShop } from '../../db/access.ts';
import type { Tx } from '../../db/client.ts';
import { paged } from '../../db/list.ts';
import { now } from '../../lib/clock.ts';
import type { ShopperContext } from '../../lib/context.ts';
import { notFound } from '../../lib/errors.ts';
import { productSkus, products } from '../goods/index.ts';
import { members } from '../members/index.ts';
import { cutsOf } from './bargains.ts';
import type { Random } from './cut.ts';
import { buyable, helpBargain, startBargain } from './cutting.ts';
import { bargainActivities, bargains } from './schema.ts';

const LIST_MAX = 100;

const goodsColumns = {
  productName: sql<string>`coalesce(${products.name}, '')`,
  skuLabel: sql<string>`coalesce(${productSkus.specKey}, '')`,
  picture: sql<string | null>`coalesce(${productSkus.image}, ${products.image})`,
};

/** The shop's open activities (enabled, inside their dates), each with the shopper's open bargain and whether one may start. */
export function openActivities(ctx: ShopperContext) {
  const at = now();
  const memberId = ctx.shopper.memberId;
  return inShop(ctx, async (tx) => {
    const mineOpen = sql<
      number | null
    >`(select max(b.id) from ${bargains} b where b.activity_id = ${bargainActivities.id}
      and b.member_id = ${memberId} and b.state in ('progress', 'succeeded'))`.mapWith((v) =>
      v === null ? null : Number(v),
    );
    const started =
      sql<number>`(select count(*) from ${bargains} b where b.activity_id = ${bargainActivities.id}
      and b.member_id = ${memberId})`.mapWith(Number);
    const rows = await tx
      .select({
        id: bargainActivities.id,
        title: bargainActivities.title,
        productId: bargainActivities.productId,
        ...goodsColumns,
        startPrice: bargainActivities.startPrice,
        floorPrice: bargainActivities.floorPrice,
        helpersNeeded: bargainActivities.helpersNeeded,
        hoursLimit: bargainActivities.hoursLimit,
        endAt: bargainActivities.endAt,
        stockLeft: bargainActivities.stock,
        startsPerMember: bargainActivities.startsPerMember,
        mineId: mineOpen,
        started,
      })
      .from(bargainActivities)
      .innerJoin(products, eq(products.id, bargainActivities.productId))
      .innerJoin(productSkus, eq(productSkus.id, bargainActivities.skuId))
      .where(
        and(
          eq(bargainActivities.enabled, true),
          lte(bargainActivities.startAt, at),
          gt(bargainActivities.endAt, at),
          eq(products.isDeleted, false),
        ),
      )
      .orderBy(desc(bargainActivities.id))
      .limit(LIST_MAX);
    return rows.map(({ startsPerMember, started: count, ...row }) => ({
      ...row,
      canStart: row.mineId === null && row.stockLeft > 0 && count < startsPerMember,
    }));
  });
}

/** The bargain as `viewerId` sees it: its goods, price, helpers' cuts, and what the viewer may do now. */
async function viewOf(tx: Tx, bargainId: number, viewerId: number, at: Date) {
  const [row] = await tx
    .select({
      bargain: bargains,
      title: bargainActivities.title,
      productId: bargainActivities.productId,
      skuId: bargainActivities.skuId,
      ...goodsColumns,
      buyAnyPrice: bargainActivities.buyAnyPrice,
      enabled: bargainActivities.enabled,
      ownerName: members.nickname,
    })
    .from(bargains)
    .innerJoin(bargainActivities, eq(bargainActivities.id, bargains.activityId))
    .innerJoin(members, eq(members.uid, bargains.memberId))
    .leftJoin(products, eq(products.id, bargainActivities.productId))
    .leftJoin(productSkus, eq(productSkus.id, bargainActivities.skuId))
    .where(eq(bargains.id, bargainId));
  if (!row) throw notFound();
  const { bargain, enabled, ...goods } = row;
  const cuts = await cutsOf(tx, bargainId);
  const mine = bargain.memberId === viewerId;
  const helped = cuts.some((c) => c.memberId === viewerId && !c.initiator);
  const cutting = bargain.state === 'progress' && bargain.expiresAt > at && enabled;
  return {
    id: bargain.id,
    activityId: bargain.activityId,
    ...goods,
    startPrice: bargain.startPrice,
    floorPrice: bargain.floorPrice,
    price: bargain.price,
    helpersNeeded: bargain.helpersNeeded,
    helpers: bargain.helpers,
    state: bargain.state,
    expiresAt: bargain.expiresAt,
    buyBy: bargain.buyBy,
    orderId: bargain.orderId,
    mine,
    helped,
    canHelp: !mine && !helped && cutting,
    canBuy: mine && enabled && buyable(bargain, goods.buyAnyPrice, at),
    cuts: cuts.map(({ memberId: _m, ...cut }) => cut),
  };
}

/** Starts a bargain of the activity for the shopper (with their own first cut); answers it as they see it. */
export function startForShopper(ctx: ShopperContext, activityId: number, random: Random = Math.random) {
  const at = now();
  const memberId = ctx.shopper.memberId;
  return inShop(ctx, async (tx) => {
    const bargain = await startBargain(tx, memberId, activityId, at, random);
    return viewOf(tx, bargain.id, memberId, at);
  });
}

/** One bargain of the shop, for its member or anyone with its share link who is signed in to the shop. */
export function viewBargain(ctx: ShopperContext, bargainId: number) {
  return inShop(ctx, (tx) => viewOf(tx, bargainId, ctx.shopper.memberId, now()));
}

/** The shopper helps someone else's bargain: the amount cut and the bargain afterwards. */
export function helpForShopper(ctx: ShopperContext, bargainId: number, random: Random = Math.random) {
  const at = now();
  const memberId = ctx.shopper.memberId;
  return inShop(ctx, async (tx) => {
    const { amount } = await helpBargain(tx, memberId, bargainId, at, random);
    return { amount, bargain: await viewOf(tx, bargainId, memberId, at) };
  });
}

/** The shopper's own bargains, newest first, with what they may do with each now. */
export function shopperBargains(ctx: ShopperContext, query: PageQuery) {
  const at = now();
  const memberId = ctx.shopper.memberId;
  const where = eq(bargains.memberId, memberId);
  return inShop(ctx, (tx) =>
    paged(
      query,
      async (limit, offset) => {
        const ids = await tx
          .select({ id: bargains.id })
          .from(bargains)
          .where(where)
          .orderBy(desc(bargains.id))
          .limit(limit)
          .offset(offset);
        const views = [];
        for (const { id } of ids) {
          const { cuts: _cuts, ...view } = await viewOf(tx, id, memberId, at);
          views.push(view);
        }
        return views;
      },
      async () => {
        const [row] = await tx.select({ n: count() }).from(bargains).where(where);
        return row!.n;
      },
    ),
  );
}
