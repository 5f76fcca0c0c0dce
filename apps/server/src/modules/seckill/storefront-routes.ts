import { storefrontSeckillContract as contract, STOREFRONT_SECKILL_URL } from '@hh/shared';
import type { FastifyInstance } from 'fastify';
import { publicAccess } from '../../lib/access.ts';
import { typed } from '../../lib/app-types.ts';
import { seckillGoods, seckillOfProduct, seckillSessions } from './storefront.ts';

const URL = STOREFRONT_SECKILL_URL;
const tags = ['storefront'];

/**
 * The shop's seckill as its storefront shows it, public by the shop's key like the catalogue (a
 * visitor sees it before signing in): today's sessions, a session's goods, a product's offer.
 */
export function storefrontSeckillRoutes(app: FastifyInstance) {
  const r = typed(app);
  const config = { access: publicAccess };

  r.get(URL, {
    config,
    schema: { tags, params: contract.shopParams, response: { 200: contract.sessions } },
    handler: (req) => seckillSessions(req.ctx, req.params.companyKey),
  });
  r.get(`${URL}/slots/:slotId`, {
    config,
    schema: { tags, params: contract.slotParams, response: { 200: contract.goods } },
    handler: (req) => seckillGoods(req.ctx, req.params.companyKey, req.params.slotId),
  });
  r.get(`${URL}/products/:productId`, {
    config,
    schema: { tags, params: contract.productParams, response: { 200: contract.product } },
    handler: (req) => seckillOfProduct(req.ctx, req.params.companyKey, req.params.productId),
  });
}
