import type { PaymentMethod } from '@hh/shared';
import { and, eq, getTableColumns, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client.ts';
import { rowOf, writeTogether } from '../../../db/one-trip.ts';
import { now } from '../../../lib/clock.ts';
import { publish } from '../../../lib/events.ts';
import { activityPriced, paidActivities } from '../checkout/activities.ts';
import { purchaseCouponsJob } from '../purchase-coupons.ts';
import { orders } from '../schema.ts';
import { disarmingUnpaidTimer } from '../timers.ts';
import { announceStep, eventLinesOf, movingOrder, type ReadActor } from '../transitions.ts';
import { closingPendingPayments } from './close.ts';

/**
 * Payments still open for an order: closed when it is paid, cancelled or repriced (a new out-trade-no
 * follows), here and — by a job armed in this transaction — at the provider.
 */
export async function closePendingPayments(tx: Tx, orderId: number, at = now()) {
  await writeTogether(tx, closingPendingPayments(orderId, at));
}

const {
  discounts: _discounts,
  preOrderKey: _preOrderKey,
  freightRefunded: _freightRefunded,
  updatedAt: _updatedAt,
  salesPending: _salesPending,
  ...shown
} = getTableColumns(orders);

/** A payer's part of the payment's statement (the wallet's charge and its payment row). */
export interface Payer {
  /** CTEs taken before the order's row (a row lock `guard` reads), in this order. */
  first: Record<string, SQL>;
  /** What else the order must be for this payer (its member, its deadline, the CTEs above). */
  guard: SQL;
  /** The payer's writes, reading the order as it moved from the CTE `moved` (its id, amount, code). */
  writes: Record<string, SQL>;
  /** Whether the payer's writes took, read from them. */
  charged: SQL<boolean>;
}

/**
 * Pays an unpaid order, in one statement: the order moved to paid (to ship, or to verify at the store
 * for pickup; its products' sales left to count: `foldProductsSoon` once committed, off this
 * transaction and its hot product rows) with its timeline line, the other open payments closed (here,
 * and by a job at the provider), the unpaid timer disarmed, the after-purchase coupons' job (written
 * only when the shop runs such an issue), and the `payer`'s writes; then its activities told (only an
 * activity order costs more) and the desk told. Undefined when the order did not move (no longer
 * unpaid, or not as `payer.guard` wants it: the caller reads why); `charged` false when the payer's
 * writes did not take. Either way the caller must end the transaction (it throws).
 */
export async function settleOrder(
  tx: Tx,
  actor: ReadActor,
  order: { id: number; companyId: number },
  payment: { method: PaymentMethod; outTradeNo: string },
  at = now(),
  payer: Payer | undefined = undefined,
) {
  const where = and(eq(orders.id, order.id), eq(orders.companyId, order.companyId), payer?.guard)!;
  const moving = movingOrder(
    tx,
    actor,
    'unpaid',
    'pay',
    where,
    { ...shown, activityPriced: activityPriced.as('activity_priced') },
    { set: { payMethod: payment.method, salesPending: true }, at },
  );
  const [row] = await writeTogether<Record<string, unknown> & { activity_priced: boolean; charged: boolean }>(
    tx,
    {
      ...payer?.first,
      moved: moving,
      ...payer?.writes,
      payLine: eventLinesOf(
        'moved',
        actor,
        'pay',
        {
          from: 'unpaid',
          to: sql`status`,
          method: payment.method,
          outTradeNo: payment.outTradeNo,
          amount: sql`pay_amount::text`,
        },
        at,
      ),
      ...closingPendingPayments(order.id, at),
      unpaidTimer: disarmingUnpaidTimer(order),
      ...purchaseCouponsJob({ ...order, payAmount: sql`(select pay_amount from moved)` }, at),
    },
    sql`select *, ${payer?.charged ?? sql`true`} as charged from moved`,
  );
  if (!row) return undefined;
  const {
    discounts: _d,
    preOrderKey: _k,
    freightRefunded: _f,
    updatedAt: _u,
    salesPending: _s,
    ...paid
  } = rowOf(orders, row);
  if (!row.charged) return { order: paid, charged: false };
  await announceStep(tx, actor, paid, 'unpaid');
  await paidActivities(tx, { ...paid, activityPriced: row.activity_priced });
  await publish(tx, {
    companyId: order.companyId,
    type: 'order.paid',
    actorId: actor.kind === 'staff' ? actor.id : null,
    data: { orderId: order.id, code: paid.code, payAmount: paid.payAmount, method: payment.method },
  });
  return { order: paid, charged: true };
}
