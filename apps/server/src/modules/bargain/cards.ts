import type { DecoActivityCard } from '@hh/shared';
import { and, desc, eq, gt, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { runningInWindow } from '../../lib/running-window.ts';
import { productSkus, products } from '../goods/index.ts';
import { bargainActivities } from './schema.ts';

/** Activities not over yet that a home page may weigh (running ones and the next to start). */
const CANDIDATES_MAX = 200;

/**
 * The home page's bargain cards: the activities running at `at` (on, inside their dates, goods not
 * deleted), newest first, the floor price over the start price; and the next moment one starts or ends.
 */
export async function bargainCards(tx: Tx, at: Date, max: number) {
  const rows = await tx
    .select({
      id: bargainActivities.id,
      productId: bargainActivities.productId,
      name: bargainActivities.title,
      image: sql<string | null>`coalesce(${productSkus.image}, ${products.image})`,
      price: bargainActivities.floorPrice,
      originalPrice: bargainActivities.startPrice,
      startAt: bargainActivities.startAt,
      endAt: bargainActivities.endAt,
    })
    .from(bargainActivities)
    .innerJoin(products, eq(products.id, bargainActivities.productId))
    .innerJoin(productSkus, eq(productSkus.id, bargainActivities.skuId))
    .where(
      and(
        eq(bargainActivities.enabled, true),
        gt(bargainActivities.endAt, at),
        eq(products.isDeleted, false),
      ),
    )
    .orderBy(desc(bargainActivities.id))
    .limit(CANDIDATES_MAX);
  const { running, until } = runningInWindow(rows, at, max);
  const cards: DecoActivityCard[] = running.map((r) => ({
    ...r,
    percentOff: null,
    threshold: null,
    groupSize: null,
  }));
  return { cards, until };
}
