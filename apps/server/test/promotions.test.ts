import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, caller, loginTo, startTestServer, type TestServer } from './helpers.ts';
import { BEIJING, desk } from './orders-fixture.ts';
import { rowsOf, shopperSignIn, skuInStock } from './storefront-helpers.ts';

let s: TestServer;
let staff: ReturnType<typeof caller>;
let staffB: ReturnType<typeof caller>;
let shopper: string;
let shopperB: string;

const HOUR = 3_600_000;
const ago = (hours = 1) => new Date(Date.now() - hours * HOUR).toISOString();
const ahead = (hours = 24) => new Date(Date.now() + hours * HOUR).toISOString();

const amountRule = (extra: object = {}) => ({
  name: '满100减10',
  kind: 'amount',
  tiers: [
    { threshold: '100', amount: '10' },
    { threshold: '200', amount: '25' },
  ],
  startAt: ago(),
  endAt: ahead(),
  ...extra,
});

async function rule(extra: object = {}, who = staff) {
  const res = await who.post('/api/promotions', amountRule(extra));
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as { id: number; state: string };
}

/** Every rule of the shop goes (the demo's too), so a hint counts only the test's own. */
async function clearRules(who: ReturnType<typeof caller>) {
  const all = await who.get('/api/promotions?size=100');
  const ids = (all.body.content as { id: number }[]).map((r) => r.id);
  if (ids.length) expect((await who.delete('/api/promotions', ids)).status).toBe(204);
}

const hint = (token: string, lines: { skuId: number; quantity: number }[]) =>
  call(s.app, { method: 'POST', url: '/api/front/promotions/hint', token, payload: { lines } });

async function signIn(companyKey: string, phone: string) {
  const res = await shopperSignIn(s, companyKey, phone);
  if (res.status !== 200) throw new Error(`shopper ${phone}: ${res.status}`);
  return res.body.token as string;
}

beforeAll(async () => {
  s = await startTestServer();
  staff = caller(s, await loginTo(s.app, 'admin', 'sunrise'));
  staffB = caller(s, await loginTo(s.app, 'admin', 'harbour'));
  shopper = await signIn('sunrise', '13966660001');
  shopperB = await signIn('harbour', '13966660002');
});
afterAll(() => s.close());

