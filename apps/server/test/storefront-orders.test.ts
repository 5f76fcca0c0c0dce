import { sql } from 'drizzle-orm';
import pg from 'pg';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, signedInServer } from './helpers.ts';
import { desk } from './orders-fixture.ts';
import { rowsOf, shopperCaller, shopperSignIn, writeHeard } from './storefront-helpers.ts';

const t = signedInServer('admin', 'sunrise');

interface Shopper {
  uid: number;
  token: string;
  send: (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) => ReturnType<typeof call>;
}

async function shopper(phone: string): Promise<Shopper> {
  const res = await shopperSignIn(t.s, 'sunrise', phone);
  expect(res.status).toBe(200);
  const token = res.body.token as string;
  return {
    uid: res.body.member.uid as number,
    token,
    send: shopperCaller(
      () => t.s,
      () => token,
    ),
  };
}

const staff = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  call(t.s.app, { method, url, token: t.token, ...(payload ? { payload } : {}) });

async function stockOf(skuId: number) {
  const [row] = await rowsOf<{ stock: number }>(t.s, sql`select stock from product_skus where id = ${skuId}`);
  return Number(row!.stock);
}

async function walletOf(uid: number) {
  const [m] = await rowsOf<{ now_money: string }>(t.s, sql`select now_money from members where uid = ${uid}`);
  const ledger = await rowsOf<{ change: string; balance: string; reason: string }>(
    t.s,
    sql`select change, balance, reason from member_ledger where uid = ${uid} order by id`,
  );
  return { balance: m!.now_money, ledger: ledger.map((l) => [l.change, l.balance, l.reason]) };
}

const hangzhou = { provinceId: 33, cityId: 3301, districtId: 330102 };

let skuId: number;
let a: Shopper;
let b: Shopper;
let addressId: number;
let bAddressId: number;

beforeAll(async () => {
  // These tests leave many orders of one shopper unpaid; the cap itself is tested in order-limits.test.ts.
  const settings = await staff('GET', '/api/order/settings');
  expect((await staff('PUT', '/api/order/settings', { ...settings.body, maxUnpaidOrders: 50 })).status).toBe(
    200,
  );
  skuId = (await desk(t.s, t.token).product('店铺下单商品', [{ price: '25.00', stock: 50 }])).skuIds[0]!;
  a = await shopper('13955550001');
  b = await shopper('13955550002');
  const money = await staff('POST', '/api/user/money', {
    uid: a.uid,
    ptype: 1,
    money: '100',
    remark: '充值',
  });
  expect(money.status).toBe(200);
  const address = await a.send('POST', '/api/front/addresses', {
    name: '王五',
    phone: '13955559999',
    ...hangzhou,
    detail: '解放路 1 号',
    isDefault: true,
  });
  expect(address.status).toBe(200);
  addressId = address.body.id;
  const theirs = await b.send('POST', '/api/front/addresses', {
    name: '赵六',
    phone: '13955558888',
    ...hangzhou,
    detail: '延安路 2 号',
  });
  bAddressId = theirs.body.id;
});

/** A buy-now order of the shopper, unpaid. */
async function buyNow(who: Shopper, quantity = 1, choices: object = { addressId }) {
  const confirmed = await who.send('POST', '/api/front/checkout/confirm', { skuId, quantity });
  expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
  const created = await who.send('POST', `/api/front/checkout/${confirmed.body.key}/create`, choices);
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  return created.body as { id: number; code: string; payAmount: string; status: string };
}

