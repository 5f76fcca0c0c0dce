import { type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import type { ShopperLimits, SkuChoice } from './plan.ts';

/** What a run plans from, fixed when it starts so a resumed run plans the same orders. */
export interface RunInputs {
  skus: SkuChoice[];
  storeIds: number[];
  limits: ShopperLimits;
}

/** One demo shop's run of demo orders (table demo_order_runs, migration 0028). */
export interface DemoRun {
  companyId: number;
  staff: { id: number; username: string };
  shoppers: number;
  ordersTotal: number;
  /** The run's "now": the orders' moments are in the 90 days before it. */
  plannedAt: Date;
  /** Null until the shoppers, stock and wallets are in place. */
  inputs: RunInputs | null;
  momentsDone: number;
  ordersMade: number;
  /** The order made for each planned order so far (null: not made yet). */
  orderIds: (number | null)[];
}

interface RunRow {
  company_id: number | string;
  staff_id: number | string;
  staff_username: string;
  shoppers: number;
  orders_total: number;
  planned_at: Date | string;
  inputs: RunInputs | string | null;
  moments_done: number;
  orders_made: number;
  order_ids: (number | null)[] | string;
}

const json = <T>(v: T | string): T => (typeof v === 'string' ? (JSON.parse(v) as T) : v);

function runOf(r: RunRow): DemoRun {
  return {
    companyId: Number(r.company_id),
    staff: { id: Number(r.staff_id), username: r.staff_username },
    shoppers: r.shoppers,
    ordersTotal: r.orders_total,
    plannedAt: new Date(r.planned_at),
    inputs: r.inputs === null ? null : json(r.inputs),
    momentsDone: r.moments_done,
    ordersMade: r.orders_made,
    orderIds: json(r.order_ids),
  };
}

async function rows(tx: Tx, query: SQL): Promise<RunRow[]> {
  return ((await tx.execute(query)) as unknown as { rows: RunRow[] }).rows;
}

const until = (leaseMs: number) => sql`now() + ${leaseMs} * interval '1 millisecond'`;

/** Thrown inside a run's transaction when this server no longer holds the run: it rolls back. */
export class LostRun extends Error {
  constructor() {
    super('another server holds this demo order run now');
  }
}

/** The runs to make, written in the seed's transaction. */
export async function insertRuns(
  tx: Tx,
  runs: { companyId: number; staff: { id: number; username: string }; shoppers: number; orders: number }[],
  plannedAt: Date,
): Promise<void> {
  for (const r of runs)
    await tx.execute(sql`
      insert into demo_order_runs (company_id, staff_id, staff_username, shoppers, orders_total, planned_at)
      values (${r.companyId}, ${r.staff.id}, ${r.staff.username}, ${r.shoppers}, ${r.orders}, ${plannedAt})`);
}

/** How many runs are not finished, whoever holds them. */
export async function unfinishedRuns(tx: Tx): Promise<number> {
  const { rows: found } = (await tx.execute(
    sql`select count(*)::int as n from demo_order_runs where finished_at is null`,
  )) as unknown as { rows: { n: number | string }[] };
  return Number(found[0]?.n ?? 0);
}

/**
 * Takes one unfinished run that no server holds (or whose holder's lease ran out) for `owner`,
 * by a guarded update: two servers asking at once never both get it.
 */
export async function claimRun(tx: Tx, owner: string, leaseMs: number): Promise<DemoRun | null> {
  const [row] = await rows(
    tx,
    sql`
    update demo_order_runs set owner = ${owner}, lease_until = ${until(leaseMs)}, updated_at = now()
    where company_id = (
      select company_id from demo_order_runs
      where finished_at is null and (owner is null or owner = ${owner} or lease_until < now())
      order by company_id limit 1 for update skip locked)
    returning *`,
  );
  return row ? runOf(row) : null;
}

/**
 * Records the progress of `run` in the transaction that made it, renewing the lease; throws
 * `LostRun` (rolling the work back) unless this server still holds the run where it left it.
 */
export async function saveProgress(
  tx: Tx,
  owner: string,
  leaseMs: number,
  from: number,
  run: Pick<DemoRun, 'companyId' | 'inputs' | 'momentsDone' | 'ordersMade' | 'orderIds'>,
): Promise<void> {
  const saved = await rows(
    tx,
    sql`
    update demo_order_runs set moments_done = ${run.momentsDone}, orders_made = ${run.ordersMade},
      order_ids = ${JSON.stringify(run.orderIds)}::jsonb, inputs = ${JSON.stringify(run.inputs)}::jsonb,
      lease_until = ${until(leaseMs)}, updated_at = now()
    where company_id = ${run.companyId} and owner = ${owner} and moments_done = ${from}
      and finished_at is null
    returning company_id`,
  );
  if (saved.length === 0) throw new LostRun();
}

/** Marks the run finished in the transaction of its last work; `LostRun` unless this server holds it. */
export async function markFinished(tx: Tx, owner: string, companyId: number): Promise<void> {
  const done = await rows(
    tx,
    sql`
    update demo_order_runs set finished_at = now(), owner = null, lease_until = null, updated_at = now()
    where company_id = ${companyId} and owner = ${owner} and finished_at is null returning company_id`,
  );
  if (done.length === 0) throw new LostRun();
}

/** Gives up the runs `owner` holds (a server pausing at shutdown), so the next start resumes at once. */
export async function releaseRuns(tx: Tx, owner: string): Promise<void> {
  await tx.execute(sql`
    update demo_order_runs set owner = null, lease_until = null, updated_at = now()
    where owner = ${owner} and finished_at is null`);
}
