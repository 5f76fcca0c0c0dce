import type { PageQuery, seckillActivityFilter, seckillContract } from '@hh/shared';
import { and, asc, count, desc, eq, gte, inArray, isNull, lte, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { inCompany } from '../../db/access.ts';
import { audit } from '../../db/audit.ts';
import type { Tx } from '../../db/client.ts';
import { companyMatchCount, containedInAny, equalsIfGiven, orderBy, paged } from '../../db/list.ts';
import type { CompanyContext } from '../../lib/context.ts';
import { conflict, fieldError, notFound } from '../../lib/errors.ts';
import { productSkus, products } from '../goods/index.ts';
import { members } from '../members/index.ts';
import {
  seckillActivities,
  seckillPurchases,
  seckillSkus,
  seckillSlots,
  seckillStockLedger,
} from './schema.ts';
import { forgetSeckillShort } from './sold-out.ts';

type ActivityInput = z.output<typeof seckillContract.activityInput>;
type ActivityQuery = PageQuery & z.output<typeof seckillActivityFilter>;

const head = {
  id: seckillActivities.id,
  name: seckillActivities.name,
  productId: seckillActivities.productId,
  productName: products.name,
  productImage: products.image,
  startDate: seckillActivities.startDate,
  endDate: seckillActivities.endDate,
  slotIds: seckillActivities.slotIds,
  unpaidMinutes: seckillActivities.unpaidMinutes,
  enabled: seckillActivities.enabled,
  createdAt: seckillActivities.createdAt,
};

const sortable = {
  id: seckillActivities.id,
  startDate: seckillActivities.startDate,
  createTime: seckillActivities.createdAt,
};

/** The activity SKUs of the activities, each with its product SKU's own spec, price and stock as they are now. */
async function skusOf(tx: Tx, activityIds: number[]) {
  if (activityIds.length === 0) return [];
  return tx
    .select({
      id: seckillSkus.id,
      activityId: seckillSkus.activityId,
      skuId: seckillSkus.skuId,
      specKey: sql<string>`coalesce(${productSkus.specKey}, '')`,
      skuPrice: sql<string>`coalesce(${productSkus.price}, 0)::text`,
      skuStock: sql<number>`coalesce(${productSkus.stock}, 0)`.mapWith(Number),
      price: seckillSkus.price,
      total: seckillSkus.total,
      stock: seckillSkus.stock,
      sold: seckillSkus.sold,
      perOrder: seckillSkus.perOrder,
      perDay: seckillSkus.perDay,
      perActivity: seckillSkus.perActivity,
    })
    .from(seckillSkus)
    .leftJoin(productSkus, eq(productSkus.id, seckillSkus.skuId))
    .where(inArray(seckillSkus.activityId, activityIds))
    .orderBy(asc(seckillSkus.skuId));
}

async function withSkus<T extends { id: number }>(tx: Tx, rows: T[]) {
  const skus = await skusOf(
    tx,
    rows.map((r) => r.id),
  );
  return rows.map((row) => ({
    ...row,
    skus: skus.filter((s) => s.activityId === row.id).map(({ activityId: _a, ...s }) => s),
  }));
}

const selectHeads = (tx: Tx) =>
  tx.select(head).from(seckillActivities).innerJoin(products, eq(products.id, seckillActivities.productId));

export function listActivities(ctx: CompanyContext, query: ActivityQuery) {
  const where = and(
    containedInAny(query.blurry, seckillActivities.name),
    equalsIfGiven(seckillActivities.enabled, query.enabled),
  );
  return inCompany(ctx, async (tx) => {
    const page = await paged(
      query,
      (limit, offset) =>
        selectHeads(tx)
          .where(where)
          .orderBy(...orderBy(query.sort, sortable))
          .limit(limit)
          .offset(offset),
      () => companyMatchCount(tx, seckillActivities, where),
    );
    return { ...page, content: await withSkus(tx, page.content) };
  });
}

async function oneActivity(tx: Tx, id: number) {
  const [found] = await selectHeads(tx).where(eq(seckillActivities.id, id));
  if (!found) throw notFound();
  return (await withSkus(tx, [found]))[0]!;
}

export const getActivity = (ctx: CompanyContext, id: number) => inCompany(ctx, (tx) => oneActivity(tx, id));

/**
 * The product is the shop's and not deleted, the slots are the shop's, every SKU is one of the
 * product's; and no other enabled activity of the product shares a day and a slot with this one (a
 * shopper would not know which price holds).
 */
async function checkActivity(tx: Tx, input: ActivityInput, except: number | null) {
  const [product] = await tx
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.id, input.productId), eq(products.isDeleted, false)));
  if (!product) throw fieldError('productId', 'validation.seckillProduct');
  const slotIds = [...new Set(input.slotIds)];
  const slots = await tx
    .select({ id: seckillSlots.id })
    .from(seckillSlots)
    .where(inArray(seckillSlots.id, slotIds))
    .for('share');
  if (slots.length !== slotIds.length) throw fieldError('slotIds', 'validation.seckillSlotUnknown');
  const skus = await tx
    .select({ id: productSkus.id, stock: productSkus.stock })
    .from(productSkus)
    .where(
      and(
        eq(productSkus.productId, input.productId),
        inArray(
          productSkus.id,
          input.skus.map((s) => s.skuId),
        ),
      ),
    );
  input.skus.forEach((s, i) => {
    if (!skus.some((k) => k.id === s.skuId))
      throw fieldError(`skus.${i}.skuId`, 'validation.seckillSkuNotOfProduct');
  });
  if (input.enabled) {
    const others = await tx
      .select({ id: seckillActivities.id, name: seckillActivities.name, slotIds: seckillActivities.slotIds })
      .from(seckillActivities)
      .where(
        and(
          eq(seckillActivities.productId, input.productId),
          eq(seckillActivities.enabled, true),
          lte(seckillActivities.startDate, input.endDate),
          gte(seckillActivities.endDate, input.startDate),
          except === null ? undefined : ne(seckillActivities.id, except),
        ),
      );
    const clash = others.find((o) => o.slotIds.some((id) => slotIds.includes(id)));
    if (clash) throw fieldError('slotIds', 'validation.seckillClash', { name: clash.name });
  }
  return new Map(skus.map((k) => [k.id, k.stock]));
}