describe('checkout from the cart', () => {
  it('confirms cart lines with the default address, computes, and creates one order per key', async () => {
    const stock = await stockOf(skuId);
    const line = await a.send('POST', '/api/front/cart', { skuId, quantity: 2 });
    expect(line.status).toBe(200);

    const confirmed = await a.send('POST', '/api/front/checkout/confirm', { cartIds: [line.body.id] });
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
    expect(confirmed.body).not.toHaveProperty('memberId');
    expect(confirmed.body.lines).toMatchObject([
      { skuId, quantity: 2, unitPrice: '25.00', lineTotal: '50.00' },
    ]);
    expect(confirmed.body.address).toMatchObject({ receiverName: '王五', receiverPhone: '13955559999' });
    const key = confirmed.body.key as string;

    const computed = await a.send('POST', `/api/front/checkout/${key}/compute`, {
      addressId,
      deliveryType: 'express',
      buyerNote: '请轻放',
    });
    expect(computed.status, JSON.stringify(computed.body)).toBe(200);
    expect(computed.body.price.goodsTotal).toBe('50.00');
    expect(computed.body.existingOrder).toBeNull();

    // Anything price-like in the body is not part of the contract: the server's price stands.
    const body = { addressId, buyerNote: '请轻放', cartIds: [line.body.id], payAmount: '0.01' };
    const first = await a.send('POST', `/api/front/checkout/${key}/create`, body);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const again = await a.send('POST', `/api/front/checkout/${key}/create`, body);
    expect(again.status).toBe(200);
    expect(again.body.id).toBe(first.body.id);
    expect(first.body).toMatchObject({
      status: 'unpaid',
      goodsTotal: '50.00',
      payAmount: computed.body.price.payAmount,
      receiverName: '王五',
      buyerNote: '请轻放',
    });
    expect(first.body).not.toHaveProperty('staffRemark');
    expect(await stockOf(skuId)).toBe(stock - 2);
    expect((await a.send('GET', '/api/front/cart')).body.valid).toEqual([]);
    const recomputed = await a.send('POST', `/api/front/checkout/${key}/compute`, { addressId });
    expect(recomputed.body.existingOrder).toEqual({ id: first.body.id, code: first.body.code });
  });

  it('takes the cart lines bought in the order’s own transaction: when they cannot go, no order is made', async () => {
    const stock = await stockOf(skuId);
    const line = await a.send('POST', '/api/front/cart', { skuId, quantity: 3 });
    const confirmed = await a.send('POST', '/api/front/checkout/confirm', { cartIds: [line.body.id] });
    const key = confirmed.body.key as string;
    const create = () =>
      a.send('POST', `/api/front/checkout/${key}/create`, { addressId, cartIds: [line.body.id] });
    const ordersOfKey = async () =>
      (await rowsOf<{ id: string }>(t.s, sql`select id from orders where pre_order_key = ${key}`)).length;
    // The cart refuses to let go of its lines (a failure after the order's own writes).
    await t.s.db.drizzle.execute(sql`
      create function test_keep_cart() returns trigger language plpgsql as $$
      begin raise exception 'cart kept'; end $$`);
    await t.s.db.drizzle.execute(
      sql`create trigger test_keep_cart before delete on shopper_cart for each row execute function test_keep_cart()`,
    );
    try {
      expect((await create()).status).toBe(500);
      expect(await ordersOfKey()).toBe(0);
      expect(await stockOf(skuId)).toBe(stock);
    } finally {
      await t.s.db.drizzle.execute(sql`drop trigger test_keep_cart on shopper_cart`);
      await t.s.db.drizzle.execute(sql`drop function test_keep_cart()`);
    }
    const made = await create();
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    expect(await ordersOfKey()).toBe(1);
    expect(await stockOf(skuId)).toBe(stock - 3);
    const cart = (await a.send('GET', '/api/front/cart')).body.valid as { id: number }[];
    expect(cart.map((l) => l.id)).not.toContain(line.body.id);
  });

  it('makes no order when its amount is not the one the shopper was shown, and says the new amount', async () => {
    const stock = await stockOf(skuId);
    const line = await a.send('POST', '/api/front/cart', { skuId, quantity: 2 });
    const confirmed = await a.send('POST', '/api/front/checkout/confirm', { cartIds: [line.body.id] });
    const key = confirmed.body.key as string;
    const shown = await a.send('POST', `/api/front/checkout/${key}/compute`, { addressId });
    const body = { addressId, cartIds: [line.body.id], expectedPayAmount: shown.body.price.payAmount };
    await writeHeard(t.s, sql`update product_skus set price = price + 1 where id = ${skuId}`);
    try {
      const refused = await a.send('POST', `/api/front/checkout/${key}/create`, body);
      expect(refused.status).toBe(409);
      const now = await a.send('POST', `/api/front/checkout/${key}/compute`, { addressId });
      expect(now.body.price.payAmount).not.toBe(shown.body.price.payAmount);
      expect(refused.body.message).toBe(
        `A price or the freight changed: ${now.body.price.payAmount} is now due. Check the order and place it again`,
      );
      expect(await stockOf(skuId)).toBe(stock);
      expect((await a.send('GET', '/api/front/cart')).body.valid).toMatchObject([{ id: line.body.id }]);
      const rows = await rowsOf<{ id: string }>(t.s, sql`select id from orders where pre_order_key = ${key}`);
      expect(rows).toEqual([]);

      const placed = await a.send('POST', `/api/front/checkout/${key}/create`, {
        ...body,
        expectedPayAmount: now.body.price.payAmount,
      });
      expect(placed.status, JSON.stringify(placed.body)).toBe(200);
      expect(placed.body.payAmount).toBe(now.body.price.payAmount);
      // A retry of the made order answers it, whatever amount it names.
      const retried = await a.send('POST', `/api/front/checkout/${key}/create`, body);
      expect(retried.body.id).toBe(placed.body.id);
      expect(await stockOf(skuId)).toBe(stock - 2);
    } finally {
      await writeHeard(t.s, sql`update product_skus set price = price - 1 where id = ${skuId}`);
    }
  });

  it("refuses another shopper's cart lines and addresses, and bad input, with 404 and 400", async () => {
    const line = await a.send('POST', '/api/front/cart', { skuId, quantity: 1 });
    const theirs = await b.send('POST', '/api/front/checkout/confirm', { cartIds: [line.body.id] });
    expect(theirs.status).toBe(404);
    const confirmed = await b.send('POST', '/api/front/checkout/confirm', { skuId, quantity: 1 });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.address.receiverName).toBe('赵六');
    const key = confirmed.body.key as string;
    expect((await b.send('POST', `/api/front/checkout/${key}/compute`, { addressId })).status).toBe(404);
    expect((await b.send('POST', `/api/front/checkout/${key}/create`, { addressId })).status).toBe(404);
    // A's own key is not B's.
    const mine = await a.send('POST', '/api/front/checkout/confirm', { skuId, quantity: 1 });
    expect((await b.send('POST', `/api/front/checkout/${mine.body.key}/compute`, {})).status).toBe(404);

    const neither = await a.send('POST', '/api/front/checkout/confirm', {});
    expect(neither.status).toBe(400);
    expect(neither.body.errors[0].field).toBe('cartIds');
    const both = await a.send('POST', '/api/front/checkout/confirm', {
      cartIds: [line.body.id],
      skuId,
      quantity: 1,
    });
    expect(both.status).toBe(400);
    const noQuantity = await a.send('POST', '/api/front/checkout/confirm', { skuId });
    expect(noQuantity.body.errors[0].field).toBe('quantity');
    expect((await a.send('POST', '/api/front/checkout/confirm', { skuId, quantity: 0 })).status).toBe(400);
  });
});

