import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../lib/app-types.ts';
import { orderDeskRoutes } from './desk/routes.ts';
import { orderRoutes } from './routes.ts';
import { setUpOrders } from './setup.ts';
import { storefrontOrderRoutes } from './storefront-routes.ts';

export { tellAfterSaleCover } from './after-sale-cover.ts';
export {
  type ActivityLine,
  registerActivityResolver,
} from './checkout/activities.ts';
export { cancelOrder } from './lifecycle.ts';
export { acceptReturnNotice, openReturnTotals } from './payments/returns.ts';
export { recordOrderRefund } from './refunds.ts';
export { orderLines, orderPayments, orders } from './schema.ts';
export { timelineForShopper } from './shopper-timeline.ts';
export { lockOrder, recordEvent } from './transitions.ts';

/** The module's wiring (`setup.ts`), the shopper's routes, the checkout, payment and settings routes and the staff desk's. */
export function ordersModule(app: FastifyInstance, deps: Deps) {
  setUpOrders(deps);
  storefrontOrderRoutes(app, deps);
  orderRoutes(app, deps);
  orderDeskRoutes(app);
}