describe('promotion rules', () => {
  it('names the fields each kind and its tiers need, in the caller language', async () => {
    const empty = await staff.post('/api/promotions', {
      name: '',
      kind: 'percent',
      tiers: [{ threshold: '100' }],
      scope: 'categories',
      startAt: ahead(2),
      endAt: ahead(1),
    });
    expect(empty.status).toBe(400);
    const fields = (empty.body.errors as { field: string }[]).map((e) => e.field).sort();
    expect(fields).toEqual(['endAt', 'name', 'scopeIds', 'tiers.0.percentOff']);

    const above = await staff.post(
      '/api/promotions',
      amountRule({ tiers: [{ threshold: '100', amount: '100' }] }),
    );
    expect(above.body.errors).toEqual([{ field: 'tiers.0.amount', message: '减免金额须小于该档门槛' }]);
    const falling = await call(s.app, {
      method: 'POST',
      url: '/api/promotions',
      token: await loginTo(s.app, 'admin', 'sunrise'),
      headers: { 'accept-language': 'en' },
      payload: amountRule({
        tiers: [
          { threshold: '200', amount: '20' },
          { threshold: '100', amount: '30' },
        ],
      }),
    });
    expect(falling.body.errors).toEqual([
      {
        field: 'tiers.1.threshold',
        message: 'Each tier needs a higher threshold and a bigger benefit than the one before',
      },
    ]);
    const repeatTwo = await staff.post('/api/promotions', amountRule({ repeat: true }));
    expect(repeatTwo.body.errors[0].field).toBe('tiers');
    const cents = await staff.post(
      '/api/promotions',
      amountRule({ tiers: [{ threshold: '100', amount: '1.005' }] }),
    );
    expect(cents.body.errors[0].field).toBe('tiers.0.amount');
  });

  it("refuses another shop's products in the scope, keeps exact decimals and empties what the kind does not use", async () => {
    const theirs = await skuInStock(s, 'harbour', 0);
    const foreign = await staff.post(
      '/api/promotions',
      amountRule({ scope: 'products', scopeIds: [theirs.productId] }),
    );
    expect(foreign.status).toBe(400);
    expect(foreign.body.errors[0].field).toBe('scopeIds');
    const mine = await skuInStock(s, 'sunrise', 0);
    const created = await rule({
      kind: 'percent',
      tiers: [{ threshold: '50.5', amount: '5', percentOff: 10 }],
      repeat: true,
      cap: '30',
      scope: 'exceptProducts',
      scopeIds: [mine.productId, mine.productId],
    });
    expect(created).toMatchObject({
      kind: 'percent',
      tiers: [{ threshold: '50.50', amount: null, percentOff: 10 }],
      repeat: false,
      cap: '30.00',
      scopeIds: [mine.productId],
      state: 'running',
    });
  });

  it('computes 未开始 / 进行中 / 已结束 / 已停用, lists by them, edits, switches and deletes', async () => {
    const upcoming = await rule({ name: 'State upcoming', startAt: ahead(1), endAt: ahead(2) });
    const ended = await rule({ name: 'State ended', startAt: ago(2), endAt: ago(1) });
    const off = await rule({ name: 'State off', enabled: false });
    expect([upcoming.state, ended.state, off.state]).toEqual(['upcoming', 'ended', 'disabled']);
    const running = await staff.get('/api/promotions?state=running&blurry=State');
    expect(running.body).toMatchObject({ content: [], totalElements: 0 });
    const endedList = await staff.get('/api/promotions?state=ended&blurry=State');
    expect(endedList.body.content.map((r: { id: number }) => r.id)).toEqual([ended.id]);

    const on = await staff.put(`/api/promotions/${off.id}/status`, { enabled: true });
    expect(on.body.state).toBe('running');
    const edited = await staff.put(
      '/api/promotions',
      amountRule({ id: off.id, name: 'State edited', kind: 'freeShipping', tiers: [{ threshold: '99' }] }),
    );
    expect(edited.body).toMatchObject({
      name: 'State edited',
      kind: 'freeShipping',
      tiers: [{ threshold: '99.00', amount: null }],
    });
    const sorted = await staff.get('/api/promotions?blurry=State&sort=name,asc&size=2&page=0');
    expect(sorted.body.totalElements).toBe(3);
    expect(sorted.body.content).toHaveLength(2);

    expect((await staff.delete('/api/promotions', [upcoming.id, ended.id])).status).toBe(204);
    expect((await staff.get(`/api/promotions/${upcoming.id}`)).status).toBe(404);
    const log = await rowsOf<{ n: string }>(
      s,
      sql`select count(*) as n from audit_logs where entity = 'promotion' and entity_id = ${String(ended.id)}`,
    );
    expect(Number(log[0]!.n)).toBe(2);
  });
});

