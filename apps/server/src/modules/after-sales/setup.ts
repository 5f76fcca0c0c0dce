import type { Deps } from '../../lib/app-types.ts';
import { returnOrderCoupon } from '../coupons/index.ts';
import { registerRefundJob } from '../payments/index.ts';
import { registerAfterSaleCover } from './cover.ts';
import { registerPictureCleanup } from './pictures.ts';
import { afterSaleRefundBook, REFUND_JOB } from './refunds.ts';
import { registerUnsentRestock } from './restock.ts';
import { registerRefundReversal } from './reversal.ts';
import { timerActions } from './review.ts';
import { registerAfterSaleTimers } from './timers.ts';

/**
 * The after-sales module's wiring, once at start: its timers, the durable sender of its provider refunds,
 * the restock of goods never sent, the orders' question whether goods may leave, and the cleanup of
 * pictures never attached, and the coupon an order used given back when all of the order is refunded.
 */
export function setUpAfterSales(deps: Deps) {
  registerAfterSaleTimers(timerActions);
  registerRefundJob(REFUND_JOB, deps, afterSaleRefundBook);
  registerUnsentRestock();
  registerAfterSaleCover();
  registerPictureCleanup(deps.storage);
  registerRefundReversal('coupon', async (tx, reversal) => {
    if (reversal.full) await returnOrderCoupon(tx, reversal.order.id);
  });
}
