import { sql } from 'drizzle-orm';
import { detached, inCompanyForSystem, inSystem } from '../../db/access.ts';
import type { DatabaseHandle, Tx } from '../../db/client.ts';
import { addingSales } from '../goods/index.ts';
import { orderLines, orders } from './schema.ts';

/** Orders one fold statement takes at most. */
const BATCH = 500;

/**
 * Products' sales, counted off the payments' transactions: a payment marks its order
 * `sales_pending`, and this adds the marked orders' quantities to their products and clears the
 * marks in one statement of the company's transaction (exactly once: both commit together). Orders
 * another fold holds are skipped, left to the next. Answers how many orders it counted.
 */
async function foldSales(tx: Tx): Promise<number> {
  const result = await tx.execute(sql`
    with due as (
      select id from ${orders} where sales_pending order by id limit ${BATCH} for update skip locked
    ), counted as (
      update ${orders} set sales_pending = false where id in (select id from due)
    ), sales as (
      ${addingSales(sql`select product_id, quantity from ${orderLines} where order_id in (select id from due)`)}
    )
    select count(*)::int as n from due`);
  return (result as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0;
}

/** Every sale pending in the company, folded (inside `inOneTransaction`: in its transaction). */
export async function foldCompanySales(db: DatabaseHandle, companyId: number) {
  while ((await inCompanyForSystem({ db }, companyId, foldSales)) === BATCH);
}

/** How long payments gather before a fold counts them all (one fold, not one per payment, in a rush). */
const GATHER_MS = 100;

/** Companies with a fold due or running in this process; `again`: a payment committed since it began. */
const folding = new Map<number, { again: boolean }>();

/**
 * After a payment commits: fold the company's pending sales within `GATHER_MS`, without the payer
 * waiting. One fold per company at a time in this process, run again while payments keep coming;
 * one that fails is left to the job runner's sweep.
 */
export function foldSalesSoon(db: DatabaseHandle, companyId: number): void {
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
        await foldCompanySales(db, companyId);
      } while (state.again);
    } catch {
      // Left pending: the sweep folds it.
    } finally {
      folding.delete(companyId);
    }
  };
  setTimeout(() => void detached(fold), GATHER_MS).unref();
}

/** The job runner's sweep: every company with sales pending (a server stopped before it folded). */
export async function sweepSales(db: DatabaseHandle): Promise<void> {
  const pending = await inSystem({ db }, (tx) =>
    tx.selectDistinct({ companyId: orders.companyId }).from(orders).where(sql`sales_pending`),
  );
  for (const { companyId } of pending) await foldCompanySales(db, companyId);
}
