import { mobile, moneyAmount, pageQuerySchema, pageSchema, timestamp } from '@hh/shared';
import { eq, ilike } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { companyOnboarding, platform, publicAccess, signedIn } from '../../lib/access.ts';
import { type Deps, typed } from '../../lib/app-types.ts';
import { crudRoutes } from '../../lib/crud.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import { contains } from '../../lib/list.ts';
import { companyCtx, userCtx } from '../../plugins/auth.ts';
import { COMPANY_STATUSES, plans } from '../companies/schema.ts';
import { SandboxProvider } from '../payments/sandbox.ts';
import { paidPage, payPage } from './pay-page.ts';
import { ORDER_STATUSES, storeCategories } from './schema.ts';
import * as service from './service.ts';

const companyInput = z.object({
  companyName: z.string().trim().min(2, 'msg:required').max(40),
  headPortrait: z.string().trim().max(500).nullable().default(null),
  contactName: z.string().trim().min(1, 'msg:required').max(30),
  contactPhone: mobile(),
  categoryId: z.number().int().positive().nullable().default(null),
});

const planRow = z.object({
  id: z.number(),
  name: z.string(),
  nameEn: z.string(),
  price: z.string(),
  durationDays: z.number(),
  maxStores: z.number(),
  maxStaff: z.number(),
  enabled: z.boolean(),
});

const orderRow = z.object({
  orderCode: z.string(),
  planId: z.number(),
  planName: z.string(),
  amount: z.string(),
  durationDays: z.number(),
  status: z.enum(ORDER_STATUSES),
  payUrl: z.string(),
  paidAt: timestamp().nullable(),
  createdAt: timestamp(),
});

const auditRow = z.object({
  id: z.number(),
  companyId: z.number(),
  status: z.number(),
  reason: z.string(),
  operatorId: z.number().nullable(),
  operatorName: z.string().nullable(),
  createdAt: timestamp(),
});

function headerRecord(req: FastifyRequest): Record<string, string | undefined> {
  return Object.fromEntries(Object.entries(req.headers).map(([k, v]) => [k, Array.isArray(v) ? v[0] : v]));
}

