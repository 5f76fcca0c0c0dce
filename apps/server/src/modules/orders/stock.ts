import { inArray } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { productSkus } from '../goods/index.ts';

/**
 * Locks the SKU rows an order takes stock from or gives it back to, all at once and by id, before
 * any stock changes: every order transaction then waits on SKUs before it holds anything else.
 */
export async function lockSkus(tx: Tx, skuIds: number[]) {
  if (skuIds.length === 0) return;
  await tx
    .select({ id: productSkus.id })
    .from(productSkus)
    .where(inArray(productSkus.id, skuIds))
    .orderBy(productSkus.id)
    .for('update');
}
