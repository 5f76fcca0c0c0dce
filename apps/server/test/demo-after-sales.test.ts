import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, loginTo, startTestServer, type TestServer } from './helpers.ts';

/** The demo's after-sales, made after its orders (a smaller run of the same plan). */
let s: TestServer;
beforeAll(async () => {
  s = await startTestServer({ DEMO_ORDERS: '150' });
}, 600_000);
afterAll(() => s.close());

const rowsOf = async (query: ReturnType<typeof sql>) =>
  ((await s.db.drizzle.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows;

describe('demo after-sales', () => {
  it('gives each demo shop after-sales in every state a desk sees, with its refunds and their ledgers', async () => {
    const rows = await rowsOf(sql`
      select c.company_key as shop, a.status, a.type, count(*)::int as n
      from after_sales a join companies c on c.id = a.company_id group by 1, 2, 3`);
    for (const shop of ['sunrise', 'harbour']) {
      const states = new Set(rows.filter((r) => r.shop === shop).map((r) => r.status));
      for (const state of [
        'submitted',
        'awaitingReturn',
        'returned',
        'received',
        'refunded',
        'rejected',
        'withdrawn',
        'closed',
      ])
        expect(states, `${shop} ${state}`).toContain(state);
    }
    const wallet = await rowsOf(sql`
      select r.amount::text, l.change::text from order_refunds r join orders o on o.id = r.order_id
      left join member_ledger l on l.uid = o.member_id and l.reason like '订单退款 ' || o.code || '%'
      where r.status = 'succeeded'`);
    expect(wallet.length).toBeGreaterThan(3);
    for (const r of wallet) expect(r.change).toBe(r.amount);
    const closed = await rowsOf(
      sql`select count(*)::int as n from orders where status = 'closed' and refund_status = 'full'`,
    );
    expect(closed[0]!.n).toBeGreaterThan(0);
    const due = await rowsOf(sql`select id, kind from jobs where done_at is null and run_at <= now()`);
    expect(due).toEqual([]);
  });

  it('shows them on the desk and the dashboard’s refunds', async () => {
    const token = await loginTo(s.app, 'admin', 'sunrise');
    const counts = await call(s.app, { method: 'GET', url: '/api/afterSale/counts', token });
    expect(counts.body.all).toBeGreaterThan(8);
    // The default range: the last 7 days up to now.
    const refunds = await call(s.app, { method: 'GET', url: '/api/dashboard/refunds', token });
    expect(refunds.status, JSON.stringify(refunds.body)).toBe(200);
    expect(refunds.body.refunds).toBeGreaterThan(0);
  });
});
