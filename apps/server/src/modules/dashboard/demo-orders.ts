import { sql } from 'drizzle-orm';
import { inCompany } from '../../db/access.ts';
import type { CompanyContext } from '../../lib/context.ts';

/**
 * How far the company's demo orders are (table demo_order_runs, written by seed/orders/background.ts):
 * running until its run is finished; not running when the company has none (outside the demo).
 */
export async function demoOrderProgress(ctx: CompanyContext) {
  return inCompany(ctx, async (tx) => {
    const { rows } = (await tx.execute(sql`
      select orders_made, orders_total, finished_at is null as running from demo_order_runs`)) as unknown as {
      rows: { orders_made: number; orders_total: number; running: boolean }[];
    };
    const run = rows[0];
    return run
      ? { running: run.running, made: run.orders_made, total: run.orders_total }
      : { running: false, made: 0, total: 0 };
  });
}
