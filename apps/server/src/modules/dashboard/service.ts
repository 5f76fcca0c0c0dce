import { and, count, desc, eq, gte, lt, sql } from 'drizzle-orm';
import { inCompany } from '../../db/access.ts';
import type { CompanyContext } from '../../lib/context.ts';
import { currentCompany } from '../companies/index.ts';
import { dealers } from '../dealers/index.ts';
import { countTabs, goodsCategories, productSkus, products } from '../goods/index.ts';
import { stores } from '../stores/index.ts';
import { daysOf, type StatsRange } from './range.ts';

const TOP_CATEGORIES = 8;

/** The company's card on the dashboard: its profile, store and dealer counts, and the member's roles. */
export async function summary(ctx: CompanyContext) {
  const shop = await currentCompany(ctx);
  const [storeCount, dealerCount] = await inCompany(ctx, async (tx) => {
    const [s] = await tx.select({ n: count() }).from(stores);
    const [d] = await tx.select({ n: count() }).from(dealers);
    return [s?.n ?? 0, d?.n ?? 0];
  });
  const { roles, ...companyInfo } = shop;
  return { company: companyInfo, storeCount, dealerCount, roles };
}

/** The product side of the dashboard for a time range: counts only (the sales side is sales.ts). */
export async function productStats(ctx: CompanyContext, range: StatsRange) {
  return inCompany(ctx, async (tx) => {
    const inRange = and(gte(products.createdAt, range.start), lt(products.createdAt, range.end));
    const tabs = await countTabs(tx);
    const [created] = await tx.select({ n: count() }).from(products).where(inRange);
    const [alive] = await tx.select({ n: count() }).from(products).where(eq(products.isDeleted, false));
    const top = await tx
      .select({ categoryId: products.categoryId, name: goodsCategories.name, count: count() })
      .from(products)
      .leftJoin(goodsCategories, eq(goodsCategories.id, products.categoryId))
      .where(eq(products.isDeleted, false))
      .groupBy(products.categoryId, goodsCategories.name)
      .orderBy(desc(count()), products.categoryId)
      .limit(TOP_CATEGORIES);
    const day = sql<string>`to_char(${products.createdAt} at time zone ${range.timeZone}, 'YYYY-MM-DD')`;
    const perDay = await tx
      .select({ date: day, count: count() })
      .from(products)
      .where(inRange)
      .groupBy(sql`1`);
    const byDay = new Map(perDay.map((d) => [d.date, d.count]));
    return {
      created: created?.n ?? 0,
      total: alive?.n ?? 0,
      ...tabs,
      topCategories: top.map((c) => ({ categoryId: c.categoryId, name: c.name ?? '', count: c.count })),
      createdByDay: daysOf(range).map((date) => ({ date, count: byDay.get(date) ?? 0 })),
    };
  });
}

/** What the stock of the products not deleted cost: the sum of stock × cost, a decimal string. */
export async function stockValue(ctx: CompanyContext) {
  return inCompany(ctx, async (tx) => {
    const [value] = await tx
      .select({
        v: sql<string>`coalesce(sum(${productSkus.stock} * ${productSkus.cost}), 0)::numeric(16,2)::text`,
      })
      .from(productSkus)
      .innerJoin(products, eq(products.id, productSkus.productId))
      .where(eq(products.isDeleted, false));
    return { stockValue: value?.v ?? '0.00' };
  });
}
