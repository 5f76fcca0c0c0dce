import type { FastifyInstance } from 'fastify';
import { groupBuyRoutes } from './routes.ts';
import { setUpGroupBuy } from './setup.ts';
import { storefrontGroupBuyRoutes } from './storefront-routes.ts';

/** Group buy (拼团): staff's activities, groups with their seats, statistics; the shopper's reads; the checkout's seats and the groups' timers. */
export function groupBuyModule(app: FastifyInstance) {
  setUpGroupBuy();
  groupBuyRoutes(app);
  storefrontGroupBuyRoutes(app);
}
