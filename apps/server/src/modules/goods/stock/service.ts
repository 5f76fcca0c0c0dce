import type { PageQuery, StockReason } from '@hh/shared';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import { inCompany } from '../../../db/access.ts';
import type { Tx } from '../../../db/client.ts';
import type { CodedReason } from '../../../i18n/ledger-reasons.ts';
import { now } from '../../../lib/clock.ts';
import type { CompanyContext, Principal } from '../../../lib/context.ts';
import { badRequest, notFound } from '../../../lib/errors.ts';
import { users } from '../../users/index.ts';
import { productSkus, products } from '../products/schema.ts';
import { stockLedger } from './schema.ts';

/** Re-derives a product's price (lowest SKU price) and stock (sum of SKUs). */
export async function deriveProduct(tx: Tx, productId: number) {
  await tx
    .update(products)
    .set({
      price: sql`(select coalesce(min(price), 0) from ${productSkus} where product_id = ${productId})`,
      stock: sql`(select coalesce(sum(stock), 0) from ${productSkus} where product_id = ${productId})`,
      updatedAt: now(),
    })
    .where(eq(products.id, productId));
}

/**
 * The one way stock changes: a single statement that refuses to go below zero (so concurrent
 * changes never oversell or lose an update), a ledger line, and the product's total re-derived.
 * The operator is the staff member of the context; a shopper's order or a timer leaves it empty.
 */
export async function changeStock(
  tx: Tx,
  ctx: { principal: Pick<Principal, 'userId'> | null },
  skuId: number,
  change: number,
  reason: string | CodedReason<StockReason>,
) {
  const [row] = await tx
    .update(productSkus)
    .set({ stock: sql`${productSkus.stock} + ${change}` })
    .where(and(eq(productSkus.id, skuId), sql`${productSkus.stock} + ${change} >= 0`))
    .returning({ stock: productSkus.stock, productId: productSkus.productId });
  if (!row) {
    const [exists] = await tx
      .select({ id: productSkus.id })
      .from(productSkus)
      .where(eq(productSkus.id, skuId));
    throw exists ? badRequest('goods.stockNegative') : notFound();
  }
  const [line] = await tx
    .insert(stockLedger)
    .values({
      productId: row.productId,
      skuId,
      change,
      before: row.stock - change,
      after: row.stock,
      ...(typeof reason === 'string' ? { reason } : reason),
      operatorId: ctx.principal?.userId ?? null,
      createdAt: now(),
    })
    .returning();
  await deriveProduct(tx, row.productId);
  return line!;
}

/** Ledger lines for SKUs created with stock by an import: from 0 to their stock, in one statement. */
export async function recordImportedStock(
  tx: Tx,
  ctx: CompanyContext,
  skus: { id: number; productId: number; stock: number }[],
) {
  const lines = skus
    .filter((s) => s.stock > 0)
    .map((s) => ({
      productId: s.productId,
      skuId: s.id,
      change: s.stock,
      before: 0,
      after: s.stock,
      reason: 'import',
      operatorId: ctx.principal.userId,
    }));
  if (lines.length > 0) await tx.insert(stockLedger).values(lines);
}

export function adjustStock(ctx: CompanyContext, skuId: number, change: number, reason: string) {
  return inCompany(ctx, (tx) => changeStock(tx, ctx, skuId, change, reason));
}

/** A product's stock ledger, newest first, with the operator's name. */
export function ledgerPage(ctx: CompanyContext, productId: number, q: PageQuery) {
  return inCompany(ctx, async (tx) => {
    const where = and(eq(stockLedger.productId, productId));
    const content = await tx
      .select({
        id: stockLedger.id,
        skuId: stockLedger.skuId,
        change: stockLedger.change,
        before: stockLedger.before,
        after: stockLedger.after,
        reason: stockLedger.reason,
        reasonCode: stockLedger.reasonCode,
        reasonParams: stockLedger.reasonParams,
        operatorId: stockLedger.operatorId,
        operatorName: sql<string | null>`coalesce(${users.nickName}, ${users.username})`,
        createdAt: stockLedger.createdAt,
      })
      .from(stockLedger)
      .leftJoin(users, eq(users.id, stockLedger.operatorId))
      .where(where)
      .orderBy(desc(stockLedger.id))
      .limit(q.size)
      .offset(q.page * q.size);
    const [total] = await tx.select({ n: count() }).from(stockLedger).where(where);
    return { content, totalElements: total?.n ?? 0 };
  });
}
