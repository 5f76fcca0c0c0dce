import type { ActivityRef } from '@hh/shared';
import { activeSession, type SlotHours, shopDayOf } from '@hh/shared/seckill-time';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { now } from '../../lib/clock.ts';
import { conflict } from '../../lib/errors.ts';
import { productSkus, products } from '../goods/index.ts';
import { members } from '../members/index.ts';
import { seckillActivities, seckillPurchases, seckillSkus, seckillStockLedger } from './schema.ts';
import { forgetSeckillShort, knownSeckillShort, noteSeckillStock } from './sold-out.ts';

/** A checkout line at a seckill price, as the pricing pipeline asks (its activity id: the activity SKU's). */
interface SeckillLine {
  activity: ActivityRef;
  skuId: number;
  quantity: number;
}

interface Order {
  id: number;
  companyId: number;
  memberId: number;
}

const labelOf = (name: string, specKey: string) => (specKey ? `${name}（${specKey}）` : name);

/**
 * A line whose activity SKU this server last read sold out is refused before any transaction (see
 * sold-out.ts): the rush queued for the database does not hold it up.
 */
function refuseKnownSeckillShort(
  companyId: number,
  lines: readonly Pick<SeckillLine, 'activity' | 'quantity'>[],
) {
  for (const line of lines) {
    const known = knownSeckillShort(companyId, line.activity.id, line.quantity);
    if (known) throw conflict('seckill.soldOut', { name: known.label });
  }
}

/**
 * The seckill price of each line, in one read without a lock: refused (409) unless the activity SKU
 * sells this very product SKU, its activity is enabled and one of its slots runs now on one of its
 * days, the line is within the per-order limit and the activity still has the pieces. Each price
 * carries the activity's unpaid timeout (the order's pay deadline).
 */
async function quoteSeckill(tx: Tx, companyId: number, lines: readonly SeckillLine[], at: Date) {
  const rows = await tx
    .select({
      id: seckillSkus.id,
      skuId: seckillSkus.skuId,
      price: seckillSkus.price,
      stock: seckillSkus.stock,
      perOrder: seckillSkus.perOrder,
      name: seckillActivities.name,
      enabled: seckillActivities.enabled,
      startDate: seckillActivities.startDate,
      endDate: seckillActivities.endDate,
      unpaidMinutes: seckillActivities.unpaidMinutes,
      productName: products.name,
      specKey: productSkus.specKey,
      slots: sql<
        SlotHours[]
      >`(select coalesce(jsonb_agg(jsonb_build_object('startHour', s.start_hour, 'hours', s.hours)), '[]'::jsonb)
        from seckill_slots s where ${seckillActivities.slotIds} @> to_jsonb(s.id))`,
    })
    .from(seckillSkus)
    .innerJoin(seckillActivities, eq(seckillActivities.id, seckillSkus.activityId))
    .innerJoin(productSkus, eq(productSkus.id, seckillSkus.skuId))
    .innerJoin(products, eq(products.id, productSkus.productId))
    .where(
      inArray(
        seckillSkus.id,
        lines.map((l) => l.activity.id),
      ),
    );
  return lines.map((line) => {
    const row = rows.find((r) => r.id === line.activity.id);
    const running =
      row?.skuId === line.skuId &&
      row.enabled &&
      activeSession(row.slots, row.startDate, row.endDate, at.getTime()) !== undefined;
    if (!row || !running) throw conflict('seckill.notOn', { name: row?.productName ?? `#${line.skuId}` });
    const name = labelOf(row.productName, row.specKey);
    if (line.quantity > row.perOrder) throw conflict('seckill.perOrder', { name, max: row.perOrder });
    noteSeckillStock(companyId, row.id, row.stock, name);
    if (row.stock < line.quantity) throw conflict('seckill.soldOut', { name });
    return { unitPrice: row.price, label: row.name, unpaidMinutes: row.unpaidMinutes };
  });
}

/**
 * The member's limits, under the member's row lock (the shopper's create holds it already; staff's
 * takes it here): no other unpaid seckill order, and the pieces bought of each activity SKU today and
 * in all (a cancelled order's pieces were returned, so not counted) plus this order's, within the
 * per-day and per-activity limits.
 */
