import { frontOrdersContract as contract, FRONT_URL, storefrontContract } from '@hh/shared';
import type { FastifyInstance } from 'fastify';
import { shopperAccess } from '../../../lib/access.ts';
import { type Deps, typed } from '../../../lib/app-types.ts';
import { shopperCtx } from '../../../plugins/auth.ts';
import { cancelMyOrder, confirmMyReceipt, myOrderCounts, myOrders } from '../../orders/index.ts';
import { TAGS } from '../tags.ts';
import { computeFront, confirmFront, createFront } from './checkout.ts';
import { frontOrderDetail, payFront, pickupCodeOf } from './mine.ts';

const CHECKOUT_URL = `${FRONT_URL}/checkout`;
const ORDERS_URL = `${FRONT_URL}/orders`;

/** The signed-in shopper's checkout (confirm, compute, create), payment and own orders. */
export function frontOrderRoutes(app: FastifyInstance, deps: Deps) {
  const r = typed(app);
  const config = { access: shopperAccess };
  const params = storefrontContract.idParams;
  const origin = deps.config.PUBLIC_URL;

  r.post(`${CHECKOUT_URL}/confirm`, {
    config,
    schema: { tags: TAGS, body: contract.confirm, response: { 200: contract.confirmed } },
    handler: (req) => confirmFront(shopperCtx(req), req.body),
  });

  r.post(`${CHECKOUT_URL}/:key/compute`, {
    config,
    schema: {
      tags: TAGS,
      params: contract.keyParams,
      body: contract.choices,
      response: { 200: contract.computed },
    },
    handler: (req) => computeFront(shopperCtx(req), req.params.key, req.body),
  });

  r.post(`${CHECKOUT_URL}/:key/create`, {
    config,
    schema: {
      tags: TAGS,
      params: contract.keyParams,
      body: contract.create,
      response: { 200: contract.order },
    },
    handler: (req) => createFront(shopperCtx(req), req.params.key, req.body),
  });

  r.post(`${ORDERS_URL}/:id/pay`, {
    config,
    schema: { tags: TAGS, params, body: contract.pay, response: { 200: contract.paid } },
    handler: (req) =>
      payFront(
        shopperCtx(req),
        req.params.id,
        req.body.method,
        deps.payments,
        origin ?? `${req.protocol}://${req.host}`,
      ),
  });

  r.get(ORDERS_URL, {
    config,
    schema: { tags: TAGS, querystring: contract.listQuery, response: { 200: contract.list } },
    handler: (req) => myOrders(shopperCtx(req), req.query),
  });

  r.get(`${ORDERS_URL}/counts`, {
    config,
    schema: { tags: TAGS, response: { 200: contract.counts } },
    handler: (req) => myOrderCounts(shopperCtx(req)),
  });

  r.get(`${ORDERS_URL}/:id`, {
    config,
    schema: { tags: TAGS, params, response: { 200: contract.detail } },
    handler: (req) => frontOrderDetail(shopperCtx(req), req.params.id),
  });

  r.get(`${ORDERS_URL}/:id/pickup-code`, {
    config,
    schema: { tags: TAGS, params, response: { 200: contract.pickupCode } },
    handler: (req) => pickupCodeOf(shopperCtx(req), req.params.id),
  });

  r.post(`${ORDERS_URL}/:id/cancel`, {
    config,
    schema: { tags: TAGS, params, response: { 200: contract.order } },
    handler: (req) => cancelMyOrder(shopperCtx(req), req.params.id),
  });

  r.post(`${ORDERS_URL}/:id/receive`, {
    config,
    schema: { tags: TAGS, params, response: { 200: contract.order } },
    handler: (req) => confirmMyReceipt(shopperCtx(req), req.params.id),
  });
}