describe('paying', () => {
  it('pays by wallet: the exact amount off the balance with one ledger line, once', async () => {
    const before = await walletOf(a.uid);
    const order = await buyNow(a, 1);
    const paid = await a.send('POST', `/api/front/orders/${order.id}/pay`, { method: 'wallet' });
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    expect(paid.body.payment).toBeNull();
    expect(paid.body.order).toMatchObject({ id: order.id, status: 'toShip', payMethod: 'wallet' });
    const after = await walletOf(a.uid);
    const expected = (Number(before.balance) * 100 - Number(order.payAmount) * 100) / 100;
    expect(after.balance).toBe(expected.toFixed(2));
    expect(after.ledger.slice(before.ledger.length)).toEqual([
      [`-${order.payAmount}`, expected.toFixed(2), `订单支付 ${order.code}`],
    ]);
    const twice = await a.send('POST', `/api/front/orders/${order.id}/pay`, { method: 'wallet' });
    expect(twice.status).toBe(409);
    expect((await walletOf(a.uid)).balance).toBe(expected.toFixed(2));
  });

  it("pays by wallet while the same shopper's other orders are being made: no deadlock, every order paid once", async () => {
    // A create takes the member's row first; a wallet payment took the order's status counters (its
    // connection's shard) before the member's row: when two connections shared a shard, the two waited
    // on each other (PostgreSQL's deadlock, a 500; found by bench:seckill's shopper racing their limits).
    const c = await shopper('13955550003');
    expect(
      (await staff('POST', '/api/user/money', { uid: c.uid, ptype: 1, money: '1000', remark: '充值' }))
        .status,
    ).toBe(200);
    const own = (await desk(t.s, t.token).product('同时下单支付', [{ price: '5.00', stock: 100 }]))
      .skuIds[0]!;
    const address = await c.send('POST', '/api/front/addresses', {
      name: '钱七',
      phone: '13955557777',
      ...hangzhou,
      detail: '西湖路 3 号',
      isDefault: true,
    });
    expect(address.status).toBe(200);
    const keys: string[] = [];
    for (let i = 0; i < 16; i++) {
      const confirmed = await c.send('POST', '/api/front/checkout/confirm', { skuId: own, quantity: 1 });
      expect(confirmed.status).toBe(200);
      keys.push(confirmed.body.key);
    }
    const answers = await Promise.all(
      keys.map(async (key) => {
        const created = await c.send('POST', `/api/front/checkout/${key}/create`, {
          addressId: address.body.id,
        });
        if (created.status !== 200) return { created: created.status, paid: 0, amount: '0' };
        const paid = await c.send('POST', `/api/front/orders/${created.body.id}/pay`, { method: 'wallet' });
        return { created: 200, paid: paid.status, amount: created.body.payAmount as string };
      }),
    );
    expect(answers.map((x) => [x.created, x.paid])).toEqual(keys.map(() => [200, 200]));
    const spent = answers.reduce((sum, x) => sum + Math.round(Number(x.amount) * 100), 0);
    const after = await walletOf(c.uid);
    expect(after.balance).toBe(((100_000 - spent) / 100).toFixed(2));
    expect(after.ledger).toHaveLength(1 + keys.length);
  });

  it("waits for the member's row before it takes the order: a create's lock order (PostgreSQL)", async () => {
    // PGlite runs one statement at a time: nothing can wait there.
    if (!t.s.databaseUrl) return;
    const d = await shopper('13955550004');
    expect(
      (await staff('POST', '/api/user/money', { uid: d.uid, ptype: 1, money: '100', remark: '充值' })).status,
    ).toBe(200);
    const address = await d.send('POST', '/api/front/addresses', {
      name: '孙八',
      phone: '13955556666',
      ...hangzhou,
      detail: '湖滨路 4 号',
      isDefault: true,
    });
    const order = await buyNow(d, 1, { addressId: address.body.id });
    const other = new pg.Client({ connectionString: t.s.databaseUrl });
    await other.connect();
    try {
      // Another transaction holds the member's row, as a create of theirs does until it commits.
      await other.query('begin');
      await other.query('select uid from members where uid = $1 for update', [d.uid]);
      const paying = d.send('POST', `/api/front/orders/${order.id}/pay`, { method: 'wallet' });
      let waited = false;
      for (let i = 0; i < 100 && !waited; i++) {
        const waiting = await other.query(
          `select 1 from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock' and pid <> pg_backend_pid()`,
        );
        waited = (waiting.rowCount ?? 0) > 0;
        if (!waited) await new Promise((r) => setTimeout(r, 50));
      }
      expect(waited).toBe(true);
      // The payment waits for the member with nothing of the order's held: the order row is free.
      const free = await other.query('select id from orders where id = $1 for update nowait', [order.id]);
      expect(free.rowCount).toBe(1);
      await other.query('rollback');
      const paid = await paying;
      expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    } finally {
      await other.end();
    }
  });

  it('refuses a short wallet with 409 and writes nothing', async () => {
    const order = await buyNow(b, 1, { addressId: bAddressId });
    const short = await b.send('POST', `/api/front/orders/${order.id}/pay`, { method: 'wallet' });
    expect(short.status).toBe(409);
    expect((await walletOf(b.uid)).ledger).toEqual([]);
    expect((await b.send('GET', `/api/front/orders/${order.id}`)).body.status).toBe('unpaid');
  });

  it('pays through the sandbox provider: a pay link whose notice marks the order paid', async () => {
    const order = await buyNow(a, 2);
    const started = await call(t.s.app, {
      method: 'POST',
      url: `/api/front/orders/${order.id}/pay`,
      token: a.token,
      payload: { method: 'provider' },
      headers: { host: 'evil.example' },
    });
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    expect(started.body.order).toBeNull();
    // Without PUBLIC_URL the link is this server's own address, never the Host header the request claimed.
    expect(new URL(started.body.payment.payUrl).origin).toBe(`http://localhost:${t.s.deps.config.PORT}`);
    expect(started.body.payment).toMatchObject({ method: 'sandbox', amount: order.payAmount });
    const link = started.body.payment.payUrl as string;
    expect(link).toContain('/api/pay/order/sandbox/');
    const notice = await call(t.s.app, { method: 'GET', url: link.replace(/^https?:\/\/[^/]+/, '') });
    expect(notice.status).toBe(200);
    const detail = await a.send('GET', `/api/front/orders/${order.id}`);
    expect(detail.body).toMatchObject({ status: 'toShip', payMethod: 'sandbox' });
    expect(detail.body.payments).toMatchObject([
      { method: 'sandbox', status: 'paid', amount: order.payAmount },
    ]);
    expect((await a.send('POST', `/api/front/orders/${order.id}/pay`, { method: 'cash' })).status).toBe(400);
  });
});

