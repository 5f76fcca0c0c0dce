import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginTo, startTestServer, type TestServer } from './helpers.ts';
import { desk } from './orders-fixture.ts';
import { rowsOf } from './storefront-helpers.ts';

/** A day of the order timers lasts 10 s on this server (tests only: the config refuses it elsewhere). */
const SPEEDUP = 8640;
const MIN = 60_000;
const DAY = 24 * 60 * MIN;

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer({ ORDER_TIMERS_SPEEDUP: String(SPEEDUP) });
});
afterAll(() => s.close());

describe('ORDER_TIMERS_SPEEDUP (the e2e timer flow)', () => {
  it("arms every order timer at the company's setting divided by the speed-up, and the pay deadline with it", async () => {
    const shop = desk(s, await loginTo(s.app, 'alice', 'sunrise'));
    const saved = await shop.send('PUT', '/api/order/settings', {
      ...(await shop.send('GET', '/api/order/settings')).body,
      cancelUnpaidMinutes: 1440,
      autoReceiveDays: 2,
      autoCompleteDays: 3,
    });
    expect(saved.status).toBe(200);
    const [skuId] = (await shop.product('加速计时商品', [{ price: '5.00', stock: 5 }])).skuIds;
    const uid = await shop.member('加速计时', '13912340088', '50.00');
    const unpaid = (await shop.placeOrder(uid, [{ skuId: skuId!, quantity: 1 }])).created.body;
    const [placed] = await rowsOf<{ created_at: string; pay_deadline: string }>(
      s,
      sql`select created_at, pay_deadline from orders where id = ${unpaid.id}`,
    );
    const window = Date.parse(placed!.pay_deadline) - Date.parse(placed!.created_at);
    expect(window).toBeCloseTo((1440 * MIN) / SPEEDUP, -1);

    const other = (await shop.placeOrder(uid, [{ skuId: skuId!, quantity: 1 }])).created.body;
    expect((await shop.send('POST', `/api/order/${other.id}/payByWallet`, { memberId: uid })).status).toBe(
      200,
    );
    const shipped = await shop.send('POST', '/api/order/ship', { id: other.id, kind: 'none' });
    expect(shipped.status, JSON.stringify(shipped.body)).toBe(200);
    const [receipt] = await rowsOf<{ run_at: string; shipped_at: string }>(
      s,
      sql`select j.run_at, o.shipped_at from jobs j join orders o on o.id = j.ref::bigint
        where j.kind = 'order.autoReceive' and j.ref = ${String(other.id)}`,
    );
    expect(Date.parse(receipt!.run_at) - Date.parse(receipt!.shipped_at)).toBeCloseTo(
      (2 * DAY) / SPEEDUP,
      -1,
    );
  });
});
