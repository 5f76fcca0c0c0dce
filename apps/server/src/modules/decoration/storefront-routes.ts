import { storefrontDecorationContract as contract, STOREFRONT_DECORATION_URL } from '@hh/shared';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { publicAccess } from '../../lib/access.ts';
import { STOREFRONT_TAGS } from '../storefront/index.ts';
import type { StorefrontPages } from './storefront-pages.ts';

const tags = STOREFRONT_TAGS;
const JSON_TYPE = 'application/json; charset=utf-8';

interface HomeCall {
  Params: z.output<typeof contract.homeParams>;
  Querystring: z.output<typeof contract.homeQuery>;
}
interface PageCall {
  Params: z.output<typeof contract.pageParams>;
}

/**
 * The storefront's decorated pages, public by the shop's key: published versions only, never
 * drafts. The answers are JSON already encoded by the contract (kept so by StorefrontPages' cache).
 */
export function decorationStorefrontRoutes(app: FastifyInstance, pages: StorefrontPages) {
  const config = { access: publicAccess };

  app.get<HomeCall>(`${STOREFRONT_DECORATION_URL}/home`, {
    config,
    schema: {
      tags,
      params: contract.homeParams,
      querystring: contract.homeQuery,
      response: { 200: contract.rendered },
    },
    handler: async (req, reply) =>
      reply.type(JSON_TYPE).send(await pages.home(req.ctx, req.params.companyKey, req.query.terminal)),
  });

  app.get<PageCall>(`${STOREFRONT_DECORATION_URL}/pages/:id`, {
    config,
    schema: { tags, params: contract.pageParams, response: { 200: contract.rendered } },
    handler: async (req, reply) =>
      reply.type(JSON_TYPE).send(await pages.page(req.ctx, req.params.companyKey, req.params.id)),
  });
}
