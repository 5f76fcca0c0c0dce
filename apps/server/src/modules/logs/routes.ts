import { pageQuerySchema, pageSchema } from '@hh/shared';
import { and, count, eq, getTableColumns, gte, ilike, lte, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { inCompany } from '../../db/access.ts';
import { company } from '../../lib/access.ts';
import { typed } from '../../lib/app-types.ts';
import type { CompanyContext } from '../../lib/context.ts';
import { contains, orderBy, paged } from '../../lib/list.ts';
import { timestamp } from '../../lib/validators.ts';
import { companyCtx } from '../../plugins/auth.ts';
import { auditLogs } from './schema.ts';

const logQuery = pageQuerySchema.extend({
  userId: z.coerce.number().int().positive().optional(),
  username: z.string().trim().max(64).optional(),
  entity: z.string().trim().max(64).optional(),
  action: z.string().trim().max(64).optional(),
  startTime: z.coerce.date().optional(),
  endTime: z.coerce.date().optional(),
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

async function listLogs(ctx: CompanyContext, q: z.output<typeof logQuery>) {
  const filters: (SQL | undefined)[] = [
    q.userId ? eq(auditLogs.userId, q.userId) : undefined,
    q.username ? ilike(auditLogs.username, contains(q.username)) : undefined,
    q.entity ? eq(auditLogs.entity, q.entity) : undefined,
    q.action ? eq(auditLogs.action, q.action) : undefined,
    q.startTime ? gte(auditLogs.createdAt, q.startTime) : undefined,
    q.endTime ? lte(auditLogs.createdAt, q.endTime) : undefined,
  ];
  const where = and(...filters);
  const order = orderBy(q.sort, { id: auditLogs.id, createTime: auditLogs.createdAt });
  return inCompany(ctx, (tx) =>
    paged(
      q,
      (limit, offset) => {
        const { companyId: _companyId, ...columns } = getTableColumns(auditLogs);
        return tx
          .select(columns)
          .from(auditLogs)
          .where(where)
          .orderBy(...order)
          .limit(limit)
          .offset(offset);
      },
      async () => (await tx.select({ n: count() }).from(auditLogs).where(where))[0]?.n ?? 0,
    ),
  );
}

export function logRoutes(app: FastifyInstance) {
  typed(app).get('/api/logs', {
    config: { access: company('log:list') },
    schema: { tags: ['logs'], querystring: logQuery, response: { 200: pageSchema(logRow) } },
    handler: (req) => listLogs(companyCtx(req), req.query),
  });
}
