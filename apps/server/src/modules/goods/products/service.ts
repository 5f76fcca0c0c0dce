import type { PageQuery, ProductInput, ProductTab } from '@hh/shared';
import { and, count, eq, gt, gte, inArray, lt, lte, ne, type SQL, sql, sum } from 'drizzle-orm';
import { inCompany } from '../../../db/access.ts';
import { audit } from '../../../db/audit.ts';
import type { Tx } from '../../../db/client.ts';
import { contains, orderBy, paged } from '../../../db/list.ts';
import type { CompanyContext } from '../../../lib/context.ts';
import { badRequest, notFound } from '../../../lib/errors.ts';
import { systemConfigs } from '../../system-config/index.ts';
import { goodsCategories } from '../categories/schema.ts';
import { freightTemplates } from '../freight/schema.ts';
import { changeStock, deriveProduct } from '../stock/service.ts';
import { cleanHtml } from './clean-html.ts';
import { productSkus, productStateCounts, products } from './schema.ts';

/** What the product list and its tab counts are read from. */
export const PRODUCT_LIST_TABLES = ['products', 'goods_categories', 'system_configs', 'product_state_counts'];

const DEFAULT_LOW_STOCK = 10;

async function lowStockThreshold(tx: Tx): Promise<number> {
  const [row] = await tx.select().from(systemConfigs).where(eq(systemConfigs.menuName, 'goods_low_stock'));
  return row ? Number(row.value) : DEFAULT_LOW_STOCK;
}

function tabWhere(tab: ProductTab, threshold: number): SQL | undefined {
  const alive = eq(products.isDeleted, false);
  switch (tab) {
    case 'onSale':
      return and(alive, eq(products.onShelf, true), gt(products.stock, 0));
    case 'warehouse':
      return and(alive, eq(products.onShelf, false));
    case 'soldOut':
      return and(alive, eq(products.stock, 0));
    case 'lowStock':
      return and(alive, gt(products.stock, 0), lt(products.stock, threshold));
    case 'recycle':
      return eq(products.isDeleted, true);
  }
}

export interface ProductFilter {
  tab: ProductTab;
  blurry?: string;
  categoryId?: number;
  priceMin?: string;
  priceMax?: string;
  flag?: 'isHot' | 'isBest' | 'isNew' | 'isRecommend';
  createTime?: [Date, Date];
}

const sortable = {
  id: products.id,
  sales: products.sales,
  price: products.price,
  stock: products.stock,
  sort: products.sort,
  createTime: products.createdAt,
};

async function categoryScope(tx: Tx, categoryId: number | undefined): Promise<number[] | undefined> {
  return categoryId
    ? [
        categoryId,
        ...(
          await tx
            .select({ id: goodsCategories.id })
            .from(goodsCategories)
            .where(eq(goodsCategories.parentId, categoryId))
        ).map((c) => c.id),
      ]
    : undefined;
}

/** The list's filter as SQL (shared by the list and its export), and the categories it covers. */
export async function productWhere(tx: Tx, q: ProductFilter) {
  const categoryIds = await categoryScope(tx, q.categoryId);
  const where = and(
    tabWhere(q.tab, q.tab === 'lowStock' ? await lowStockThreshold(tx) : 0),
    q.blurry ? sql`${products.id} in (select hh_product_search(${contains(q.blurry)}))` : undefined,
    categoryIds ? inArray(products.categoryId, categoryIds) : undefined,
    q.priceMin ? gte(products.price, q.priceMin) : undefined,
    q.priceMax ? lte(products.price, q.priceMax) : undefined,
    q.flag ? eq(products[q.flag], true) : undefined,
    q.createTime ? gte(products.createdAt, q.createTime[0]) : undefined,
    q.createTime ? lte(products.createdAt, q.createTime[1]) : undefined,
  );
  return { where, categoryIds };
}

