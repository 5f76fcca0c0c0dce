import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client.ts';
import { products } from './schema.ts';

/**
 * Goods paid for: each product's sales go up by the quantity bought, in the payer's transaction.
 * One product at a time in id order, the order stock changes lock products in, so concurrent
 * orders never deadlock on them. The product's edit time is left alone: a sale is not an edit.
 */
export async function addSales(tx: Tx, bought: { productId: number; quantity: number }[]) {
  const byProduct = new Map<number, number>();
  for (const b of bought) byProduct.set(b.productId, (byProduct.get(b.productId) ?? 0) + b.quantity);
  for (const [productId, quantity] of [...byProduct].sort((a, b) => a[0] - b[0])) {
    await tx
      .update(products)
      .set({ sales: sql`${products.sales} + ${quantity}` })
      .where(eq(products.id, productId));
  }
}
