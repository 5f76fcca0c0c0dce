import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../lib/app-types.ts';
import { addressRoutes } from './addresses/routes.ts';
import { shopperAuthRoutes } from './auth/routes.ts';
import { cartRoutes } from './cart/routes.ts';
import { catalogueRoutes } from './catalogue/routes.ts';
import { frontOrderRoutes } from './orders/routes.ts';

/** The storefront API (`/api/front/…`): shopper sign-in, the public catalogue, cart, addresses, checkout and own orders. */
export function storefrontRoutes(app: FastifyInstance, deps: Deps) {
  shopperAuthRoutes(app, deps);
  catalogueRoutes(app);
  cartRoutes(app);
  addressRoutes(app);
  frontOrderRoutes(app, deps);
}
