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
import { forgetSoldOut } from './sold-out.ts';

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

/** What the stock statement answers: the ledger line's keys and the SKU's stock after. */
interface LedgerRow {
  id: string | number;
  company_id: string | number;
  product_id: string | number;
  after: number;
}

/**
 * The one way stock changes: one statement that refuses to go below zero (so concurrent changes
 * never oversell or lose an update), writes the ledger line and adds the change to the product's
 * total, so a SKU every shopper buys is held for one round trip before the commit. `productLater`
 * (an order's change) leaves the product's total to `foldProductStock`, after the commit: the
 * product row, which every order of its SKUs would write, stays out of the order's transaction. The operator is
 * the staff member of the context; a shopper's order or a timer leaves it empty.
 */
export async function changeStock(
  tx: Tx,
  ctx: { principal: Pick<Principal, 'userId'> | null },
  skuId: number,
  change: number,
  reason: string | CodedReason<StockReason>,
  productLater = false,
) {
  const at = now();
  const coded = typeof reason === 'string' ? { reason, reasonCode: null, reasonParams: null } : reason;
  const operatorId = ctx.principal?.userId ?? null;
  const result = await tx.execute(sql`
    with sku as (
      update ${productSkus} set stock = stock + ${change}::int
      where id = ${skuId}::bigint and stock + ${change}::int >= 0
      returning product_id, stock
    ), product as (
      update ${products} set stock = ${products.stock} + ${change}::int, updated_at = ${at.toISOString()}::timestamptz
      from sku where ${products.id} = sku.product_id and not ${productLater}::boolean
    )
    insert into ${stockLedger} (product_id, sku_id, change, before, after, reason, reason_code, reason_params, operator_id, created_at, product_pending)
    select product_id, ${skuId}::bigint, ${change}::int, stock - ${change}::int, stock, ${coded.reason}::text,
      ${coded.reasonCode}::text, ${coded.reasonParams === null ? null : JSON.stringify(coded.reasonParams)}::jsonb,
      ${operatorId}::bigint, ${at.toISOString()}::timestamptz, ${productLater}::boolean
    from sku
    returning id, company_id, product_id, after`);
  const [row] = (result as unknown as { rows: LedgerRow[] }).rows;
  if (!row) {
    const [exists] = await tx
      .select({ id: productSkus.id })
      .from(productSkus)
      .where(eq(productSkus.id, skuId));
    throw exists ? badRequest('goods.stockNegative') : notFound();
  }
  if (change > 0) forgetSoldOut(Number(row.company_id), skuId);
  const line: typeof stockLedger.$inferSelect = {
    id: Number(row.id),
    companyId: Number(row.company_id),
    productId: Number(row.product_id),
    skuId,
    change,
    before: row.after - change,
    after: row.after,
    ...coded,
    operatorId,
    createdAt: at,
    productPending: productLater,
  };
  return line;
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
