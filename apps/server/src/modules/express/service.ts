import type { expressContract } from '@hh/shared';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import { inCompany } from '../../db/access.ts';
import type { Tx } from '../../db/client.ts';
import { audit } from '../../lib/audit.ts';
import type { CompanyContext } from '../../lib/context.ts';
import { fieldError, notFound } from '../../lib/errors.ts';
import { companyMatchCount, containedInAny, equalsIfGiven, orderBy, paged } from '../../lib/list.ts';
import { expressCompanies } from './schema.ts';

const SORTABLE = {
  id: expressCompanies.id,
  code: expressCompanies.code,
  name: expressCompanies.name,
  sort: expressCompanies.sort,
  createTime: expressCompanies.createdAt,
};

export function listExpress(ctx: CompanyContext, query: z.output<typeof expressContract.listQuery>) {
  const where = and(
    containedInAny(query.blurry, expressCompanies.code, expressCompanies.name),
    equalsIfGiven(expressCompanies.isShow, query.isShow),
  );
  const order = orderBy(query.sort, SORTABLE);
  return inCompany(ctx, (tx) =>
    paged(
      query,
      (limit, offset) =>
        tx
          .select()
          .from(expressCompanies)
          .where(where)
          .orderBy(...order)
          .limit(limit)
          .offset(offset),
      () => companyMatchCount(tx, expressCompanies, where),
    ),
  );
}

/** The enabled couriers in their order, for pickers. */
export function enabledExpress(ctx: CompanyContext) {
  return inCompany(ctx, (tx) =>
    tx
      .select({ code: expressCompanies.code, name: expressCompanies.name })
      .from(expressCompanies)
      .where(eq(expressCompanies.isShow, true))
      .orderBy(asc(expressCompanies.sort), asc(expressCompanies.id)),
  );
}

/**
 * The enabled courier of the transaction's company with this code, for shipping an order: its code
 * and name (to keep on the order). Unknown or disabled: a 400 on the `expressCode` field.
 */
export async function expressCompanyOf(tx: Tx, code: string): Promise<{ code: string; name: string }> {
  const [row] = await tx
    .select({ code: expressCompanies.code, name: expressCompanies.name, isShow: expressCompanies.isShow })
    .from(expressCompanies)
    .where(eq(expressCompanies.code, code.trim().toUpperCase()));
  if (!row?.isShow) throw fieldError('expressCode', 'validation.expressCompany');
  return { code: row.code, name: row.name };
}

export function addExpress(ctx: CompanyContext, input: z.output<typeof expressContract.create>) {
  return inCompany(ctx, async (tx) => {
    const [taken] = await tx
      .select({ id: expressCompanies.id })
      .from(expressCompanies)
      .where(eq(expressCompanies.code, input.code));
    if (taken) throw fieldError('code', 'validation.expressCodeTaken');
    const [row] = await tx.insert(expressCompanies).values(input).returning();
    await audit(tx, ctx, { entity: 'express', entityId: row!.id, action: 'create', after: row });
    return row!;
  });
}

async function change(
  ctx: CompanyContext,
  id: number,
  values: Partial<Pick<typeof expressCompanies.$inferInsert, 'name' | 'sort' | 'isShow'>>,
  action: 'update' | 'setStatus',
) {
  return inCompany(ctx, async (tx) => {
    const [before] = await tx.select().from(expressCompanies).where(eq(expressCompanies.id, id));
    if (!before) throw notFound();
    const [row] = await tx
      .update(expressCompanies)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(expressCompanies.id, id))
      .returning();
    await audit(tx, ctx, { entity: 'express', entityId: id, action, before, after: row });
    return row!;
  });
}

/** Renames or moves a courier; its code stays. */
export const editExpress = (ctx: CompanyContext, input: z.output<typeof expressContract.update>) =>
  change(ctx, input.id, { name: input.name, sort: input.sort }, 'update');

/** Offers a courier in the pickers, or stops offering it. */
export const showExpress = (ctx: CompanyContext, input: z.output<typeof expressContract.show>) =>
  change(ctx, input.id, { isShow: input.isShow }, 'setStatus');

/** Removes couriers by id, all or none: an id that is not the company's is a 404 and nothing goes. */
export function removeExpress(ctx: CompanyContext, ids: number[]) {
  return inCompany(ctx, async (tx) => {
    const found = await tx.select().from(expressCompanies).where(inArray(expressCompanies.id, ids));
    if (found.length !== ids.length) throw notFound();
    await tx.delete(expressCompanies).where(inArray(expressCompanies.id, ids));
    for (const row of found) {
      await audit(tx, ctx, { entity: 'express', entityId: row.id, action: 'delete', before: row });
    }
  });
}
