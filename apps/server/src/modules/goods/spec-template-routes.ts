import { timestamp } from '@hh/shared';
import { eq, ilike } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { inCompany } from '../../db/access.ts';
import { company } from '../../lib/access.ts';
import { typed } from '../../lib/app-types.ts';
import { audit } from '../../lib/audit.ts';
import { crudRoutes } from '../../lib/crud.ts';
import { contains } from '../../lib/list.ts';
import { companyCtx } from '../../plugins/auth.ts';
import { specOption } from './product-input.ts';
import { goodsCategories, specTemplates } from './schema.ts';

const specRow = z.object({ name: z.string(), values: z.array(z.string()) });

export function specTemplateRoutes(app: FastifyInstance) {
  crudRoutes(app, {
    url: '/api/specTemplate',
    table: specTemplates,
    entity: 'specTemplate',
    permission: 'spec',
    title: { zh: '规格模板', en: 'Spec templates' },
    input: z.object({
      name: z.string().trim().min(1, 'msg:required').max(40),
      specs: z.array(specOption).min(1).max(3),
      sort: z.number().int().min(0).max(9999).default(0),
    }),
    row: z.object({
      id: z.number(),
      name: z.string(),
      specs: z.array(specRow),
      sort: z.number(),
      createdAt: timestamp(),
      updatedAt: timestamp(),
    }),
    filters: { blurry: z.string().trim().max(40).optional() },
    where: (f) => [f.blurry ? ilike(specTemplates.name, contains(f.blurry)) : undefined],
    sortable: { id: specTemplates.id, sort: specTemplates.sort },
    columns: [
      { header: { zh: 'ID', en: 'ID' }, value: (s) => s.id as number },
      { header: { zh: '名称', en: 'Name' }, value: (s) => s.name as string },
      {
        header: { zh: '规格', en: 'Specs' },
        value: (s) =>
          (s.specs as { name: string; values: string[] }[])
            .map((o) => `${o.name}: ${o.values.join('/')}`)
            .join('; '),
      },
    ],
  });
}

/** Drag-and-drop reordering: the ids of one level in their new order get sort 0, 1, 2, … */
export function categoryReorderRoute(app: FastifyInstance) {
  typed(app).put('/api/goodsCategory/reorder', {
    config: { access: company('goodsCategory:edit') },
    schema: {
      tags: ['goods'],
      body: z.object({ ids: z.array(z.number().int().positive()).min(1).max(500) }),
      response: { 204: z.null() },
    },
    handler: async (req, reply) => {
      await inCompany(companyCtx(req), async (tx) => {
        for (const [sort, id] of req.body.ids.entries()) {
          await tx.update(goodsCategories).set({ sort }).where(eq(goodsCategories.id, id));
        }
        await audit(tx, companyCtx(req), {
          entity: 'goodsCategory',
          entityId: null,
          action: 'reorder',
          after: req.body.ids,
        });
      });
      return reply.code(204).send(null);
    },
  });
}
