import { inArray } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { productSkus } from '../goods/index.ts';

/**
 * Locks the SKU rows an order takes stock from or gives it back to, all at once and by id, before
 * any stock changes, so two orders sharing SKUs never hold one each while waiting for the other's.
 * One SKU needs no lock ahead: its own guarded update takes it, a round trip sooner.
 */
export async function lockSkus(tx: Tx, skuIds: number[]) {
  if (new Set(skuIds).size < 2) return;
  await tx
    .select({ id: productSkus.id })
    .from(productSkus)
    .where(inArray(productSkus.id, skuIds))
    .orderBy(productSkus.id)
    .for('update');
}
