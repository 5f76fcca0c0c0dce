import type { logContract } from '@hh/shared';
import { and, desc, eq, getTableColumns, gte, ilike, lt, lte, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { inCompany } from '../../db/access.ts';
import type { CompanyContext } from '../../lib/context.ts';
import { companyMatchCount, contains, orderBy, paged } from '../../lib/list.ts';
import { EXPORT_BATCH } from '../../lib/xlsx.ts';
import { auditLogs } from './schema.ts';

type LogQuery = z.output<typeof logContract.listQuery>;
type LogFilter = z.output<typeof logContract.exportQuery>;

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

export async function listLogs(ctx: CompanyContext, q: LogQuery) {
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
      () => companyMatchCount(tx, auditLogs, where),
    ),
  );
}

export type LogRow = Awaited<ReturnType<typeof listLogs>>['content'][number];

export function logBatch(ctx: CompanyContext, q: LogFilter, after: LogRow | undefined) {
  const where = and(logWhere(q), after ? lt(auditLogs.id, after.id) : undefined);
  return inCompany(ctx, (tx) =>
    tx.select(logColumns).from(auditLogs).where(where).orderBy(desc(auditLogs.id)).limit(EXPORT_BATCH),
  );
}
