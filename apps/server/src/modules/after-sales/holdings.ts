import { type AfterSaleStatus, type AfterSaleType, toCents } from '@hh/shared';
import { and, asc, eq, gt, inArray, notInArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { orderLines, type orders } from '../orders/index.ts';
import type { PaidLine, PaidOrder, Taken } from './amounts.ts';
import { afterSaleLines, afterSales } from './schema.ts';
import { DAY_MS } from './settings.ts';

type OrderRecord = typeof orders.$inferSelect;

/** After-sales that gave nothing back and hold nothing any more. */
const ENDED: AfterSaleStatus[] = ['rejected', 'withdrawn', 'closed'];

/** Orders paid and not closed: the ones an after-sale may be asked on. */
const OPEN_PAID: OrderRecord['status'][] = ['toShip', 'toVerify', 'shipped', 'received', 'completed'];
/** The goods have left the shop (or were collected): they can be sent back. */
const GOODS_OUT: OrderRecord['status'][] = ['shipped', 'received', 'completed'];
/** The goods are still in the shop: paid, not shipped nor collected. */
const GOODS_HOME: OrderRecord['status'][] = ['toShip', 'toVerify'];

/** Only a refund while the goods have not left may be approved by the timer; anything else a person decides. */
export const mayAutoApprove = (order: Pick<OrderRecord, 'status'>) => GOODS_HOME.includes(order.status);

export interface Holdings {
  taken: Map<number, Taken>;
  freightTaken: boolean;
}

/**
 * What the order's after-sales hold, line by line: the open and refunded ones (`open`), or only the
 * refunded ones. Optionally counting one more after-sale as refunded (the one being refunded now).
 */
export async function holdingsOf(
  tx: Tx,
  orderId: number,
  which: 'open' | 'refunded',
  alsoRefunded?: number,
): Promise<Holdings> {
  const statuses =
    which === 'open'
      ? notInArray(afterSales.status, ENDED)
      : alsoRefunded === undefined
        ? eq(afterSales.status, 'refunded')
        : sql`(${afterSales.status} = 'refunded' or ${afterSales.id} = ${alsoRefunded})`;
  const rows = await tx
    .select({
      orderLineId: afterSaleLines.orderLineId,
      quantity: sql<string>`sum(${afterSaleLines.quantity})`,
      amount: sql<string>`sum(${afterSaleLines.amount})`,
    })
    .from(afterSaleLines)
    .innerJoin(afterSales, eq(afterSales.id, afterSaleLines.afterSaleId))
    .where(and(eq(afterSales.orderId, orderId), statuses))
    .groupBy(afterSaleLines.orderLineId);
  const [freight] = await tx
    .select({ id: afterSales.id })
    .from(afterSales)
    .where(and(eq(afterSales.orderId, orderId), statuses, gt(afterSales.freightAmount, '0')))
    .limit(1);
  return {
    taken: new Map(
      rows.map((r) => [Number(r.orderLineId), { quantity: Number(r.quantity), amount: toCents(r.amount) }]),
    ),
    freightTaken: freight !== undefined,
  };
}

export async function linesOf(tx: Tx, orderId: number) {
  return tx.select().from(orderLines).where(eq(orderLines.orderId, orderId)).orderBy(asc(orderLines.id));
}

export const paidOrder = (order: OrderRecord): PaidOrder => ({
  payAmount: order.payAmount,
  freight: order.freight,
  freightRefunded: order.freightRefunded,
});

export const paidLines = (lines: PaidLine[]): PaidLine[] =>
  lines.map((l) => ({ id: l.id, quantity: l.quantity, lineTotal: l.lineTotal, discount: l.discount }));

/** Every piece of the order is held by refunded after-sales and the freight is back (or there was none). */
export function nothingLeft(order: OrderRecord, lines: PaidLine[], refunded: Holdings): boolean {
  const piecesBack = lines.every((l) => (refunded.taken.get(l.id)?.quantity ?? 0) >= l.quantity);
  const freightBack = Number(order.freight) === 0 || refunded.freightTaken || order.freightRefunded;
  return piecesBack && freightBack;
}

export interface Eligibility {
  problem: 'afterSale.notPaid' | 'afterSale.windowClosed' | null;
  types: AfterSaleType[];
  windowEndsAt: Date | null;
}

/** May an after-sale be asked on the order now, and of which types? The window runs from receipt. */
export function eligibility(order: OrderRecord, windowDays: number, now = new Date()): Eligibility {
  const windowEndsAt = order.receivedAt ? new Date(order.receivedAt.getTime() + windowDays * DAY_MS) : null;
  const types: AfterSaleType[] = GOODS_OUT.includes(order.status) ? ['refund', 'returnRefund'] : ['refund'];
  if (!OPEN_PAID.includes(order.status)) return { problem: 'afterSale.notPaid', types, windowEndsAt };
  if (windowEndsAt && now > windowEndsAt) return { problem: 'afterSale.windowClosed', types, windowEndsAt };
  return { problem: null, types, windowEndsAt };
}

/** The after-sales of an order with these ids, for reading their lines in one query. */
export function linesOfAfterSales(tx: Tx, ids: number[]) {
  return ids.length === 0
    ? Promise.resolve([])
    : tx
        .select()
        .from(afterSaleLines)
        .where(inArray(afterSaleLines.afterSaleId, ids))
        .orderBy(asc(afterSaleLines.id));
}
