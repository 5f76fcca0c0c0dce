import type { SQL, SQLWrapper } from 'drizzle-orm';
import { eq, sql } from 'drizzle-orm';
import { now } from '../../lib/clock.ts';
import { giftJobRef, giveGifts } from '../coupons/index.ts';
import { registerJobHandler, schedulingJobs } from '../jobs/index.ts';
import { orders } from './schema.ts';

type OrderRecord = typeof orders.$inferSelect;

const PURCHASE_COUPONS_JOB = 'order.purchaseCoupons';

/**
 * The paid order's after-purchase coupons, as a write of the payment's one round trip: a job, scheduled
 * only when the shop runs an after-purchase issue the paid amount (read in that statement) reaches (else
 * nothing is written), so the coupons are given off the payment's transaction and a sold-out issue never
 * fails the payment.
 */
export function purchaseCouponsJob(
  order: Pick<OrderRecord, 'id' | 'companyId'> & { payAmount: SQL },
  at: Date,
): Record<string, SQLWrapper> {
  const ref = giftJobRef(order.companyId, String(order.id), 'afterPurchase', at, order.payAmount);
  return {
    purchaseCoupons: schedulingJobs(PURCHASE_COUPONS_JOB, ref, sql`${at.toISOString()}::timestamptz`),
  };
}

/** The job: the order, still paid and not cancelled, gives its member one coupon of each such issue, once. */
export function registerPurchaseCoupons() {
  registerJobHandler(PURCHASE_COUPONS_JOB, async (job, tx) => {
    const [order] = await tx
      .select({
        memberId: orders.memberId,
        payAmount: orders.payAmount,
        paidAt: orders.paidAt,
        status: orders.status,
      })
      .from(orders)
      .where(eq(orders.id, Number(job.ref)));
    if (!order?.paidAt || order.status === 'cancelled') return;
    await giveGifts(
      tx,
      job.companyId,
      order.memberId,
      { channel: 'afterPurchase', givenFor: `order:${job.ref}`, paid: order.payAmount },
      now(),
    );
  });
}
