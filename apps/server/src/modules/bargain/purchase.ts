import { and, eq, gt, gte, or, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { buyable } from './cutting.ts';
import { bargainActivities, bargains } from './schema.ts';

/** A checkout line at a bargain's price, as the pricing pipeline asks about it (the ref's id: the bargain). */
interface BargainLine {
  activity: { kind: string; id: number };
  skuId: number;
  quantity: number;
}

/** The order the lines are bought in: whose, which. */
interface Bought {
  id: number;
  memberId: number;
}

/** The bargain of the line, its activity's terms; refused unless the buyer's own bargain of this SKU, one piece. */
async function lineBargain(tx: Tx, memberId: number, line: BargainLine, lock: boolean) {
  const query = tx
    .select({
      bargain: bargains,
      title: bargainActivities.title,
      skuId: bargainActivities.skuId,
      enabled: bargainActivities.enabled,
      buyAnyPrice: bargainActivities.buyAnyPrice,
      stock: bargainActivities.stock,
    })
    .from(bargains)
    .innerJoin(bargainActivities, eq(bargainActivities.id, bargains.activityId))
    .where(eq(bargains.id, line.activity.id));
  const [row] = lock ? await query.for('update', { of: bargains }) : await query;
  if (!row || row.bargain.memberId !== memberId || row.skuId !== line.skuId) throw notFound();
  if (line.quantity !== 1) throw conflict('bargain.onePiece');
  return row;
}

/**
 * The pricing pipeline's price of bargain lines: the bargain's price now, for its member only, while they
 * may buy it (at the floor within the minutes to buy, or cutting when any price goes), the activity on
 * and stock left. The bargain's row is locked, so no helper moves the price between quote and order.
 */
export async function quoteBargains(tx: Tx, buyer: { uid: number }, lines: readonly BargainLine[], at: Date) {
  const prices = [];
  for (const line of lines) {
    const row = await lineBargain(tx, buyer.uid, line, true);
    if (!row.enabled) throw conflict('bargain.closed');
    if (!buyable(row.bargain, row.buyAnyPrice, at)) throw conflict('bargain.notBuyable');
    if (row.stock < 1) throw conflict('bargain.soldOut');
    prices.push({ unitPrice: row.bargain.price, label: row.title });
  }
  return prices;
}

/**
 * At order creation, in its transaction: each bargain becomes bought by this order (one guarded update:
 * still buyable, never twice) and the activity's stock gives one piece (one guarded update, never below 0).
 */
export async function reserveBargains(tx: Tx, order: Bought, lines: readonly BargainLine[]) {
  const at = new Date();
  for (const line of lines) {
    const [taken] = await tx
      .update(bargains)
      .set({ state: 'bought', orderId: order.id, boughtAt: at, updatedAt: at })
      .where(
        and(
          eq(bargains.id, line.activity.id),
          eq(bargains.memberId, order.memberId),
          or(
            and(eq(bargains.state, 'succeeded'), gt(bargains.buyBy, at)),
            and(
              eq(bargains.state, 'progress'),
              gt(bargains.expiresAt, at),
              sql`(select ${bargainActivities.buyAnyPrice} from ${bargainActivities} where ${bargainActivities.id} = ${bargains.activityId})`,
            ),
          ),
        ),
      )
      .returning({ activityId: bargains.activityId });
    if (!taken) throw conflict('bargain.notBuyable');
    const [stock] = await tx
      .update(bargainActivities)
      .set({ stock: sql`${bargainActivities.stock} - 1`, sold: sql`${bargainActivities.sold} + 1` })
      .where(and(eq(bargainActivities.id, taken.activityId), gte(bargainActivities.stock, 1)))
      .returning({ id: bargainActivities.id });
    if (!stock) throw conflict('bargain.soldOut');
  }
}

/**
 * The unpaid order was cancelled: the piece goes back to the activity's stock and the bargain is the
 * member's again as it was (at the floor while its minutes to buy last, cutting while its time lasts,
 * else failed), each by one guarded update on the order's own bargain.
 */
export async function releaseBargains(tx: Tx, order: Bought, lines: readonly BargainLine[]) {
  for (const line of lines) {
    const [back] = await tx
      .update(bargains)
      .set({
        state: sql`case when ${bargains.helpers} = ${bargains.helpersNeeded}
          then (case when ${bargains.buyBy} > now() then 'succeeded' else 'failed' end)
          else (case when ${bargains.expiresAt} > now() then 'progress' else 'failed' end) end`,
        orderId: null,
        boughtAt: null,
        updatedAt: new Date(),
      })
      .where(
        and(eq(bargains.id, line.activity.id), eq(bargains.orderId, order.id), eq(bargains.state, 'bought')),
      )
      .returning({ activityId: bargains.activityId });
    if (!back) continue;
    await tx
      .update(bargainActivities)
      .set({ stock: sql`${bargainActivities.stock} + 1`, sold: sql`${bargainActivities.sold} - 1` })
      .where(eq(bargainActivities.id, back.activityId));
  }
}
