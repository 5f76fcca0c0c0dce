import {
  type Session,
  type SlotHours,
  sessionOn,
  sessionState,
  shopDayOf,
  upcomingSessions,
} from '@hh/shared/seckill-time';
import { and, asc, eq, gte, lte, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { now } from '../../lib/clock.ts';
import type { RequestContext } from '../../lib/context.ts';
import { notFound } from '../../lib/errors.ts';
import { readShop, shopByKey } from '../companies/index.ts';
import { productSkus, products } from '../goods/index.ts';
import { seckillActivities, seckillSkus, seckillSlots } from './schema.ts';

const asRow = (slotId: number, session: Session, at: number) => ({
  slotId,
  startHour: session.startHour,
  hours: session.hours,
  day: session.day,
  state: sessionState(session, at),
  startsAt: new Date(session.startsAt),
  endsAt: new Date(session.endsAt),
});

const slotsOf = (tx: Tx) =>
  tx
    .select({ id: seckillSlots.id, startHour: seckillSlots.startHour, hours: seckillSlots.hours })
    .from(seckillSlots)
    .orderBy(asc(seckillSlots.startHour));

/** Reads the rows of the shop its public key names (anyone may: the seckill is shown before sign-in). */
async function inPublicShop<T>(ctx: RequestContext, companyKey: string, fn: (tx: Tx) => Promise<T>) {
  return readShop(ctx, await shopByKey(ctx, companyKey), fn);
}

/** Today's sessions of the shop (its time), each ongoing, upcoming or ended, with their moments. */
export async function seckillSessions(ctx: RequestContext, companyKey: string) {
  const at = now().getTime();
  const day = shopDayOf(at);
  const slots = await inPublicShop(ctx, companyKey, slotsOf);
  return { now: new Date(at), sessions: slots.map((s) => asRow(s.id, sessionOn(day, s), at)) };
}

/** Activity SKUs on sale, with their product's card, of activities matching `where`. */
const goodsOf = (tx: Tx, where: ReturnType<typeof and>) =>
  tx
    .select({
      seckillSkuId: seckillSkus.id,
      activityId: seckillActivities.id,
      productId: products.id,
      skuId: productSkus.id,
      name: products.name,
      specKey: productSkus.specKey,
      image: sql<string | null>`coalesce(${productSkus.image}, ${products.image})`,
      price: seckillSkus.price,
      originalPrice: productSkus.price,
      total: seckillSkus.total,
      stock: seckillSkus.stock,
      sold: seckillSkus.sold,
      perOrder: seckillSkus.perOrder,
    })
    .from(seckillSkus)
    .innerJoin(seckillActivities, eq(seckillActivities.id, seckillSkus.activityId))
    .innerJoin(productSkus, eq(productSkus.id, seckillSkus.skuId))
    .innerJoin(products, eq(products.id, productSkus.productId))
    .where(
      and(
        eq(seckillActivities.enabled, true),
        eq(products.onShelf, true),
        eq(products.isDeleted, false),
        where,
      ),
    )
    .orderBy(asc(seckillActivities.id), asc(productSkus.id));

/** A slot's session today and the goods of the activities running in it today. */
export function seckillGoods(ctx: RequestContext, companyKey: string, slotId: number) {
  const at = now().getTime();
  const day = shopDayOf(at);
  return inPublicShop(ctx, companyKey, async (tx) => {
    const [slot] = await tx.select().from(seckillSlots).where(eq(seckillSlots.id, slotId));
    if (!slot) throw notFound();
    const goods = await goodsOf(
      tx,
      and(
        lte(seckillActivities.startDate, day),
        gte(seckillActivities.endDate, day),
        sql`${seckillActivities.slotIds} @> to_jsonb(${slotId}::bigint)`,
      ),
    );
    return {
      session: asRow(slot.id, sessionOn(day, slot), at),
      goods: goods.map(({ perOrder: _p, ...g }) => g),
    };
  });
}

/**
 * A product's seckill running now, else its next session: the activity (of those not over) whose
 * soonest session comes first, with its SKUs; null when it has none to come.
 */
export function seckillOfProduct(ctx: RequestContext, companyKey: string, productId: number) {
  const at = now().getTime();
  const day = shopDayOf(at);
  return inPublicShop(ctx, companyKey, async (tx) => {
    const activities = await tx
      .select({
        id: seckillActivities.id,
        name: seckillActivities.name,
        startDate: seckillActivities.startDate,
        endDate: seckillActivities.endDate,
        slotIds: seckillActivities.slotIds,
      })
      .from(seckillActivities)
      .where(
        and(
          eq(seckillActivities.productId, productId),
          eq(seckillActivities.enabled, true),
          gte(seckillActivities.endDate, day),
        ),
      );
    if (activities.length === 0) return { now: new Date(at), offer: null };
    const slots = await slotsOf(tx);
    let best: { activity: (typeof activities)[number]; session: Session; slotId: number } | null = null;
    for (const activity of activities) {
      const own = slots.filter((s) => activity.slotIds.includes(s.id));
      const [next] = upcomingSessions(own, activity.startDate, activity.endDate, at, 1);
      if (!next) continue;
      const slot = own.find((s: SlotHours & { id: number }) => s.startHour === next.startHour)!;
      if (!best || next.startsAt < best.session.startsAt) best = { activity, session: next, slotId: slot.id };
    }
    if (!best) return { now: new Date(at), offer: null };
    const skus = await goodsOf(tx, eq(seckillActivities.id, best.activity.id));
    return {
      now: new Date(at),
      offer: {
        activityId: best.activity.id,
        name: best.activity.name,
        session: asRow(best.slotId, best.session, at),
        skus,
      },
    };
  });
}
