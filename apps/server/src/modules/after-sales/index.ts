import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../lib/app-types.ts';
import { frontAfterSaleRoutes } from './front-routes.ts';
import { afterSaleRoutes } from './routes.ts';

export { type RefundReversal, registerRefundReversal } from './reversal.ts';

/** Staff (`/api/afterSale…`, the dashboard's refunds, the refund notice) and shopper (`/api/front/…`) routes. */
export function afterSalesRoutes(app: FastifyInstance, deps: Deps) {
  afterSaleRoutes(app, deps);
  frontAfterSaleRoutes(app, deps);
}
