import type { PaymentMethod } from '@hh/shared';
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../../db/client.ts';
import { now } from '../../../lib/clock.ts';
import type { Actor } from '../../../lib/context.ts';
import { publish } from '../../../lib/events.ts';
import { addSales } from '../../goods/index.ts';
import { orderLines, orderPayments, type orders } from '../schema.ts';
import { disarmUnpaidTimer } from '../timers.ts';
import { moveOrder } from '../transitions.ts';
import { armProviderClose } from './close.ts';

type OrderRecord = typeof orders.$inferSelect;

/**
 * Payments still open for an order: closed when it is paid, cancelled or repriced (a new out-trade-no
 * follows), here and — by a job armed in this transaction — at the provider.
 */
export async function closePendingPayments(tx: Tx, orderId: number, at = now()) {
  const closed = await tx
    .update(orderPayments)
    .set({ status: 'closed', closedAt: at })
    .where(and(eq(orderPayments.orderId, orderId), eq(orderPayments.status, 'pending')))
    .returning({ id: orderPayments.id, companyId: orderPayments.companyId });
  for (const payment of closed) await armProviderClose(tx, payment);
}

/**
 * The order paid: to ship, or to verify at the store for pickup; its products' sales counted; the
 * other open payments closed; the desk told.
 */
export async function settleOrder(
  tx: Tx,
  actor: Actor,
  order: OrderRecord,
  payment: { id: number; method: PaymentMethod; outTradeNo: string },
  at = now(),
) {
  const moved = await moveOrder(tx, actor, order, 'pay', {
    set: { payMethod: payment.method },
    params: { method: payment.method, outTradeNo: payment.outTradeNo, amount: order.payAmount },
    at,
  });
  await addSales(
    tx,
    await tx
      .select({ productId: orderLines.productId, quantity: orderLines.quantity })
      .from(orderLines)
      .where(eq(orderLines.orderId, order.id)),
  );
  await closePendingPayments(tx, order.id, at);
  await disarmUnpaidTimer(tx, order);
  await publish(tx, {
    companyId: order.companyId,
    type: 'order.paid',
    actorId: actor.kind === 'staff' ? actor.id : null,
    data: { orderId: order.id, code: order.code, payAmount: order.payAmount, method: payment.method },
  });
  return moved;
}
