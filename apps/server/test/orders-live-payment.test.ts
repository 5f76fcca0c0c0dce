import { generateKeyPairSync } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runDueJobs } from '../src/modules/jobs/service.ts';
import type { SandboxProvider } from '../src/modules/payments/index.ts';
import { WechatPayProvider } from '../src/modules/payments/wechat.ts';
import { call, signedInServer, startPeer, type TestServer, withPayments } from './helpers.ts';
import { desk } from './orders-fixture.ts';
import { rowsOf, shopperCaller, shopperSignIn } from './storefront-helpers.ts';
import { pem } from './wechat-fixture.ts';

const t = signedInServer('admin', 'sunrise');
const MIN = 60_000;

let skuId: number;
let uid: number;
let token: string;
let addressId: number;

const shop = shopperCaller(
  () => t.s,
  () => token,
);
const staff = (method: 'POST' | 'PUT', url: string, payload: object) =>
  call(t.s.app, { method, url, token: t.token, payload });
const tap = (orderId: number) => shop('POST', `/api/front/orders/${orderId}/pay`, { method: 'provider' });

beforeAll(async () => {
  skuId = (await desk(t.s, t.token).product('单一支付商品', [{ price: '25.00', stock: 500 }])).skuIds[0]!;
  const res = await shopperSignIn(t.s, 'sunrise', '13966660001');
  token = res.body.token as string;
  uid = res.body.member.uid as number;
  await staff('POST', '/api/user/money', { uid, ptype: 1, money: '1000', remark: '充值' });
  // This shopper keeps many orders unpaid; the cap itself is tested in order-limits.test.ts.
  const settings = await call(t.s.app, { method: 'GET', url: '/api/order/settings', token: t.token });
  expect((await staff('PUT', '/api/order/settings', { ...settings.body, maxUnpaidOrders: 50 })).status).toBe(
    200,
  );
  const address = await shop('POST', '/api/front/addresses', {
    name: '王五',
    phone: '13966669999',
    provinceId: 33,
    cityId: 3301,
    districtId: 330102,
    detail: '解放路 1 号',
    isDefault: true,
  });
  addressId = address.body.id;
});

async function buyNow() {
  const confirmed = await shop('POST', '/api/front/checkout/confirm', { skuId, quantity: 1 });
  const created = await shop('POST', `/api/front/checkout/${confirmed.body.key}/create`, { addressId });
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  return created.body as { id: number; code: string; payAmount: string };
}

const paymentsOf = (orderId: number) =>
  rowsOf<{ id: string; out_trade_no: string; status: string; amount: string; method: string }>(
    t.s,
    sql`select id, out_trade_no, status, amount, method from order_payments where order_id = ${orderId} order by id`,
  );
const closeJobOf = async (paymentId: string) =>
  (
    await rowsOf<{ done_at: string | null; attempts: number }>(
      t.s,
      sql`select done_at, attempts from jobs where kind = 'order.closePayment' and ref = ${paymentId}`,
    )
  )[0];
const sandbox = () => t.s.deps.payments as SandboxProvider;

/** WeChat Pay against a double of its API: what it was sent, and whether it answers at all. */
function wechatDouble(opts: { down?: boolean; gate?: Promise<void> } = {}) {
  const sent: { path: string; body: Record<string, unknown> }[] = [];
  const keys = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const http = (async (url: string, init: RequestInit) => {
    if (opts.down) throw new TypeError('fetch failed');
    await opts.gate;
    const path = new URL(url).pathname;
    sent.push({ path, body: JSON.parse(String(init.body)) });
    if (path.endsWith('/close')) return new Response(null, { status: 204 });
    return new Response(JSON.stringify({ code_url: `weixin://wxpay/bizpayurl?pr=${sent.length}` }), {
      status: 200,
    });
  }) as unknown as typeof fetch;
  const provider = new WechatPayProvider(
    {
      appId: 'wxTEST',
      mchId: '1900000001',
      serialNo: 'S1',
      privateKey: pem(keys.privateKey, 'pkcs8'),
      platformPublicKey: pem(keys.publicKey, 'spki'),
      apiV3Key: '0'.repeat(32),
      notifyUrl: 'https://shop.example.com/notify',
    },
    http,
  );
  return { provider, sent };
}

