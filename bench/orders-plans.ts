import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { DatabaseHandle, Tx } from '../apps/server/src/db/client.ts';
import type { CompanyContext } from '../apps/server/src/lib/context.ts';
import { listOrders, orderCounts } from '../apps/server/src/modules/orders/desk/list.ts';

interface Captured {
  setup: string;
  query: string;
  params: unknown[];
}

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Actual Rows'?: number;
  Plans?: PlanNode[];
}

const RUNS = 21;

/** The plan's nodes, depth first, as `Index Only Scan orders_…` and the like. */
function nodes(node: PlanNode): string[] {
  const name = [node['Node Type'], node['Index Name'] ?? node['Relation Name']].filter(Boolean).join(' ');
  return [name, ...(node.Plans ?? []).flatMap(nodes)];
}

/**
 * Runs the desk's own first-page code (listOrders, orderCounts) on a handle that records every
 * statement, so the plans below are of exactly what the server sends.
 */
async function captureFirstPage(databaseUrl: string, companyId: number): Promise<Captured[]> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 1 });
  const captured: Captured[] = [];
  let setup = '';
  const db = drizzle(pool, {
    logger: {
      logQuery: (query, params) => {
        if (/^select/i.test(query) && !query.includes('set_config')) captured.push({ setup, query, params });
      },
    },
  });
  const handle: Pick<DatabaseHandle, 'transaction'> = {
    transaction: (sqlSetup, fn) =>
      db.transaction(async (tx) => {
        setup = sqlSetup;
        await tx.execute(sql.raw(sqlSetup));
        return fn(tx as unknown as Tx);
      }),
  };
  const ctx = {
    db: handle as DatabaseHandle,
    ip: '127.0.0.1',
    lang: 'zh',
    principal: {
      userId: 1,
      username: 'bench',
      sessionId: 'bench',
      rememberMe: false,
      companyId,
      isPlatform: false,
      permissions: ['admin'],
      level: 1,
    },
  } satisfies CompanyContext;
  try {
    await listOrders(ctx, { page: 0, size: 10, sort: ['id,desc'] });
    await orderCounts(ctx, {});
  } finally {
    await pool.end();
  }
  return captured;
}

/**
 * EXPLAIN (ANALYZE, BUFFERS) of every query the first page runs, `RUNS` times each under the
 * tenant role: the median planning and execution times (the database's own clock, which a busy
 * machine stretches far less than a round trip), and the plan's nodes.
 */
export async function planLines(databaseUrl: string, companyId: number): Promise<string[]> {
  const captured = await captureFirstPage(databaseUrl, companyId);
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const lines = [
    `Plans of the ${captured.length} queries the first page and its counts send (EXPLAIN ANALYZE, median of ${RUNS}):\n`,
    '| query | planning ms | execution ms | shared buffers | plan |',
    '|---|---:|---:|---:|---|',
  ];
  try {
    for (const c of captured) {
      const planning: number[] = [];
      const execution: number[] = [];
      let plan:
        | { Plan: PlanNode & { 'Shared Hit Blocks': number; 'Shared Read Blocks': number } }
        | undefined;
      for (let i = 0; i < RUNS; i++) {
        await client.query(`begin; ${c.setup}`);
        const res = await client.query<{
          'QUERY PLAN': [typeof plan & { 'Planning Time': number; 'Execution Time': number }];
        }>(`explain (analyze, buffers, format json) ${c.query}`, c.params);
        await client.query('rollback');
        const [top] = res.rows[0]!['QUERY PLAN'];
        planning.push(top!['Planning Time']);
        execution.push(top!['Execution Time']);
        plan = top;
      }
      const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!.toFixed(2);
      const buffers = plan!.Plan['Shared Hit Blocks'] + plan!.Plan['Shared Read Blocks'];
      const label = c.query.replace(/\s+/g, ' ').slice(0, 70).replaceAll('|', '\\|');
      lines.push(
        `| \`${label}…\` | ${median(planning)} | ${median(execution)} | ${buffers} | ${nodes(plan!.Plan).join(' → ')} |`,
      );
    }
  } finally {
    await client.end();
  }
  return lines;
}
