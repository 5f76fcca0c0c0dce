import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { stockReason } from '../../i18n/ledger-reasons.ts';
import { AppError } from '../../lib/errors.ts';
import { changeStock } from '../goods/index.ts';
import { orders } from '../orders/index.ts';
import { holdingsOf, linesOf } from './holdings.ts';
import { type RefundReversal, registerRefundReversal } from './reversal.ts';
import { afterSales } from './schema.ts';

/** The pieces to put back per SKU: this refund's, or, when it closes the order, every piece no earlier refund put back. */
async function piecesBack(tx: Tx, r: RefundReversal): Promise<Map<number, number>> {
  const back = new Map<number, number>();
  const add = (skuId: number, quantity: number) => {
    if (quantity > 0) back.set(skuId, (back.get(skuId) ?? 0) + quantity);
  };
  if (!r.full) {
    for (const l of r.lines) add(l.skuId, l.quantity);
    return back;
  }
  const mine = new Map(r.lines.map((l) => [l.orderLineId, l.quantity]));
  const [lines, refunded] = await Promise.all([
    linesOf(tx, r.order.id),
    holdingsOf(tx, r.order.id, 'refunded'),
  ]);
  for (const l of lines) {
    const byOthers = (refunded.taken.get(l.id)?.quantity ?? 0) - (mine.get(l.id) ?? 0);
    add(l.skuId, l.quantity - byOthers);
  }
  return back;
}

/**
 * Goods refunded before they left the shop (never shipped nor collected) go back on sale in the
 * refund's transaction, through the stock service and its ledger. A partial refund puts back its own
 * pieces (they will never ship: the shop ships the rest); the refund that closes the order puts back
 * every piece still out. Goods that left come back only through a received return (`restock`).
 */
export function registerUnsentRestock(): void {
  registerRefundReversal('unsentStock', async (tx, r) => {
    const [order] = await tx
      .select({ shippedAt: orders.shippedAt, receivedAt: orders.receivedAt })
      .from(orders)
      .where(eq(orders.id, r.order.id));
    if (!order || order.shippedAt || order.receivedAt) return;
    const [row] = await tx
      .select({ code: afterSales.code })
      .from(afterSales)
      .where(eq(afterSales.id, r.afterSaleId));
    const back = [...(await piecesBack(tx, r))].sort(([a], [b]) => a - b);
    for (const [skuId, quantity] of back) {
      try {
        await changeStock(
          tx,
          { principal: null },
          skuId,
          quantity,
          stockReason('refundRestock', { code: row?.code ?? r.order.code }),
        );
      } catch (error) {
        // A SKU removed from its product since: there is no stock left to give back to.
        if (!(error instanceof AppError && error.status === 404)) throw error;
      }
    }
  });
}
