import { inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client.ts';
import { now } from '../../../lib/clock.ts';
import { productSkus, products } from '../products/schema.ts';
import { stockLedger } from './schema.ts';

/** Ledger lines one fold takes at most. */
const BATCH = 500;

/**
 * Products' stock re-derived from their SKUs for the ledger lines left pending (orders' changes),
 * off the orders' transactions. The lines are claimed (skip locked: another fold's are left to it)
 * and their products locked in id order in one statement; the totals are summed in the next, on a
 * snapshot taken once the rows are held, so a fold never writes a total older than another's.
 * Answers how many lines it took.
 */
export async function foldProductStock(tx: Tx): Promise<number> {
  const result = await tx.execute(sql`
    with due as (
      select id from ${stockLedger} where product_pending order by id limit ${BATCH} for update skip locked
    ), cleared as (
      update ${stockLedger} set product_pending = false where id in (select id from due) returning product_id
    ), held as (
      select id from ${products} where id in (select product_id from cleared) order by id for update
    )
    select (select count(*)::int from due) as n, coalesce((select array_agg(id) from held), '{}') as ids`);
  const [row] = (result as unknown as { rows: { n: number; ids: (string | number)[] }[] }).rows;
  const ids = (row?.ids ?? []).map(Number);
  if (ids.length > 0) {
    await tx
      .update(products)
      .set({
        stock: sql`(select coalesce(sum(${productSkus.stock}), 0) from ${productSkus} where ${productSkus.productId} = ${products.id})`,
        updatedAt: now(),
      })
      .where(inArray(products.id, ids));
  }
  return row?.n ?? 0;
}
