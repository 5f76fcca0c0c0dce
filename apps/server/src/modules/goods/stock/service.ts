import type { PageQuery, StockReason } from '@hh/shared';
import { and, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import { inCompany } from '../../../db/access.ts';
import type { Tx } from '../../../db/client.ts';
import { writeTogether } from '../../../db/one-trip.ts';
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
 * A stock change as writes for one statement (`writeTogether`): `sku`, the guarded update, which takes
 * no row when the stock would go below zero or `when` (the caller's condition) is false, and
 * `stockLine`, its ledger line from the stock it returned (answering `id, company_id, product_id,
 * after`); nothing is written when the update takes no row. The product's total is left to
 * `foldProductStock` when `productLater` says so.
 */
export function stockChanging(input: {
  skuId: number;
  change: number;
  reason: CodedReason<StockReason> | { reason: string; reasonCode: null; reasonParams: null };
  operatorId: number | null;
  at: Date;
  productLater: boolean;
  when?: SQL;
}) {
  const { skuId, change, reason, operatorId, productLater } = input;
  const at = input.at.toISOString();
  return {
    sku: sql`update ${productSkus} set stock = stock + ${change}::int
      where id = ${skuId}::bigint and stock + ${change}::int >= 0 and ${input.when ?? sql`true`}
      returning product_id, stock`,
    stockLine: sql`insert into ${stockLedger} (product_id, sku_id, change, before, after, reason, reason_code, reason_params, operator_id, created_at, product_pending)
      select product_id, ${skuId}::bigint, ${change}::int, stock - ${change}::int, stock, ${reason.reason}::text,
        ${reason.reasonCode}::text, ${reason.reasonParams === null ? null : JSON.stringify(reason.reasonParams)}::jsonb,
        ${operatorId}::bigint, ${at}::timestamptz, ${productLater}::boolean
      from sku
      returning id, company_id, product_id, after`,
  };
}

/** A stock change that took no row: short of stock (400 `goods.stockNegative`), or no such SKU (404). */
export async function refuseStockChange(tx: Tx, skuId: number): Promise<never> {
  const [exists] = await tx.select({ id: productSkus.id }).from(productSkus).where(eq(productSkus.id, skuId));
  throw exists ? badRequest('goods.stockNegative') : notFound();
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
  const [row] = await writeTogether<LedgerRow>(
    tx,
    {
      ...stockChanging({ skuId, change, reason: coded, operatorId, at, productLater }),
      product: sql`update ${products} set stock = ${products.stock} + ${change}::int, updated_at = ${at.toISOString()}::timestamptz
        from sku where ${products.id} = sku.product_id and not ${productLater}::boolean`,
    },
    sql`select id, company_id, product_id, after from ${sql.identifier('stockLine')}`,
  );
  if (!row) return refuseStockChange(tx, skuId);
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
