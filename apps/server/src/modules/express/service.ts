import type { expressContract } from '@hh/shared';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import { inCompany } from '../../db/access.ts';
import { audit } from '../../db/audit.ts';
import type { Tx } from '../../db/client.ts';
import { companyMatchCount, containedInAny, equalsIfGiven, orderBy, paged } from '../../db/list.ts';
import type { CompanyContext } from '../../lib/context.ts';
import { conflict, fieldError, notFound } from '../../lib/errors.ts';
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
  return inCompany(ctx, enabledCouriersIn);
}

/** The enabled couriers of the transaction's company (a shopper naming the courier of a return too). */
export function enabledCouriersIn(tx: Tx) {
  return tx
    .select({ code: expressCompanies.code, name: expressCompanies.name })
    .from(expressCompanies)
    .where(eq(expressCompanies.isShow, true))
    .orderBy(asc(expressCompanies.sort), asc(expressCompanies.id));
}

/**
 * The enabled courier of the transaction's company with this code, for shipping an order: its code
 * and name (to keep on the order). Unknown or disabled: a 400 on the `expressCode` field — except
 * that a disabled courier still serves the parcel it `carrying` (an order's own courier code).
 */
export async function expressCompanyOf(
  tx: Tx,
  code: string,
  carrying: string | null = null,
): Promise<{ code: string; name: string }> {
  const [row] = await tx
    .select({ code: expressCompanies.code, name: expressCompanies.name, isShow: expressCompanies.isShow })
    .from(expressCompanies)
    .where(eq(expressCompanies.code, code.trim().toUpperCase()));
  if (!row || (!row.isShow && row.code !== carrying))
    throw fieldError('expressCode', 'validation.expressCompany');
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

type OrdersOnTheWay = (tx: Tx, codes: string[]) => Promise<number>;
let ordersOnTheWay: OrdersOnTheWay = async () => 0;

/**
 * How many shipped orders not yet received name one of these courier codes, in the transaction's
 * company. The orders module tells (it depends on this module, not the other way round).
 */
export function countOrdersOnTheWayWith(count: OrdersOnTheWay): void {
  ordersOnTheWay = count;
}

/**
 * Removes couriers by id, all or none: an id that is not the company's is a 404 and nothing goes.
 * A courier that parcels still on the way name stays (409 with their count): the shop disables it
 * instead, which takes it off new shipments while the staff can still correct those parcels'
 * tracking numbers. Finished orders keep their own copy of the courier's code and name.
 */
export function removeExpress(ctx: CompanyContext, ids: number[]) {
  return inCompany(ctx, async (tx) => {
    const found = await tx.select().from(expressCompanies).where(inArray(expressCompanies.id, ids));
    if (found.length !== ids.length) throw notFound();
    const onTheWay = await ordersOnTheWay(
      tx,
      found.map((row) => row.code),
    );
    if (onTheWay > 0) throw conflict('express.inUse', { count: onTheWay });
    await tx.delete(expressCompanies).where(inArray(expressCompanies.id, ids));
    for (const row of found) {
      await audit(tx, ctx, { entity: 'express', entityId: row.id, action: 'delete', before: row });
    }
  });
}
