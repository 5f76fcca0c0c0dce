import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './helpers.ts';

/**
 * The demo orders, made through the services at their moments of the last 90 days. The full size is
 * 1,500 per shop (the default); this runs a smaller number with the same plan.
 */
const PER_SHOP = 150;

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer({ DEMO_ORDERS: String(PER_SHOP) });
}, 600_000);
afterAll(() => s.close());

const rowsOf = async (query: ReturnType<typeof sql>) =>
  ((await s.db.drizzle.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows;

describe('demo orders', () => {
  it('gives each demo shop its orders over the last 90 days, in every state', async () => {
    const rows = await rowsOf(sql`
      select c.company_key as shop, o.status, count(*)::int as n,
        min(o.created_at) > now() - interval '91 days' as recent, max(o.created_at) <= now() as past
      from orders o join companies c on c.id = o.company_id group by 1, 2`);
    for (const shop of ['sunrise', 'harbour']) {
      const mine = rows.filter((r) => r.shop === shop);
      expect(mine.reduce((sum, r) => sum + Number(r.n), 0)).toBe(PER_SHOP);
      expect(mine.every((r) => r.recent && r.past)).toBe(true);
      const states = mine.map((r) => r.status);
      for (const state of ['unpaid', 'toShip', 'shipped', 'received', 'completed', 'cancelled'])
        expect(states, `${shop} ${state}`).toContain(state);
    }
    const pickup = await rowsOf(sql`select distinct status from orders where delivery_type = 'pickup'`);
    expect(pickup.map((r) => r.status)).toContain('completed');
    const reasons = await rowsOf(
      sql`select distinct cancel_reason as r from orders where status = 'cancelled'`,
    );
    expect(reasons.map((r) => r.r).sort()).toEqual(['shopper', 'staff', 'timeout']);
  });

  it('gives the shoppers 1–3 addresses with one default', async () => {
    const rows = await rowsOf(sql`
      select member_id, count(*)::int as n, count(*) filter (where is_default)::int as d
      from shopper_addresses group by member_id`);
    expect(rows.length).toBeGreaterThan(40);
    expect(rows.every((r) => Number(r.n) >= 1 && Number(r.n) <= 3 && Number(r.d) === 1)).toBe(true);
  });

  it('snapshots real products in the lines and keeps stock above zero', async () => {
    const orphan = await rowsOf(sql`
      select l.id from order_lines l left join product_skus s on s.id = l.sku_id and s.product_id = l.product_id
      where s.id is null`);
    expect(orphan).toEqual([]);
    const low = await rowsOf(sql`select id from product_skus where stock < 0`);
    expect(low).toEqual([]);
    const negative = await rowsOf(sql`select id from stock_ledger where after < 0`);
    expect(negative).toEqual([]);
  });

  it('matches every wallet payment with its ledger line, and dates both the same', async () => {
    const rows = await rowsOf(sql`
      select o.code, p.amount, p.paid_at, l.change, l.created_at
      from order_payments p join orders o on o.id = p.order_id
      left join member_ledger l on l.uid = o.member_id and l.reason = '订单支付 ' || o.code
      where p.method = 'wallet'`);
    expect(rows.length).toBeGreaterThan(200);
    for (const r of rows) {
      expect(Number(r.change)).toBe(-Number(r.amount));
      expect(new Date(String(r.created_at)).getTime()).toBe(new Date(String(r.paid_at)).getTime());
    }
    const paid = await rowsOf(sql`
      select count(*)::int as n from orders where paid_at is not null
        and not exists (select 1 from order_payments p where p.order_id = orders.id and p.status = 'paid')`);
    expect(paid[0]!.n).toBe(0);
  });

  it('writes a dated timeline for every order, each line at the moment of its step', async () => {
    const rows = await rowsOf(sql`
      select o.id from orders o where not exists (
        select 1 from order_events e where e.order_id = o.id and e.action = 'create' and e.created_at = o.created_at)`);
    expect(rows).toEqual([]);
    const off = await rowsOf(sql`
      select e.id, e.action from order_events e join orders o on o.id = e.order_id
      where e.action in ('create', 'pay', 'ship', 'receive', 'verify', 'complete', 'cancel')
        and e.created_at is distinct from case e.action
        when 'create' then o.created_at when 'pay' then o.paid_at when 'ship' then o.shipped_at
        when 'receive' then o.received_at when 'verify' then o.received_at
        when 'complete' then o.completed_at when 'cancel' then o.cancelled_at end`);
    expect(off).toEqual([]);
    const late = await rowsOf(sql`select id from order_events where created_at > now()`);
    expect(late).toEqual([]);
    const unordered = await rowsOf(sql`
      select o.id from orders o where not (created_at <= coalesce(paid_at, cancelled_at, created_at)
        and coalesce(paid_at, created_at) <= coalesce(shipped_at, received_at, paid_at, created_at)
        and coalesce(received_at, now()) <= coalesce(completed_at, now()))`);
    expect(unordered).toEqual([]);
  });

  it('gives every order a code of the day it was made, and dates its stock lines then', async () => {
    const wrongDay = await rowsOf(sql`
      select code, created_at from orders
      where left(code, 6) <> to_char(created_at at time zone 'UTC', 'YYMMDD')`);
    expect(wrongDay).toEqual([]);
    const stock = await rowsOf(sql`
      select l.id from stock_ledger l join orders o on l.reason = '订单 ' || o.code
      where l.created_at <> o.created_at`);
    expect(stock).toEqual([]);
    const giveBack = await rowsOf(sql`
      select l.id from stock_ledger l join orders o on l.reason = '订单取消 ' || o.code
      where l.created_at <> o.cancelled_at`);
    expect(giveBack).toEqual([]);
    const dated = await rowsOf(sql`
      select count(*)::int as n from stock_ledger l join orders o on l.reason = '订单 ' || o.code`);
    expect(dated[0]!.n).toBeGreaterThanOrEqual(PER_SHOP * 2);
  });

  it("counts each product's sales from its paid orders", async () => {
    const rows = await rowsOf(sql`
      select p.id, p.sales, coalesce(sum(l.quantity) filter (where o.paid_at is not null), 0)::int as paid
      from products p left join order_lines l on l.product_id = p.id left join orders o on o.id = l.order_id
      group by p.id, p.sales having p.sales <> coalesce(sum(l.quantity) filter (where o.paid_at is not null), 0)`);
    expect(rows).toEqual([]);
    const selling = await rowsOf(sql`select count(*)::int as n from products where sales > 0`);
    expect(selling[0]!.n).toBeGreaterThan(20);
  });

  it('leaves no timer due at start, only future ones for open orders', async () => {
    const due = await rowsOf(sql`select id, kind from jobs where done_at is null and run_at <= now()`);
    expect(due).toEqual([]);
    const pending = await rowsOf(sql`
      select j.kind, o.status from jobs j join orders o on o.id::text = j.ref
      where j.done_at is null and j.kind like 'order.%'`);
    for (const p of pending) {
      const expected = {
        'order.cancelUnpaid': 'unpaid',
        'order.autoReceive': 'shipped',
        'order.autoComplete': 'received',
      };
      expect(p.status).toBe(expected[String(p.kind) as keyof typeof expected]);
    }
  });
});
