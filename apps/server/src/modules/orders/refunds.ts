import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import type { Actor } from '../../lib/context.ts';
import { conflict } from '../../lib/errors.ts';
import { orders } from './schema.ts';
import { disarmDeliveryTimers } from './timers.ts';
import { moveOrder, recordEvent } from './transitions.ts';

type OrderRecord = typeof orders.$inferSelect;

/**
 * Money came back on an order (an after-sale's refund): one guarded UPDATE adds it to the refunded sum
 * only while the sum stays within what was paid (409 otherwise; a CHECK holds the same line), marks the
 * freight given back, and sets the refund state. A full refund closes the order and drops its receipt and
 * completion timers. Timeline lines follow.
 */
export async function recordOrderRefund(
  tx: Tx,
  actor: Actor,
  order: Pick<OrderRecord, 'id' | 'companyId'>,
  refund: { amount: string; freight: boolean; full: boolean; code: string },
  at = new Date(),
): Promise<OrderRecord> {
  const [updated] = await tx
    .update(orders)
    .set({
      refundedAmount: sql`${orders.refundedAmount} + ${refund.amount}::numeric`,
      freightRefunded: refund.freight ? true : sql`${orders.freightRefunded}`,
      refundStatus: refund.full ? 'full' : 'partial',
      updatedAt: at,
    })
    .where(
      and(
        eq(orders.id, order.id),
        eq(orders.companyId, order.companyId),
        sql`${orders.refundedAmount} + ${refund.amount}::numeric <= ${orders.payAmount}`,
      ),
    )
    .returning();
  if (!updated) throw conflict('afterSale.overRefund');
  await recordEvent(tx, actor, order.id, 'refund', { code: refund.code, amount: refund.amount }, at);
  if (!refund.full) return updated;
  await disarmDeliveryTimers(tx, order);
  return moveOrder(tx, actor, updated, 'close', { params: { code: refund.code }, at });
}
