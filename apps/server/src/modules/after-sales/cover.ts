import { and, asc, eq, notInArray } from 'drizzle-orm';
import { tellAfterSaleCover } from '../orders/index.ts';
import { holdingsOf, linesOf } from './holdings.ts';
import { afterSales } from './schema.ts';

/**
 * Tells the orders module which after-sales are open on an order and whether, with the refunded ones,
 * they ask back every piece: then the goods may not leave (ship, pickup).
 */
export function registerAfterSaleCover(): void {
  tellAfterSaleCover(async (tx, orderId) => {
    const open = await tx
      .select({ id: afterSales.id, code: afterSales.code })
      .from(afterSales)
      .where(
        and(
          eq(afterSales.orderId, orderId),
          notInArray(afterSales.status, ['refunded', 'rejected', 'withdrawn', 'closed']),
        ),
      )
      .orderBy(asc(afterSales.id));
    if (open.length === 0) return { open, coversAll: false };
    const [lines, held] = await Promise.all([linesOf(tx, orderId), holdingsOf(tx, orderId, 'open')]);
    const coversAll = lines.every((l) => (held.taken.get(l.id)?.quantity ?? 0) >= l.quantity);
    return { open, coversAll };
  });
}
