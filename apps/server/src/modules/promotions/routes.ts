import {
  promotionsContract as contract,
  PROMOTIONS_URL,
  promotionStatusUrl,
  STOREFRONT_PROMOTION_HINT_URL,
  storefrontPromotionsContract,
} from '@hh/shared';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { company, shopperAccess } from '../../lib/access.ts';
import { typed } from '../../lib/app-types.ts';
import { companyCtx, shopperCtx } from '../../plugins/auth.ts';
import {
  createPromotion,
  deletePromotions,
  getPromotion,
  listPromotions,
  setPromotionEnabled,
  updatePromotion,
} from './service.ts';
import { shopperHint } from './storefront.ts';

const tags = ['promotions'];

/** Staff's full-reduction rules (list, one, add, edit, on/off, delete) and the cart's hint for the shopper. */
export function promotionRoutes(app: FastifyInstance) {
  const r = typed(app);
  const params = contract.idParams;
  r.get(PROMOTIONS_URL, {
    config: { access: company('promotion:list') },
    schema: { tags, querystring: contract.query, response: { 200: contract.page } },
    handler: (req) => listPromotions(companyCtx(req), req.query),
  });
  r.get(`${PROMOTIONS_URL}/:id`, {
    config: { access: company('promotion:list') },
    schema: { tags, params, response: { 200: contract.row } },
    handler: (req) => getPromotion(companyCtx(req), req.params.id),
  });
  r.post(PROMOTIONS_URL, {
    config: { access: company('promotion:add') },
    schema: { tags, body: contract.input, response: { 200: contract.row } },
    handler: (req) => createPromotion(companyCtx(req), req.body),
  });
  r.put(PROMOTIONS_URL, {
    config: { access: company('promotion:edit') },
    schema: { tags, body: contract.update, response: { 200: contract.row } },
    handler: (req) => updatePromotion(companyCtx(req), req.body.id, req.body),
  });
  r.put(promotionStatusUrl(':id'), {
    config: { access: company('promotion:edit') },
    schema: { tags, params, body: contract.status, response: { 200: contract.row } },
    handler: (req) => setPromotionEnabled(companyCtx(req), req.params.id, req.body.enabled),
  });
  r.delete(PROMOTIONS_URL, {
    config: { access: company('promotion:delete') },
    schema: { tags, body: contract.remove, response: { 204: z.null() } },
    handler: async (req, reply) => {
      await deletePromotions(companyCtx(req), [...new Set(req.body)]);
      return reply.code(204).send(null);
    },
  });

  r.post(STOREFRONT_PROMOTION_HINT_URL, {
    config: { access: shopperAccess },
    schema: {
      tags: ['storefront'],
      body: storefrontPromotionsContract.hintInput,
      response: { 200: storefrontPromotionsContract.hint },
    },
    handler: (req) => shopperHint(shopperCtx(req), req.body.lines),
  });
}
