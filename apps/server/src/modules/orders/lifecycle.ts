import type { CancelReason } from '@hh/shared';
import type { Tx } from '../../db/client.ts';
import { stockReason } from '../../i18n/ledger-reasons.ts';
import { now } from '../../lib/clock.ts';
import type { Actor } from '../../lib/context.ts';
import { AppError } from '../../lib/errors.ts';
import { returnOrderCoupon } from '../coupons/index.ts';
import { changeStock } from '../goods/index.ts';
import { settleActivities, storedActivityLines } from './checkout/activities.ts';
import { closePendingPayments } from './payments/settle.ts';
import type { orders } from './schema.ts';
import { lockSkus } from './stock.ts';
import { disarmReceiveTimer, disarmUnpaidTimer, scheduleAfterReceipt } from './timers.ts';
import { moveOrder } from './transitions.ts';

type OrderRecord = typeof orders.$inferSelect;

/**
 * Cancels an unpaid order (shopper, timeout or staff): the guarded move, the open payments closed,
 * its coupon given back (with its own window), what its activity lines reserved given back to their activities, then the stock of every line given back through the stock service (a SKU deleted since has none
 * to take back), in the caller's transaction. The SKUs are locked last, as createOrder does.
 */
export async function cancelOrder(tx: Tx, actor: Actor, order: OrderRecord, reason: CancelReason) {
  if (order.status !== 'unpaid') throw new AppError(409, 'order.illegalTransition');
  const at = now();
  const cancelled = await moveOrder(tx, actor, order, 'cancel', {
    set: { cancelReason: reason },
    params: { reason },
    at,
  });
  await closePendingPayments(tx, order.id, at);
  await returnOrderCoupon(tx, order.id);
  // The timeout's own job is the one running this; any other cancel drops the pending timer.
  if (reason !== 'timeout') await disarmUnpaidTimer(tx, order);
  const lines = await storedActivityLines(tx, order.id);
  await settleActivities(tx, order, lines, 'release');
  await lockSkus(
    tx,
    lines.map((l) => l.skuId),
  );
  const operator = { principal: actor.kind === 'staff' ? { userId: actor.id } : null };
  for (const line of lines) {
    try {
      await changeStock(
        tx,
        operator,
        line.skuId,
        line.quantity,
        stockReason('orderCancel', { code: order.code }),
      );
    } catch (error) {
      // A SKU removed from its product since: there is no stock left to give back to.
      if (!(error instanceof AppError && error.status === 404)) throw error;
    }
  }
  return cancelled;
}

/**
 * Receipt: a shipped order confirmed (by the shopper, or the timer), or a pickup order verified at
 * the store; the completion timer is armed and the receipt timer dropped.
 */
export async function receiveOrder(
  tx: Tx,
  actor: Actor,
  order: OrderRecord,
  params: Record<string, string | number | null> = {},
) {
  const action = order.status === 'toVerify' ? 'verify' : 'receive';
  const received = await moveOrder(tx, actor, order, action, { params });
  await scheduleAfterReceipt(tx, received);
  // The receipt timer's own job is the one running this when the system receives.
  if (actor.kind !== 'system') await disarmReceiveTimer(tx, order);
  return received;
}
