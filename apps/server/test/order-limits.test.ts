import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, signedInServer } from './helpers.ts';
import { desk } from './orders-fixture.ts';
import { rowsOf, shopperSignIn } from './storefront-helpers.ts';

const t = signedInServer('admin', 'sunrise');

type Send = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) => ReturnType<typeof call>;

async function shopper(phone: string, lang = 'zh') {
  const res = await shopperSignIn(t.s, 'sunrise', phone);
  expect(res.status).toBe(200);
  const token = res.body.token as string;
  const send: Send = (method, url, payload) =>
    call(t.s.app, {
      method,
      url,
      token,
      headers: { 'accept-language': lang },
      ...(payload ? { payload } : {}),
    });
  const address = await send('POST', '/api/front/addresses', {
    name: '王五',
    phone: '13955559999',
    provinceId: 33,
    cityId: 3301,
    districtId: 330102,
    detail: '解放路 1 号',
    isDefault: true,
  });
  expect(address.status).toBe(200);
  const addressId = address.body.id as number;
  const confirm = (skuId: number, quantity = 1) =>
    send('POST', '/api/front/checkout/confirm', { skuId, quantity });
  const create = (key: string) =>
    send('POST', `/api/front/checkout/${key}/create`, { addressId, deliveryType: 'express' });
  async function buy(skuId: number, quantity = 1) {
    const confirmed = await confirm(skuId, quantity);
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
    const created = await create(confirmed.body.key);
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    return created.body as { id: number; payAmount: string };
  }
  return { uid: res.body.member.uid as number, send, confirm, create, buy };
}

const staff = () => desk(t.s, t.token);

async function stockOf(skuId: number) {
  const [row] = await rowsOf<{ stock: number }>(t.s, sql`select stock from product_skus where id = ${skuId}`);
  return Number(row!.stock);
}

async function unpaidOf(uid: number) {
  const [row] = await rowsOf<{ n: number }>(
    t.s,
    sql`select count(*)::int as n from orders where member_id = ${uid} and status = 'unpaid'`,
  );
  return Number(row!.n);
}

async function saveSettings(change: object) {
  const current = await staff().send('GET', '/api/order/settings');
  return staff().send('PUT', '/api/order/settings', { ...current.body, ...change });
}

let skuId: number;

beforeAll(async () => {
  skuId = (await staff().product('限购商品', [{ price: '25.00', stock: 81 }])).skuIds[0]!;
});

