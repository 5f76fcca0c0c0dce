import {
  COUPON_STATISTICS_URL,
  ordersContract as contract,
  couponsContract,
  idParam,
  ORDER_CHECKOUT_URL,
  ORDER_SETTINGS_URL,
  ORDERS_URL,
} from '@hh/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { company, publicAccess } from '../../lib/access.ts';
import { type Deps, typed } from '../../lib/app-types.ts';
import { companyCtx } from '../../plugins/auth.ts';
import { computeCheckout, confirmCheckout, createOrder } from './checkout/service.ts';
import { couponStatistics } from './coupon-statistics.ts';
import { ORDER_NOTIFY_PATHS } from './payments/live.ts';
import { acceptPaymentNotice } from './payments/notice.ts';
import { payByWallet } from './payments/service.ts';
import { getOrderSettings, saveOrderSettings } from './settings.ts';

const outTradeNoParams = z.object({ outTradeNo: z.string().regex(/^[A-Za-z0-9_-]{6,32}$/) });

function headerRecord(req: FastifyRequest): Record<string, string | undefined> {
  return Object.fromEntries(Object.entries(req.headers).map(([k, v]) => [k, Array.isArray(v) ? v[0] : v]));
}

/**
 * Staff placing an order for a member (the same checkout as the storefront), the timers' settings, the
 * providers' notices, and the coupons' statistics (what coupons did on orders is read here, above coupons).
 */
export function orderRoutes(app: FastifyInstance, deps: Deps) {
  const r = typed(app);
  const tags = ['orders'];

  r.post(`${ORDER_CHECKOUT_URL}/confirm`, {
    config: { access: company('order:add') },
    schema: { tags, body: contract.confirm, response: { 200: contract.confirmed } },
    handler: (req) => confirmCheckout(companyCtx(req), req.body.memberId, req.body),
  });

  r.post(`${ORDER_CHECKOUT_URL}/:key/compute`, {
    config: { access: company('order:add') },
    schema: {
      tags,
      params: contract.keyParams,
      body: contract.choices,
      response: { 200: contract.computed },
    },
    handler: (req) => computeCheckout(companyCtx(req), req.body.memberId, req.params.key, req.body),
  });

  r.post(`${ORDER_CHECKOUT_URL}/:key/create`, {
    config: { access: company('order:add') },
    schema: { tags, params: contract.keyParams, body: contract.choices, response: { 200: contract.order } },
    handler: (req) => createOrder(companyCtx(req), req.body.memberId, req.params.key, req.body),
  });

  r.post(`${ORDERS_URL}/:id/payByWallet`, {
    config: { access: company('order:add') },
    schema: { tags, params: idParam, body: contract.payByWallet, response: { 200: contract.order } },
    handler: (req) => payByWallet(companyCtx(req), req.body.memberId, req.params.id),
  });

  r.get(COUPON_STATISTICS_URL, {
    config: { access: company('coupon:list') },
    schema: {
      tags: ['coupons'],
      querystring: couponsContract.statisticsQuery,
      response: { 200: couponsContract.statistics },
    },
    handler: (req) => couponStatistics(companyCtx(req), req.query),
  });

  r.get(ORDER_SETTINGS_URL, {
    config: { access: company('order:list') },
    schema: { tags, response: { 200: contract.settings } },
    handler: (req) => getOrderSettings(companyCtx(req)),
  });

  r.put(ORDER_SETTINGS_URL, {
    config: { access: company('order:settings') },
    schema: { tags, body: contract.settings, response: { 200: contract.settings } },
    handler: (req) => saveOrderSettings(companyCtx(req), req.body),
  });

  const notice = async (
    req: FastifyRequest<{ Params: { outTradeNo: string } }>,
    method: 'sandbox' | 'wechat',
  ) => {
    if (deps.payments.name !== method) return null;
    const rawBody = typeof req.body === 'string' ? req.body : '';
    const verified = await deps.payments.verifyCallback({
      orderCode: req.params.outTradeNo,
      query: req.query as Record<string, string | undefined>,
      headers: headerRecord(req),
      rawBody,
    });
    if (!verified || verified.orderCode !== req.params.outTradeNo) return null;
    const raw = method === 'wechat' ? { body: rawBody } : { query: req.query };
    return acceptPaymentNotice(req.ctx, method, verified, raw);
  };

  r.get(`${ORDER_NOTIFY_PATHS.sandbox}/:outTradeNo`, {
    config: { access: publicAccess },
    schema: { hide: true, params: outTradeNoParams },
    handler: async (req, reply) => {
      const result = await notice(req, 'sandbox');
      if (!result?.accepted)
        return reply.code(400).send({ code: 'FAIL', message: result?.outcome ?? 'invalid signature' });
      return { code: 'SUCCESS', message: result.outcome };
    },
  });

  app.register(async (scoped) => {
    scoped.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) =>
      done(null, body),
    );
    typed(scoped).post(`${ORDER_NOTIFY_PATHS.wechat}/:outTradeNo`, {
      config: { access: publicAccess },
      schema: { hide: true, params: outTradeNoParams },
      handler: async (req, reply) => {
        const result = await notice(req, 'wechat');
        if (!result?.accepted)
          return reply.code(400).send({ code: 'FAIL', message: result?.outcome ?? 'invalid signature' });
        return reply.code(200).send({ code: 'SUCCESS', message: '成功' });
      },
    });
  });
}
