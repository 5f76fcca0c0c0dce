import { fromCents, toCents } from '@hh/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import type { Actor } from '../../lib/context.ts';
import { AppError, fieldError } from '../../lib/errors.ts';
import { closePendingPayments } from './payments/settle.ts';
import { assertRepriceBound } from './reprice-bound.ts';
import { orders } from './schema.ts';
import { recordEvent } from './transitions.ts';

type OrderRecord = typeof orders.$inferSelect;

/**
 * A new price for an unpaid order, in one guarded statement (`WHERE status = 'unpaid'`, and the
 * change count the caller read, so two staff cannot both make "the first" change): the first
 * price is kept, the count goes up, the open payments are closed (the next attempt gets a new
 * out-trade-no for the new amount) and the timeline says old → new. Whether a second change is
 * allowed (order:priceAgain) is the caller's rule.
 */
export async function repriceOrder(
  tx: Tx,
  actor: Actor,
  order: OrderRecord,
  payAmount: string,
): Promise<OrderRecord> {
  const amount = fromCents(toCents(payAmount));
  if (toCents(amount) < 0n) throw fieldError('payAmount', 'error.validation');
  if (toCents(amount) === toCents(order.payAmount)) throw fieldError('payAmount', 'order.priceSame');
  await assertRepriceBound(tx, order, amount);
  const now = new Date();
  const [changed] = await tx
    .update(orders)
    .set({
      payAmount: amount,
      originalPayAmount: order.originalPayAmount ?? order.payAmount,
      priceChangeCount: sql`${orders.priceChangeCount} + 1`,
      updatedAt: now,
    })
    .where(
      and(
        eq(orders.id, order.id),
        eq(orders.companyId, order.companyId),
        eq(orders.status, 'unpaid'),
        eq(orders.priceChangeCount, order.priceChangeCount),
      ),
    )
    .returning();
  if (!changed) throw new AppError(409, 'order.illegalTransition');
  await closePendingPayments(tx, order.id, now);
  await recordEvent(tx, actor, order.id, 'changePrice', { from: order.payAmount, to: amount }, now);
  return changed;
}
