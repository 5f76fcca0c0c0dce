import os from 'node:os';
import type { CompanyStatus, PageQuery, storeCategoryInput } from '@hh/shared';
import { and, count, desc, eq, ilike, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { inPlatform, inSystem } from '../../db/access.ts';
import { audit } from '../../db/audit.ts';
import type { DatabaseHandle, Tx } from '../../db/client.ts';
import { contains, paged } from '../../db/list.ts';
import type { UserContext } from '../../lib/context.ts';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors.ts';
import { publish } from '../../lib/events.ts';
import { companies, plans } from '../companies/index.ts';
import { companyAudits, serverErrors, storeCategories } from './schema.ts';

export async function decide(ctx: UserContext, input: { companyId: number; status: 1 | 2; reason: string }) {
  return inPlatform(ctx, async (tx) => {
    const [company] = await tx
      .select()
      .from(companies)
      .where(eq(companies.id, input.companyId))
      .for('update');
    if (!company || company.isPlatform) throw notFound();
    if (company.status !== 'pending_approval') throw conflict('company.notPending');
    const status: CompanyStatus = input.status === 1 ? 'active' : 'rejected';
    await tx.update(companies).set({ status, updatedAt: new Date() }).where(eq(companies.id, company.id));
    const [line] = await tx
      .insert(companyAudits)
      .values({
        companyId: company.id,
        status: input.status,
        reason: input.reason,
        operatorId: ctx.principal.userId,
        operatorName: ctx.principal.username,
      })
      .returning();
    await audit(tx, ctx, {
      entity: 'company',
      entityId: company.id,
      action: 'decide',
      before: company,
      after: line,
    });
    await publish(tx, {
      companyId: company.id,
      type: input.status === 1 ? 'company.approved' : 'company.rejected',
      actorId: ctx.principal.userId,
      data: { reason: input.reason, companyName: company.name },
    });
    return line!;
  });
}

export async function auditsOf(ctx: UserContext, companyId: number, query: PageQuery) {
  if (!ctx.principal.isPlatform && ctx.principal.companyId !== companyId) throw forbidden();
  return inSystem(ctx, (tx) =>
    paged(
      query,
      (limit, offset) =>
        tx
          .select()
          .from(companyAudits)
          .where(eq(companyAudits.companyId, companyId))
          .orderBy(desc(companyAudits.id))
          .limit(limit)
          .offset(offset),
      async () =>
        (await tx.select({ n: count() }).from(companyAudits).where(eq(companyAudits.companyId, companyId)))[0]
          ?.n ?? 0,
    ),
  );
}

export async function listCompanies(
  ctx: UserContext,
  query: PageQuery & { status?: CompanyStatus; blurry?: string },
) {
  return inPlatform(ctx, (tx) => {
    const where = and(
      eq(companies.isPlatform, false),
      query.status ? eq(companies.status, query.status) : undefined,
      query.blurry ? ilike(companies.name, contains(query.blurry)) : undefined,
    );
    return paged(
      query,
      async (limit, offset) =>
        (
          await tx
            .select({
              company: companies,
              planName:
                ctx.lang === 'en'
                  ? sql<string>`coalesce(nullif(${plans.nameEn}, ''), ${plans.name})`
                  : plans.name,
            })
            .from(companies)
            .leftJoin(plans, eq(plans.id, companies.planId))
            .where(where)
            .orderBy(desc(companies.id))
            .limit(limit)
            .offset(offset)
        ).map(({ company: c, planName }) => ({
          companyId: c.id,
          companyKey: c.companyKey,
          companyName: c.name,
          headPortrait: c.headPortrait,
          contactName: c.contactName,
          contactPhone: c.contactPhone,
          status: c.status,
          planName,
          expireTime: c.expireTime,
          createdAt: c.createdAt,
        })),
      async () => (await tx.select({ n: count() }).from(companies).where(where))[0]?.n ?? 0,
    );
  });
}

type CategoryInput = z.output<typeof storeCategoryInput>;

const firstChild = async (tx: Tx, parentId: number) =>
  (
    await tx
      .select({ id: storeCategories.id })
      .from(storeCategories)
      .where(eq(storeCategories.parentId, parentId))
  )[0];

/** Categories are two levels deep: a parent must be top-level, and a category with children stays on top. */
async function categoryValues(input: CategoryInput, tx: Tx, id: number | undefined) {
  if (input.parentId === 0) return input;
  const [parent] = await tx.select().from(storeCategories).where(eq(storeCategories.id, input.parentId));
  if (!parent) throw notFound();
  if (parent.parentId !== 0 || parent.id === id) throw badRequest('goods.categoryDepth');
  if (id && (await firstChild(tx, id))) throw badRequest('goods.categoryDepth');
  return input;
}

/** A category is deleted only with its children. */
async function refuseOrphans(tx: Tx, ids: number[]) {
  for (const id of ids) {
    const child = await firstChild(tx, id);
    if (child && !ids.includes(child.id)) throw badRequest('category.hasChildren');
  }
}

const rows = <T>(result: unknown) => (result as { rows: T[] }).rows;

export async function systemStatus(ctx: UserContext, databaseKind: DatabaseHandle['kind']) {
  return inPlatform(ctx, async (tx) => {
    const [size] = rows<{ size: string; version: string }>(
      await tx.execute(sql`select pg_database_size(current_database())::text as size, version() as version`),
    );
    const [ext] = rows<{ present: boolean }>(
      await tx.execute(sql`select to_regclass('pg_stat_statements') is not null as present`),
    );
    const slow = ext?.present
      ? rows<{ query: string; calls: string; mean: string; total: string }>(
          await tx.execute(sql`select left(query, 300) as query, calls::text, mean_exec_time::text as mean,
                total_exec_time::text as total from pg_stat_statements order by mean_exec_time desc limit 10`),
        ).map((r) => ({
          query: r.query,
          calls: Number(r.calls),
          meanMs: Number(r.mean),
          totalMs: Number(r.total),
        }))
      : [];
    const errors = await tx
      .select()
      .from(serverErrors)
      .orderBy(desc(serverErrors.lastSeen), desc(serverErrors.id))
      .limit(20);
    const mem = process.memoryUsage();
    return {
      uptimeSeconds: Math.round(process.uptime()),
      node: process.version,
      platform: `${os.type()} ${os.release()} (${os.cpus().length} cores)`,
      memory: {
        rss: mem.rss,
        heapUsed: mem.heapUsed,
        systemFree: os.freemem(),
        systemTotal: os.totalmem(),
      },
      database: { kind: databaseKind, sizeBytes: Number(size?.size ?? 0), version: size?.version ?? '' },
      slowQueries: { available: Boolean(ext?.present), rows: slow },
      recentErrors: errors.map(({ status: _status, fingerprint: _fingerprint, ...e }) => e),
    };
  });
}

/** The database side of the shop category list (see crudRoutes). */
export const storeCategoryRecords = {
  table: storeCategories,
  where: (f: { blurry?: string }) => [f.blurry ? ilike(storeCategories.name, contains(f.blurry)) : undefined],
  sortable: { id: storeCategories.id, sort: storeCategories.sort },
  toValues: categoryValues,
  beforeDelete: refuseOrphans,
};

/** The database side of the plan list (see crudRoutes). */
export const planRecords = {
  table: plans,
  where: () => [],
  sortable: { id: plans.id, price: plans.price },
};

/** Every shop category's name by id, for showing a parent by name (exports). */
export async function storeCategoryNames(tx: Tx) {
  const rows = await tx.select({ id: storeCategories.id, name: storeCategories.name }).from(storeCategories);
  return new Map(rows.map((r) => [r.id, r.name]));
}
