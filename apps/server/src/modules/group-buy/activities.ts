import type { groupBuyActivityFilter, groupBuyContract, PageQuery } from '@hh/shared';
import { and, asc, eq, getTableColumns, inArray, notInArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { inCompany } from '../../db/access.ts';
import { audit } from '../../db/audit.ts';
import type { Tx } from '../../db/client.ts';
import { companyMatchCount, containedInAny, equalsIfGiven, orderBy, paged } from '../../db/list.ts';
import type { CompanyContext } from '../../lib/context.ts';
import { conflict, fieldError, notFound } from '../../lib/errors.ts';
import { productSkus, products } from '../goods/index.ts';
import { groupBuyActivities, groupBuySkus } from './schema.ts';

type ActivityInput = z.output<typeof groupBuyContract.activityInput>;
type ActivityQuery = PageQuery & z.output<typeof groupBuyActivityFilter>;

/** Groups started in the activity: once any, its goods, prices and group size stay as they are. */
const groupsOf = sql<number>`(select count(*) from group_buy_groups g
  where g.activity_id = "group_buy_activities"."id")`.mapWith(Number);

const { companyId: _company, ...stored } = getTableColumns(groupBuyActivities);

const activityColumns = {
  ...stored,
  productName: sql<string>`coalesce(${products.name}, '')`,
  picture: sql<string | null>`${products.image}`,
  groups: groupsOf,
};

const activitiesWithGoods = (tx: Tx) =>
  tx
    .select(activityColumns)
    .from(groupBuyActivities)
    .leftJoin(products, eq(products.id, groupBuyActivities.productId));

/** The activities' SKUs with their labels and list prices, attached to each activity. */
async function withSkus<T extends { id: number }>(tx: Tx, rows: T[]) {
  if (rows.length === 0) return [];
  const skus = await tx
    .select({
      activityId: groupBuySkus.activityId,
      skuId: groupBuySkus.skuId,
      skuLabel: sql<string>`coalesce(${productSkus.specKey}, '')`,
      listPrice: sql<string>`coalesce(${productSkus.price}, 0)::numeric(12,2)::text`,
      price: groupBuySkus.price,
      stock: groupBuySkus.stock,
      sold: groupBuySkus.sold,
    })
    .from(groupBuySkus)
    .leftJoin(productSkus, eq(productSkus.id, groupBuySkus.skuId))
    .where(
      inArray(
        groupBuySkus.activityId,
        rows.map((r) => r.id),
      ),
    )
    .orderBy(asc(groupBuySkus.id));
  return rows.map((r) => ({
    ...r,
    skus: skus.filter((s) => s.activityId === r.id).map(({ activityId: _a, ...s }) => s),
  }));
}

const sortable = {
  id: groupBuyActivities.id,
  title: groupBuyActivities.title,
  startAt: groupBuyActivities.startAt,
  createTime: groupBuyActivities.createdAt,
};

export function listActivities(ctx: CompanyContext, query: ActivityQuery) {
  const where = and(
    containedInAny(query.blurry, groupBuyActivities.title),
    equalsIfGiven(groupBuyActivities.enabled, query.enabled),
  );
  return inCompany(ctx, (tx) =>
    paged(
      query,
      async (limit, offset) =>
        withSkus(
          tx,
          await activitiesWithGoods(tx)
            .where(where)
            .orderBy(...orderBy(query.sort, sortable))
            .limit(limit)
            .offset(offset),
        ),
      () => companyMatchCount(tx, groupBuyActivities, where),
    ),
  );
}

/** One activity with its SKUs; `lock` takes its row first (edits, against a group starting on its terms). */
export async function oneActivity(tx: Tx, id: number, lock = false) {
  if (lock) {
    await tx
      .select({ id: groupBuyActivities.id })
      .from(groupBuyActivities)
      .where(eq(groupBuyActivities.id, id))
      .for('update');
  }
  const [found] = await withSkus(tx, await activitiesWithGoods(tx).where(eq(groupBuyActivities.id, id)));
  if (!found) throw notFound();
  return found;
}

export const getActivity = (ctx: CompanyContext, id: number) => inCompany(ctx, (tx) => oneActivity(tx, id));

/** Every SKU is one of the shop's own, of the product named, the product not deleted, the price under the SKU's. */
async function checkSkus(tx: Tx, input: ActivityInput) {
  const found = await tx
    .select({
      id: productSkus.id,
      productId: productSkus.productId,
      price: productSkus.price,
      isDeleted: products.isDeleted,
    })
    .from(productSkus)
    .innerJoin(products, eq(products.id, productSkus.productId))
    .where(
      inArray(
        productSkus.id,
        input.skus.map((s) => s.skuId),
      ),
    );
  input.skus.forEach((s, i) => {
    const sku = found.find((f) => f.id === s.skuId);
    if (!sku || sku.isDeleted || sku.productId !== input.productId) {
      throw fieldError(`skus.${i}.skuId`, 'validation.groupBuySku');
    }
    if (Number(s.price) >= Number(sku.price)) throw fieldError(`skus.${i}.price`, 'validation.groupBuyPrice');
  });
}

const valuesOf = (input: ActivityInput) => ({
  title: input.title,
  productId: input.productId,
  groupSize: input.groupSize,
  hoursOpen: input.hoursOpen,
  unpaidMinutes: input.unpaidMinutes,
  perOrderLimit: input.perOrderLimit,
  perMemberLimit: input.perMemberLimit,
  virtualSuccessPercent: input.virtualSuccessPercent,
  startAt: input.startAt,
  endAt: input.endAt,
  description: input.description,
});

const cents = (v: string) => Number(v).toFixed(2);

/** Whether the input changes what started groups were sold on: the goods, a price, the group size. */
function termsDiffer(before: Awaited<ReturnType<typeof oneActivity>>, input: ActivityInput) {
  if (before.productId !== input.productId || before.groupSize !== input.groupSize) return true;
  if (before.skus.length !== input.skus.length) return true;
  return input.skus.some((s) => {
    const was = before.skus.find((b) => b.skuId === s.skuId);
    return !was || cents(was.price) !== cents(s.price);
  });
}

/** Writes the activity's SKU rows: new ones inserted, kept ones updated (sold stays), dropped ones deleted. */
async function writeSkus(tx: Tx, activityId: number, input: ActivityInput) {
  const kept = input.skus.map((s) => s.skuId);
  await tx
    .delete(groupBuySkus)
    .where(and(eq(groupBuySkus.activityId, activityId), notInArray(groupBuySkus.skuId, kept)));
  for (const s of input.skus) {
    const written = await tx
      .insert(groupBuySkus)
      .values({ activityId, skuId: s.skuId, price: s.price, stock: s.stock })
      .onConflictDoUpdate({
        target: [groupBuySkus.activityId, groupBuySkus.skuId],
        set: { price: s.price, stock: s.stock },
        setWhere: sql`${groupBuySkus.sold} <= ${s.stock}`,
      })
      .returning({ id: groupBuySkus.id });
    if (written.length === 0) throw conflict('groupBuy.stockUnderSold');
  }
}

export function createActivity(ctx: CompanyContext, input: ActivityInput) {
  return inCompany(ctx, async (tx) => {
    await checkSkus(tx, input);
    const [row] = await tx
      .insert(groupBuyActivities)
      .values(valuesOf(input))
      .returning({ id: groupBuyActivities.id });
    await writeSkus(tx, row!.id, input);
    const created = await oneActivity(tx, row!.id);
    await audit(tx, ctx, { entity: 'groupBuyActivity', entityId: row!.id, action: 'create', after: created });
    return created;
  });
}

/**
 * Edits an activity. Once a group is started, its goods, prices and size stay (the row is locked, so a
 * group starting at the same moment reads either the old terms or waits); dates, limits and stock may change.
 */
export function updateActivity(ctx: CompanyContext, id: number, input: ActivityInput) {
  return inCompany(ctx, async (tx) => {
    const before = await oneActivity(tx, id, true);
    if (before.groups > 0 && termsDiffer(before, input)) throw conflict('groupBuy.termsLocked');
    await checkSkus(tx, input);
    await tx
      .update(groupBuyActivities)
      .set({ ...valuesOf(input), updatedAt: new Date() })
      .where(eq(groupBuyActivities.id, id));
    await writeSkus(tx, id, input);
    const after = await oneActivity(tx, id);
    await audit(tx, ctx, { entity: 'groupBuyActivity', entityId: id, action: 'update', before, after });
    return after;
  });
}

/** Enables or disables an activity: a disabled one takes no new order; groups already open run to their end. */
export function setActivityEnabled(ctx: CompanyContext, id: number, enabled: boolean) {
  return inCompany(ctx, async (tx) => {
    const before = await oneActivity(tx, id, true);
    await tx
      .update(groupBuyActivities)
      .set({ enabled, updatedAt: new Date() })
      .where(eq(groupBuyActivities.id, id));
    const after = await oneActivity(tx, id);
    await audit(tx, ctx, { entity: 'groupBuyActivity', entityId: id, action: 'setStatus', before, after });
    return after;
  });
}

/** Deletes activities no group was started in (a started one is disabled instead). */
export function removeActivities(ctx: CompanyContext, ids: number[]) {
  return inCompany(ctx, async (tx) => {
    const found = await tx
      .select({ id: groupBuyActivities.id, title: groupBuyActivities.title, groups: groupsOf })
      .from(groupBuyActivities)
      .where(inArray(groupBuyActivities.id, ids))
      .for('update');
    if (found.length !== new Set(ids).size) throw notFound();
    const used = found.find((a) => a.groups > 0);
    if (used) throw conflict('groupBuy.inUse', { title: used.title });
    await tx.delete(groupBuyActivities).where(inArray(groupBuyActivities.id, ids));
    for (const a of found) {
      await audit(tx, ctx, { entity: 'groupBuyActivity', entityId: a.id, action: 'delete', before: a });
    }
  });
}
