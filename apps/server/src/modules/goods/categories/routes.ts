import { categoryFilter, goodsCategoriesContract as contract, GOODS_CATEGORIES_URL } from '@hh/shared';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { company } from '../../../lib/access.ts';
import { typed } from '../../../lib/app-types.ts';
import { companyCtx } from '../../../plugins/auth.ts';
import { crudRoutes } from '../../../plugins/crud.ts';
import { categoryNames, categoryRecords, reorderCategories } from './service.ts';

export function categoryRoutes(app: FastifyInstance) {
  typed(app).put(`${GOODS_CATEGORIES_URL}/reorder`, {
    config: { access: company('goodsCategory:edit') },
    schema: { tags: ['goods'], body: contract.reorder, response: { 204: z.null() } },
    handler: async (req, reply) => {
      await reorderCategories(companyCtx(req), req.body.ids);
      return reply.code(204).send(null);
    },
  });

  crudRoutes(app, {
    url: GOODS_CATEGORIES_URL,
    entity: 'goodsCategory',
    permission: 'goodsCategory',
    title: { zh: '商品分类', en: 'Product categories' },
    input: contract.create,
    row: contract.one,
    filters: categoryFilter.shape,
    ...categoryRecords,
    columns: async (tx) => {
      const names = await categoryNames(tx);
      return [
        { header: { zh: 'ID', en: 'ID' }, value: (c) => c.id as number },
        { header: { zh: '名称', en: 'Name' }, value: (c) => c.name as string },
        { header: { zh: '上级', en: 'Parent' }, value: (c) => names.get(c.parentId as number) ?? null },
        { header: { zh: '排序', en: 'Sort' }, value: (c) => c.sort as number },
        { header: { zh: '创建时间', en: 'Created' }, value: (c) => c.createdAt as Date, width: 22 },
      ];
    },
  });
}