describe('one live provider payment per order', () => {
  it('100 taps give one payment: the same out-trade-no and link each time, one pending row', async () => {
    const order = await buyNow();
    const first = await tap(order.id);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    for (let i = 0; i < 99; i++) {
      const again = await tap(order.id);
      expect(again.status).toBe(200);
      expect(again.body.payment).toEqual(first.body.payment);
    }
    expect(await paymentsOf(order.id)).toMatchObject([
      { out_trade_no: first.body.payment.outTradeNo, status: 'pending', amount: order.payAmount },
    ]);
  });

  it('concurrent taps leave one live payment', async () => {
    const order = await buyNow();
    const taps = await Promise.all(Array.from({ length: 8 }, () => tap(order.id)));
    expect(taps.map((r) => r.status)).toEqual(Array(8).fill(200));
    expect(new Set(taps.map((r) => r.body.payment.outTradeNo)).size).toBe(1);
    expect((await paymentsOf(order.id)).filter((p) => p.status === 'pending')).toHaveLength(1);
  });
});

describe('closed at the provider by a job armed with the close', () => {
  it('a shopper cancel closes the live payment here and at the provider', async () => {
    const order = await buyNow();
    const started = (await tap(order.id)).body.payment;
    expect((await shop('POST', `/api/front/orders/${order.id}/cancel`)).status).toBe(200);
    const [payment] = await paymentsOf(order.id);
    expect(payment!.status).toBe('closed');
    expect(sandbox().closed.has(started.outTradeNo)).toBe(false);
    await runDueJobs(t.s.db);
    expect(sandbox().closed.has(started.outTradeNo)).toBe(true);
    expect((await closeJobOf(payment!.id))?.done_at).not.toBeNull();
  });

  it('a staff cancel, a reprice and a wallet payment each close the other payment at the provider', async () => {
    const cancelled = await buyNow();
    const p1 = (await tap(cancelled.id)).body.payment;
    expect((await staff('POST', '/api/order/cancel', { id: cancelled.id })).status).toBe(200);

    const repriced = await buyNow();
    const p2 = (await tap(repriced.id)).body.payment;
    expect((await staff('PUT', '/api/order/price', { id: repriced.id, payAmount: '20' })).status).toBe(200);
    const p2b = (await tap(repriced.id)).body.payment;
    expect(p2b).toMatchObject({ amount: '20.00' });
    expect(p2b.outTradeNo).not.toBe(p2.outTradeNo);

    const walletPaid = await buyNow();
    const p3 = (await tap(walletPaid.id)).body.payment;
    expect((await shop('POST', `/api/front/orders/${walletPaid.id}/pay`, { method: 'wallet' })).status).toBe(
      200,
    );
    await runDueJobs(t.s.db);
    for (const p of [p1, p2, p3]) expect(sandbox().closed.has(p.outTradeNo), p.outTradeNo).toBe(true);
    expect(sandbox().closed.has(p2b.outTradeNo)).toBe(false);
    expect((await paymentsOf(walletPaid.id)).map((p) => [p.method, p.status])).toEqual([
      ['sandbox', 'closed'],
      ['wallet', 'paid'],
    ]);
  });

  it('the unpaid timer closes the payment at the provider as well', async () => {
    const order = await buyNow();
    const started = (await tap(order.id)).body.payment;
    const later = new Date(Date.now() + 8 * 24 * 60 * MIN);
    await runDueJobs(t.s.db, later);
    expect((await shop('GET', `/api/front/orders/${order.id}`)).body.status).toBe('cancelled');
    await runDueJobs(t.s.db, later);
    expect(sandbox().closed.has(started.outTradeNo)).toBe(true);
  });

  it('a provider that refuses the close is asked again later', async () => {
    const order = await buyNow();
    const started = (await tap(order.id)).body.payment;
    expect((await shop('POST', `/api/front/orders/${order.id}/cancel`)).status).toBe(200);
    const [payment] = await paymentsOf(order.id);
    const t0 = Date.now();
    const failing = Object.assign(Object.create(sandbox()) as SandboxProvider, {
      closePayment: async () => {
        throw new Error('provider down');
      },
    });
    await withPayments(t.s, failing, () => runDueJobs(t.s.db, new Date(t0)));
    expect(await closeJobOf(payment!.id)).toMatchObject({ done_at: null, attempts: 1 });
    expect(sandbox().closed.has(started.outTradeNo)).toBe(false);
    await runDueJobs(t.s.db, new Date(t0 + 2 * MIN));
    expect(sandbox().closed.has(started.outTradeNo)).toBe(true);
  });
});