describe("the shopper's orders", () => {
  it('lists by status with counts, and shows the detail with its timeline and pay deadline', async () => {
    const order = await buyNow(a, 1);
    const counts = await a.send('GET', '/api/front/orders/counts');
    expect(counts.status).toBe(200);
    const unpaid = await a.send('GET', '/api/front/orders?status=unpaid&page=0&size=50');
    expect(unpaid.status).toBe(200);
    expect(unpaid.body.totalElements).toBe(counts.body.unpaid);
    expect(unpaid.body.content.map((o: { id: number }) => o.id)).toContain(order.id);
    const toShip = await a.send('GET', '/api/front/orders?status=toShip');
    expect(toShip.body.totalElements).toBe(counts.body.toShip);
    expect(counts.body.toShip).toBeGreaterThanOrEqual(2);
    // A tab of several statuses: the status repeated.
    const paid = await a.send('GET', '/api/front/orders?status=toShip&status=toVerify&size=50');
    expect(paid.status).toBe(200);
    expect(paid.body.totalElements).toBe(counts.body.toShip + counts.body.toVerify);
    expect(
      paid.body.content.every((o: { status: string }) => ['toShip', 'toVerify'].includes(o.status)),
    ).toBe(true);
    expect(
      (await b.send('GET', '/api/front/orders')).body.content.every(
        (o: { memberId: number }) => o.memberId === b.uid,
      ),
    ).toBe(true);

    const detail = await a.send('GET', `/api/front/orders/${order.id}`);
    expect(detail.status).toBe(200);
    expect(detail.body.events.map((e: { action: string }) => e.action)).toEqual(['create']);
    expect(detail.body.tracking).toBeNull();
    const deadline = new Date(detail.body.payDeadline).getTime() - new Date(detail.body.createdAt).getTime();
    expect(deadline).toBe(30 * 60_000);
    expect(Math.abs(new Date(detail.body.serverTime).getTime() - Date.now())).toBeLessThan(60_000);
    expect((await a.send('GET', '/api/front/orders?status=nope')).status).toBe(400);
  });

  it('cancels an unpaid order and returns its stock; a second cancel is 409', async () => {
    const stock = await stockOf(skuId);
    const order = await buyNow(a, 3);
    expect(await stockOf(skuId)).toBe(stock - 3);
    const cancelled = await a.send('POST', `/api/front/orders/${order.id}/cancel`);
    expect(cancelled.status).toBe(200);
    expect(cancelled.body).toMatchObject({ status: 'cancelled', cancelReason: 'shopper' });
    expect(await stockOf(skuId)).toBe(stock);
    expect((await a.send('POST', `/api/front/orders/${order.id}/cancel`)).status).toBe(409);
    expect((await a.send('POST', `/api/front/orders/${order.id}/pay`, { method: 'wallet' })).status).toBe(
      409,
    );
  });

  it('shows the tracking of an express shipment and confirms receipt once shipped', async () => {
    const order = await buyNow(a, 1);
    await a.send('POST', `/api/front/orders/${order.id}/pay`, { method: 'wallet' });
    expect((await a.send('POST', `/api/front/orders/${order.id}/receive`)).status).toBe(409);
    const shipped = await staff('POST', '/api/order/ship', {
      id: order.id,
      kind: 'express',
      expressCode: 'sf',
      expressName: '顺丰速运',
      trackingNo: 'SF9988776655',
    });
    expect(shipped.status, JSON.stringify(shipped.body)).toBe(200);
    const detail = await a.send('GET', `/api/front/orders/${order.id}`);
    expect(detail.body.status).toBe('shipped');
    expect(detail.body.trackingError).toBeNull();
    expect(detail.body.tracking).toMatchObject({ provider: 'sandbox' });
    expect(Array.isArray(detail.body.tracking.traces)).toBe(true);
    const received = await a.send('POST', `/api/front/orders/${order.id}/receive`);
    expect(received.status).toBe(200);
    expect(received.body.status).toBe('received');
  });

  it("answers 404 for another shopper's order on every route", async () => {
    const order = await buyNow(a, 1);
    for (const [method, url, payload] of [
      ['GET', `/api/front/orders/${order.id}`],
      ['GET', `/api/front/orders/${order.id}/pickup-code`],
      ['POST', `/api/front/orders/${order.id}/pay`, { method: 'wallet' }],
      ['POST', `/api/front/orders/${order.id}/pay`, { method: 'provider' }],
      ['POST', `/api/front/orders/${order.id}/cancel`],
      ['POST', `/api/front/orders/${order.id}/receive`],
    ] as const) {
      expect((await b.send(method, url, payload)).status, `${method} ${url}`).toBe(404);
    }
    expect((await a.send('GET', `/api/front/orders/${order.id}`)).body.status).toBe('unpaid');
    const staffCall = await staff('GET', `/api/front/orders/${order.id}`);
    expect(staffCall.status).toBe(401);
  });
});

