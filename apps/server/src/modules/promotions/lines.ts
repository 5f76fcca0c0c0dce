import { fromCents, toCents } from '@hh/shared';
import { eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { goodsCategories, productSkus, products } from '../goods/index.ts';
import type { ReductionLine } from './evaluate.ts';

/** Each category with the ones above it (itself first), for the products' categories asked about. */
async function categoryChains(tx: Tx, categoryIds: readonly number[]): Promise<Map<number, number[]>> {
  const chains = new Map<number, number[]>();
  if (categoryIds.length === 0) return chains;
  const all = await tx
    .select({ id: goodsCategories.id, parentId: goodsCategories.parentId })
    .from(goodsCategories);
  const parentOf = new Map(all.map((c) => [c.id, c.parentId]));
  for (const id of new Set(categoryIds)) {
    const chain: number[] = [];
    for (let at: number | undefined = id; at && !chain.includes(at); at = parentOf.get(at)) chain.push(at);
    chains.set(id, chain);
  }
  return chains;
}

/**
 * The cart's lines as the evaluator reads them: each SKU at today's price in the shop's catalogue
 * (row-level security keeps other shops' out), with its product and categories. SKUs gone, deleted
 * or off the shelf are left out (the cart shows them as unavailable; checkout refuses them).
 */
export async function linesOfSkus(
  tx: Tx,
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
    tx,
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
