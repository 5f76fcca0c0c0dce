import {
  type AuditEntity,
  type CrudPrefix,
  idList,
  idParam,
  type Page,
  type PageQuery,
  pageQuerySchema,
  pageSchema,
} from '@hh/shared';
import { type AnyColumn, and, desc, eq, inArray, lt, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { inCompany, inPlatform } from '../db/access.ts';
import { audit } from '../db/audit.ts';
import type { Tx } from '../db/client.ts';
import { boundedCount, companyMatchCount, orderBy, paged } from '../db/list.ts';
import type { Lang } from '../i18n/messages.ts';
import { company, platform } from '../lib/access.ts';
import { typed } from '../lib/app-types.ts';
import type { CompanyContext } from '../lib/context.ts';
import { notFound } from '../lib/errors.ts';
import { companyCtx } from './auth.ts';
import { EXPORT_BATCH, sendXlsx, type XlsxColumn } from './xlsx.ts';

type Row = Record<string, unknown>;
const rows = async (query: PromiseLike<unknown>) => (await query) as Row[];

export interface CrudSpec<TFilter extends z.ZodRawShape, TInput extends z.ZodObject> {
  /** e.g. `/api/hhStores`; list, one, add, edit, delete and download hang off it. */
  url: string;
  table: PgTable;
  /** The key column's property name ('id' unless the spec says otherwise, e.g. members' 'uid'). */
  idField?: string;
  /** The audit log's name for the entity. */
  entity: AuditEntity;
  /** Permission prefix: `{prefix}:list|add|edit|del`, all four in the menu table. */
  permission: CrudPrefix;
  title: Record<Lang, string>;
  input: TInput;
  row: z.ZodObject;
  filters: TFilter;
  where: (filter: z.output<z.ZodObject<TFilter>>) => (SQL | undefined)[];
  sortable: Record<string, AnyColumn>;
  /** The export's columns; a function when labels come from the company's data (dictionaries). */
  columns: XlsxColumn<Row>[] | ((tx: Tx) => Promise<XlsxColumn<Row>[]>);
  /** Adds what the screen shows beside the stored columns (e.g. a promoter's name) to listed, read and exported rows. */
  decorate?: (tx: Tx, rows: Row[]) => Promise<Row[]>;
  /** Turns validated input into column values (derived fields, normalisation). */
  toValues?: (
    input: z.output<TInput>,
    tx: Tx,
    id: number | undefined,
  ) => Promise<Record<string, unknown>> | Record<string, unknown>;
  /** `platform`: a platform-managed table (no company_id), reachable only from the platform company. */
  scope?: 'company' | 'platform';
  /** Checks before an add (e.g. a plan's limit); throw to refuse. */
  beforeCreate?: (tx: Tx, ctx: CompanyContext) => Promise<void>;
  /** Checks before a delete; throw to refuse. */
  beforeDelete?: (tx: Tx, ids: number[]) => Promise<void>;
}

/**
 * The one list convention as a company-scoped resource: GET {url} (paged, filtered, whitelisted
 * sort), GET {url}/{id}, POST {url}, PUT {url} (with id), DELETE {url} (array of ids), DELETE {url}/{id} and
 * GET {url}/download (xlsx, streamed). Every change is audited in its transaction.
 */
export function crudRoutes<TFilter extends z.ZodRawShape, TInput extends z.ZodObject>(
  app: FastifyInstance,
  spec: CrudSpec<TFilter, TInput>,
) {
  const r = typed(app);
  const t = spec.table;
  const idField = spec.idField ?? 'id';
  const idColumn = (t as unknown as Record<string, PgColumn>)[idField]!;
  const idOf = (row: Row) => row[idField] as number;
  const tag = spec.entity;
  const isPlatform = spec.scope === 'platform';
  const access = (action: 'list' | 'add' | 'edit' | 'del') =>
    (isPlatform ? platform : company)(`${spec.permission}:${action}`);
  const run = <T>(ctx: CompanyContext, fn: (tx: Tx) => Promise<T>) =>
    (isPlatform ? inPlatform : inCompany)(ctx, fn);
  const filterSchema = z.object(spec.filters);
  const whereOf = (filter: z.output<typeof filterSchema>) => and(...spec.where(filter));
  const decorate = (tx: Tx, found: Row[]) => (spec.decorate ? spec.decorate(tx, found) : found);
  const values = async (input: z.output<TInput>, tx: Tx, id?: number) =>
    spec.toValues ? await spec.toValues(input, tx, id) : (input as Record<string, unknown>);

  const list = (
    ctx: CompanyContext,
    query: PageQuery & z.output<typeof filterSchema>,
  ): Promise<Page<Row>> => {
    const where = whereOf(query);
    const order = orderBy(query.sort, spec.sortable);
    return run(ctx, (tx) =>
      paged(
        query,
        async (limit, offset) =>
          decorate(
            tx,
            await rows(
              tx
                .select()
                .from(t)
                .where(where)
                .orderBy(...order)
                .limit(limit)
                .offset(offset),
            ),
          ),
        () => companyMatchCount(tx, t, where),
      ),
    );
  };

  r.get(spec.url, {
    config: { access: access('list') },
    schema: {
      tags: [tag],
      querystring: pageQuerySchema.extend(spec.filters),
      response: { 200: pageSchema(spec.row) },
    },
    handler: (req) => list(companyCtx(req), req.query as PageQuery & z.output<typeof filterSchema>),
  });

  r.get(`${spec.url}/download`, {
    config: { access: access('list') },
    schema: { tags: [tag], querystring: filterSchema },
    handler: async (req, reply) => {
      const ctx = companyCtx(req);
      const where = whereOf(req.query as z.output<typeof filterSchema>);
      const columns = Array.isArray(spec.columns) ? spec.columns : await run(ctx, spec.columns);
      return sendXlsx<Row>(req, reply, {
        ctx,
        title: spec.title,
        columns,
        count: (limit) => run(ctx, (tx) => boundedCount(tx, t, where, limit)),
        batch: (after) =>
          run(ctx, async (tx) =>
            decorate(
              tx,
              await rows(
                tx
                  .select()
                  .from(t)
                  .where(and(where, after ? lt(idColumn, idOf(after)) : undefined))
                  .orderBy(desc(idColumn))
                  .limit(EXPORT_BATCH),
              ),
            ),
          ),
      });
    },
  });

  r.get(`${spec.url}/:id`, {
    config: { access: access('list') },
    schema: { tags: [tag], params: idParam, response: { 200: spec.row } },
    handler: (req) =>
      run(companyCtx(req), async (tx) => {
        const [row] = await decorate(tx, await rows(tx.select().from(t).where(eq(idColumn, req.params.id))));
        if (!row) throw notFound();
        return row;
      }),
  });

  r.post(spec.url, {
    config: { access: access('add') },
    schema: { tags: [tag], body: spec.input, response: { 200: spec.row } },
    handler: (req) => {
      const ctx = companyCtx(req);
      return run(ctx, async (tx) => {
        await spec.beforeCreate?.(tx, ctx);
        const [row] = await rows(
          tx
            .insert(t)
            .values(await values(req.body as z.output<TInput>, tx))
            .returning(),
        );
        await audit(tx, ctx, { entity: spec.entity, entityId: idOf(row!), action: 'create', after: row });
        return row;
      });
    },
  });

  r.put(spec.url, {
    config: { access: access('edit') },
    schema: {
      tags: [tag],
      body: spec.input.extend({ [idField]: z.number().int().positive() }),
      response: { 200: spec.row },
    },
    handler: (req) => {
      const ctx = companyCtx(req);
      const { [idField]: id, ...input } = req.body as Record<string, unknown>;
      if (typeof id !== 'number') throw notFound();
      return run(ctx, async (tx) => {
        const [before] = await tx.select().from(t).where(eq(idColumn, id));
        if (!before) throw notFound();
        const [row] = await rows(
          tx
            .update(t)
            .set({ ...(await values(input as z.output<TInput>, tx, id)), updatedAt: new Date() })
            .where(eq(idColumn, id))
            .returning(),
        );
        await audit(tx, ctx, { entity: spec.entity, entityId: id, action: 'update', before, after: row });
        return row;
      });
    },
  });

  /** Removes rows by id, all or none: an id that is not the caller's is a 404 and nothing goes. */
  const remove = (ctx: CompanyContext, ids: number[]) =>
    run(ctx, async (tx) => {
      const found = await rows(tx.select().from(t).where(inArray(idColumn, ids)));
      if (found.length !== ids.length) throw notFound();
      await spec.beforeDelete?.(tx, ids);
      await tx.delete(t).where(inArray(idColumn, ids));
      for (const row of found) {
        await audit(tx, ctx, { entity: spec.entity, entityId: idOf(row), action: 'delete', before: row });
      }
    });

  r.delete(spec.url, {
    config: { access: access('del') },
    schema: { tags: [tag], body: idList, response: { 204: z.null() } },
    handler: async (req, reply) => {
      await remove(companyCtx(req), [...new Set(req.body)]);
      return reply.code(204).send(null);
    },
  });

  r.delete(`${spec.url}/:id`, {
    config: { access: access('del') },
    schema: { tags: [tag], params: idParam, response: { 204: z.null() } },
    handler: async (req, reply) => {
      await remove(companyCtx(req), [req.params.id]);
      return reply.code(204).send(null);
    },
  });
}
