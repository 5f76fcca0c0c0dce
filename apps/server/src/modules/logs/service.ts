import type { logsContract } from '@hh/shared';
import {
  and,
  asc,
  desc,
  eq,
  getTableColumns,
  gte,
  ilike,
  isNotNull,
  lt,
  lte,
  type SQL,
  sql,
} from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import { inCompany } from '../../db/access.ts';
import type { Tx } from '../../db/client.ts';
import { companyMatchCount, contains, orderBy, paged } from '../../db/list.ts';
import type { Lang } from '../../i18n/messages.ts';
import type { CompanyContext } from '../../lib/context.ts';
import { EXPORT_BATCH } from '../../plugins/xlsx.ts';
import { memberRoles, roleNameSql, roles } from '../roles/index.ts';
import { users } from '../users/index.ts';
import { entityName } from './entity-name.ts';
import { auditLogs } from './schema.ts';

type LogQuery = z.output<typeof logsContract.listQuery>;
type LogFilter = z.output<typeof logsContract.exportQuery>;

function logWhere(q: LogFilter): SQL | undefined {
  return and(
    q.userId ? eq(auditLogs.userId, q.userId) : undefined,
    q.username ? ilike(auditLogs.username, contains(q.username)) : undefined,
    q.entity ? eq(auditLogs.entity, q.entity) : undefined,
    q.action ? eq(auditLogs.action, q.action) : undefined,
    q.ip ? eq(auditLogs.ip, q.ip) : undefined,
    q.startTime ? gte(auditLogs.createdAt, q.startTime) : undefined,
    q.endTime ? lte(auditLogs.createdAt, q.endTime) : undefined,
  );
}

const { companyId: _companyId, ...logColumns } = getTableColumns(auditLogs);

/** The person's roles in the company, highest first (row-level security keeps them to this company). */
const roleNames = (lang: Lang) => sql<
  string[]
>`coalesce((select array_agg(${roleNameSql(lang)} order by ${roles.level}, ${roles.id})
  from ${memberRoles} join ${roles} on ${roles.id} = ${memberRoles.roleId}
  where ${memberRoles.userId} = ${auditLogs.userId}), '{}')`;

/** The staff member a `user` line is about, named even when the line recorded no row (a password reset). */
const subject = alias(users, 'subject');

/** One line as the log shows it: who (name and roles) and the entity's name beside the stored line. */
function selectLines(tx: Tx, lang: Lang) {
  return tx
    .select({
      ...logColumns,
      nickName: users.nickName,
      roles: roleNames(lang),
      subjectName: subject.nickName,
    })
    .from(auditLogs)
    .leftJoin(users, eq(users.id, auditLogs.userId))
    .leftJoin(subject, and(eq(auditLogs.entity, 'user'), eq(sql`${subject.id}::text`, auditLogs.entityId)));
}

type Line = Awaited<ReturnType<ReturnType<typeof selectLines>['execute']>>[number];

const withEntityName = ({ subjectName, ...line }: Line) => ({
  ...line,
  entityName: entityName(line.after, line.before) ?? (subjectName || null),
});

export async function listLogs(ctx: CompanyContext, q: LogQuery) {
  const where = logWhere(q);
  const order = orderBy(q.sort, { id: auditLogs.id, createTime: auditLogs.createdAt });
  return inCompany(ctx, async (tx) => {
    const page = await paged(
      q,
      (limit, offset) =>
        selectLines(tx, ctx.lang)
          .where(where)
          .orderBy(...order)
          .limit(limit)
          .offset(offset),
      () => companyMatchCount(tx, auditLogs, where),
    );
    return { ...page, content: page.content.map(withEntityName) };
  });
}

export type LogRow = Awaited<ReturnType<typeof listLogs>>['content'][number];

export function logBatch(ctx: CompanyContext, q: LogFilter, after: LogRow | undefined) {
  const where = and(logWhere(q), after ? lt(auditLogs.id, after.id) : undefined);
  return inCompany(ctx, async (tx) =>
    (await selectLines(tx, ctx.lang).where(where).orderBy(desc(auditLogs.id)).limit(EXPORT_BATCH)).map(
      withEntityName,
    ),
  );
}

/** Everyone who has a line in the company's log, by name, for the filter by person. */
export function logPeople(ctx: CompanyContext) {
  return inCompany(ctx, async (tx) => {
    const rows = await tx
      .selectDistinct({ id: auditLogs.userId, username: auditLogs.username, nickName: users.nickName })
      .from(auditLogs)
      .leftJoin(users, eq(users.id, auditLogs.userId))
      .where(and(isNotNull(auditLogs.userId), isNotNull(auditLogs.username)))
      .orderBy(asc(auditLogs.username));
    return rows.map((r) => ({ id: r.id!, username: r.username!, nickName: r.nickName || r.username! }));
  });
}