describe('pickup', () => {
  it('shows the pickup code as text and QR only to its shopper, only while the pickup is open', async () => {
    const store = await staff('POST', '/api/hhStores', {
      name: '前台自提店',
      pickupEnabled: true,
      status: 1,
    });
    expect(store.status).toBe(200);
    await staff('PUT', '/api/systemConfig', { menuName: 'store_self_mention', value: 1 });
    const order = await buyNow(a, 1, { deliveryType: 'pickup', storeId: store.body.id });
    expect(order).toMatchObject({ status: 'unpaid' });
    const url = `/api/front/orders/${order.id}/pickup-code`;
    expect((await a.send('GET', url)).status).toBe(404);

    await a.send('POST', `/api/front/orders/${order.id}/pay`, { method: 'wallet' });
    const open = await a.send('GET', url);
    expect(open.status).toBe(200);
    expect(open.body.code).toMatch(/^\d{10}$/);
    expect(open.body.qr).toMatch(/^data:image\/svg\+xml;base64,/);
    const svg = Buffer.from(open.body.qr.split(',')[1], 'base64').toString();
    expect(svg).toContain('<svg');
    expect((await b.send('GET', url)).status).toBe(404);

    const verified = await staff('POST', '/api/order/verify', { code: open.body.code });
    expect(verified.status, JSON.stringify(verified.body)).toBe(200);
    expect((await a.send('GET', url)).status).toBe(404);

    const express = await buyNow(a, 1);
    await a.send('POST', `/api/front/orders/${express.id}/pay`, { method: 'wallet' });
    expect((await a.send('GET', `/api/front/orders/${express.id}/pickup-code`)).status).toBe(404);
  });
});
