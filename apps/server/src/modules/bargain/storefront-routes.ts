import {
  storefrontBargainContract as contract,
  idParam,
  STOREFRONT_BARGAIN_ACTIVITIES_URL,
  STOREFRONT_BARGAINS_URL,
  storefrontBargainHelpUrl,
  storefrontBargainStartUrl,
  storefrontBargainUrl,
} from '@hh/shared';
import type { FastifyInstance } from 'fastify';
import { shopperAccess } from '../../lib/access.ts';
import { typed } from '../../lib/app-types.ts';
import { shopperCtx } from '../../plugins/auth.ts';
import {
  helpForShopper,
  openActivities,
  shopperBargains,
  startForShopper,
  viewBargain,
} from './storefront.ts';

const tags = ['storefront'];

/** The shopper's bargains (`/api/front/bargain…`): open activities, starting, a bargain by its link, helping, their own. */
export function storefrontBargainRoutes(app: FastifyInstance) {
  const r = typed(app);
  const config = { access: shopperAccess };

  r.get(STOREFRONT_BARGAIN_ACTIVITIES_URL, {
    config,
    schema: { tags, response: { 200: contract.activities } },
    handler: (req) => openActivities(shopperCtx(req)),
  });
  r.post(storefrontBargainStartUrl(':activityId'), {
    config,
    schema: { tags, params: contract.activityParams, response: { 200: contract.bargain } },
    handler: (req) => startForShopper(shopperCtx(req), req.params.activityId),
  });
  r.get(STOREFRONT_BARGAINS_URL, {
    config,
    schema: { tags, querystring: contract.mineQuery, response: { 200: contract.mine } },
    handler: (req) => shopperBargains(shopperCtx(req), req.query),
  });
  r.get(storefrontBargainUrl(':id'), {
    config,
    schema: { tags, params: idParam, response: { 200: contract.bargain } },
    handler: (req) => viewBargain(shopperCtx(req), req.params.id),
  });
  r.post(storefrontBargainHelpUrl(':id'), {
    config,
    schema: { tags, params: idParam, response: { 200: contract.helped } },
    handler: (req) => helpForShopper(shopperCtx(req), req.params.id),
  });
}