const head$ = (input: ActivityInput) => ({
  name: input.name,
  productId: input.productId,
  startDate: input.startDate,
  endDate: input.endDate,
  slotIds: [...new Set(input.slotIds)].sort((a, b) => a - b),
  unpaidMinutes: input.unpaidMinutes,
  enabled: input.enabled,
});

const limits = (s: ActivityInput['skus'][number]) => ({
  price: s.price,
  perOrder: s.perOrder,
  perDay: s.perDay,
  perActivity: s.perActivity,
});

/** A stock line of the activity SKU made by staff (create or edit). */
const editLine = (ctx: CompanyContext, seckillSkuId: number, change: number, after: number) => ({
  seckillSkuId,
  change,
  after,
  reason: 'edit' as const,
  operatorId: ctx.principal.userId,
});

export function createActivity(ctx: CompanyContext, input: ActivityInput) {
  return inCompany(ctx, async (tx) => {
    const productStock = await checkActivity(tx, input, null);
    input.skus.forEach((s, i) => {
      const stock = productStock.get(s.skuId) ?? 0;
      if (s.total > stock)
        throw fieldError(`skus.${i}.total`, 'validation.seckillOverProductStock', { stock });
    });
    const [row] = await tx
      .insert(seckillActivities)
      .values(head$(input))
      .returning({ id: seckillActivities.id });
    const made = await tx
      .insert(seckillSkus)
      .values(
        input.skus.map((s) => ({
          activityId: row!.id,
          skuId: s.skuId,
          total: s.total,
          stock: s.total,
          ...limits(s),
        })),
      )
      .returning({ id: seckillSkus.id, stock: seckillSkus.stock });
    await tx.insert(seckillStockLedger).values(made.map((m) => editLine(ctx, m.id, m.stock, m.stock)));
    const created = await oneActivity(tx, row!.id);
    await audit(tx, ctx, { entity: 'seckillActivity', entityId: row!.id, action: 'create', after: created });
    return created;
  });
}

/**
 * An edit never touches the product's own SKUs. Each activity SKU kept is locked, then set by one
 * guarded update: the new total keeps what was sold (stock = total − sold, refused below it) and the
 * stock left may not grow past the product SKU's stock; SKUs taken out must have sold nothing; new
 * ones start with their total. Every stock change leaves a ledger line.
 */
export function updateActivity(ctx: CompanyContext, id: number, input: ActivityInput) {
  return inCompany(ctx, async (tx) => {
    const before = await oneActivity(tx, id);
    const productStock = await checkActivity(tx, input, id);
    const current = await tx
      .select()
      .from(seckillSkus)
      .where(eq(seckillSkus.activityId, id))
      .orderBy(asc(seckillSkus.id))
      .for('update');
    if (input.productId !== before.productId && current.some((c) => c.sold > 0)) {
      throw fieldError('productId', 'seckill.hasSales');
    }
    for (const gone of current.filter((c) => !input.skus.some((s) => s.skuId === c.skuId))) {
      if (gone.sold > 0) {
        const name = before.skus.find((s) => s.id === gone.id)?.specKey || String(gone.skuId);
        throw fieldError('skus', 'validation.seckillSkuSold', { name });
      }
      await tx.delete(seckillSkus).where(eq(seckillSkus.id, gone.id));
    }
    for (const [i, s] of input.skus.entries()) {
      const kept = current.find((c) => c.skuId === s.skuId);
      const productLeft = productStock.get(s.skuId) ?? 0;
      const left = s.total - (kept?.sold ?? 0);
      if (kept && left < 0)
        throw fieldError(`skus.${i}.total`, 'validation.seckillTotalBelowSold', { sold: kept.sold });
      if (left > (kept?.stock ?? 0) && left > productLeft) {
        throw fieldError(`skus.${i}.total`, 'validation.seckillOverProductStock', { stock: productLeft });
      }
      if (!kept) {
        const [made] = await tx
          .insert(seckillSkus)
          .values({ activityId: id, skuId: s.skuId, total: s.total, stock: s.total, ...limits(s) })
          .returning({ id: seckillSkus.id });
        await tx.insert(seckillStockLedger).values(editLine(ctx, made!.id, s.total, s.total));
        continue;
      }
      const [set] = await tx
        .update(seckillSkus)
        .set({ ...limits(s), total: s.total, stock: sql`${s.total}::int - ${seckillSkus.sold}` })
        .where(and(eq(seckillSkus.id, kept.id), lte(seckillSkus.sold, s.total)))
        .returning({ stock: seckillSkus.stock });
      if (!set) throw fieldError(`skus.${i}.total`, 'validation.seckillTotalBelowSold', { sold: kept.sold });
      if (set.stock !== kept.stock) {
        await tx.insert(seckillStockLedger).values(editLine(ctx, kept.id, set.stock - kept.stock, set.stock));
        if (set.stock > kept.stock) forgetSeckillShort(ctx.principal.companyId, kept.id);
      }
    }
    await tx
      .update(seckillActivities)
      .set({ ...head$(input), updatedAt: new Date() })
      .where(eq(seckillActivities.id, id));
    const after = await oneActivity(tx, id);
    await audit(tx, ctx, { entity: 'seckillActivity', entityId: id, action: 'update', before, after });
    return after;
  });
}