describe('the cart hint', () => {
  it('gives the best rule, the next tier and free shipping for the lines at today prices', async () => {
    await clearRules(staff);
    const sku = await skuInStock(s, 'sunrise', 3);
    const [price] = await rowsOf<{ price: string }>(
      s,
      sql`select price from product_skus where id = ${sku.skuId}`,
    );
    const unit = Number(price!.price);
    const one = unit.toFixed(2);
    // Tiers at one and three units of the SKU: one unit reaches the first, the next is two units away.
    await rule({
      name: 'Tiered',
      tiers: [
        { threshold: one, amount: (unit / 10).toFixed(2) },
        { threshold: (unit * 3).toFixed(2), amount: (unit / 2).toFixed(2) },
      ],
    });
    await rule({ name: 'Ship free', kind: 'freeShipping', tiers: [{ threshold: (unit * 10).toFixed(2) }] });
    const res = await hint(shopper, [{ skuId: sku.skuId, quantity: 1 }]);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.reduction).toMatchObject({ name: 'Tiered', discount: (unit / 10).toFixed(2) });
    expect(res.body.next).toMatchObject({
      name: 'Tiered',
      missing: (unit * 2).toFixed(2),
      discount: (unit / 2).toFixed(2),
    });
    expect(res.body.freeShipping).toBeNull();
    expect(res.body.nextFreeShipping).toMatchObject({ name: 'Ship free' });
    const none = await hint(shopper, []);
    expect(none.body).toEqual({ reduction: null, freeShipping: null, next: null, nextFreeShipping: null });
  });

  it('reads the rules and categories kept on this server only while none is written: each write is seen by the next read', async () => {
    await clearRules(staff);
    const sku = await skuInStock(s, 'sunrise', 1);
    const reduction = async () =>
      (
        (await hint(shopper, [{ skuId: sku.skuId, quantity: 1 }])).body as {
          reduction: { name: string } | null;
        }
      ).reduction?.name ?? null;
    expect(await reduction()).toBeNull();
    const added = await rule({ name: 'Kept', tiers: [{ threshold: '0.02', amount: '0.01' }] });
    expect(await reduction()).toBe('Kept');
    await staff.put(`/api/promotions/${added.id}/status`, { enabled: false });
    expect(await reduction()).toBeNull();
    await staff.put(`/api/promotions/${added.id}/status`, { enabled: true });
    expect(await reduction()).toBe('Kept');

    // A rule on a category: the product moved under it (its parent counts) is counted at the next read.
    const [goods] = await rowsOf<{ productId: number; categoryId: number }>(
      s,
      sql`select p.id::int as "productId", p.category_id::int as "categoryId" from product_skus k join products p on p.id = k.product_id where k.id = ${sku.skuId}`,
    );
    const { productId, categoryId } = goods!;
    const [parent] = await rowsOf<{ id: number }>(
      s,
      sql`insert into goods_categories (company_id, name, parent_id) select company_id, 'Kept parent', 0 from products where id = ${productId} returning id::int as id`,
    );
    const moved = await staff.put('/api/promotions', {
      ...amountRule({ id: added.id, name: 'On parent', tiers: [{ threshold: '0.02', amount: '0.01' }] }),
      scope: 'categories',
      scopeIds: [parent!.id],
    });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect(await reduction()).toBeNull();
    await rowsOf(s, sql`update goods_categories set parent_id = ${parent!.id} where id = ${categoryId}`);
    expect(await reduction()).toBe('On parent');
    await rowsOf(s, sql`update goods_categories set parent_id = 0 where id = ${categoryId}`);
    expect(await reduction()).toBeNull();
    await clearRules(staff);
  });

  it("never counts another shop's SKUs or rules", async () => {
    await clearRules(staffB);
    const mine = await skuInStock(s, 'sunrise', 1);
    await rule({ name: 'Harbour rule', tiers: [{ threshold: '1', amount: '0.5' }] }, staffB);
    const theirs = await hint(shopperB, [{ skuId: mine.skuId, quantity: 1 }]);
    expect(theirs.status).toBe(200);
    expect(theirs.body.reduction).toBeNull();
    expect(theirs.body.next).toBeNull();
  });
});

