import { storefrontContract as contract, STOREFRONT_URL } from '@hh/shared';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { shopperAccess } from '../../../lib/access.ts';
import { typed } from '../../../lib/app-types.ts';
import { shopperCtx } from '../../../plugins/auth.ts';
import { TAGS } from '../tags.ts';
import * as cart from './service.ts';

const CART_URL = `${STOREFRONT_URL}/cart`;

/** The signed-in shopper's cart. */
export function cartRoutes(app: FastifyInstance) {
  const r = typed(app);
  const config = { access: shopperAccess };

  r.get(CART_URL, {
    config,
    schema: { tags: TAGS, response: { 200: contract.cartList } },
    handler: (req) => cart.listCart(shopperCtx(req)),
  });

  r.get(`${CART_URL}/count`, {
    config,
    schema: { tags: TAGS, response: { 200: contract.cartCount } },
    handler: (req) => cart.cartCount(shopperCtx(req)),
  });

  r.post(CART_URL, {
    config,
    schema: { tags: TAGS, body: contract.cartAdd, response: { 200: contract.cartAdded } },
    handler: (req) => cart.addToCart(shopperCtx(req), req.body),
  });

  r.put(`${CART_URL}/quantity`, {
    config,
    schema: { tags: TAGS, body: contract.cartQuantity, response: { 200: contract.cartAdded } },
    handler: (req) => cart.setCartQuantity(shopperCtx(req), req.body),
  });

  r.delete(CART_URL, {
    config,
    schema: { tags: TAGS, body: contract.cartIds, response: { 204: z.null() } },
    handler: async (req, reply) => {
      await cart.removeFromCart(shopperCtx(req), req.body.ids);
      return reply.code(204).send(null);
    },
  });
}
