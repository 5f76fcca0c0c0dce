import type { PaymentMethod } from '@hh/shared';
import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client.ts';
import { writeTogether } from '../../../db/one-trip.ts';
import { now } from '../../../lib/clock.ts';
import type { Actor } from '../../../lib/context.ts';
import { publish } from '../../../lib/events.ts';
import { paidActivities } from '../checkout/activities.ts';
import { purchaseCouponsJob } from '../purchase-coupons.ts';
import type { orders } from '../schema.ts';
import { disarmingUnpaidTimer } from '../timers.ts';
import { eventLine, moveOrder } from '../transitions.ts';
import { closingPendingPayments } from './close.ts';

type OrderRecord = typeof orders.$inferSelect;

/**
 * Payments still open for an order: closed when it is paid, cancelled or repriced (a new out-trade-no
 * follows), here and — by a job armed in this transaction — at the provider.
 */
export async function closePendingPayments(tx: Tx, orderId: number, at = now()) {
  await writeTogether(tx, closingPendingPayments(orderId, at));
}

/**
 * The order paid: to ship, or to verify at the store for pickup; its products' sales left to count
 * (`foldProductsSoon` once committed, off this transaction and its hot product rows); the
 * other open payments closed (here, and by a job at the provider); the unpaid timer disarmed; the
 * desk told. The payer's own writes (`alongside`: the wallet's charge and its payment row) go in
 * the same round trip as these, and `charged` reads from them whether they took: when not, the
 * order stays unpaid and the transaction must end (the caller throws). The after-purchase coupons'
 * job rides in the same round trip, written only when the shop runs such an issue.
 */
export async function settleOrder(
  tx: Tx,
  actor: Actor,
  order: OrderRecord,
  payment: { method: PaymentMethod; outTradeNo: string },
  at = now(),
  alongside: { writes: Record<string, SQLWrapper>; charged: SQL } | undefined = undefined,
): Promise<OrderRecord | undefined> {
  const params = { method: payment.method, outTradeNo: payment.outTradeNo, amount: order.payAmount };
  // The order moves first: its status counters are what every order transaction takes first.
  const moved = await moveOrder(tx, actor, order, 'pay', {
    set: { payMethod: payment.method, salesPending: true },
    params,
    at,
    ownLine: true,
  });
  const [answer] = await writeTogether<{ charged: boolean }>(
    tx,
    {
      ...alongside?.writes,
      payLine: eventLine(tx, actor, order.id, 'pay', { from: order.status, to: moved.status, ...params }, at),
      ...closingPendingPayments(order.id, at),
      unpaidTimer: disarmingUnpaidTimer(order),
      ...purchaseCouponsJob(order, at),
    },
    sql`select ${alongside?.charged ?? sql`true`} as charged`,
  );
  if (!answer?.charged) return undefined;
  await paidActivities(tx, moved);
  await publish(tx, {
    companyId: order.companyId,
    type: 'order.paid',
    actorId: actor.kind === 'staff' ? actor.id : null,
    data: { orderId: order.id, code: order.code, payAmount: order.payAmount, method: payment.method },
  });
  return moved;
}