describe('walls', () => {
  it("keeps another company's staff out, by id and by query", async () => {
    const mine = await rule({ name: 'Only sunrise' });
    expect((await staffB.get(`/api/promotions/${mine.id}`)).status).toBe(404);
    expect((await staffB.put('/api/promotions', amountRule({ id: mine.id }))).status).toBe(404);
    expect((await staffB.put(`/api/promotions/${mine.id}/status`, { enabled: false })).status).toBe(404);
    expect((await staffB.delete('/api/promotions', [mine.id])).status).toBe(404);
    expect((await staffB.get('/api/promotions?blurry=Only%20sunrise')).body.totalElements).toBe(0);
    expect((await staff.get(`/api/promotions/${mine.id}`)).body.enabled).toBe(true);
  });

  it("opens the screen to the shop's manager, not to its clerk", async () => {
    const manager = caller(s, await loginTo(s.app, 'dave', 'sunrise'));
    expect((await manager.get('/api/promotions')).status).toBe(200);
    expect((await manager.post('/api/promotions', amountRule({ name: 'By manager' }))).status).toBe(200);
    const clerk = caller(s, await loginTo(s.app, 'carol', 'sunrise'));
    expect((await clerk.get('/api/promotions')).status).toBe(403);
    expect((await clerk.post('/api/promotions', amountRule())).status).toBe(403);
    expect((await clerk.delete('/api/promotions', [1])).status).toBe(403);
  });

  it('opens staff routes to staff tokens only and the hint to shopper tokens only', async () => {
    expect((await call(s.app, { method: 'GET', url: '/api/promotions', token: shopper })).status).toBe(401);
    const staffToken = await loginTo(s.app, 'admin', 'sunrise');
    expect((await hint(staffToken, [])).status).toBe(401);
    expect(
      (await call(s.app, { method: 'POST', url: '/api/front/promotions/hint', payload: { lines: [] } }))
        .status,
    ).toBe(401);
  });
});

describe('checkout', () => {
  it('takes the best rule off the eligible lines, shared by largest remainder, and waives freight on the goods after it', async () => {
    await clearRules(staff);
    const token = await loginTo(s.app, 'admin', 'sunrise');
    const d = desk(s, token);
    const template = await d.send('POST', '/api/freightTemplate', {
      name: '满减运费',
      chargeBy: 'piece',
      rules: [{ regionIds: [], first: '1', firstPrice: '10', additional: '1', additionalPrice: '2' }],
      isDefault: true,
    });
    expect(template.status).toBe(200);
    const a = await d.product('满减商品甲', [{ price: '60.00', stock: 20 }]);
    const b = await d.product('满减商品乙', [{ price: '45.00', stock: 20 }]);
    const uid = await d.member('满减顾客', '13966660010');
    const tiered = await rule({ name: '满100减10' });
    const ship = await rule({ name: '满150包邮', kind: 'freeShipping', tiers: [{ threshold: '150' }] });
    const lines = [
      { skuId: a.skuIds[0]!, quantity: 2 },
      { skuId: b.skuIds[0]!, quantity: 1 },
    ];
    const confirmed = await d.send('POST', '/api/order/checkout/confirm', {
      memberId: uid,
      lines,
      address: BEIJING,
    });
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
    expect(confirmed.body.price).toEqual({
      goodsTotal: '165.00',
      freight: '0.00',
      discounts: [
        { kind: 'promotion', label: '满100减10', amount: '10.00', sourceId: tiered.id },
        { kind: 'freight', label: '满150包邮', amount: '14.00', sourceId: ship.id },
      ],
      discountTotal: '10.00',
      payAmount: '155.00',
    });
    // 10.00 over 120.00 and 45.00: 7.2727… and 2.7272…; the cent left goes to the larger remainder.
    expect(confirmed.body.lines.map((l: { discount: string }) => l.discount)).toEqual(['7.27', '2.73']);

    // Free shipping tests the goods after the discount: 165 reaches 160, 155 does not.
    await staff.put(
      '/api/promotions',
      amountRule({ id: ship.id, name: '满160包邮', kind: 'freeShipping', tiers: [{ threshold: '160' }] }),
    );
    const created = await d.placeOrder(uid, lines);
    expect(created.created.status, JSON.stringify(created.created.body)).toBe(200);
    expect(created.created.body).toMatchObject({
      goodsTotal: '165.00',
      discountTotal: '10.00',
      freight: '14.00',
      payAmount: '169.00',
    });
    const [saved] = await rowsOf<{ discount: string }>(
      s,
      sql`select sum(discount)::text as discount from order_lines where order_id = ${created.created.body.id}`,
    );
    expect(saved!.discount).toBe('10.00');
  });
});
