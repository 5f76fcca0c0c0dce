import type { DecoActivityCard } from '@hh/shared';
import { and, desc, eq, gt, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { runningInWindow } from '../../lib/running-window.ts';
import { productSkus, products } from '../goods/index.ts';
import { groupBuyActivities, groupBuySkus } from './schema.ts';

/** Activities not over yet that a home page may weigh (running ones and the next to start). */
const CANDIDATES_MAX = 200;

/**
 * The home page's group-buy cards: the activities running at `at` (on, inside their dates, goods not
 * deleted), newest first, each with its lowest group price over that SKU's own and the group size;
 * and the next moment one starts or ends.
 */
export async function groupBuyCards(tx: Tx, at: Date, max: number) {
  const cheapest = sql`(select s.price, k.price as list_price from ${groupBuySkus} s
    join ${productSkus} k on k.id = s.sku_id where s.activity_id = ${groupBuyActivities}.id
    order by s.price, s.id limit 1)`;
  const rows = await tx
    .select({
      id: groupBuyActivities.id,
      productId: groupBuyActivities.productId,
      name: groupBuyActivities.title,
      image: products.image,
      price: sql<string>`coalesce((select c.price from ${cheapest} c), 0)::numeric(12,2)::text`,
      originalPrice: sql<string>`coalesce((select c.list_price from ${cheapest} c), 0)::numeric(12,2)::text`,
      groupSize: groupBuyActivities.groupSize,
      startAt: groupBuyActivities.startAt,
      endAt: groupBuyActivities.endAt,
    })
    .from(groupBuyActivities)
    .innerJoin(products, eq(products.id, groupBuyActivities.productId))
    .where(
      and(
        eq(groupBuyActivities.enabled, true),
        gt(groupBuyActivities.endAt, at),
        eq(products.isDeleted, false),
      ),
    )
    .orderBy(desc(groupBuyActivities.id))
    .limit(CANDIDATES_MAX);
  const { running, until } = runningInWindow(rows, at, max);
  const cards: DecoActivityCard[] = running.map((r) => ({
    ...r,
    percentOff: null,
    threshold: null,
  }));
  return { cards, until };
}