describe('M2: a shopper cannot hold the stock with unpaid orders', () => {
  it('refuses more than the shop’s pieces of one SKU per order, at confirm and at create, naming the limit', async () => {
    const sa2 = await shopper('13955551001');
    const refused = await sa2.confirm(skuId, 81);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('限购商品：每笔订单最多购买 20 件');
    expect(await stockOf(skuId)).toBe(81);
    // A key confirmed under a looser setting is checked again at create.
    expect((await saveSettings({ maxSkuQuantity: 30 })).status).toBe(200);
    const confirmed = await sa2.confirm(skuId, 30);
    expect(confirmed.status).toBe(200);
    expect((await saveSettings({ maxSkuQuantity: 20 })).status).toBe(200);
    const late = await sa2.create(confirmed.body.key);
    expect(late.status).toBe(409);
    expect(late.body.message).toContain('20 件');
    expect(await stockOf(skuId)).toBe(81);
    await sa2.buy(skuId, 20);
    expect(await stockOf(skuId)).toBe(61);
    const sa1 = await shopper('13955551002', 'en');
    expect((await sa1.confirm(skuId, 1)).status).toBe(200);
  });

  it('refuses a shopper’s fourth unpaid order at confirm and at create; paying or cancelling one makes room', async () => {
    const who = await shopper('13955551003', 'en');
    const first = await who.buy(skuId);
    await who.buy(skuId);
    const early = await who.confirm(skuId);
    expect(early.status).toBe(200);
    await who.buy(skuId);
    const atConfirm = await who.confirm(skuId);
    expect(atConfirm.status).toBe(409);
    expect(atConfirm.body.message).toBe(
      'You have 3 unpaid orders and this shop allows 3 at a time; pay or cancel one first',
    );
    const atCreate = await who.create(early.body.key);
    expect(atCreate.status).toBe(409);
    expect(atCreate.body.message).toContain('allows 3');
    expect(await unpaidOf(who.uid)).toBe(3);
    expect((await who.send('POST', `/api/front/orders/${first.id}/cancel`)).status).toBe(200);
    expect((await who.create(early.body.key)).status).toBe(200);
    expect(await unpaidOf(who.uid)).toBe(3);
  });

  it('lets concurrent creates of one shopper past the cap by none', async () => {
    const who = await shopper('13955551004');
    await who.buy(skuId);
    const keys: string[] = [];
    for (let i = 0; i < 4; i++) keys.push((await who.confirm(skuId)).body.key as string);
    const results = await Promise.all(keys.map((key) => who.create(key)));
    expect(results.map((r) => r.status).sort()).toEqual([200, 200, 409, 409]);
    expect(await unpaidOf(who.uid)).toBe(3);
  });

  it('follows the shop’s settings, and leaves staff placing an order for the member unlimited', async () => {
    const who = await shopper('13955551005');
    for (let i = 0; i < 3; i++) await who.buy(skuId);
    const bulk = await staff().placeOrder(who.uid, [{ skuId, quantity: 25 }]);
    expect(bulk.created.status, JSON.stringify(bulk.created.body)).toBe(200);
    expect(await unpaidOf(who.uid)).toBe(4);
    expect((await saveSettings({ maxUnpaidOrders: 0 })).status).toBe(400);
    expect((await saveSettings({ maxSkuQuantity: 1000 })).status).toBe(400);
    expect((await saveSettings({ maxUnpaidOrders: 5 })).status).toBe(200);
    await who.buy(skuId);
    expect((await who.confirm(skuId)).status).toBe(409);
    expect((await saveSettings({ maxUnpaidOrders: 3 })).status).toBe(200);
  });
});

describe('reprice bound', () => {
  it('refuses a staff price above the placed amount by default, naming the bound; the shop may widen it', async () => {
    const d = staff();
    const uid = await d.member('改价顾客', '13955551006');
    const placed = await d.placeOrder(uid, [{ skuId, quantity: 2 }]);
    const order = placed.created.body as { id: number; payAmount: string };
    expect(order.payAmount).toBe('50.00');
    const huge = await d.send('PUT', '/api/order/price', { id: order.id, payAmount: '999999.00' });
    expect(huge.status).toBe(400);
    expect(huge.body.errors[0]).toEqual({
      field: 'payAmount',
      message: '新价格不能高于 50.00 元（下单金额 50.00 元的 100%）',
    });
    expect((await d.send('PUT', '/api/order/price', { id: order.id, payAmount: '40.00' })).status).toBe(200);
    // The bound stays on the amount the order was placed with, not the last price.
    const back = await d.send('PUT', '/api/order/price', { id: order.id, payAmount: '50.00' });
    expect(back.status, JSON.stringify(back.body)).toBe(200);
    expect((await d.send('PUT', '/api/order/price', { id: order.id, payAmount: '50.01' })).status).toBe(400);
    expect((await saveSettings({ repriceMaxPercent: 99 })).status).toBe(400);
    expect((await saveSettings({ repriceMaxPercent: 150 })).status).toBe(200);
    expect((await d.send('PUT', '/api/order/price', { id: order.id, payAmount: '75.01' })).status).toBe(400);
    const wider = await d.send('PUT', '/api/order/price', { id: order.id, payAmount: '75.00' });
    expect(wider.status, JSON.stringify(wider.body)).toBe(200);
    expect((await saveSettings({ repriceMaxPercent: 100 })).status).toBe(200);
  });
});
