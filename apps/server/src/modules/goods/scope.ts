import type { CouponScope } from '@hh/shared';
import { and, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { fieldError } from '../../lib/errors.ts';
import { goodsCategories } from './categories/schema.ts';
import { products } from './products/schema.ts';

/** A marketing scope (a coupon's, a full-reduction rule's): all goods, chosen products or categories, or all but chosen products. */
interface GoodsScope {
  scope: CouponScope;
  scopeIds: number[];
}

/**
 * Every id of the scope is the shop's own (row-level security keeps others' out) product, not deleted,
 * or category; else a field error on scopeIds.
 */
export async function assertOwnScope(tx: Tx, input: GoodsScope): Promise<void> {
  if (input.scope === 'all') return;
  const ids = [...new Set(input.scopeIds)];
  const found =
    input.scope === 'categories'
      ? await tx
          .select({ id: goodsCategories.id })
          .from(goodsCategories)
          .where(inArray(goodsCategories.id, ids))
      : await tx
          .select({ id: products.id })
          .from(products)
          .where(and(inArray(products.id, ids), eq(products.isDeleted, false)));
  if (found.length !== ids.length) throw fieldError('scopeIds', 'validation.couponScopeIds');
}
