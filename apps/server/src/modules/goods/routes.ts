import { dateParam, idList, idParam, pageQuerySchema, pageSchema, timestamp } from '@hh/shared';
import { and, count, desc, eq, ilike, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { inCompany } from '../../db/access.ts';
import { company } from '../../lib/access.ts';
import { typed } from '../../lib/app-types.ts';
import { crudRoutes } from '../../lib/crud.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import { contains } from '../../lib/list.ts';
import { companyCtx } from '../../plugins/auth.ts';
import { users } from '../users/schema.ts';
import { calculateFreight } from './freight.ts';
import { productInput } from './product-input.ts';
import { productFilterQuery } from './product-query.ts';
import * as service from './product-service.ts';
import { productSheetRoutes } from './product-sheet-routes.ts';
import { productStats } from './product-stats.ts';
import { freightTemplates, goodsCategories, products, stockLedger } from './schema.ts';
import { categoryReorderRoute, specTemplateRoutes } from './spec-template-routes.ts';

const decimal = (scale: number) =>
  z
    .union([z.string(), z.number()])
    .transform((v) => String(v).trim())
    .pipe(z.string().regex(new RegExp(`^(0|[1-9]\\d{0,8})(\\.\\d{1,${scale}})?$`), 'msg:money'));

const freightRule = z.object({
  regionIds: z.array(z.number().int().positive()).max(40).default([]),
  first: decimal(3),
  firstPrice: decimal(2),
  additional: decimal(3),
  additionalPrice: decimal(2),
});
const freeRule = z.object({
  regionIds: z.array(z.number().int().positive()).max(40),
  minCount: z.number().int().positive().optional(),
  minAmount: decimal(2).optional(),
});

const freightRuleRow = z.object({
  regionIds: z.array(z.number()),
  first: z.string(),
  firstPrice: z.string(),
  additional: z.string(),
  additionalPrice: z.string(),
});
const freeRuleRow = z.object({
  regionIds: z.array(z.number()),
  minCount: z.number().optional(),
  minAmount: z.string().optional(),
});

const productRow = z.object({
  id: z.number(),
  name: z.string(),
  summary: z.string(),
  keywords: z.string(),
  unit: z.string(),
  image: z.string().nullable(),
  gallery: z.array(z.string()),
  video: z.string().nullable(),
  categoryId: z.number().nullable(),
  isHot: z.boolean(),
  isBest: z.boolean(),
  isNew: z.boolean(),
  isRecommend: z.boolean(),
  sort: z.number(),
  virtualSales: z.number(),
  giftPoints: z.number(),
  freightTemplateId: z.number().nullable(),
  onShelf: z.boolean(),
  isDeleted: z.boolean(),
  specType: z.enum(['single', 'multi']),
  specs: z.array(z.object({ name: z.string(), values: z.array(z.string()) })),
  price: z.string(),
  stock: z.number(),
  sales: z.number(),
  createdAt: timestamp(),
  updatedAt: timestamp(),
});
const skuRow = z.object({
  id: z.number(),
  specKey: z.string(),
  image: z.string().nullable(),
  price: z.string(),
  originalPrice: z.string(),
  cost: z.string(),
  stock: z.number(),
  weight: z.string(),
  volume: z.string(),
  barcode: z.string(),
  commission1: z.string(),
  commission2: z.string(),
});

export function goodsRoutes(app: FastifyInstance) {
  const r = typed(app);

  categoryReorderRoute(app);
  specTemplateRoutes(app);
  productSheetRoutes(app);

  crudRoutes(app, {
    url: '/api/goodsCategory',
    table: goodsCategories,
    entity: 'goodsCategory',
    permission: 'goodsCategory',
    title: { zh: '商品分类', en: 'Product categories' },
    input: z.object({
      parentId: z.number().int().min(0).default(0),
      name: z.string().trim().min(1, 'msg:required').max(30),
      pic: z.string().trim().max(500).nullable().default(null),
      sort: z.number().int().min(0).max(99999).default(0),
      isShow: z.boolean().default(true),
    }),
    row: z.object({
      id: z.number(),
      parentId: z.number(),
      name: z.string(),
      pic: z.string().nullable(),
      sort: z.number(),
      isShow: z.boolean(),
      createdAt: timestamp(),
      updatedAt: timestamp(),
    }),
    filters: {
      blurry: z.string().trim().max(30).optional(),
      parentId: z.coerce.number().int().min(0).optional(),
    },
    where: (f) => [
      f.blurry ? ilike(goodsCategories.name, contains(f.blurry)) : undefined,
      f.parentId === undefined ? undefined : eq(goodsCategories.parentId, f.parentId),
    ],
    sortable: { id: goodsCategories.id, sort: goodsCategories.sort },
    toValues: async (input, tx, id) => {
      if (input.parentId !== 0) {
        const [parent] = await tx
          .select()
          .from(goodsCategories)
          .where(eq(goodsCategories.id, input.parentId));
        if (!parent) throw notFound();
        if (parent.parentId !== 0 || parent.id === id) throw badRequest('goods.categoryDepth');
        if (id) {
          const [child] = await tx
            .select({ id: goodsCategories.id })
            .from(goodsCategories)
            .where(eq(goodsCategories.parentId, id));
          if (child) throw badRequest('goods.categoryDepth');
        }
      }
      return input;
    },
    beforeDelete: async (tx, ids) => {
      const [children] = await tx
        .select({ n: count() })
        .from(goodsCategories)
        .where(inArray(goodsCategories.parentId, ids));
      const [used] = await tx.select({ n: count() }).from(products).where(inArray(products.categoryId, ids));
      if ((children?.n ?? 0) > 0 || (used?.n ?? 0) > 0) throw badRequest('goods.categoryInUse');
    },
    columns: [
      { header: { zh: 'ID', en: 'ID' }, value: (c) => c.id as number },
      { header: { zh: '名称', en: 'Name' }, value: (c) => c.name as string },
      { header: { zh: '上级', en: 'Parent' }, value: (c) => c.parentId as number },
      { header: { zh: '排序', en: 'Sort' }, value: (c) => c.sort as number },
    ],
  });

  crudRoutes(app, {
    url: '/api/freightTemplate',
    table: freightTemplates,
    entity: 'freightTemplate',
    permission: 'freight',
    title: { zh: '运费模板', en: 'Freight templates' },
    input: z.object({
      name: z.string().trim().min(1, 'msg:required').max(40),
      chargeBy: z.enum(['piece', 'weight', 'volume']),
      rules: z
        .array(freightRule)
        .min(1)
        .max(50)
        .superRefine((rules, ctx) => {
          if (rules.filter((r) => r.regionIds.length === 0).length > 1) {
            ctx.addIssue({ code: 'custom', message: 'msg:freightOtherTwice' });
          }
          const ids = rules.flatMap((r) => r.regionIds);
          if (new Set(ids).size !== ids.length)
            ctx.addIssue({ code: 'custom', message: 'msg:freightRegionTwice' });
        }),
      freeRules: z.array(freeRule).max(50).default([]),
      isDefault: z.boolean().default(false),
      sort: z.number().int().min(0).max(9999).default(0),
    }),
    row: z.object({
      id: z.number(),
      name: z.string(),
      chargeBy: z.enum(['piece', 'weight', 'volume']),
      rules: z.array(freightRuleRow),
      freeRules: z.array(freeRuleRow),
      isDefault: z.boolean(),
      sort: z.number(),
      createdAt: timestamp(),
      updatedAt: timestamp(),
    }),
    filters: { blurry: z.string().trim().max(40).optional() },
    where: (f) => [f.blurry ? ilike(freightTemplates.name, contains(f.blurry)) : undefined],
    sortable: { id: freightTemplates.id, sort: freightTemplates.sort },
    toValues: async (input, tx) => {
      if (input.isDefault) await tx.update(freightTemplates).set({ isDefault: false });
      return input;
    },
    columns: [
      { header: { zh: 'ID', en: 'ID' }, value: (f) => f.id as number },
      { header: { zh: '名称', en: 'Name' }, value: (f) => f.name as string },
      { header: { zh: '计费方式', en: 'Charged by' }, value: (f) => f.chargeBy as string },
    ],
  });

  r.post('/api/freightTemplate/calculate', {
    config: { access: company('freight:list') },
    schema: {
      tags: ['goods'],
      body: z.object({
        templateId: z.number().int().positive(),
        regionId: z.number().int().positive(),
        quantity: z.number().int().min(1).max(100000),
        units: decimal(3).optional(),
        amount: decimal(2).default('0'),
      }),
      response: { 200: z.object({ fee: z.string(), free: z.boolean(), rule: freightRuleRow.nullable() }) },
    },
    handler: (req) =>
      inCompany(companyCtx(req), async (tx) => {
        const [template] = await tx
          .select()
          .from(freightTemplates)
          .where(eq(freightTemplates.id, req.body.templateId));
        if (!template) throw notFound();
        return calculateFreight({
          chargeBy: template.chargeBy,
          rules: template.rules,
          freeRules: template.freeRules,
          regionId: req.body.regionId,
          units: template.chargeBy === 'piece' ? String(req.body.quantity) : (req.body.units ?? '0'),
          quantity: req.body.quantity,
          amount: req.body.amount,
        });
      }),
  });

  r.get('/api/ysProductIndex', {
    config: { access: company('product:list') },
    schema: {
      tags: ['goods'],
      querystring: z
        .object({
          startTime: dateParam().optional(),
          endTime: dateParam().optional(),
          timeZone: z
            .string()
            .max(60)
            .refine(
              (zone) => Intl.supportedValuesOf('timeZone').includes(zone) || zone === 'UTC',
              'msg:timeZone',
            )
            .default('Asia/Shanghai'),
        })
        .refine((q) => !q.startTime || !q.endTime || q.startTime <= q.endTime, {
          path: ['endTime'],
          message: 'msg:range',
        })
        .refine(
          (q) =>
            !q.startTime || !q.endTime || q.endTime.getTime() - q.startTime.getTime() <= 366 * 86_400_000,
          { path: ['endTime'], message: 'msg:range' },
        ),
      response: {
        200: z.object({
          created: z.number(),
          total: z.number(),
          onSale: z.number(),
          warehouse: z.number(),
          soldOut: z.number(),
          lowStock: z.number(),
          recycle: z.number(),
          stockValue: z.string(),
          topCategories: z.array(
            z.object({ categoryId: z.number().nullable(), name: z.string(), count: z.number() }),
          ),
          createdByDay: z.array(z.object({ date: z.string(), count: z.number() })),
        }),
      },
    },
    handler: (req) => {
      const end = req.query.endTime ?? new Date();
      const start = req.query.startTime ?? new Date(end.getTime() - 6 * 86_400_000);
      return productStats(companyCtx(req), { start, end, timeZone: req.query.timeZone });
    },
  });

  r.get('/api/product', {
    config: { access: company('product:list'), cache: { tables: service.PRODUCT_LIST_TABLES } },
    schema: {
      tags: ['goods'],
      querystring: pageQuerySchema.extend(productFilterQuery.shape),
      response: { 200: pageSchema(productRow) },
    },
    handler: (req) =>
      service.listProducts(companyCtx(req), {
        ...req.query,
        createTime: req.query.createTime as [Date, Date] | undefined,
      }),
  });

  r.get('/api/product/counts', {
    config: { access: company('product:list'), cache: { tables: service.PRODUCT_LIST_TABLES } },
    schema: { tags: ['goods'], response: { 200: z.record(z.enum(service.PRODUCT_TABS), z.number()) } },
    handler: (req) => service.tabCounts(companyCtx(req)),
  });

  r.get('/api/product/:id', {
    config: { access: company('product:list') },
    schema: {
      tags: ['goods'],
      params: idParam,
      response: { 200: productRow.extend({ description: z.string(), skus: z.array(skuRow) }) },
    },
    handler: (req) => service.getProduct(companyCtx(req), req.params.id),
  });

  r.post('/api/product', {
    config: { access: company('product:add') },
    schema: { tags: ['goods'], body: productInput, response: { 200: productRow } },
    handler: (req) => service.saveProduct(companyCtx(req), req.body),
  });

  r.put('/api/product', {
    config: { access: company('product:edit') },
    schema: {
      tags: ['goods'],
      body: z.intersection(productInput, z.object({ id: z.number().int().positive() })),
      response: { 200: productRow },
    },
    handler: (req) => service.saveProduct(companyCtx(req), req.body, req.body.id),
  });

  r.delete('/api/product', {
    config: { access: company('product:del') },
    schema: { tags: ['goods'], body: idList, response: { 204: z.null() } },
    handler: async (req, reply) => {
      await service.setDeleted(companyCtx(req), req.body, true);
      return reply.code(204).send(null);
    },
  });

  r.post('/api/product/restore', {
    config: { access: company('product:del') },
    schema: { tags: ['goods'], body: idList, response: { 204: z.null() } },
    handler: async (req, reply) => {
      await service.setDeleted(companyCtx(req), req.body, false);
      return reply.code(204).send(null);
    },
  });

  r.delete('/api/product/purge', {
    config: { access: company('product:del') },
    schema: { tags: ['goods'], body: idList, response: { 204: z.null() } },
    handler: async (req, reply) => {
      await service.purge(companyCtx(req), req.body);
      return reply.code(204).send(null);
    },
  });

  r.post('/api/product/bulk', {
    config: { access: company('product:edit') },
    schema: {
      tags: ['goods'],
      body: z.object({
        ids: idList,
        onShelf: z.boolean().optional(),
        categoryId: z.number().int().positive().optional(),
      }),
      response: { 204: z.null() },
    },
    handler: async (req, reply) => {
      const { ids, ...set } = req.body;
      await service.bulkUpdate(companyCtx(req), ids, set);
      return reply.code(204).send(null);
    },
  });

  r.post('/api/product/stock', {
    config: { access: company('product:stock') },
    schema: {
      tags: ['goods'],
      body: z.object({
        skuId: z.number().int().positive(),
        change: z
          .number()
          .int()
          .min(-10_000_000)
          .max(10_000_000)
          .refine((v) => v !== 0, 'msg:required'),
        reason: z.string().trim().min(1, 'msg:required').max(200),
      }),
      response: {
        200: z.object({
          skuId: z.number(),
          change: z.number(),
          before: z.number(),
          after: z.number(),
          reason: z.string(),
        }),
      },
    },
    handler: (req) => service.adjustStock(companyCtx(req), req.body.skuId, req.body.change, req.body.reason),
  });

  r.get('/api/product/:id/stockLedger', {
    config: { access: company('product:list') },
    schema: {
      tags: ['goods'],
      params: idParam,
      querystring: pageQuerySchema,
      response: {
        200: pageSchema(
          z.object({
            id: z.number(),
            skuId: z.number(),
            change: z.number(),
            before: z.number(),
            after: z.number(),
            reason: z.string(),
            operatorId: z.number().nullable(),
            operatorName: z.string().nullable(),
            createdAt: timestamp(),
          }),
        ),
      },
    },
    handler: (req) =>
      inCompany(companyCtx(req), async (tx) => {
        const where = and(eq(stockLedger.productId, req.params.id));
        const content = await tx
          .select({
            id: stockLedger.id,
            skuId: stockLedger.skuId,
            change: stockLedger.change,
            before: stockLedger.before,
            after: stockLedger.after,
            reason: stockLedger.reason,
            operatorId: stockLedger.operatorId,
            operatorName: sql<string | null>`coalesce(${users.nickName}, ${users.username})`,
            createdAt: stockLedger.createdAt,
          })
          .from(stockLedger)
          .leftJoin(users, eq(users.id, stockLedger.operatorId))
          .where(where)
          .orderBy(desc(stockLedger.id))
          .limit(req.query.size)
          .offset(req.query.page * req.query.size);
        const [total] = await tx.select({ n: count() }).from(stockLedger).where(where);
        return { content, totalElements: total?.n ?? 0 };
      }),
  });
}
