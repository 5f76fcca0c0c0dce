import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../lib/app-types.ts';
import { afterSaleRoutes } from './routes.ts';
import { setUpAfterSales } from './setup.ts';
import { storefrontAfterSaleRoutes } from './storefront-routes.ts';

export { refundWholeOrder } from './staff.ts';

/** The module's wiring (`setup.ts`), its staff (`/api/afterSale…`, the dashboard's refunds, the refund notice) and shopper (`/api/front/…`) routes. */
export function afterSalesModule(app: FastifyInstance, deps: Deps) {
  setUpAfterSales(deps);
  afterSaleRoutes(app, deps);
  storefrontAfterSaleRoutes(app, deps);
}