describe('paying after the deadline (L1)', () => {
  it('refuses wallet and provider payment once the deadline passed, though the cancel timer is late', async () => {
    const order = await buyNow();
    await rowsOf(
      t.s,
      sql`update orders set pay_deadline = now() - interval '10 minutes' where id = ${order.id} returning id`,
    );
    await rowsOf(
      t.s,
      sql`update jobs set run_at = now() + interval '1 hour' where kind = 'order.cancelUnpaid' and ref = ${String(order.id)} returning id`,
    );
    const wallet = await shop('POST', `/api/front/orders/${order.id}/pay`, { method: 'wallet' });
    expect(wallet.status).toBe(409);
    expect(wallet.body.message).toContain('past its payment deadline');
    const provider = await tap(order.id);
    expect(provider.status).toBe(409);
    expect(provider.body.message).toContain('past its payment deadline');
    expect((await shop('GET', `/api/front/orders/${order.id}`)).body.status).toBe('unpaid');
    expect(await paymentsOf(order.id)).toEqual([]);
  });
});

describe('WeChat Pay through the pay route', () => {
  it('unreachable: 503 naming WeChat Pay, nothing left pending, and a few attempts at most', async () => {
    const order = await buyNow();
    const down = wechatDouble({ down: true });
    await withPayments(t.s, down.provider, async () => {
      const res = await tap(order.id);
      expect(res.status).toBe(503);
      expect(res.body.message).toContain('WeChat Pay');
      const zh = await call(t.s.app, {
        method: 'POST',
        url: `/api/front/orders/${order.id}/pay`,
        token,
        payload: { method: 'provider' },
      });
      expect(zh.status).toBe(503);
      expect(zh.body.message).toContain('微信支付');
      expect((await paymentsOf(order.id)).map((p) => p.status)).toEqual(['closed', 'closed']);
      for (let i = 0; i < 3; i++) expect((await tap(order.id)).status).toBe(503);
      const limited = await tap(order.id);
      expect(limited.status).toBe(429);
      expect(limited.body.message).toContain('Too many payment attempts');
    });
    expect((await paymentsOf(order.id)).filter((p) => p.status === 'pending')).toEqual([]);
  });

  it('one Native order per order and amount, expiring at the pay deadline; closed at WeChat on cancel', async () => {
    const order = await buyNow();
    const up = wechatDouble();
    await withPayments(t.s, up.provider, async () => {
      const first = await tap(order.id);
      expect(first.status, JSON.stringify(first.body)).toBe(200);
      expect(first.body.payment).toMatchObject({ method: 'wechat', payUrl: 'weixin://wxpay/bizpayurl?pr=1' });
      expect((await tap(order.id)).body.payment).toEqual(first.body.payment);
      expect(up.sent.map((s) => s.path)).toEqual(['/v3/pay/transactions/native']);
      const [deadline] = await rowsOf<{ at: string }>(
        t.s,
        sql`select to_char(pay_deadline at time zone 'Asia/Shanghai', 'YYYY-MM-DD"T"HH24:MI:SS') as at from orders where id = ${order.id}`,
      );
      expect(up.sent[0]!.body.time_expire).toBe(`${deadline!.at}+08:00`);
      expect((await shop('POST', `/api/front/orders/${order.id}/cancel`)).status).toBe(200);
      await runDueJobs(t.s.db);
      const outTradeNo = first.body.payment.outTradeNo as string;
      expect(up.sent).toContainEqual({
        path: `/v3/pay/transactions/out-trade-no/${outTradeNo}/close`,
        body: { mchid: '1900000001' },
      });
    });
  });

  it('a tap while WeChat is still making the order is told to wait, and no second order is made', async () => {
    const order = await buyNow();
    let release: () => void = () => undefined;
    const slow = wechatDouble({ gate: new Promise<void>((r) => (release = r)) });
    await withPayments(t.s, slow.provider, async () => {
      const first = tap(order.id);
      await expect.poll(() => paymentsOf(order.id)).toHaveLength(1);
      const second = await tap(order.id);
      expect(second.status).toBe(409);
      expect(second.body.message).toContain('being started');
      release();
      expect((await first).status).toBe(200);
      expect((await tap(order.id)).body.payment).toEqual((await first).body.payment);
      expect(slow.sent.map((s) => s.path)).toEqual(['/v3/pay/transactions/native']);
    });
    expect((await paymentsOf(order.id)).map((p) => p.status)).toEqual(['pending']);
  });
});

describe('a crash between the close and its call', () => {
  let peer: TestServer | undefined;
  afterAll(() => peer?.close());

  it('leaves the close job behind: the next server to run jobs closes the payment at the provider', async () => {
    const order = await buyNow();
    const started = (await tap(order.id)).body.payment;
    expect((await shop('POST', `/api/front/orders/${order.id}/cancel`)).status).toBe(200);
    // This server stops here, before its runner sent anything; another one starts on the same database.
    peer = await startPeer(t.s);
    await runDueJobs(peer.db);
    expect((peer.deps.payments as SandboxProvider).closed.has(started.outTradeNo)).toBe(true);
  });
});