/** The categories the rows are in and their parents, for naming them without a second call. */
async function categoriesOf(tx: Tx, rows: readonly { categoryId: number | null }[]) {
  const ids = [...new Set(rows.flatMap((row) => (row.categoryId ? [row.categoryId] : [])))];
  if (ids.length === 0) return [];
  const ref = { id: goodsCategories.id, parentId: goodsCategories.parentId, name: goodsCategories.name };
  const found = await tx.select(ref).from(goodsCategories).where(inArray(goodsCategories.id, ids));
  const parentIds = [...new Set(found.map((c) => c.parentId))].filter((id) => id > 0 && !ids.includes(id));
  const parents =
    parentIds.length > 0
      ? await tx.select(ref).from(goodsCategories).where(inArray(goodsCategories.id, parentIds))
      : [];
  return [...parents, ...found];
}

export async function listProducts(ctx: CompanyContext, q: PageQuery & ProductFilter) {
  const order = orderBy(q.sort, sortable);
  return inCompany(ctx, async (tx) => {
    const { where, categoryIds } = await productWhere(tx, q);
    const page = await paged(
      q,
      (limit, offset) =>
        tx
          .select()
          .from(products)
          .where(where)
          .orderBy(...order)
          .limit(limit)
          .offset(offset),
      async () => {
        const counted = !q.blurry && !q.priceMin && !q.priceMax && !q.flag && !q.createTime;
        if (counted && q.tab !== 'lowStock') return stateTotal(tx, q.tab, categoryIds);
        return (await tx.select({ n: count() }).from(products).where(where))[0]?.n ?? 0;
      },
    );
    return { ...page, cateList: await categoriesOf(tx, page.content) };
  });
}

const TAB_STATES: Record<Exclude<ProductTab, 'lowStock'>, string[]> = {
  onSale: ['onSale'],
  warehouse: ['offShelf', 'offShelfEmpty'],
  soldOut: ['onShelfEmpty', 'offShelfEmpty'],
  recycle: ['recycle'],
};

async function stateTotal(tx: Tx, tab: keyof typeof TAB_STATES, categoryIds?: number[]): Promise<number> {
  const [row] = await tx
    .select({ n: sum(productStateCounts.n) })
    .from(productStateCounts)
    .where(
      and(
        inArray(productStateCounts.state, TAB_STATES[tab]),
        categoryIds ? inArray(productStateCounts.categoryId, categoryIds) : undefined,
      ),
    );
  return Number(row?.n ?? 0);
}

/** Every tab's total: four from the trigger-kept state counters, low stock from its partial index. */
export async function countTabs(tx: Tx): Promise<Record<ProductTab, number>> {
  const rows = await tx
    .select({ state: productStateCounts.state, n: sum(productStateCounts.n) })
    .from(productStateCounts)
    .groupBy(productStateCounts.state);
  const states = new Map(rows.map((row) => [row.state, Number(row.n ?? 0)] as const));
  const total = (tab: keyof typeof TAB_STATES) =>
    TAB_STATES[tab].reduce((n, state) => n + (states.get(state) ?? 0), 0);
  const threshold = await lowStockThreshold(tx);
  const [low] = await tx.select({ n: count() }).from(products).where(tabWhere('lowStock', threshold));
  return {
    onSale: total('onSale'),
    warehouse: total('warehouse'),
    soldOut: total('soldOut'),
    lowStock: low?.n ?? 0,
    recycle: total('recycle'),
  };
}

export const tabCounts = (ctx: CompanyContext) => inCompany(ctx, countTabs);

export async function getProduct(ctx: CompanyContext, id: number) {
  return inCompany(ctx, async (tx) => {
    const [product] = await tx.select().from(products).where(eq(products.id, id));
    if (!product) throw notFound();
    const skus = await tx
      .select()
      .from(productSkus)
      .where(eq(productSkus.productId, id))
      .orderBy(productSkus.id);
    return { ...product, skus };
  });
}

async function assertRefs(tx: Tx, input: ProductInput) {
  if (input.categoryId) {
    const [c] = await tx
      .select({ id: goodsCategories.id })
      .from(goodsCategories)
      .where(eq(goodsCategories.id, input.categoryId));
    if (!c) throw badRequest('goods.categoryUnknown');
  }
  if (input.freightTemplateId) {
    const [f] = await tx
      .select({ id: freightTemplates.id })
      .from(freightTemplates)
      .where(eq(freightTemplates.id, input.freightTemplateId));
    if (!f) throw badRequest('goods.freightUnknown');
  }
}

