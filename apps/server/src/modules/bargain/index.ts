import type { FastifyInstance } from 'fastify';
import { bargainRoutes } from './routes.ts';
import { setUpBargain } from './setup.ts';
import { storefrontBargainRoutes } from './storefront-routes.ts';

/** Bargain (砍价): staff's activities and participants, the shopper's starts, helps and share links, the timers. */
export function bargainModule(app: FastifyInstance) {
  setUpBargain();
  bargainRoutes(app);
  storefrontBargainRoutes(app);
}

export { bargainCards } from './cards.ts';
export { quoteBargains, releaseBargains, reserveBargains } from './purchase.ts';
