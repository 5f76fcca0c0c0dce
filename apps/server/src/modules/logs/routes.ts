import { dateParam, pageQuerySchema, pageSchema, timestamp } from '@hh/shared';
import { and, count, desc, eq, getTableColumns, gte, ilike, lt, lte, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { inCompany } from '../../db/access.ts';
import { company } from '../../lib/access.ts';
import { typed } from '../../lib/app-types.ts';
import type { CompanyContext } from '../../lib/context.ts';
import { companyRowCount, contains, orderBy, paged } from '../../lib/list.ts';
import { EXPORT_BATCH, sendXlsx } from '../../lib/xlsx.ts';
import { companyCtx } from '../../plugins/auth.ts';
import { auditLogs } from './schema.ts';

const logQuery = pageQuerySchema.extend({
  userId: z.coerce.number().int().positive().optional(),
  username: z.string().trim().max(64).optional(),
  entity: z.string().trim().max(64).optional(),
  action: z.string().trim().max(64).optional(),
  startTime: dateParam().optional(),
  endTime: dateParam().optional(),
});

const logRow = z.object({
  id: z.number(),
  userId: z.number().nullable(),
  username: z.string().nullable(),
  entity: z.string(),
  entityId: z.string().nullable(),
  action: z.string(),
  before: z.unknown(),
  after: z.unknown(),
  ip: z.string().nullable(),
  createdAt: timestamp(),
});

type LogFilter = Omit<z.output<typeof logQuery>, 'page' | 'size' | 'sort'>;

function logWhere(q: LogFilter): SQL | undefined {
  return and(
    q.userId ? eq(auditLogs.userId, q.userId) : undefined,
    q.username ? ilike(auditLogs.username, contains(q.username)) : undefined,
    q.entity ? eq(auditLogs.entity, q.entity) : undefined,
    q.action ? eq(auditLogs.action, q.action) : undefined,
    q.startTime ? gte(auditLogs.createdAt, q.startTime) : undefined,
    q.endTime ? lte(auditLogs.createdAt, q.endTime) : undefined,
  );
}

const { companyId: _companyId, ...logColumns } = getTableColumns(auditLogs);

async function listLogs(ctx: CompanyContext, q: z.output<typeof logQuery>) {
  const where = logWhere(q);
  const order = orderBy(q.sort, { id: auditLogs.id, createTime: auditLogs.createdAt });
  return inCompany(ctx, (tx) =>
    paged(
      q,
      (limit, offset) =>
        tx
          .select(logColumns)
          .from(auditLogs)
          .where(where)
          .orderBy(...order)
          .limit(limit)
          .offset(offset),
      async () =>
        where
          ? ((await tx.select({ n: count() }).from(auditLogs).where(where))[0]?.n ?? 0)
          : companyRowCount(tx, auditLogs),
    ),
  );
}

type LogRow = Awaited<ReturnType<typeof listLogs>>['content'][number];

function logBatch(ctx: CompanyContext, q: LogFilter, after: LogRow | undefined) {
  const where = and(logWhere(q), after ? lt(auditLogs.id, after.id) : undefined);
  return inCompany(ctx, (tx) =>
    tx.select(logColumns).from(auditLogs).where(where).orderBy(desc(auditLogs.id)).limit(EXPORT_BATCH),
  );
}

const json = (v: unknown) => (v === null || v === undefined ? null : JSON.stringify(v));

export function logRoutes(app: FastifyInstance) {
  typed(app).get('/api/logs', {
    config: { access: company('log:list') },
    schema: { tags: ['logs'], querystring: logQuery, response: { 200: pageSchema(logRow) } },
    handler: (req) => listLogs(companyCtx(req), req.query),
  });

  typed(app).get('/api/logs/download', {
    config: { access: company('log:list') },
    schema: { tags: ['logs'], querystring: logQuery.omit({ page: true, size: true, sort: true }) },
    handler: (req, reply) => {
      const ctx = companyCtx(req);
      return sendXlsx<LogRow>(req, reply, {
        title: { zh: '操作日志', en: 'Audit log' },
        columns: [
          { header: { zh: 'ID', en: 'ID' }, value: (l) => l.id, width: 10 },
          { header: { zh: '时间', en: 'Time' }, value: (l) => l.createdAt, width: 22 },
          { header: { zh: '用户', en: 'User' }, value: (l) => l.username },
          { header: { zh: '对象', en: 'Entity' }, value: (l) => l.entity },
          { header: { zh: '对象ID', en: 'Entity id' }, value: (l) => l.entityId },
          { header: { zh: '操作', en: 'Action' }, value: (l) => l.action },
          { header: { zh: '修改前', en: 'Before' }, value: (l) => json(l.before), width: 40 },
          { header: { zh: '修改后', en: 'After' }, value: (l) => json(l.after), width: 40 },
          { header: { zh: 'IP', en: 'IP' }, value: (l) => l.ip },
        ],
        batch: (after) => logBatch(ctx, req.query, after),
      });
    },
  });
}
