import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../lib/app-types.ts';
import { orderDeskRoutes } from './desk/routes.ts';
import { orderRoutes } from './routes.ts';
import { setUpOrders } from './setup.ts';
import { storefrontOrderRoutes } from './storefront-routes.ts';

export { tellAfterSaleCover } from './after-sale-cover.ts';
export { computeCheckout, confirmCheckout, createOrder } from './checkout/service.ts';
export { cancelOrder, receiveOrder } from './lifecycle.ts';
export { acceptReturnNotice, openReturnTotals } from './payments/returns.ts';
export { payByWallet, payThroughProvider } from './payments/service.ts';
export { repriceOrder } from './price.ts';
export { recordOrderRefund } from './refunds.ts';
export { orderEvents, orderLines, orderPayments, orderStatusCounts, orders } from './schema.ts';
export { timelineForShopper } from './shopper-timeline.ts';
export { scheduleAfterShip } from './timers.ts';
export { lockOrder, moveOrder, recordEvent } from './transitions.ts';

/** The module's wiring (`setup.ts`), the shopper's routes, the checkout, payment and settings routes and the staff desk's. */
export function ordersModule(app: FastifyInstance, deps: Deps) {
  setUpOrders(deps);
  storefrontOrderRoutes(app, deps);
  orderRoutes(app, deps);
  orderDeskRoutes(app);
}
