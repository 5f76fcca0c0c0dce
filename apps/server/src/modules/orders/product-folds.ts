import { sql } from 'drizzle-orm';
import { detached, inCompanyForSystem, inSystem, insideOneTransaction } from '../../db/access.ts';
import type { DatabaseHandle, Tx } from '../../db/client.ts';
import { addingSales, foldProductStock, products, stockLedger } from '../goods/index.ts';
import { orderLines, orders } from './schema.ts';

/** Orders one fold statement takes at most. */
const BATCH = 500;

/**
 * Products' sales, counted off the payments' transactions: a payment marks its order
 * `sales_pending`, and this adds the marked orders' quantities to their products and clears the
 * marks in the company's transaction (exactly once: both commit together). Orders another fold
 * holds are skipped, left to the next. The products are locked first, in id order, as a cancel
 * returning stock to them does, so a fold and a cancel of a multi-product order never deadlock.
 * Answers how many orders it counted.
 */
async function foldSales(tx: Tx): Promise<number> {
  const claimed = await tx.execute(sql`
    with due as (
      select id from ${orders} where sales_pending order by id limit ${BATCH} for update skip locked
    ), counted as (
      update ${orders} set sales_pending = false where id in (select id from due)
    ), held as (
      select id from ${products} where id in (
        select product_id from ${orderLines} where order_id in (select id from due)
      ) order by id for update
    )
    select coalesce((select array_agg(id) from due), '{}') as ids, (select count(*) from held)::int as held`);
  const ids = ((claimed as unknown as { rows: { ids: (string | number)[] }[] }).rows[0]?.ids ?? []).map(
    Number,
  );
  if (ids.length > 0)
    await tx.execute(
      addingSales(
        sql`select product_id, quantity from ${orderLines} where order_id in (${sql.join(
          ids.map((id) => sql`${id}::bigint`),
          sql`, `,
        )})`,
      ),
    );
  return ids.length;
}

/**
 * Every product total the company's orders left pending, folded: their sales, and their stock
 * (re-derived from the SKUs, see goods' `foldProductStock`). Inside `inOneTransaction`: in its transaction.
 */
export async function foldCompanyProducts(db: DatabaseHandle, companyId: number) {
  while ((await inCompanyForSystem({ db }, companyId, foldSales)) === BATCH);
  while ((await inCompanyForSystem({ db }, companyId, foldProductStock)) === BATCH);
}

/** How long orders and payments gather before a fold counts them all (one fold, not one each, in a rush). */
const GATHER_MS = 100;

/** Companies with a fold due or running in this process; `again`: an order or payment committed since it began. */
const folding = new Map<number, { again: boolean }>();

/**
 * After an order or a payment commits: fold the company's pending product totals within
 * `GATHER_MS`, without the buyer waiting. One fold per company at a time in this process, run again while payments keep coming;
 * one that fails is left to the job runner's sweep.
 */
export function foldProductsSoon(db: DatabaseHandle, companyId: number): void {
  // The demo's orders share one long transaction, which folds at its end: a fold beside it would
  // lock the orders it has not shipped yet and wait for the products it holds (a deadlock).
  if (insideOneTransaction()) return;
  const running = folding.get(companyId);
  if (running) {
    running.again = true;
    return;
  }
  const state = { again: false };
  folding.set(companyId, state);
  const fold = async () => {
    try {
      do {
        state.again = false;
        await foldCompanyProducts(db, companyId);
      } while (state.again);
    } catch {
      // Left pending: the sweep folds it.
    } finally {
      folding.delete(companyId);
    }
  };
  setTimeout(() => void detached(fold), GATHER_MS).unref();
}

/** The job runner's sweep: every company with product totals pending (a server stopped before it folded). */
export async function sweepProducts(db: DatabaseHandle): Promise<void> {
  const pending = await inSystem({ db }, async (tx) => {
    const result = await tx.execute(sql`
      select company_id from ${orders} where sales_pending
      union select company_id from ${stockLedger} where product_pending`);
    return (result as unknown as { rows: { company_id: string | number }[] }).rows;
  });
  for (const row of pending) await foldCompanyProducts(db, Number(row.company_id));
}
