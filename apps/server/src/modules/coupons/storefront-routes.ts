import {
  storefrontCouponsContract as contract,
  STOREFRONT_COUPON_CENTRE_URL,
  STOREFRONT_COUPONS_URL,
  storefrontCouponClaimUrl,
} from '@hh/shared';
import type { FastifyInstance } from 'fastify';
import { shopperAccess } from '../../lib/access.ts';
import { typed } from '../../lib/app-types.ts';
import { shopperCtx } from '../../plugins/auth.ts';
import { claimCentre, claimForShopper, shopperCoupons } from './storefront.ts';

const tags = ['storefront'];

/** The shopper's coupons (`/api/front/coupons…`): the claim centre, claiming, and their own coupons. */
export function storefrontCouponRoutes(app: FastifyInstance) {
  const r = typed(app);
  const config = { access: shopperAccess };

  r.get(STOREFRONT_COUPON_CENTRE_URL, {
    config,
    schema: { tags, response: { 200: contract.centre } },
    handler: (req) => claimCentre(shopperCtx(req)),
  });
  r.post(storefrontCouponClaimUrl(':issueId'), {
    config,
    schema: { tags, params: contract.issueParams, response: { 200: contract.coupon } },
    handler: (req) => claimForShopper(shopperCtx(req), req.params.issueId),
  });
  r.get(STOREFRONT_COUPONS_URL, {
    config,
    schema: { tags, querystring: contract.listQuery, response: { 200: contract.list } },
    handler: (req) => shopperCoupons(shopperCtx(req), req.query),
  });
}
