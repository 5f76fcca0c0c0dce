import { COMPANY_CONFIG_URL, onboardingContract as contract, STORE_CATEGORIES_URL } from '@hh/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { companyOnboarding, publicAccess, signedIn } from '../../lib/access.ts';
import { type Deps, typed } from '../../lib/app-types.ts';
import { ownOrigin } from '../../lib/own-origin.ts';
import { companyCtx, userCtx } from '../../plugins/auth.ts';
import { SandboxProvider } from '../payments/index.ts';
import { paidPage, payPage } from './pay-page.ts';
import * as service from './service.ts';

function headerRecord(req: FastifyRequest): Record<string, string | undefined> {
  return Object.fromEntries(Object.entries(req.headers).map(([k, v]) => [k, Array.isArray(v) ? v[0] : v]));
}

export function onboardingRoutes(app: FastifyInstance, deps: Deps) {
  const r = typed(app);
  const { payments } = deps;

  r.get(`${STORE_CATEGORIES_URL}/getByParentId`, {
    config: { access: signedIn },
    schema: {
      tags: ['onboarding'],
      querystring: contract.categoriesQuery,
      response: { 200: contract.categories },
    },
    handler: (req) => service.categoriesUnder(req.ctx, req.query.parentId),
  });

  r.post(COMPANY_CONFIG_URL, {
    config: { access: signedIn },
    schema: {
      tags: ['onboarding'],
      body: contract.create,
      response: { 200: contract.created },
    },
    handler: (req) => service.createCompany(userCtx(req), req.body),
  });

  r.put(COMPANY_CONFIG_URL, {
    config: { access: companyOnboarding('company:edit') },
    schema: {
      tags: ['onboarding'],
      body: contract.update,
      response: { 200: contract.updated },
    },
    handler: (req) => service.updateCompany(companyCtx(req), req.body),
  });

  r.get(`${COMPANY_CONFIG_URL}/getProduct`, {
    config: { access: signedIn },
    schema: { tags: ['onboarding'], response: { 200: contract.plans } },
    handler: (req) => service.availablePlans(req.ctx),
  });

  r.post('/api/createYlOrder/:pid', {
    config: { access: companyOnboarding('company:pay') },
    schema: {
      tags: ['onboarding'],
      params: contract.orderParams,
      response: { 200: contract.order },
    },
    handler: (req) =>
      service.createOrder(companyCtx(req), payments, req.params.pid, ownOrigin(app, deps.config)),
  });

  r.post('/api/qrCode', {
    config: { access: companyOnboarding('company:pay') },
    schema: {
      tags: ['onboarding'],
      body: contract.qrBody,
      response: { 200: contract.orderQr },
    },
    handler: (req) => service.orderQrCode(companyCtx(req), req.body?.orderCode),
  });

  r.get('/api/ylOrder/:orderCode', {
    config: { access: companyOnboarding('company:pay') },
    schema: {
      tags: ['onboarding'],
      params: contract.orderCodeParams,
      response: { 200: contract.orderState },
    },
    handler: (req) => service.orderStatus(companyCtx(req), req.params.orderCode),
  });

  r.get('/api/ylOrder', {
    config: { access: companyOnboarding('company:pay') },
    schema: { tags: ['onboarding'], querystring: contract.ordersQuery, response: { 200: contract.orders } },
    handler: (req) => service.listOrders(companyCtx(req), req.query),
  });

  r.get('/payYlCallback/sandbox/pay', {
    config: { access: publicAccess },
    schema: {
      hide: true,
      querystring: contract.payPageQuery,
    },
    handler: async (req, reply) => {
      const row =
        payments instanceof SandboxProvider && payments.pageSignatureValid(req.query.orderCode, req.query.sig)
          ? await service.orderForPayment(req.ctx, req.query.orderCode)
          : undefined;
      if (!row || !(payments instanceof SandboxProvider))
        return reply.code(404).type('text/html').send(paidPage(req.lang, false));
      const callbackUrl = payments.callbackUrl({
        orderCode: row.order.orderCode,
        amount: row.order.amount,
        description: '',
      });
      return reply.type('text/html; charset=utf-8').send(
        payPage(req.lang, {
          shop: row.companyName,
          plan: row.order.planName,
          amount: row.order.amount,
          paid: row.order.status === 'paid',
          callbackUrl,
        }),
      );
    },
  });

  const callback = async (req: FastifyRequest<{ Params: { orderCode: string } }>) => {
    const verified = await payments.verifyCallback({
      orderCode: req.params.orderCode,
      query: req.query as Record<string, string | undefined>,
      headers: headerRecord(req),
      rawBody: typeof req.body === 'string' ? req.body : req.body ? JSON.stringify(req.body) : '',
    });
    if (!verified) return null;
    return service.markPaid(req.ctx, verified);
  };

  r.get('/payYlCallback/wxCallback/orderCode=:orderCode', {
    config: { access: publicAccess },
    schema: { hide: true, params: contract.orderCodeParams },
    handler: async (req, reply) => {
      const result = await callback(req);
      const wantsPage = (req.headers.accept ?? '').includes('text/html');
      if (!result) {
        return wantsPage
          ? reply.code(400).type('text/html; charset=utf-8').send(paidPage(req.lang, false))
          : reply.code(400).send({ code: 'FAIL', message: 'invalid signature' });
      }
      return wantsPage
        ? reply.type('text/html; charset=utf-8').send(paidPage(req.lang, true))
        : { code: 'SUCCESS', message: result.changed ? 'paid' : 'already paid' };
    },
  });

  app.register(async (scoped) => {
    scoped.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) =>
      done(null, body),
    );
    typed(scoped).post('/payYlCallback/wxCallback/orderCode=:orderCode', {
      config: { access: publicAccess },
      schema: { hide: true, params: contract.orderCodeParams },
      handler: async (req, reply) => {
        const result = await callback(req);
        if (!result) return reply.code(401).send({ code: 'FAIL', message: 'invalid signature' });
        return reply.code(200).send({ code: 'SUCCESS', message: '成功' });
      },
    });
  });
}
