import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../lib/app-types.ts';
import { addressRoutes } from './addresses/routes.ts';
import { shopperAuthRoutes } from './auth/routes.ts';
import { cartRoutes } from './cart/routes.ts';
import { catalogueRoutes } from './catalogue/routes.ts';
import { walletRoutes } from './wallet/routes.ts';
import { wechatRoutes } from './wechat/routes.ts';

/** What only the storefront has (`/api/front/…`): shopper sign-in, the public catalogue, cart, addresses, the wallet's ledger and WeChat's web sign-in. */
export function storefrontRoutes(app: FastifyInstance, deps: Deps) {
  shopperAuthRoutes(app, deps);
  catalogueRoutes(app);
  cartRoutes(app);
  addressRoutes(app);
  walletRoutes(app);
  wechatRoutes(app, deps);
}
