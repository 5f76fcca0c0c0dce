import type { DecoActivityCard } from '@hh/shared';
import { addDays, sessionOn, shopDayOf } from '@hh/shared/seckill-time';
import { and, asc, eq, gte, lte, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { productSkus, products } from '../goods/index.ts';
import { seckillActivities, seckillSkus, seckillSlots } from './schema.ts';

/**
 * The home page's seckill cards: the goods of the session running now, else of the next one today
 * that has goods (one card per activity: its cheapest SKU's seckill price over that SKU's list
 * price), and when that changes by the clock: the shown session's start or end, else the next midnight.
 */
export async function seckillCards(tx: Tx, at: Date, max: number) {
  const day = shopDayOf(at);
  const slots = await tx
    .select({ id: seckillSlots.id, startHour: seckillSlots.startHour, hours: seckillSlots.hours })
    .from(seckillSlots)
    .orderBy(asc(seckillSlots.startHour));
  const rows = await tx
    .select({
      id: seckillActivities.id,
      slotIds: seckillActivities.slotIds,
      productId: products.id,
      name: products.name,
      image: sql<string | null>`coalesce(${productSkus.image}, ${products.image})`,
      price: seckillSkus.price,
      originalPrice: productSkus.price,
    })
    .from(seckillSkus)
    .innerJoin(seckillActivities, eq(seckillActivities.id, seckillSkus.activityId))
    .innerJoin(productSkus, eq(productSkus.id, seckillSkus.skuId))
    .innerJoin(products, eq(products.id, productSkus.productId))
    .where(
      and(
        eq(seckillActivities.enabled, true),
        lte(seckillActivities.startDate, day),
        gte(seckillActivities.endDate, day),
        eq(products.onShelf, true),
        eq(products.isDeleted, false),
      ),
    )
    .orderBy(asc(seckillActivities.id), asc(seckillSkus.price), asc(productSkus.id));
  const cheapest = new Map<number, (typeof rows)[number]>();
  for (const r of rows) if (!cheapest.has(r.id)) cheapest.set(r.id, r);
  const ms = at.getTime();
  for (const slot of slots) {
    const session = sessionOn(day, slot);
    if (session.endsAt <= ms) continue;
    const goods = [...cheapest.values()].filter((r) => r.slotIds.includes(slot.id)).slice(0, max);
    if (goods.length === 0) continue;
    const cards: DecoActivityCard[] = goods.map((r) => ({
      id: r.id,
      productId: r.productId,
      name: r.name,
      image: r.image,
      price: r.price,
      originalPrice: r.originalPrice,
      percentOff: null,
      threshold: null,
      groupSize: null,
    }));
    return { cards, until: new Date(session.startsAt > ms ? session.startsAt : session.endsAt) };
  }
  return { cards: [], until: new Date(sessionOn(addDays(day, 1), { startHour: 0, hours: 1 }).startsAt) };
}