/**
 * Creates or replaces a product with its SKUs in one transaction. SKU stock is never written
 * directly: each difference goes through the stock service and its ledger.
 */
export async function saveProduct(ctx: CompanyContext, input: ProductInput, id?: number) {
  const { skus, ...rest } = input;
  const fields = { ...rest, description: cleanHtml(rest.description) };
  return inCompany(ctx, async (tx) => {
    await assertRefs(tx, input);
    let productId = id;
    let before: unknown;
    if (productId === undefined) {
      const [row] = await tx
        .insert(products)
        .values({ ...fields, onShelf: fields.onShelf ?? false })
        .returning();
      productId = row!.id;
    } else {
      const [row] = await tx.select().from(products).where(eq(products.id, productId));
      if (!row || row.isDeleted) throw notFound();
      before = row;
      // Drizzle leaves out undefined fields: an absent onShelf keeps the product's state.
      await tx
        .update(products)
        .set({ ...fields, updatedAt: new Date() })
        .where(eq(products.id, productId));
    }
    const existing = await tx.select().from(productSkus).where(eq(productSkus.productId, productId));
    const keep = new Set(skus.map((s) => s.specKey));
    const gone = existing.filter((e) => !keep.has(e.specKey));
    if (gone.length)
      await tx.delete(productSkus).where(
        inArray(
          productSkus.id,
          gone.map((g) => g.id),
        ),
      );
    for (const { stock, ...sku } of skus) {
      const match = existing.find((e) => e.specKey === sku.specKey);
      const [row] = match
        ? await tx.update(productSkus).set(sku).where(eq(productSkus.id, match.id)).returning()
        : await tx
            .insert(productSkus)
            .values({ ...sku, productId, stock: 0 })
            .returning();
      const diff = stock - (match?.stock ?? 0);
      if (diff !== 0) await changeStock(tx, ctx, row!.id, diff, match ? 'edit' : 'initial');
    }
    await deriveProduct(tx, productId);
    const [after] = await tx.select().from(products).where(eq(products.id, productId));
    await audit(tx, ctx, {
      entity: 'product',
      entityId: productId,
      action: id ? 'update' : 'create',
      before,
      after,
    });
    return after!;
  });
}

export async function setDeleted(ctx: CompanyContext, ids: number[], deleted: boolean) {
  await inCompany(ctx, async (tx) => {
    const rows = await tx.select({ id: products.id }).from(products).where(inArray(products.id, ids));
    if (rows.length !== new Set(ids).size) throw notFound();
    await tx
      .update(products)
      .set({ isDeleted: deleted, ...(deleted ? { onShelf: false } : {}), updatedAt: new Date() })
      .where(inArray(products.id, ids));
    for (const id of ids)
      await audit(tx, ctx, { entity: 'product', entityId: id, action: deleted ? 'recycle' : 'restore' });
  });
}

export async function purge(ctx: CompanyContext, ids: number[]) {
  await inCompany(ctx, async (tx) => {
    const rows = await tx.select().from(products).where(inArray(products.id, ids));
    if (rows.length !== new Set(ids).size) throw notFound();
    if (rows.some((row) => !row.isDeleted)) throw badRequest('goods.purgeNotRecycled');
    await tx.delete(productSkus).where(inArray(productSkus.productId, ids));
    await tx.delete(products).where(inArray(products.id, ids));
    for (const row of rows)
      await audit(tx, ctx, { entity: 'product', entityId: row.id, action: 'purge', before: row });
  });
}

export async function bulkUpdate(
  ctx: CompanyContext,
  ids: number[],
  set: { onShelf?: boolean; categoryId?: number },
) {
  await inCompany(ctx, async (tx) => {
    if (set.categoryId)
      await assertRefs(tx, { categoryId: set.categoryId, freightTemplateId: null } as ProductInput);
    const rows = await tx
      .select({ id: products.id })
      .from(products)
      .where(and(inArray(products.id, ids), ne(products.isDeleted, true)));
    if (rows.length !== new Set(ids).size) throw notFound();
    await tx
      .update(products)
      .set({ ...set, updatedAt: new Date() })
      .where(inArray(products.id, ids));
    for (const id of ids)
      await audit(tx, ctx, { entity: 'product', entityId: id, action: 'bulkUpdate', after: set });
  });
}
