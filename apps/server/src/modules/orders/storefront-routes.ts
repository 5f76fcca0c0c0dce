import { storefrontOrdersContract as contract, STOREFRONT_URL, storefrontContract } from '@hh/shared';
import type { FastifyInstance } from 'fastify';
import { shopperAccess } from '../../lib/access.ts';
import { perAddressBudget } from '../../lib/address-rate.ts';
import { type Deps, typed } from '../../lib/app-types.ts';
import { tooMany } from '../../lib/errors.ts';
import { ownOrigin } from '../../lib/own-origin.ts';
import { shopperCtx } from '../../plugins/auth.ts';
import { STOREFRONT_TAGS } from '../storefront/index.ts';
import {
  cancelShopperOrder,
  confirmShopperReceipt,
  shopperOrderCounts,
  shopperOrders,
} from './shopper-orders.ts';
import { computeForShopper, confirmForShopper, createForShopper } from './storefront-checkout.ts';
import { pickupCodeOf, shopperOrderDetail } from './storefront-detail.ts';
import { payForShopper } from './storefront-pay.ts';

const CHECKOUT_URL = `${STOREFRONT_URL}/checkout`;
/**
 * Order creates one shopper, and one network address, may send per 10 s: far above a person tapping
 * "submit" (a retry of the same key included), below a script hammering a flash sale.
 */
const CREATES_PER_MEMBER = 30;
const CREATES_PER_ADDRESS = 2000;
const CREATE_WINDOW_MS = 10_000;
const ORDERS_URL = `${STOREFRONT_URL}/orders`;

/** The signed-in shopper's checkout (confirm, compute, create), payment and own orders. */
export function storefrontOrderRoutes(app: FastifyInstance, deps: Deps) {
  const r = typed(app);
  const config = { access: shopperAccess };
  const params = storefrontContract.idParams;
  const createsByMember = perAddressBudget(CREATES_PER_MEMBER, CREATE_WINDOW_MS);
  const createsByAddress = perAddressBudget(CREATES_PER_ADDRESS, CREATE_WINDOW_MS);

  r.post(`${CHECKOUT_URL}/confirm`, {
    config,
    schema: { tags: STOREFRONT_TAGS, body: contract.confirm, response: { 200: contract.confirmed } },
    handler: (req) => confirmForShopper(shopperCtx(req), req.body),
  });

  r.post(`${CHECKOUT_URL}/:key/compute`, {
    config,
    schema: {
      tags: STOREFRONT_TAGS,
      params: contract.keyParams,
      body: contract.choices,
      response: { 200: contract.computed },
    },
    handler: (req) => computeForShopper(shopperCtx(req), req.params.key, req.body),
  });

  r.post(`${CHECKOUT_URL}/:key/create`, {
    config,
    schema: {
      tags: STOREFRONT_TAGS,
      params: contract.keyParams,
      body: contract.create,
      response: { 200: contract.order },
    },
    handler: (req) => {
      const ctx = shopperCtx(req);
      const wait = Math.max(
        createsByMember(`${ctx.shopper.companyId}:${ctx.shopper.memberId}`),
        createsByAddress(req.ip),
      );
      if (wait > 0) throw tooMany('seckill.tooFast', { seconds: wait });
      return createForShopper(ctx, req.params.key, req.body);
    },
  });

  r.post(`${ORDERS_URL}/:id/pay`, {
    config,
    schema: { tags: STOREFRONT_TAGS, params, body: contract.pay, response: { 200: contract.paid } },
    handler: (req) =>
      payForShopper(shopperCtx(req), req.params.id, req.body, deps.payments, ownOrigin(app, deps.config)),
  });

  r.get(ORDERS_URL, {
    config,
    schema: { tags: STOREFRONT_TAGS, querystring: contract.listQuery, response: { 200: contract.list } },
    handler: (req) => shopperOrders(shopperCtx(req), req.query),
  });

  r.get(`${ORDERS_URL}/counts`, {
    config,
    schema: { tags: STOREFRONT_TAGS, response: { 200: contract.counts } },
    handler: (req) => shopperOrderCounts(shopperCtx(req)),
  });

  r.get(`${ORDERS_URL}/:id`, {
    config,
    schema: { tags: STOREFRONT_TAGS, params, response: { 200: contract.detail } },
    handler: (req) => shopperOrderDetail(shopperCtx(req), req.params.id),
  });

  r.get(`${ORDERS_URL}/:id/pickup-code`, {
    config,
    schema: { tags: STOREFRONT_TAGS, params, response: { 200: contract.pickupCode } },
    handler: (req) => pickupCodeOf(shopperCtx(req), req.params.id),
  });

  r.post(`${ORDERS_URL}/:id/cancel`, {
    config,
    schema: { tags: STOREFRONT_TAGS, params, response: { 200: contract.order } },
    handler: (req) => cancelShopperOrder(shopperCtx(req), req.params.id),
  });

  r.post(`${ORDERS_URL}/:id/receive`, {
    config,
    schema: { tags: STOREFRONT_TAGS, params, response: { 200: contract.order } },
    handler: (req) => confirmShopperReceipt(shopperCtx(req), req.params.id),
  });
}
