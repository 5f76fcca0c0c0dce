import {
  storefrontGroupBuyContract as contract,
  idParam,
  STOREFRONT_GROUP_BUY_ACTIVITIES_URL,
  STOREFRONT_GROUP_BUY_GROUPS_URL,
  storefrontGroupBuyActivityUrl,
  storefrontGroupBuyGroupUrl,
} from '@hh/shared';
import type { FastifyInstance } from 'fastify';
import { shopperAccess } from '../../lib/access.ts';
import { typed } from '../../lib/app-types.ts';
import { shopperCtx } from '../../plugins/auth.ts';
import { activityForShopper, groupForShopper, runningActivities, shopperGroups } from './storefront.ts';

const tags = ['storefront'];

/**
 * The shopper's group buy (`/api/front/group-buy…`): running activities, one with its open groups, a
 * group by its share link, their own groups. Opening and joining a group is the checkout's (a line with
 * the group activity).
 */
export function storefrontGroupBuyRoutes(app: FastifyInstance) {
  const r = typed(app);
  const config = { access: shopperAccess };

  r.get(STOREFRONT_GROUP_BUY_ACTIVITIES_URL, {
    config,
    schema: { tags, response: { 200: contract.activities } },
    handler: (req) => runningActivities(shopperCtx(req)),
  });
  r.get(storefrontGroupBuyActivityUrl(':id'), {
    config,
    schema: { tags, params: idParam, response: { 200: contract.activity } },
    handler: (req) => activityForShopper(shopperCtx(req), req.params.id),
  });
  r.get(STOREFRONT_GROUP_BUY_GROUPS_URL, {
    config,
    schema: { tags, querystring: contract.mineQuery, response: { 200: contract.mine } },
    handler: (req) => shopperGroups(shopperCtx(req), req.query),
  });
  r.get(storefrontGroupBuyGroupUrl(':id'), {
    config,
    schema: { tags, params: idParam, response: { 200: contract.group } },
    handler: (req) => groupForShopper(shopperCtx(req), req.params.id),
  });
}