async function assertRoom(tx: Tx, order: Order, lines: readonly SeckillLine[], day: string) {
  await tx.select({ uid: members.uid }).from(members).where(eq(members.uid, order.memberId)).for('update');
  const ids = lines.map((l) => l.activity.id);
  const [limits, bought] = await Promise.all([
    tx
      .select({
        id: seckillSkus.id,
        perDay: seckillSkus.perDay,
        perActivity: seckillSkus.perActivity,
        name: products.name,
        specKey: productSkus.specKey,
      })
      .from(seckillSkus)
      .innerJoin(productSkus, eq(productSkus.id, seckillSkus.skuId))
      .innerJoin(products, eq(products.id, productSkus.productId))
      .where(inArray(seckillSkus.id, ids)),
    tx
      .select({
        seckillSkuId: seckillPurchases.seckillSkuId,
        all: sql<number>`coalesce(sum(${seckillPurchases.quantity}), 0)`.mapWith(Number),
        today:
          sql<number>`coalesce(sum(${seckillPurchases.quantity}) filter (where ${seckillPurchases.day} = ${day}), 0)`.mapWith(
            Number,
          ),
        // Orders sit above this module: their status is read by the table's name, not imported.
        unpaid: sql<boolean>`bool_or(exists (select 1 from orders o where o.id = ${seckillPurchases.orderId}
          and o.status = 'unpaid' and o.id <> ${order.id}))`,
      })
      .from(seckillPurchases)
      .where(and(eq(seckillPurchases.memberId, order.memberId), isNull(seckillPurchases.returnedAt)))
      .groupBy(seckillPurchases.seckillSkuId),
  ]);
  if (bought.some((b) => b.unpaid)) throw conflict('seckill.unpaidOrder');
  for (const line of lines) {
    const limit = limits.find((l) => l.id === line.activity.id);
    if (!limit) continue;
    const name = labelOf(limit.name, limit.specKey);
    const mine = bought.find((b) => b.seckillSkuId === line.activity.id) ?? { all: 0, today: 0 };
    if (limit.perDay !== null && mine.today + line.quantity > limit.perDay) {
      throw conflict('seckill.perDay', { name, max: limit.perDay, bought: mine.today });
    }
    if (limit.perActivity !== null && mine.all + line.quantity > limit.perActivity) {
      throw conflict('seckill.perActivity', { name, max: limit.perActivity, bought: mine.all });
    }
  }
}

/**
 * At the order's creation, in its transaction and before its product stock is taken: the member's
 * limits, then the activity stock of each line by one guarded update (never below zero), its ledger
 * line and the purchase the limits count. A sold-out line throws and the whole order rolls back.
 */
async function reserveSeckill(tx: Tx, order: Order, lines: readonly SeckillLine[]) {
  const at = now();
  const day = shopDayOf(at);
  await assertRoom(tx, order, lines, day);
  const sorted = [...lines].sort((a, b) => a.activity.id - b.activity.id);
  for (const line of sorted) {
    const id = line.activity.id;
    const [taken] = await tx
      .update(seckillSkus)
      .set({
        stock: sql`${seckillSkus.stock} - ${line.quantity}`,
        sold: sql`${seckillSkus.sold} + ${line.quantity}`,
      })
      .where(and(eq(seckillSkus.id, id), sql`${seckillSkus.stock} >= ${line.quantity}`))
      .returning({ stock: seckillSkus.stock, activityId: seckillSkus.activityId });
    if (!taken) {
      noteSeckillStock(order.companyId, id, 0);
      throw conflict('seckill.soldOut', { name: knownSeckillShort(order.companyId, id, 1)?.label ?? '' });
    }
    if (taken.stock === 0) noteSeckillStock(order.companyId, id, 0);
    await tx.insert(seckillStockLedger).values({
      seckillSkuId: id,
      change: -line.quantity,
      after: taken.stock,
      reason: 'order',
      orderId: order.id,
    });
    await tx.insert(seckillPurchases).values({
      orderId: order.id,
      activityId: taken.activityId,
      seckillSkuId: id,
      memberId: order.memberId,
      quantity: line.quantity,
      day,
      createdAt: at,
    });
  }
}

/**
 * A cancelled order's activity stock back, exactly once: its purchases are marked returned by one
 * guarded update (another cancel path finds none left), then each activity SKU gets its pieces back
 * by one update with its ledger line.
 */
async function returnSeckillStock(tx: Tx, order: Pick<Order, 'id' | 'companyId'>) {
  const returned = await tx
    .update(seckillPurchases)
    .set({ returnedAt: now() })
    .where(and(eq(seckillPurchases.orderId, order.id), isNull(seckillPurchases.returnedAt)))
    .returning({ seckillSkuId: seckillPurchases.seckillSkuId, quantity: seckillPurchases.quantity });
  for (const line of returned.sort((a, b) => a.seckillSkuId - b.seckillSkuId)) {
    const [back] = await tx
      .update(seckillSkus)
      .set({
        stock: sql`${seckillSkus.stock} + ${line.quantity}`,
        sold: sql`${seckillSkus.sold} - ${line.quantity}`,
      })
      .where(eq(seckillSkus.id, line.seckillSkuId))
      .returning({ stock: seckillSkus.stock });
    // The activity SKU was removed since (it had sold nothing then): nothing to give back to.
    if (!back) continue;
    await tx.insert(seckillStockLedger).values({
      seckillSkuId: line.seckillSkuId,
      change: line.quantity,
      after: back.stock,
      reason: 'cancel',
      orderId: order.id,
    });
    forgetSeckillShort(order.companyId, line.seckillSkuId);
  }
}

/** Seckill as the pricing pipeline's activity resolver (orders' `ACTIVITY_RESOLVERS`). */
export const seckillResolver = {
  kind: 'seckill' as const,
  quote: (tx: Tx, buyer: { companyId: number }, lines: readonly SeckillLine[], at: Date) =>
    quoteSeckill(tx, buyer.companyId, lines, at),
  reserve: (tx: Tx, order: Order, lines: readonly SeckillLine[]) => reserveSeckill(tx, order, lines),
  release: (tx: Tx, order: Order) => returnSeckillStock(tx, order),
  knownShort: refuseKnownSeckillShort,
};
