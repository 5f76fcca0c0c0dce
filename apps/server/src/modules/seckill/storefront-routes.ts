import { storefrontSeckillContract as contract, STOREFRONT_URL } from '@hh/shared';
import type { FastifyInstance } from 'fastify';
import { shopperAccess } from '../../lib/access.ts';
import { typed } from '../../lib/app-types.ts';
import { shopperCtx } from '../../plugins/auth.ts';
import { seckillGoods, seckillOfProduct, seckillSessions } from './storefront.ts';

const URL = `${STOREFRONT_URL}/seckill`;
const tags = ['storefront'];

/** The signed-in shopper's seckill (`/api/front/seckill…`): today's sessions, a session's goods, a product's offer. */
export function storefrontSeckillRoutes(app: FastifyInstance) {
  const r = typed(app);
  const config = { access: shopperAccess };

  r.get(URL, {
    config,
    schema: { tags, response: { 200: contract.sessions } },
    handler: (req) => seckillSessions(shopperCtx(req)),
  });
  r.get(`${URL}/slots/:slotId`, {
    config,
    schema: { tags, params: contract.slotParams, response: { 200: contract.goods } },
    handler: (req) => seckillGoods(shopperCtx(req), req.params.slotId),
  });
  r.get(`${URL}/products/:productId`, {
    config,
    schema: { tags, params: contract.productParams, response: { 200: contract.product } },
    handler: (req) => seckillOfProduct(shopperCtx(req), req.params.productId),
  });
}
