import { idParam, pageQuerySchema, pageSchema, timestamp } from '@hh/shared';
import { and, asc, count, eq, ilike, inArray, or } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { inCompany } from '../../db/access.ts';
import { company } from '../../lib/access.ts';
import { typed } from '../../lib/app-types.ts';
import { audit } from '../../lib/audit.ts';
import { crudRoutes } from '../../lib/crud.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { contains } from '../../lib/list.ts';
import { companyCtx } from '../../plugins/auth.ts';
import { dictDetails, dicts } from './schema.ts';

const dictInput = z.object({
  name: z
    .string()
    .trim()
    .regex(/^[a-z][a-z0-9_]{1,49}$/, 'msg:dictName'),
  description: z.string().trim().max(200).default(''),
});
const dictRow = dictInput.extend({ id: z.number(), createdAt: timestamp(), updatedAt: timestamp() });

const detailInput = z.object({
  dictId: z.number().int().positive().optional(),
  dict: z.object({ id: z.number().int().positive() }).optional(),
  label: z.string().trim().min(1, 'msg:required').max(60),
  labelEn: z.string().trim().max(80).default(''),
  value: z.string().trim().min(1, 'msg:required').max(60),
  sort: z.number().int().min(0).max(99999).default(0),
});
const detailRow = z.object({
  id: z.number(),
  dictId: z.number(),
  label: z.string(),
  labelEn: z.string(),
  value: z.string(),
  sort: z.number(),
  createdAt: timestamp(),
  updatedAt: timestamp(),
});

export function dictionaryRoutes(app: FastifyInstance) {
  const r = typed(app);

  crudRoutes(app, {
    url: '/api/dict',
    table: dicts,
    entity: 'dict',
    permission: 'dict',
    title: { zh: '字典管理', en: 'Dictionaries' },
    input: dictInput,
    row: dictRow,
    filters: { blurry: z.string().trim().max(50).optional() },
    where: (f) => [
      f.blurry
        ? or(ilike(dicts.name, contains(f.blurry)), ilike(dicts.description, contains(f.blurry)))
        : undefined,
    ],
    sortable: { id: dicts.id, name: dicts.name, createTime: dicts.createdAt },
    toValues: async (input, tx, id) => {
      const [clash] = await tx.select({ id: dicts.id }).from(dicts).where(eq(dicts.name, input.name));
      if (clash && clash.id !== id) throw conflict('dict.nameTaken');
      return input;
    },
    beforeDelete: async (tx, ids) => {
      await tx.delete(dictDetails).where(inArray(dictDetails.dictId, ids));
    },
    columns: [
      { header: { zh: 'ID', en: 'ID' }, value: (d) => d.id as number, width: 8 },
      { header: { zh: '名称', en: 'Name' }, value: (d) => d.name as string },
      { header: { zh: '描述', en: 'Description' }, value: (d) => d.description as string, width: 40 },
    ],
  });

  r.get('/api/dictDetail', {
    config: { access: company() },
    schema: {
      tags: ['dict'],
      querystring: pageQuerySchema.extend({
        dictName: z.string().trim().min(1).max(50).optional(),
        dictId: z.coerce.number().int().positive().optional(),
        label: z.string().trim().max(60).optional(),
      }),
      response: { 200: pageSchema(detailRow) },
    },
    handler: (req) =>
      inCompany(companyCtx(req), async (tx) => {
        const q = req.query;
        const where = and(
          q.dictName ? eq(dicts.name, q.dictName) : undefined,
          q.dictId ? eq(dictDetails.dictId, q.dictId) : undefined,
          q.label ? ilike(dictDetails.label, contains(q.label)) : undefined,
        );
        const rows = await tx
          .select({ detail: dictDetails })
          .from(dictDetails)
          .innerJoin(dicts, eq(dicts.id, dictDetails.dictId))
          .where(where)
          .orderBy(asc(dictDetails.sort), asc(dictDetails.id))
          .limit(q.size)
          .offset(q.page * q.size);
        const [total] = await tx
          .select({ n: count() })
          .from(dictDetails)
          .innerJoin(dicts, eq(dicts.id, dictDetails.dictId))
          .where(where);
        return { content: rows.map((row) => row.detail), totalElements: total?.n ?? 0 };
      }),
  });

  const saveDetail = (method: 'post' | 'put') =>
    r[method]('/api/dictDetail', {
      config: { access: company(method === 'post' ? 'dict:add' : 'dict:edit') },
      schema: {
        tags: ['dict'],
        body: method === 'post' ? detailInput : detailInput.extend({ id: z.number().int().positive() }),
        response: { 200: detailRow },
      },
      handler: (req) => {
        const ctx = companyCtx(req);
        const body = req.body as z.output<typeof detailInput> & { id?: number };
        const dictId = body.dictId ?? body.dict?.id;
        return inCompany(ctx, async (tx) => {
          const [dict] = dictId ? await tx.select().from(dicts).where(eq(dicts.id, dictId)) : [];
          if (!dict) throw notFound();
          const [clash] = await tx
            .select({ id: dictDetails.id })
            .from(dictDetails)
            .where(and(eq(dictDetails.dictId, dict.id), eq(dictDetails.value, body.value)));
          if (clash && clash.id !== body.id) throw conflict('dict.valueTaken');
          const values = {
            dictId: dict.id,
            label: body.label,
            labelEn: body.labelEn,
            value: body.value,
            sort: body.sort,
          };
          if (body.id === undefined) {
            const [row] = await tx.insert(dictDetails).values(values).returning();
            await audit(tx, ctx, { entity: 'dictDetail', entityId: row!.id, action: 'create', after: row });
            return row!;
          }
          const [before] = await tx.select().from(dictDetails).where(eq(dictDetails.id, body.id));
          if (!before) throw notFound();
          const [row] = await tx
            .update(dictDetails)
            .set({ ...values, updatedAt: new Date() })
            .where(eq(dictDetails.id, body.id))
            .returning();
          await audit(tx, ctx, {
            entity: 'dictDetail',
            entityId: body.id,
            action: 'update',
            before,
            after: row,
          });
          return row!;
        });
      },
    });
  saveDetail('post');
  saveDetail('put');

  r.delete('/api/dictDetail/:id', {
    config: { access: company('dict:del') },
    schema: { tags: ['dict'], params: idParam, response: { 204: z.null() } },
    handler: async (req, reply) => {
      const ctx = companyCtx(req);
      await inCompany(ctx, async (tx) => {
        const [row] = await tx.delete(dictDetails).where(eq(dictDetails.id, req.params.id)).returning();
        if (!row) throw notFound();
        await audit(tx, ctx, { entity: 'dictDetail', entityId: row.id, action: 'delete', before: row });
      });
      return reply.code(204).send(null);
    },
  });
}
