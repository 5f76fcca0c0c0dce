import { bargainContract, fromCents, groupBuyContract, toCents } from '@hh/shared';
import { and, asc, eq, gt } from 'drizzle-orm';
import type { Tx } from '../db/client.ts';
import { productSkus, products } from '../modules/goods/index.ts';
import { bargainActivities, groupBuyActivities, groupBuySkus, seckillActivities } from '../modules/schema.ts';

const DAY_MS = 86_400_000;
const DEMO_DAYS = 30;
const GROUP_SKUS = 3;
const GROUP_STOCK = 20;
const BARGAIN_STOCK = 10;
/** The first products of a shop weighed for a demo activity. */
const CANDIDATES = 100;

/** From yesterday for a month, so a fresh start finds them running whatever its hour. */
const demoWindow = () => ({
  startAt: new Date(Date.now() - DAY_MS),
  endAt: new Date(Date.now() + DEMO_DAYS * DAY_MS),
});

/** The cents' share (percent of), rounded down, at least one cent. */
const share = (price: string, percent: bigint) => {
  const cents = (toCents(price) * percent) / 100n;
  return fromCents(cents > 0n ? cents : 1n);
};

/**
 * The shop's first product on the shelf with stock that no seckill, group buy or bargain sells yet, so
 * a product is in one activity at a time, preferably of a category none of those is in (the demo's
 * activities then show different goods); and its SKUs with stock.
 */
async function freeProduct(tx: Tx, companyId: number) {
  const busy = [
    ...(await tx
      .select({ id: seckillActivities.productId })
      .from(seckillActivities)
      .where(eq(seckillActivities.companyId, companyId))),
    ...(await tx
      .select({ id: groupBuyActivities.productId })
      .from(groupBuyActivities)
      .where(eq(groupBuyActivities.companyId, companyId))),
    ...(await tx
      .select({ id: bargainActivities.productId })
      .from(bargainActivities)
      .where(eq(bargainActivities.companyId, companyId))),
  ].map((r) => r.id);
  const candidates = await tx
    .select({ id: products.id, name: products.name, categoryId: products.categoryId })
    .from(products)
    .where(
      and(
        eq(products.companyId, companyId),
        eq(products.onShelf, true),
        eq(products.isDeleted, false),
        gt(products.stock, 0),
      ),
    )
    .orderBy(asc(products.id))
    .limit(CANDIDATES);
  const busyCategories = new Set(candidates.filter((p) => busy.includes(p.id)).map((p) => p.categoryId));
  const free = candidates.filter((p) => !busy.includes(p.id));
  const product = free.find((p) => !busyCategories.has(p.categoryId)) ?? free[0];
  if (!product) return null;
  const skus = await tx
    .select({ id: productSkus.id, price: productSkus.price, stock: productSkus.stock })
    .from(productSkus)
    .where(and(eq(productSkus.productId, product.id), gt(productSkus.stock, 0)))
    .orderBy(asc(productSkus.id));
  return skus.length > 0 ? { id: product.id, name: product.name, skus } : null;
}

/**
 * Each demo shop's running group buy (groups of two at 80 % of the SKU's price, the first few SKUs,
 * from yesterday for a month) on a product of its own, so the staff screen, the H5 list and the home
 * page's block are not empty. Idempotent: a shop that already has a group-buy activity gets none more.
 */
export async function seedDemoGroupBuy(tx: Tx, companyIds: number[]) {
  for (const companyId of companyIds) {
    const [had] = await tx
      .select({ id: groupBuyActivities.id })
      .from(groupBuyActivities)
      .where(eq(groupBuyActivities.companyId, companyId))
      .limit(1);
    if (had) continue;
    const product = await freeProduct(tx, companyId);
    if (!product) continue;
    const input = groupBuyContract.activityInput.parse({
      title: `${product.name} 2人团`,
      productId: product.id,
      skus: product.skus
        .filter((sku) => toCents(sku.price) > 1n)
        .slice(0, GROUP_SKUS)
        .map((sku) => ({
          skuId: sku.id,
          price: share(sku.price, 80n),
          stock: Math.min(GROUP_STOCK, sku.stock),
        })),
      groupSize: 2,
      hoursOpen: 24,
      perOrderLimit: 2,
      perMemberLimit: 4,
      ...demoWindow(),
      description: '两人成团，邀请好友一起拼更优惠',
    });
    const { skus, ...activity } = input;
    const [row] = await tx
      .insert(groupBuyActivities)
      .values({ companyId, ...activity })
      .returning({ id: groupBuyActivities.id });
    await tx.insert(groupBuySkus).values(skus.map((sku) => ({ companyId, activityId: row!.id, ...sku })));
  }
}

/**
 * Each demo shop's running bargain (its first SKU with stock cut from its price to 30 % by the member
 * and three friends within a day, from yesterday for a month) on a product in no other activity.
 * Idempotent: a shop that already has a bargain activity gets none more.
 */
export async function seedDemoBargain(tx: Tx, companyIds: number[]) {
  for (const companyId of companyIds) {
    const [had] = await tx
      .select({ id: bargainActivities.id })
      .from(bargainActivities)
      .where(eq(bargainActivities.companyId, companyId))
      .limit(1);
    if (had) continue;
    const product = await freeProduct(tx, companyId);
    const sku = product?.skus.find((s) => toCents(s.price) >= 100n);
    if (!product || !sku) continue;
    const input = bargainContract.activityInput.parse({
      title: `${product.name} 砍价`,
      productId: product.id,
      skuId: sku.id,
      startPrice: sku.price,
      floorPrice: share(sku.price, 30n),
      helpersNeeded: 3,
      hoursLimit: 24,
      ...demoWindow(),
      stock: Math.min(BARGAIN_STOCK, sku.stock),
      description: '邀请 3 位好友帮砍，砍到底价即可购买',
    });
    await tx.insert(bargainActivities).values({ companyId, ...input });
  }
}
