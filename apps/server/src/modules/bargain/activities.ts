import type { bargainActivityFilter, bargainContract, PageQuery } from '@hh/shared';
import { and, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { inCompany } from '../../db/access.ts';
import { audit } from '../../db/audit.ts';
import type { Tx } from '../../db/client.ts';
import { companyMatchCount, containedInAny, equalsIfGiven, orderBy, paged } from '../../db/list.ts';
import type { CompanyContext } from '../../lib/context.ts';
import { conflict, fieldError, notFound } from '../../lib/errors.ts';
import { productSkus, products } from '../goods/index.ts';
import { bargainActivities } from './schema.ts';

type ActivityInput = z.output<typeof bargainContract.activityInput>;
type ActivityQuery = PageQuery & z.output<typeof bargainActivityFilter>;

/** Bargains started in the activity: once any, its SKU, prices and helpers stay as they are. */
const startedOf = sql<number>`(select count(*) from bargains b
  where b.activity_id = "bargain_activities"."id")`.mapWith(Number);

const { companyId: _company, ...stored } = getTableColumns(bargainActivities);

/** The activity with its product's name, the SKU's label and picture, and the bargains started. */
const activityColumns = {
  ...stored,
  productName: sql<string>`coalesce(${products.name}, '')`,
  skuLabel: sql<string>`coalesce(${productSkus.specKey}, '')`,
  picture: sql<string | null>`coalesce(${productSkus.image}, ${products.image})`,
  started: startedOf,
};

/** The activities joined to their product and SKU (kept even if the product went away). */
const activitiesWithGoods = (tx: Tx) =>
  tx
    .select(activityColumns)
    .from(bargainActivities)
    .leftJoin(products, eq(products.id, bargainActivities.productId))
    .leftJoin(productSkus, eq(productSkus.id, bargainActivities.skuId));

const sortable = {
  id: bargainActivities.id,
  title: bargainActivities.title,
  startAt: bargainActivities.startAt,
  createTime: bargainActivities.createdAt,
};

export function listActivities(ctx: CompanyContext, query: ActivityQuery) {
  const where = and(
    containedInAny(query.blurry, bargainActivities.title),
    equalsIfGiven(bargainActivities.enabled, query.enabled),
  );
  return inCompany(ctx, (tx) =>
    paged(
      query,
      (limit, offset) =>
        activitiesWithGoods(tx)
          .where(where)
          .orderBy(...orderBy(query.sort, sortable))
          .limit(limit)
          .offset(offset),
      () => companyMatchCount(tx, bargainActivities, where),
    ),
  );
}

/** One activity; `lock` takes its row first (edits, against starts copying its terms). */
async function oneActivity(tx: Tx, id: number, lock = false) {
  if (lock) {
    await tx
      .select({ id: bargainActivities.id })
      .from(bargainActivities)
      .where(eq(bargainActivities.id, id))
      .for('update');
  }
  const [found] = await activitiesWithGoods(tx).where(eq(bargainActivities.id, id));
  if (!found) throw notFound();
  return found;
}

export const getActivity = (ctx: CompanyContext, id: number) => inCompany(ctx, (tx) => oneActivity(tx, id));

/** The SKU is one of the shop's own, of the product named, and the product not deleted. */
async function checkSku(tx: Tx, input: ActivityInput) {
  const [sku] = await tx
    .select({ productId: productSkus.productId, isDeleted: products.isDeleted })
    .from(productSkus)
    .innerJoin(products, eq(products.id, productSkus.productId))
    .where(eq(productSkus.id, input.skuId));
  if (!sku || sku.isDeleted) throw fieldError('skuId', 'validation.bargainSku');
  if (sku.productId !== input.productId) throw fieldError('skuId', 'validation.bargainSku');
}

const valuesOf = (input: ActivityInput) => ({
  title: input.title,
  productId: input.productId,
  skuId: input.skuId,
  startPrice: input.startPrice,
  floorPrice: input.floorPrice,
  helpersNeeded: input.helpersNeeded,
  hoursLimit: input.hoursLimit,
  startAt: input.startAt,
  endAt: input.endAt,
  buyAnyPrice: input.buyAnyPrice,
  buyMinutes: input.buyMinutes,
  startsPerMember: input.startsPerMember,
  helpsPerDay: input.helpsPerDay,
  stock: input.stock,
  description: input.description,
});

const cents = (v: string) => Number(v).toFixed(2);

/** Whether the values change what a started bargain copied: the goods, the prices, the helpers. */
function termsDiffer(before: ReturnType<typeof valuesOf>, after: ReturnType<typeof valuesOf>) {
  return (
    before.productId !== after.productId ||
    before.skuId !== after.skuId ||
    cents(before.startPrice) !== cents(after.startPrice) ||
    cents(before.floorPrice) !== cents(after.floorPrice) ||
    before.helpersNeeded !== after.helpersNeeded
  );
}

export function createActivity(ctx: CompanyContext, input: ActivityInput) {
  return inCompany(ctx, async (tx) => {
    await checkSku(tx, input);
    const [row] = await tx
      .insert(bargainActivities)
      .values(valuesOf(input))
      .returning({ id: bargainActivities.id });
    const created = await oneActivity(tx, row!.id);
    await audit(tx, ctx, { entity: 'bargainActivity', entityId: row!.id, action: 'create', after: created });
    return created;
  });
}

/**
 * Edits an activity. Once bargains are started, its SKU, prices and helpers stay (the row is locked, so
 * a start at the same moment copies either the old terms or waits); dates, limits and stock may change.
 */
export function updateActivity(ctx: CompanyContext, id: number, input: ActivityInput) {
  return inCompany(ctx, async (tx) => {
    const before = await oneActivity(tx, id, true);
    const values = valuesOf(input);
    if (before.started > 0 && termsDiffer({ ...before }, values)) throw conflict('bargain.termsLocked');
    await checkSku(tx, input);
    await tx
      .update(bargainActivities)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(bargainActivities.id, id));
    const after = await oneActivity(tx, id);
    await audit(tx, ctx, { entity: 'bargainActivity', entityId: id, action: 'update', before, after });
    return after;
  });
}

/** Enables or disables an activity: a disabled one starts no bargain and takes no help; bought ones stay. */
export function setActivityEnabled(ctx: CompanyContext, id: number, enabled: boolean) {
  return inCompany(ctx, async (tx) => {
    const before = await oneActivity(tx, id, true);
    await tx
      .update(bargainActivities)
      .set({ enabled, updatedAt: new Date() })
      .where(eq(bargainActivities.id, id));
    const after = await oneActivity(tx, id);
    await audit(tx, ctx, { entity: 'bargainActivity', entityId: id, action: 'setStatus', before, after });
    return after;
  });
}

/** Deletes activities no member has started a bargain of (a started one is disabled instead). */
export function removeActivities(ctx: CompanyContext, ids: number[]) {
  return inCompany(ctx, async (tx) => {
    const found = await tx
      .select({ id: bargainActivities.id, title: bargainActivities.title, started: startedOf })
      .from(bargainActivities)
      .where(inArray(bargainActivities.id, ids))
      .for('update');
    if (found.length !== new Set(ids).size) throw notFound();
    const used = found.find((a) => a.started > 0);
    if (used) throw conflict('bargain.inUse', { title: used.title });
    await tx.delete(bargainActivities).where(inArray(bargainActivities.id, ids));
    for (const a of found) {
      await audit(tx, ctx, { entity: 'bargainActivity', entityId: a.id, action: 'delete', before: a });
    }
  });
}