export function setActivityEnabled(ctx: CompanyContext, id: number, enabled: boolean) {
  return inCompany(ctx, async (tx) => {
    const before = await oneActivity(tx, id);
    if (enabled) {
      const { id: _id, productName: _n, productImage: _i, createdAt: _c, skus, ...rest } = before;
      await checkActivity(tx, { ...rest, enabled: true, skus: skus.map((s) => ({ ...s })) }, id);
    }
    await tx
      .update(seckillActivities)
      .set({ enabled, updatedAt: new Date() })
      .where(eq(seckillActivities.id, id));
    const after = await oneActivity(tx, id);
    await audit(tx, ctx, { entity: 'seckillActivity', entityId: id, action: 'setStatus', before, after });
    return after;
  });
}

/** Activities nobody ordered from (their SKUs go with them), all or none; one with orders is kept, to be disabled. */
export function deleteActivities(ctx: CompanyContext, ids: number[]) {
  return inCompany(ctx, async (tx) => {
    for (const id of ids) {
      const before = await oneActivity(tx, id);
      const [used] = await tx
        .select({ n: count() })
        .from(seckillPurchases)
        .where(eq(seckillPurchases.activityId, id));
      if ((used?.n ?? 0) > 0) throw conflict('seckill.hasSales');
      await tx.delete(seckillActivities).where(eq(seckillActivities.id, id));
      await audit(tx, ctx, { entity: 'seckillActivity', entityId: id, action: 'delete', before });
    }
  });
}

const RECENT = 20;

/** Live sales of an activity: sold / total per SKU, its orders (held unpaid or bought), the latest purchases. */
export function activitySales(ctx: CompanyContext, id: number) {
  return inCompany(ctx, async (tx) => {
    const activity = await oneActivity(tx, id);
    const [orders] = await tx
      .select({
        all: sql<number>`count(distinct ${seckillPurchases.orderId}) filter (where ${isNull(seckillPurchases.returnedAt)})`.mapWith(
          Number,
        ),
        unpaid:
          sql<number>`count(distinct ${seckillPurchases.orderId}) filter (where ${isNull(seckillPurchases.returnedAt)}
          and exists (select 1 from orders o where o.id = ${seckillPurchases.orderId} and o.status = 'unpaid'))`.mapWith(
            Number,
          ),
      })
      .from(seckillPurchases)
      .where(eq(seckillPurchases.activityId, id));
    const recent = await tx
      .select({
        orderId: seckillPurchases.orderId,
        memberId: seckillPurchases.memberId,
        memberName: sql<string>`coalesce(${members.nickname}, '')`,
        seckillSkuId: seckillPurchases.seckillSkuId,
        quantity: seckillPurchases.quantity,
        returned: sql<boolean>`${seckillPurchases.returnedAt} is not null`,
        createdAt: seckillPurchases.createdAt,
      })
      .from(seckillPurchases)
      .leftJoin(members, eq(members.uid, seckillPurchases.memberId))
      .where(eq(seckillPurchases.activityId, id))
      .orderBy(desc(seckillPurchases.id))
      .limit(RECENT);
    const spec = (skuRow: number) => activity.skus.find((s) => s.id === skuRow)?.specKey ?? '';
    return {
      activityId: id,
      sold: activity.skus.reduce((n, s) => n + s.sold, 0),
      total: activity.skus.reduce((n, s) => n + s.total, 0),
      orders: orders?.all ?? 0,
      unpaidOrders: orders?.unpaid ?? 0,
      skus: activity.skus.map((s) => ({
        id: s.id,
        specKey: s.specKey,
        sold: s.sold,
        total: s.total,
        stock: s.stock,
      })),
      recent: recent.map(({ seckillSkuId, ...r }) => ({ ...r, specKey: spec(seckillSkuId) })),
    };
  });
}
