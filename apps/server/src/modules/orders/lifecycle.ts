import type { CancelReason } from '@hh/shared';
import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import type { Actor } from '../../lib/context.ts';
import { AppError } from '../../lib/errors.ts';
import { changeStock } from '../goods/index.ts';
import { closePendingPayments } from './payments/settle.ts';
import { orderLines, type orders } from './schema.ts';
import { moveOrder } from './transitions.ts';

type OrderRecord = typeof orders.$inferSelect;

/**
 * Cancels an unpaid order (shopper, timeout or staff): the guarded move, the stock of every line
 * given back through the stock service (a SKU deleted since has none to take back), the open
 * payments closed, in the caller's transaction.
 */
export async function cancelOrder(tx: Tx, actor: Actor, order: OrderRecord, reason: CancelReason) {
  const now = new Date();
  const cancelled = await moveOrder(tx, actor, order, 'cancelled', {
    set: { cancelReason: reason },
    params: { reason },
    at: now,
  });
  const lines = await tx
    .select()
    .from(orderLines)
    .where(eq(orderLines.orderId, order.id))
    .orderBy(orderLines.skuId);
  const operator = { principal: actor.kind === 'staff' ? { userId: actor.id } : null };
  for (const line of lines) {
    try {
      await changeStock(tx, operator, line.skuId, line.quantity, `订单取消 ${order.code}`);
    } catch (error) {
      // A SKU removed from its product since: there is no stock left to give back to.
      if (!(error instanceof AppError && error.status === 404)) throw error;
    }
  }
  await closePendingPayments(tx, order.id, now);
  return cancelled;
}

/** Receipt: a shipped order confirmed (by the shopper, or the timer), or a pickup order verified at the store. */
export function receiveOrder(
  tx: Tx,
  actor: Actor,
  order: OrderRecord,
  params: Record<string, string | number | null> = {},
) {
  return moveOrder(tx, actor, order, 'received', { params });
}