export function onboardingRoutes(app: FastifyInstance, deps: Deps) {
  const r = typed(app);
  const { payments } = deps;
  // Pay links go into QR codes: from configuration (required in production), never from a Host header.
  const origin = (req: FastifyRequest) => deps.config.PUBLIC_URL ?? `${req.protocol}://${req.host}`;

  r.get('/api/ylStoreCategory/getByParentId', {
    config: { access: signedIn },
    schema: {
      tags: ['onboarding'],
      querystring: z.object({ parentId: z.coerce.number().int().min(0).default(0) }),
      response: {
        200: z.array(
          z.object({
            id: z.number(),
            parentId: z.number(),
            name: z.string(),
            nameEn: z.string(),
            hasChildren: z.boolean(),
          }),
        ),
      },
    },
    handler: (req) => service.categoriesUnder(req.ctx, req.query.parentId),
  });

  r.post('/api/systemCompanyConfig', {
    config: { access: signedIn },
    schema: {
      tags: ['onboarding'],
      body: companyInput,
      response: { 200: z.object({ companyId: z.number(), companyKey: z.string() }) },
    },
    handler: (req) => service.createCompany(userCtx(req), req.body),
  });

  r.put('/api/systemCompanyConfig', {
    config: { access: companyOnboarding('company:edit') },
    schema: {
      tags: ['onboarding'],
      body: companyInput,
      response: { 200: z.object({ companyId: z.number() }) },
    },
    handler: (req) => service.updateCompany(companyCtx(req), req.body),
  });

  r.get('/api/systemCompanyConfig/getProduct', {
    config: { access: signedIn },
    schema: { tags: ['onboarding'], response: { 200: z.array(planRow) } },
    handler: (req) => service.availablePlans(req.ctx),
  });

  r.post('/api/createYlOrder/:pid', {
    config: { access: companyOnboarding('company:pay') },
    schema: {
      tags: ['onboarding'],
      params: z.object({ pid: z.coerce.number().int().positive() }),
      response: { 200: orderRow },
    },
    handler: (req) => service.createOrder(companyCtx(req), payments, req.params.pid, origin(req)),
  });

  r.post('/api/qrCode', {
    config: { access: companyOnboarding('company:pay') },
    schema: {
      tags: ['onboarding'],
      body: z.object({ orderCode: z.string().max(40).optional() }).nullish(),
      response: { 200: orderRow.extend({ qrCode: z.string() }) },
    },
    handler: (req) => service.orderQrCode(companyCtx(req), req.body?.orderCode),
  });

  r.get('/api/ylOrder/:orderCode', {
    config: { access: companyOnboarding('company:pay') },
    schema: {
      tags: ['onboarding'],
      params: z.object({ orderCode: z.string().max(40) }),
      response: { 200: orderRow.extend({ companyStatus: z.enum(COMPANY_STATUSES) }) },
    },
    handler: (req) => service.orderStatus(companyCtx(req), req.params.orderCode),
  });

  r.get('/api/ylOrder', {
    config: { access: companyOnboarding('company:pay') },
    schema: { tags: ['onboarding'], querystring: pageQuerySchema, response: { 200: pageSchema(orderRow) } },
    handler: (req) => service.listOrders(companyCtx(req), req.query),
  });

  r.get('/payYlCallback/sandbox/pay', {
    config: { access: publicAccess },
    schema: {
      hide: true,
      querystring: z.object({ orderCode: z.string().max(40), sig: z.string().max(64).optional() }),
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
    schema: { hide: true, params: z.object({ orderCode: z.string().max(40) }) },
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
      schema: { hide: true, params: z.object({ orderCode: z.string().max(40) }) },
      handler: async (req, reply) => {
        const result = await callback(req);
        if (!result) return reply.code(401).send({ code: 'FAIL', message: 'invalid signature' });
        return reply.code(200).send({ code: 'SUCCESS', message: '成功' });
      },
    });
  });

  r.get('/api/systemCompanyConfig/list', {
    config: { access: platform('company:list') },
    schema: {
      tags: ['onboarding'],
      querystring: pageQuerySchema.extend({
        status: z.enum(COMPANY_STATUSES).optional(),
        blurry: z.string().trim().max(50).optional(),
      }),
      response: {
        200: pageSchema(
          z.object({
            companyId: z.number(),
            companyKey: z.string(),
            companyName: z.string(),
            headPortrait: z.string().nullable(),
            contactName: z.string().nullable(),
            contactPhone: z.string().nullable(),
            status: z.enum(COMPANY_STATUSES),
            planName: z.string().nullable(),
            expireTime: timestamp().nullable(),
            createdAt: timestamp(),
          }),
        ),
      },
    },
    handler: (req) => service.listCompanies(userCtx(req), req.query),
  });

  r.post('/api/systemCompanyConfig/authCompany', {
    config: { access: platform('company:audit') },
    schema: {
      tags: ['onboarding'],
      body: z
        .object({
          companyId: z.number().int().positive(),
          status: z.union([z.literal(1), z.literal(2)]),
          reason: z.string().trim().max(500).default(''),
        })
        .refine((b) => b.status === 1 || b.reason.length > 0, { path: ['reason'], message: 'msg:required' }),
      response: { 200: auditRow },
    },
    handler: (req) => service.decide(userCtx(req), req.body),
  });

  r.get('/api/systemCompanyConfig/getAuditByCompanyId', {
    config: { access: signedIn },
    schema: {
      tags: ['onboarding'],
      querystring: pageQuerySchema.extend({ companyId: z.coerce.number().int().positive() }),
      response: { 200: pageSchema(auditRow) },
    },
    handler: (req) => service.auditsOf(userCtx(req), req.query.companyId, req.query),
  });

  crudRoutes(app, {
    url: '/api/ylStoreCategory',
    scope: 'platform',
    table: storeCategories,
    entity: 'storeCategory',
    permission: 'storeCategory',
    title: { zh: '店铺分类', en: 'Shop categories' },
    input: z.object({
      parentId: z.number().int().min(0).default(0),
      name: z.string().trim().min(1, 'msg:required').max(30),
      nameEn: z.string().trim().max(60).default(''),
      sort: z.number().int().min(0).max(9999).default(0),
      enabled: z.boolean().default(true),
    }),
    row: z.object({
      id: z.number(),
      parentId: z.number(),
      name: z.string(),
      nameEn: z.string(),
      sort: z.number(),
      enabled: z.boolean(),
      createdAt: timestamp(),
      updatedAt: timestamp(),
    }),
    filters: { blurry: z.string().trim().max(30).optional() },
    where: (f) => [f.blurry ? ilike(storeCategories.name, contains(f.blurry)) : undefined],
    sortable: { id: storeCategories.id, sort: storeCategories.sort },
    toValues: async (input, tx, id) => {
      if (input.parentId === 0) return input;
      const [parent] = await tx.select().from(storeCategories).where(eq(storeCategories.id, input.parentId));
      if (!parent) throw notFound();
      if (parent.parentId !== 0 || parent.id === id) throw badRequest('goods.categoryDepth');
      if (id) {
        const [child] = await tx
          .select({ id: storeCategories.id })
          .from(storeCategories)
          .where(eq(storeCategories.parentId, id));
        if (child) throw badRequest('goods.categoryDepth');
      }
      return input;
    },
    beforeDelete: async (tx, ids) => {
      for (const id of ids) {
        const [child] = await tx
          .select({ id: storeCategories.id })
          .from(storeCategories)
          .where(eq(storeCategories.parentId, id));
        if (child && !ids.includes(child.id)) throw badRequest('category.hasChildren');
      }
    },
    columns: [
      { header: { zh: 'ID', en: 'ID' }, value: (c) => c.id as number },
      { header: { zh: '名称', en: 'Name' }, value: (c) => c.name as string },
      { header: { zh: '英文名', en: 'English name' }, value: (c) => c.nameEn as string },
      { header: { zh: '上级', en: 'Parent' }, value: (c) => c.parentId as number },
    ],
  });

  crudRoutes(app, {
    url: '/api/plans',
    scope: 'platform',
    table: plans,
    entity: 'plan',
    permission: 'plan',
    title: { zh: '套餐管理', en: 'Plans' },
    input: z.object({
      name: z.string().trim().min(1, 'msg:required').max(30),
      nameEn: z.string().trim().min(1, 'msg:required').max(60),
      price: moneyAmount(),
      durationDays: z.number().int().min(1).max(3650),
      maxStores: z.number().int().min(1).max(100000),
      maxStaff: z.number().int().min(1).max(100000),
      enabled: z.boolean().default(true),
    }),
    row: planRow.extend({ createdAt: timestamp() }),
    filters: {},
    where: () => [],
    sortable: { id: plans.id, price: plans.price },
    columns: [
      { header: { zh: 'ID', en: 'ID' }, value: (p) => p.id as number },
      { header: { zh: '名称', en: 'Name' }, value: (p) => p.name as string },
      { header: { zh: '价格', en: 'Price' }, value: (p) => p.price as string },
      { header: { zh: '天数', en: 'Days' }, value: (p) => p.durationDays as number },
    ],
  });
}
