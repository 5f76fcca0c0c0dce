import { fromCents, toCents } from '@hh/shared';
import { eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import type { DatabaseHandle } from '../../lib/database.ts';
import { feedMemo } from '../../lib/feed-memo.ts';
import { goodsCategories, productSkus, products } from '../goods/index.ts';
import type { PromotionRule, ReductionLine } from './evaluate.ts';
import { livePromotions } from './service.ts';

/** The company's category tree as child → parent, kept per company while no category is written. */
const categoryParents = feedMemo<Map<number, number>>(['goods_categories']);

/** The rules switched on and not yet over, kept per company while no rule is written. */
const liveRules = feedMemo<PromotionRule[]>(['promotion_rules']);

/** Each category with the ones above it (itself first), for the products' categories asked about. */
async function categoryChains(
  db: DatabaseHandle,
  tx: Tx,
  companyId: number,
  categoryIds: readonly number[],
): Promise<Map<number, number[]>> {
  const chains = new Map<number, number[]>();
  if (categoryIds.length === 0) return chains;
  const parentOf = await categoryParents(db, companyId, async () => {
    const all = await tx
      .select({ id: goodsCategories.id, parentId: goodsCategories.parentId })
      .from(goodsCategories);
    return new Map(all.map((c) => [c.id, c.parentId]));
  });
  for (const id of new Set(categoryIds)) {
    const chain: number[] = [];
    for (let at: number | undefined = id; at && !chain.includes(at); at = parentOf.get(at)) chain.push(at);
    chains.set(id, chain);
  }
  return chains;
}

/** The company's rules running at `at` (switched on, inside their dates), in the caller's transaction. */
export async function runningPromotions(
  db: DatabaseHandle,
  tx: Tx,
  companyId: number,
  at: Date,
): Promise<PromotionRule[]> {
  const live = await liveRules(db, companyId, () => livePromotions(tx, at));
  return live.filter((r) => r.startAt.getTime() <= at.getTime() && r.endAt.getTime() > at.getTime());
}

/**
 * The cart's lines as the evaluator reads them: each SKU at today's price in the shop's catalogue
 * (row-level security keeps other shops' out), with its product and categories. SKUs gone, deleted
 * or off the shelf are left out (the cart shows them as unavailable; checkout refuses them).
 */
export async function linesOfSkus(
  db: DatabaseHandle,
  tx: Tx,
  companyId: number,
  wanted: readonly { skuId: number; quantity: number }[],
): Promise<ReductionLine[]> {
  if (wanted.length === 0) return [];
  const rows = await tx
    .select({
      skuId: productSkus.id,
      productId: products.id,
      categoryId: products.categoryId,
      price: productSkus.price,
      onShelf: products.onShelf,
      isDeleted: products.isDeleted,
    })
    .from(productSkus)
    .innerJoin(products, eq(products.id, productSkus.productId))
    .where(
      inArray(
        productSkus.id,
        wanted.map((w) => w.skuId),
      ),
    );
  const chains = await categoryChains(
    db,
    tx,
    companyId,
    rows.flatMap((r) => (r.categoryId ? [r.categoryId] : [])),
  );
  return wanted.flatMap((w) => {
    const row = rows.find((r) => r.skuId === w.skuId);
    if (!row?.onShelf || row.isDeleted) return [];
    return [
      {
        productId: row.productId,
        categoryIds: row.categoryId ? (chains.get(row.categoryId) ?? []) : [],
        amount: fromCents(toCents(row.price) * BigInt(w.quantity)),
      },
    ];
  });
}

/** The rules running at a moment, and the category chains of the products they may count. */
export interface RunningPromotions {
  rules: PromotionRule[];
  chains: Map<number, number[]>;
}

/**
 * What checkout's full-reduction step reads, in its transaction: the rules running at `at`, and the
 * categories above the lines' own only when a rule is scoped by category; both kept per company on
 * this server while neither table is written (`feedMemo`), so a checkout seldom reads either.
 */
export async function promotionsAt(
  db: DatabaseHandle,
  tx: Tx,
  companyId: number,
  categoryIds: readonly (number | null)[],
  at: Date,
): Promise<RunningPromotions> {
  const rules = await runningPromotions(db, tx, companyId, at);
  const byCategory = rules.some((r) => r.scope === 'categories');
  const ids = categoryIds.filter((id): id is number => id !== null);
  return { rules, chains: byCategory ? await categoryChains(db, tx, companyId, ids) : new Map() };
}

/** A checkout line as the evaluator reads it: its goods, what it costs now (cents), whether it is at an activity's price. */
export function reductionLine(
  running: RunningPromotions,
  line: { productId: number; categoryId: number | null; amount: bigint; activity: boolean },
): ReductionLine {
  return {
    productId: line.productId,
    categoryIds: line.categoryId === null ? [] : (running.chains.get(line.categoryId) ?? [line.categoryId]),
    amount: fromCents(line.amount),
    activity: line.activity,
  };
}
