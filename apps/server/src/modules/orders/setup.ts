import type { Deps } from '../../lib/app-types.ts';
import { SYSTEM_ACTOR } from '../../lib/context.ts';
import { registerSweep } from '../jobs/index.ts';
import { registerRefundJob } from '../payments/index.ts';
import { registerCourierUse } from './courier-use.ts';
import { cancelOrder, receiveOrder } from './lifecycle.ts';
import { registerProviderCloser } from './payments/close.ts';
import { paymentReturnBook, RETURN_JOB } from './payments/returns.ts';
import { sweepProducts } from './product-folds.ts';
import { registerPurchaseCoupons } from './purchase-coupons.ts';
import { speedUpOrderTimers } from './settings.ts';
import { registerOrderTimers } from './timers.ts';
import { moveOrder } from './transitions.ts';

/**
 * The orders module's wiring, once at start: what each order timer does when due (after re-checking the
 * status: cancel, confirm receipt, complete) and how fast the timers run, the closer of provider payments,
 * the refund job of payments given back, the courier's use of express companies, the sweep that counts sales a
 * server left pending, and the job giving a paid order's after-purchase coupons.
 */
export function setUpOrders(deps: Deps) {
  registerOrderTimers({
    cancel: (tx, order) => cancelOrder(tx, SYSTEM_ACTOR, order, 'timeout'),
    receive: (tx, order) => receiveOrder(tx, SYSTEM_ACTOR, order, { auto: 1 }),
    complete: (tx, order) => moveOrder(tx, SYSTEM_ACTOR, order, 'complete', { params: { auto: 1 } }),
  });
  speedUpOrderTimers(deps.config.ORDER_TIMERS_SPEEDUP);
  registerProviderCloser(() => deps.payments);
  registerRefundJob(RETURN_JOB, deps, paymentReturnBook);
  registerCourierUse();
  registerSweep('order.productTotals', sweepProducts);
  registerPurchaseCoupons();
}
