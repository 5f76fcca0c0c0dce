import { goodsProductsContract as contract, idParam, PRODUCTS_URL } from '@hh/shared';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { company } from '../../../lib/access.ts';
import { typed } from '../../../lib/app-types.ts';
import { companyCtx } from '../../../plugins/auth.ts';
import * as service from './service.ts';

export function productRoutes(app: FastifyInstance) {
  const r = typed(app);

  r.get(PRODUCTS_URL, {
    config: { access: company('product:list'), cache: { tables: service.PRODUCT_LIST_TABLES } },
    schema: { tags: ['goods'], querystring: contract.listQuery, response: { 200: contract.list } },
    handler: (req) =>
      service.listProducts(companyCtx(req), {
        ...req.query,
        createTime: req.query.createTime as [Date, Date] | undefined,
      }),
  });

  r.get(`${PRODUCTS_URL}/counts`, {
    config: { access: company('product:list'), cache: { tables: service.PRODUCT_LIST_TABLES } },
    schema: { tags: ['goods'], response: { 200: contract.counts } },
    handler: (req) => service.tabCounts(companyCtx(req)),
  });

  r.get(`${PRODUCTS_URL}/:id`, {
    config: { access: company('product:list') },
    schema: { tags: ['goods'], params: idParam, response: { 200: contract.one } },
    handler: (req) => service.getProduct(companyCtx(req), req.params.id),
  });

  r.post(PRODUCTS_URL, {
    config: { access: company('product:add') },
    schema: { tags: ['goods'], body: contract.create, response: { 200: contract.saved } },
    handler: (req) => service.saveProduct(companyCtx(req), req.body),
  });

  r.put(PRODUCTS_URL, {
    config: { access: company('product:edit') },
    schema: { tags: ['goods'], body: contract.update, response: { 200: contract.saved } },
    handler: (req) => service.saveProduct(companyCtx(req), req.body, req.body.id),
  });

  r.delete(PRODUCTS_URL, {
    config: { access: company('product:del') },
    schema: { tags: ['goods'], body: contract.remove, response: { 204: z.null() } },
    handler: async (req, reply) => {
      await service.setDeleted(companyCtx(req), req.body, true);
      return reply.code(204).send(null);
    },
  });

  r.delete(`${PRODUCTS_URL}/:id`, {
    config: { access: company('product:del') },
    schema: { tags: ['goods'], params: idParam, response: { 204: z.null() } },
    handler: async (req, reply) => {
      await service.setDeleted(companyCtx(req), [req.params.id], true);
      return reply.code(204).send(null);
    },
  });

  r.post(`${PRODUCTS_URL}/restore`, {
    config: { access: company('product:del') },
    schema: { tags: ['goods'], body: contract.restore, response: { 204: z.null() } },
    handler: async (req, reply) => {
      await service.setDeleted(companyCtx(req), req.body, false);
      return reply.code(204).send(null);
    },
  });

  r.delete(`${PRODUCTS_URL}/purge`, {
    config: { access: company('product:del') },
    schema: { tags: ['goods'], body: contract.purge, response: { 204: z.null() } },
    handler: async (req, reply) => {
      await service.purge(companyCtx(req), req.body);
      return reply.code(204).send(null);
    },
  });

  r.post(`${PRODUCTS_URL}/bulk`, {
    config: { access: company('product:edit') },
    schema: { tags: ['goods'], body: contract.bulk, response: { 204: z.null() } },
    handler: async (req, reply) => {
      const { ids, ...set } = req.body;
      await service.bulkUpdate(companyCtx(req), ids, set);
      return reply.code(204).send(null);
    },
  });
}
