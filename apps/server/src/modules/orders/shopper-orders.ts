import { type OrderStatus, SHOP_ORDER_STATUSES, type shopperOrderSchemas } from '@hh/shared';
import { and, asc, count, desc, eq, inArray, ne } from 'drizzle-orm';
import type { z } from 'zod';
import { inShop } from '../../db/access.ts';
import type { Tx } from '../../db/client.ts';
import { t } from '../../i18n/messages.ts';
import type { ShopperContext } from '../../lib/context.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { actorOf } from './buyer.ts';
import { cancelOrder, receiveOrder } from './lifecycle.ts';
import { returnsOf } from './payments/returns.ts';
import { orderEvents, orderLines, orderPayments, orders } from './schema.ts';
import { timelineForShopper } from './shopper-timeline.ts';

type Query = z.output<typeof shopperOrderSchemas.query>;

const mine = (ctx: ShopperContext) => eq(orders.memberId, ctx.shopper.memberId);

/** What the shopper may see of an order: all but the staff's remark. */
const forShopper = ({ staffRemark: _remark, ...order }: typeof orders.$inferSelect) => order;

async function linesOf(tx: Tx, orderIds: number[]) {
  if (orderIds.length === 0) return [];
  return tx
    .select()
    .from(orderLines)
    .where(inArray(orderLines.orderId, orderIds))
    .orderBy(asc(orderLines.id));
}

/** The shopper's orders, newest first, each with its lines (one query for all the lines of the page). */
export function shopperOrders(ctx: ShopperContext, query: Query) {
  return inShop(ctx, async (tx) => {
    const where = and(mine(ctx), query.status?.length ? inArray(orders.status, query.status) : undefined);
    const rows = await tx
      .select()
      .from(orders)
      .where(where)
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(query.size)
      .offset(query.page * query.size);
    const lines = await linesOf(
      tx,
      rows.map((r) => r.id),
    );
    const [total] = await tx.select({ n: count() }).from(orders).where(where);
    return {
      content: rows.map((r) => ({ ...forShopper(r), lines: lines.filter((l) => l.orderId === r.id) })),
      totalElements: total?.n ?? 0,
    };
  });
}

/** How many of the shopper's orders are in each status, every status named (0 when none). */
export function shopperOrderCounts(ctx: ShopperContext): Promise<Record<OrderStatus, number>> {
  return inShop(ctx, async (tx) => {
    const rows = await tx
      .select({ status: orders.status, n: count() })
      .from(orders)
      .where(mine(ctx))
      .groupBy(orders.status);
    return Object.fromEntries(
      SHOP_ORDER_STATUSES.map((s) => [s, rows.find((r) => r.status === s)?.n ?? 0]),
    ) as Record<OrderStatus, number>;
  });
}

async function ownOrder(tx: Tx, ctx: ShopperContext, id: number, lock = false) {
  const q = tx
    .select()
    .from(orders)
    .where(and(eq(orders.id, id), mine(ctx)));
  const [row] = lock ? await q.for('update') : await q;
  if (!row) throw notFound();
  return row;
}

/** One of the shopper's orders with its lines, timeline (staff remarks left out), payments and payments given back. */
export function shopperOrder(ctx: ShopperContext, id: number) {
  return inShop(ctx, async (tx) => {
    const order = await ownOrder(tx, ctx, id);
    const [lines, events, payments] = [
      await linesOf(tx, [id]),
      await tx
        .select()
        .from(orderEvents)
        .where(and(eq(orderEvents.orderId, id), ne(orderEvents.action, 'remark')))
        .orderBy(asc(orderEvents.id)),
      await tx
        .select()
        .from(orderPayments)
        .where(eq(orderPayments.orderId, id))
        .orderBy(asc(orderPayments.id)),
    ];
    const returnedPayments = (await returnsOf(tx, id)).map((r) => ({
      ...r,
      statusText: t(ctx.lang, `order.returnStatus.${r.status}`),
    }));
    return {
      ...forShopper(order),
      lines,
      events: timelineForShopper(ctx.lang, events),
      payments,
      returnedPayments,
    };
  });
}

/** The shopper cancels their unpaid order: stock back, payments closed (409 once paid). */
export function cancelShopperOrder(ctx: ShopperContext, id: number) {
  return inShop(ctx, async (tx) =>
    cancelOrder(tx, await actorOf(tx, ctx), await ownOrder(tx, ctx, id, true), 'shopper'),
  );
}

/** The shopper confirms receipt of a shipped order (a pickup order is received by verification at the store). */
export function confirmShopperReceipt(ctx: ShopperContext, id: number) {
  return inShop(ctx, async (tx) => {
    const order = await ownOrder(tx, ctx, id, true);
    if (order.status !== 'shipped') throw new AppError(409, 'order.illegalTransition');
    return receiveOrder(tx, await actorOf(tx, ctx), order);
  });
}
