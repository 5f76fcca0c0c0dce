import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDemoOrders } from '../src/seed/orders/background.ts';
import { call, loginTo, startTestServer, type TestServer } from './helpers.ts';

/**
 * The demo orders are made in the background after the server listens (demo_order_runs): the app
 * answers meanwhile and tells how far they are, a stopped run resumes where it paused, and two
 * servers on one database make each order once.
 */
const PER_SHOP = 40;
const silent = { info: () => undefined, error: () => undefined };

let s: TestServer;
let token: string;
beforeAll(async () => {
  s = await startTestServer({ DEMO_ORDERS: String(PER_SHOP) }, { demoOrders: 'background' });
}, 600_000);
afterAll(() => s.close());

const rowsOf = async (query: ReturnType<typeof sql>) =>
  ((await s.db.drizzle.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows;

const progress = async () =>
  (await call(s.app, { method: 'GET', url: '/api/dashboard/demoOrders', token })).body as {
    running: boolean;
    made: number;
    total: number;
  };

describe('demo orders in the background', () => {
  it('answers while they are made, and tells the shop how far they are', async () => {
    token = await loginTo(s.app, 'alice', 'sunrise');
    const now = await progress();
    expect(now.running).toBe(true);
    expect(now.total).toBe(PER_SHOP);
    expect(now.made).toBeLessThan(PER_SHOP);
  });

  it('pauses at stop with its progress recorded, released for the next start', async () => {
    for (let i = 0; i < 600; i++) {
      const [row] = await rowsOf(sql`select coalesce(max(orders_made), 0)::int as n from demo_order_runs`);
      if (Number(row!.n) > 0) break;
      await new Promise((r) => setTimeout(r, 50));
    }
    await s.demoOrders!.stop();
    const runs = await rowsOf(sql`
      select r.orders_made, r.owner, r.finished_at, jsonb_array_length(r.order_ids) as ids,
        (select count(*)::int from orders o where o.company_id = r.company_id) as orders
      from demo_order_runs r order by r.company_id`);
    expect(runs).toHaveLength(2);
    expect(runs.some((r) => r.finished_at === null)).toBe(true);
    for (const r of runs) {
      expect(r.owner).toBeNull();
      expect(Number(r.orders)).toBe(Number(r.orders_made));
    }
  });

  it('resumes on two servers at once, each order made once, the timers started only after', async () => {
    const settledWith: number[] = [];
    const unfinished = async () =>
      Number(
        (await rowsOf(sql`select count(*)::int as n from demo_order_runs where finished_at is null`))[0]!.n,
      );
    const runner = () =>
      startDemoOrders(s.db, silent, {
        pollMs: 50,
        onSettled: () => void unfinished().then((n) => settledWith.push(n)),
      });
    const [a, b] = [runner(), runner()];
    await Promise.all([a.done, b.done]);
    await new Promise((r) => setTimeout(r, 200));
    expect(settledWith).toEqual([0, 0]);
    const orders = await rowsOf(sql`
      select c.company_key as shop, count(*)::int as n, count(distinct o.code)::int as codes
      from orders o join companies c on c.id = o.company_id group by 1 order by 1`);
    expect(orders).toEqual([
      { shop: 'harbour', n: PER_SHOP, codes: PER_SHOP },
      { shop: 'sunrise', n: PER_SHOP, codes: PER_SHOP },
    ]);
    expect(await progress()).toEqual({ running: false, made: PER_SHOP, total: PER_SHOP });
    const states = await rowsOf(sql`select distinct status from orders`);
    expect(states.map((r) => r.status)).toContain('completed');
  });
});
