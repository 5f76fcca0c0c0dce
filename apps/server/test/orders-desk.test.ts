import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  call,
  caller,
  flatMenuTree,
  loginTo,
  multipartForm,
  type StaffRow,
  startTestServer,
  type TestServer,
} from './helpers.ts';
import { desk, insertOrder, type OrderSeed, rows, type Sku, skuOf } from './orders-fixture.ts';

/** The staff order desk: list and counts, detail, every action in legal and illegal states, pickup, export, batch ship. */

type Caller = ReturnType<typeof caller>;
let s: TestServer;
let owner: Caller;
let carol: Caller;
let sunriseId: number;
let harbourId: number;
let memberId: number;
let memberPhone: string;
let harbourMember: number;
let storeA: number;
let storeB: number;
let sku: Sku;
let harbourSku: Sku;

const ORDER_PERMISSIONS = [
  'order:list',
  'order:detail',
  'order:verify',
  'order:price',
  'order:ship',
  'order:tracking',
  'order:remark',
  'order:cancel',
  'order:export',
  'order:batchShip',
];

const place = (o: Partial<OrderSeed> & Pick<OrderSeed, 'status'>) =>
  insertOrder(s, { companyId: sunriseId, memberId, sku, ...o });

beforeAll(async () => {
  s = await startTestServer();
  const ownerToken = await loginTo(s.app, 'admin', 'sunrise');
  owner = caller(s, ownerToken);
  const [sunrise] = await rows<{ id: string }>(
    s,
    sql`select id from companies where company_key = 'sunrise'`,
  );
  const [harbour] = await rows<{ id: string }>(
    s,
    sql`select id from companies where company_key = 'harbour'`,
  );
  sunriseId = Number(sunrise!.id);
  harbourId = Number(harbour!.id);
  const [m] = await rows<{ uid: string; phone: string }>(
    s,
    sql`select uid, phone from members where company_id = ${sunriseId} and phone is not null order by uid limit 1`,
  );
  memberId = Number(m!.uid);
  memberPhone = m!.phone;
  const [hm] = await rows<{ uid: string }>(
    s,
    sql`select uid from members where company_id = ${harbourId} limit 1`,
  );
  harbourMember = Number(hm!.uid);
  const stores = (await owner.get('/api/hhStores?size=50&sort=id,asc')).body.content as { id: number }[];
  storeA = stores[0]!.id;
  storeB = stores[1]!.id;
  sku = await skuOf(s, sunriseId);
  harbourSku = await skuOf(s, harbourId);

  // Carol, a clerk of sunrise, gets a desk role without "change price again", bound to store A.
  const role = await owner.post('/api/roles', { name: '订单员', level: 3, description: '' });
  const menus = (await flatMenuTree(s, ownerToken)).filter((n) =>
    ORDER_PERMISSIONS.includes(n.permission ?? ''),
  );
  expect(menus.length).toBe(ORDER_PERMISSIONS.length);
  expect(
    (await owner.put('/api/roles/menu', { id: role.body.id, menus: menus.map((n) => n.id) })).status,
  ).toBe(204);
  const staff = (await owner.get('/api/users?size=100')).body.content as StaffRow[];
  const c = staff.find((u) => u.username === 'carol')!;
  const saved = await owner.put('/api/users', {
    id: c.id,
    username: c.username,
    nickName: c.nickName,
    phone: c.phone,
    email: c.email,
    enabled: true,
    roles: [role.body.id],
    storeIds: [storeA],
  });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  carol = caller(s, await loginTo(s.app, 'carol', 'sunrise'));
});
afterAll(() => s.close());

const TABS = [
  'all',
  'unpaid',
  'toShip',
  'toVerify',
  'shipped',
  'received',
  'completed',
  'cancelled',
] as const;

describe('list and tab counts', () => {
  beforeAll(async () => {
    for (const status of TABS.slice(1)) {
      await place({ status: status as OrderSeed['status'] });
    }
    await place({ status: 'toShip', payMethod: 'wechat' });
    await place({ status: 'toVerify', deliveryType: 'pickup', storeId: storeB, pickupCode: '5550001112' });
  });

  it('counts every tab in one call, matching the list of each tab', async () => {
    for (const query of ['', 'deliveryType=pickup', 'payMethod=wechat', `member=${memberPhone.slice(-6)}`]) {
      const counts = await owner.get(`/api/order/counts?${query}`);
      expect(counts.status, JSON.stringify(counts.body)).toBe(200);
      let sum = 0;
      for (const tab of TABS) {
        const status = tab === 'all' ? '' : `&status=${tab}`;
        const page = await owner.get(`/api/order?size=500&${query}${status}`);
        expect(page.status).toBe(200);
        expect(page.body.totalElements, `${query} ${tab}`).toBe(counts.body[tab]);
        expect(page.body.content.length).toBe(counts.body[tab]);
        if (tab !== 'all') sum += counts.body[tab];
      }
      expect(sum).toBe(counts.body.all);
    }
    const pickup = await owner.get('/api/order/counts?deliveryType=pickup');
    expect(pickup.body).toMatchObject({ toVerify: 1, toShip: 0 });
  });

  it('keeps the total from the counters on a full first page', async () => {
    const page = await owner.get('/api/order?size=2');
    const counts = await owner.get('/api/order/counts');
    expect(page.body.content).toHaveLength(2);
    expect(page.body.totalElements).toBe(counts.body.all);
    const second = await owner.get('/api/order?size=2&page=1');
    expect(second.body.content[0].id).toBeLessThan(page.body.content[1].id);
  });

  it('shows lines, amounts, member and state on each row', async () => {
    const page = await owner.get('/api/order?size=1&status=toShip');
    const row = page.body.content[0];
    expect(row).toMatchObject({
      status: 'toShip',
      deliveryType: 'express',
      payAmount: sku.price,
      member: { id: memberId, phone: memberPhone },
      lines: [{ productName: sku.name, skuLabel: '默认', unitPrice: sku.price, quantity: 1, picture: null }],
    });
  });

  it('filters by code, product name, store, pay method and time', async () => {
    const one = await place({ status: 'unpaid' });
    const byCode = await owner.get(`/api/order?code=${one.code}`);
    expect(byCode.body.content.map((r: { id: number }) => r.id)).toEqual([one.id]);
    // An exact number finds its order whatever tab is open; the tab counts say which tab holds it.
    const otherTab = await owner.get(`/api/order?code=${one.code}&status=toShip`);
    expect(otherTab.body.content.map((r: { id: number }) => r.id)).toEqual([one.id]);
    expect(otherTab.body.totalElements).toBe(1);
    const tabs = await owner.get(`/api/order/counts?code=${one.code}`);
    expect(tabs.body).toMatchObject({ all: 1, unpaid: 1, toShip: 0 });
    const byProduct = await owner.get(
      `/api/order?size=500&productName=${encodeURIComponent(sku.name.slice(1, 4))}`,
    );
    expect(byProduct.body.totalElements).toBeGreaterThan(5);
    const noProduct = await owner.get('/api/order?productName=nothing-like-this');
    expect(noProduct.body).toEqual({ content: [], totalElements: 0 });
    const byStore = await owner.get(`/api/order?storeId=${storeB}`);
    expect(byStore.body.content).toHaveLength(1);
    expect(byStore.body.content[0].storeName).toBeTruthy();
    const wechat = await owner.get('/api/order?payMethod=wechat');
    expect(wechat.body.content.every((r: { payMethod: string }) => r.payMethod === 'wechat')).toBe(true);
    const past = await owner.get('/api/order?createdAt=2020-01-01&createdAt=2020-01-02');
    expect(past.body.totalElements).toBe(0);
    const paidToday = await owner.get(
      `/api/order/counts?paidAt=${new Date(Date.now() - 3600_000).toISOString()}&paidAt=${new Date(Date.now() + 3600_000).toISOString()}`,
    );
    expect(paidToday.body.unpaid).toBe(0);
    expect(paidToday.body.toShip).toBeGreaterThan(0);
  });

  it('refuses bad filters and sorts with 400', async () => {
    for (const q of [
      'status=nope',
      'sort=secret,desc',
      'createdAt=2020-01-01',
      'storeId=x',
      'payMethod=cash',
    ]) {
      expect((await owner.get(`/api/order?${q}`)).status, q).toBe(400);
    }
  });
});

describe('detail', () => {
  it('shows the order, buyer, lines, payments, timeline with messages, remark and store', async () => {
    const o = await place({
      status: 'toVerify',
      deliveryType: 'pickup',
      storeId: storeA,
      pickupCode: '5550002223',
    });
    const res = await owner.get(`/api/order/${o.id}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: o.id,
      code: o.code,
      member: { id: memberId },
      store: { id: storeA },
      lines: [{ skuId: sku.id }],
      payments: [],
      tracking: null,
      staffRemark: '',
    });
    expect(res.body.events[0]).toMatchObject({ action: 'create', message: `下单，应付 ${sku.price}` });
  });

  it("answers 404 for another company's order and for none", async () => {
    const theirs = await insertOrder(s, {
      companyId: harbourId,
      memberId: harbourMember,
      sku: harbourSku,
      status: 'unpaid',
    });
    expect((await owner.get(`/api/order/${theirs.id}`)).status).toBe(404);
    expect((await owner.put('/api/order/remark', { id: theirs.id, remark: 'x' })).status).toBe(404);
    expect((await owner.post('/api/order/cancel', { id: theirs.id })).status).toBe(404);
    expect((await owner.get('/api/order/99999999')).status).toBe(404);
  });
});

describe('ship', () => {
  it('ships an order waiting to ship by express, and says so on the timeline', async () => {
    const o = await place({ status: 'toShip' });
    const res = await carol.post('/api/order/ship', {
      id: o.id,
      kind: 'express',
      expressCode: 'sf',
      expressName: '顺丰速运',
      trackingNo: 'SF1234567890',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({
      status: 'shipped',
      shippingKind: 'express',
      expressCode: 'SF',
      trackingNo: 'SF1234567890',
    });
    expect(res.body.shippedAt).toBeTruthy();
    const last = res.body.events.at(-1);
    expect(last).toMatchObject({ action: 'ship', actorKind: 'staff', actorName: 'carol' });
    expect(last.message).toBe('已发货：顺丰速运，单号 SF1234567890');
    const timers = await rows<{ kind: string; days: number }>(
      s,
      sql`select kind, round(extract(epoch from run_at - now()) / 86400)::int as days from jobs where ref = ${String(o.id)}`,
    );
    expect(timers).toEqual([{ kind: 'order.autoReceive', days: 7 }]);
    const detail = await carol.get(`/api/order/${o.id}`);
    expect(detail.body.tracking).toMatchObject({ provider: 'sandbox', state: expect.any(String) });
    expect(Array.isArray(detail.body.tracking.traces)).toBe(true);
    const courier = await place({ status: 'shipped', shippingKind: 'courier' });
    expect((await carol.get(`/api/order/${courier.id}`)).body.tracking).toBeNull();
  });

  it("refuses an express company the shop doesn't list or has turned off, naming the field", async () => {
    const o = await place({ status: 'toShip' });
    const express = await owner.get('/api/express?page=0&size=50');
    const yto = express.body.content.find((e: { code: string }) => e.code === 'YTO');
    expect((await owner.put('/api/express/show', { id: yto.id, isShow: false })).status).toBe(200);
    for (const expressCode of ['YTO', 'NOPE']) {
      const res = await owner.post('/api/order/ship', {
        id: o.id,
        kind: 'express',
        expressCode,
        expressName: 'x',
        trackingNo: 'YT1234567890',
      });
      expect(res.status, expressCode).toBe(400);
      expect(res.body.errors?.[0]?.field, JSON.stringify(res.body)).toBe('expressCode');
    }
    await owner.put('/api/express/show', { id: yto.id, isShow: true });
  });

  it('ships with the own courier, or with nothing (virtual goods)', async () => {
    const courier = await place({ status: 'toShip' });
    const res = await owner.post('/api/order/ship', {
      id: courier.id,
      kind: 'courier',
      courierName: '李师傅',
      courierPhone: '13911112222',
    });
    expect(res.body).toMatchObject({ status: 'shipped', shippingKind: 'courier', courierName: '李师傅' });
    expect(res.body.events.at(-1).message).toBe('已发货：配送员 李师傅（13911112222）');
    const virtual = await place({ status: 'toShip' });
    const none = await owner.post('/api/order/ship', { id: virtual.id, kind: 'none' });
    expect(none.body).toMatchObject({ status: 'shipped', shippingKind: 'none', trackingNo: null });
  });

  it('refuses every other state with 409 and bad input with 400', async () => {
    for (const status of ['unpaid', 'toVerify', 'shipped', 'received', 'completed', 'cancelled'] as const) {
      const o = await place({ status });
      const res = await owner.post('/api/order/ship', {
        id: o.id,
        kind: 'courier',
        courierName: 'A',
        courierPhone: '13911112222',
      });
      expect(res.status, status).toBe(409);
      expect(res.body.message).toContain('只有待发货的订单可以发货');
    }
    const o = await place({ status: 'toShip' });
    for (const body of [
      { id: o.id, kind: 'express', expressCode: 'SF', expressName: '顺丰', trackingNo: '' },
      { id: o.id, kind: 'express', expressCode: 'SF', expressName: '顺丰', trackingNo: '<script>' },
      { id: o.id, kind: 'express', expressCode: '', expressName: '顺丰', trackingNo: 'SF123456' },
      { id: o.id, kind: 'courier', courierName: '', courierPhone: '13911112222' },
      { id: o.id, kind: 'teleport' },
      { id: o.id },
    ]) {
      const res = await owner.post('/api/order/ship', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
  });
});

describe('tracking number', () => {
  it('changes the tracking number of a shipped express order, logged old → new', async () => {
    const o = await place({ status: 'shipped', shippingKind: 'express' });
    const res = await carol.put('/api/order/tracking', {
      id: o.id,
      expressCode: 'ZTO',
      expressName: '中通快递',
      trackingNo: 'ZT9876543210',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ status: 'shipped', expressCode: 'ZTO', trackingNo: 'ZT9876543210' });
    expect(res.body.events.at(-1)).toMatchObject({
      action: 'changeTracking',
      params: { from: 'SF1000000001', to: 'ZT9876543210' },
      message: '修改快递单号：顺丰速运 SF1000000001 → 中通快递 ZT9876543210',
    });
    const same = await carol.put('/api/order/tracking', {
      id: o.id,
      expressCode: 'ZTO',
      expressName: '中通快递',
      trackingNo: 'ZT9876543210',
    });
    expect(same.status).toBe(400);
  });

  it('refuses orders not shipped by express with 409', async () => {
    const body = { expressCode: 'SF', expressName: '顺丰', trackingNo: 'SF55555555' };
    for (const o of [
      await place({ status: 'toShip' }),
      await place({ status: 'received', shippingKind: 'express' }),
      await place({ status: 'shipped', shippingKind: 'courier' }),
    ]) {
      expect((await owner.put('/api/order/tracking', { id: o.id, ...body })).status).toBe(409);
    }
  });
});

describe('price', () => {
  it('changes an unpaid price once, logged old → new, closing pending payments', async () => {
    const o = await place({ status: 'unpaid' });
    await s.db.drizzle.execute(
      sql`insert into order_payments (company_id, order_id, method, out_trade_no, amount)
        values (${sunriseId}, ${o.id}, 'sandbox', ${`P${o.code}`}, ${sku.price})`,
    );
    const res = await carol.put('/api/order/price', { id: o.id, payAmount: '0.01' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ payAmount: '0.01', originalPayAmount: sku.price, priceChangeCount: 1 });
    expect(res.body.payments[0].status).toBe('closed');
    expect(res.body.events.at(-1)).toMatchObject({
      action: 'changePrice',
      params: { from: sku.price, to: '0.01' },
      message: `修改应付金额：${sku.price} → 0.01`,
    });
    const again = await carol.put('/api/order/price', { id: o.id, payAmount: '5' });
    expect(again.status).toBe(403);
    expect(again.body.message).toContain('多次修改价格');
    const byOwner = await owner.put('/api/order/price', { id: o.id, payAmount: '5' });
    expect(byOwner.body).toMatchObject({
      payAmount: '5.00',
      originalPayAmount: sku.price,
      priceChangeCount: 2,
    });
  });

  it('refuses the same price, less than 0.01, bad amounts and paid orders', async () => {
    const o = await place({ status: 'unpaid' });
    expect((await owner.put('/api/order/price', { id: o.id, payAmount: sku.price })).status).toBe(400);
    for (const payAmount of ['0', '0.00', '-1', '1.234', 'abc', '', '99999999999']) {
      expect((await owner.put('/api/order/price', { id: o.id, payAmount })).status, payAmount).toBe(400);
    }
    for (const status of ['toShip', 'toVerify', 'shipped', 'completed', 'cancelled'] as const) {
      const paid = await place({ status });
      const res = await owner.put('/api/order/price', { id: paid.id, payAmount: '1' });
      expect(res.status, status).toBe(409);
    }
  });
});

describe('remark and cancel', () => {
  it('keeps a staff remark apart from the buyer note, bounded', async () => {
    const o = await place({ status: 'completed' });
    const res = await carol.put('/api/order/remark', { id: o.id, remark: '<b>加急</b>' });
    expect(res.body).toMatchObject({ staffRemark: '<b>加急</b>', buyerNote: '' });
    expect(res.body.events.at(-1).action).toBe('remark');
    expect((await carol.put('/api/order/remark', { id: o.id, remark: 'x'.repeat(501) })).status).toBe(400);
  });

  it('cancels an unpaid order for the shop, returning the stock through the stock service', async () => {
    const o = await place({ status: 'unpaid', quantity: 3 });
    const [before] = await rows<{ stock: number }>(
      s,
      sql`select stock from product_skus where id = ${sku.id}`,
    );
    const res = await carol.post('/api/order/cancel', { id: o.id });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ status: 'cancelled', cancelReason: 'staff' });
    expect(res.body.events.at(-1).message).toBe('取消订单：商家取消');
    const [after] = await rows<{ stock: number }>(
      s,
      sql`select stock from product_skus where id = ${sku.id}`,
    );
    expect(after!.stock).toBe(before!.stock + 3);
    const [ledger] = await rows<{ change: number; reason: string }>(
      s,
      sql`select change, reason from stock_ledger where sku_id = ${sku.id} order by id desc limit 1`,
    );
    expect(ledger).toMatchObject({ change: 3, reason: `订单取消 ${o.code}` });
    expect((await carol.post('/api/order/cancel', { id: o.id })).status).toBe(409);
    for (const status of ['toShip', 'shipped', 'completed'] as const) {
      const paid = await place({ status });
      expect((await owner.post('/api/order/cancel', { id: paid.id })).status).toBe(409);
    }
  });
});

describe('pickup verification', () => {
  it('previews and confirms a code of a store the clerk belongs to, logging clerk and store', async () => {
    const o = await place({
      status: 'toVerify',
      deliveryType: 'pickup',
      storeId: storeA,
      pickupCode: '7770001234',
    });
    const preview = await carol.post('/api/order/verify/preview', { code: '7770001234' });
    expect(preview.status, JSON.stringify(preview.body)).toBe(200);
    expect(preview.body).toMatchObject({ id: o.id, status: 'toVerify', store: { id: storeA } });
    expect(preview.body.lines).toHaveLength(1);
    const done = await carol.post('/api/order/verify', { code: '7770001234' });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.body.status).toBe('received');
    expect(done.body.events.at(-1)).toMatchObject({
      action: 'verify',
      actorName: 'carol',
      params: { storeId: storeA, clerk: 'carol' },
    });
    expect((await carol.post('/api/order/verify', { code: '7770001234' })).status).toBe(404);
    const timers = await rows<{ kind: string }>(s, sql`select kind from jobs where ref = ${String(o.id)}`);
    expect(timers.map((x) => x.kind)).toContain('order.autoComplete');
  });

  it("refuses another store's code to a clerk, and lets the owner verify at any store", async () => {
    await place({ status: 'toVerify', deliveryType: 'pickup', storeId: storeB, pickupCode: '7770005678' });
    const res = await carol.post('/api/order/verify/preview', { code: '7770005678' });
    expect(res.status).toBe(403);
    expect((await carol.post('/api/order/verify', { code: '7770005678' })).status).toBe(403);
    const byOwner = await owner.post('/api/order/verify', { code: '7770005678' });
    expect(byOwner.body.status).toBe('received');
  });

  it('does not verify unpaid pickup orders nor codes of another company', async () => {
    await place({ status: 'unpaid', deliveryType: 'pickup', storeId: storeA, pickupCode: '7770009999' });
    expect((await carol.post('/api/order/verify/preview', { code: '7770009999' })).status).toBe(404);
    await insertOrder(s, {
      companyId: harbourId,
      memberId: harbourMember,
      sku: harbourSku,
      status: 'toVerify',
      deliveryType: 'pickup',
      pickupCode: '7770003333',
    });
    expect((await owner.post('/api/order/verify/preview', { code: '7770003333' })).status).toBe(404);
    expect((await owner.post('/api/order/verify/preview', { code: '12ab' })).status).toBe(400);
  });

  it('limits wrong codes per staff member to 10 a minute', async () => {
    await s.db.drizzle.execute(sql`delete from order_verify_tries`);
    const codes = Array.from({ length: 10 }, (_, i) => `88800000${String(i).padStart(2, '0')}`);
    const tried = await Promise.all(codes.map((c) => owner.post('/api/order/verify/preview', { code: c })));
    expect(tried.map((r) => r.status)).toEqual(codes.map(() => 404));
    const blocked = await owner.post('/api/order/verify/preview', { code: '8880000099' });
    expect(blocked.status).toBe(429);
    expect(blocked.body.message).toBe('核销码错误次数过多，请 1 分钟后再试');
    expect((await carol.post('/api/order/verify/preview', { code: '8880000099' })).status).toBe(404);
    await s.db.drizzle.execute(sql`update order_verify_tries set created_at = now() - interval '2 minutes'`);
    expect((await owner.post('/api/order/verify/preview', { code: '8880000099' })).status).toBe(404);
  });

  it('refuses a staff member bound to no store', async () => {
    const staff = (await owner.get('/api/users?size=100')).body.content as { id: number; username: string }[];
    const carolRow = staff.find((u) => u.username === 'carol')!;
    const full = (await owner.get('/api/users?size=100')).body.content.find(
      (u: { id: number }) => u.id === carolRow.id,
    );
    await owner.put('/api/users', {
      ...full,
      roles: full.roles.map((r: { id: number }) => r.id),
      storeIds: [],
      createTime: undefined,
      avatar: undefined,
    });
    const again = caller(s, await loginTo(s.app, 'carol', 'sunrise'));
    const res = await again.post('/api/order/verify/preview', { code: '7770001234' });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe(
      '你尚未绑定门店，不能核销自提订单：请管理员在“系统管理 → 员工管理”中为你绑定门店',
    );
    await owner.put('/api/users', {
      ...full,
      roles: full.roles.map((r: { id: number }) => r.id),
      storeIds: [storeA],
      createTime: undefined,
      avatar: undefined,
    });
  });
});

async function readXlsx(body: Buffer): Promise<string[][]> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(body as unknown as ArrayBuffer);
  const out: string[][] = [];
  book.worksheets[0]!.eachRow((row) => {
    out.push((row.values as unknown[]).slice(1).map((v) => (v instanceof Date ? 'DATE' : String(v ?? ''))));
  });
  return out;
}

describe('export', () => {
  it('streams the filtered orders with labels, money cells and a dated name', async () => {
    const token = await loginTo(s.app, 'admin', 'sunrise');
    const file = await s.app.inject({
      method: 'GET',
      url: '/api/order/download?status=toShip&payMethod=wechat',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(file.statusCode).toBe(200);
    expect(decodeURIComponent(String(file.headers['content-disposition']))).toMatch(
      /订单列表数据_\d{4}-\d{2}-\d{2}\.xlsx/,
    );
    const sheet = await readXlsx(file.rawPayload);
    expect(sheet[0]).toContain('订单号');
    expect(sheet[0]).toContain('实付金额');
    expect(sheet).toHaveLength(2);
    expect(sheet[1]).toContain('待发货');
    expect(sheet[1]).toContain('微信支付');
    expect(sheet[1]).toContain('快递');
    expect(sheet[1]).toContain(String(Number(sku.price)));
    expect(sheet[1]).toContain('DATE');
  });

  it('exports the selected ids only, in English when asked', async () => {
    const a = await place({ status: 'unpaid' });
    const b = await place({ status: 'completed' });
    const token = await loginTo(s.app, 'admin', 'sunrise');
    const file = await s.app.inject({
      method: 'GET',
      url: `/api/order/download?ids=${a.id}&ids=${b.id}`,
      headers: { authorization: `Bearer ${token}`, 'accept-language': 'en' },
    });
    const sheet = await readXlsx(file.rawPayload);
    expect(sheet[0]![0]).toBe('Order code');
    expect(sheet.slice(1).map((r) => r[0])).toEqual([b.code, a.code]);
    expect(sheet[2]).toContain('Unpaid');
  });

  it('gives a warehouse the address, courier, tracking number and ship time, and no paid amount on an unpaid order', async () => {
    const shipped = await place({ status: 'toShip', quantity: 2 });
    const sent = await owner.post('/api/order/ship', {
      id: shipped.id,
      kind: 'express',
      expressCode: 'SF',
      expressName: '顺丰速运',
      trackingNo: 'SF3000000001',
    });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    const unpaid = await place({ status: 'unpaid' });
    const pickup = await place({
      status: 'toVerify',
      deliveryType: 'pickup',
      storeId: storeA,
      pickupCode: '7770001111',
    });
    const storeName = (await owner.get(`/api/order/${pickup.id}`)).body.store.name as string;
    const token = await loginTo(s.app, 'admin', 'sunrise');
    const exported = async (lang: string) => {
      const file = await s.app.inject({
        method: 'GET',
        url: `/api/order/download?ids=${shipped.id}&ids=${unpaid.id}&ids=${pickup.id}`,
        headers: { authorization: `Bearer ${token}`, 'accept-language': lang },
      });
      const [header, ...lines] = await readXlsx(file.rawPayload);
      // Newest first: the pickup, the unpaid, the shipped order.
      return lines.map((line) => Object.fromEntries(header!.map((h, i) => [h, line[i] ?? ''])));
    };
    const [collected, owed, parcel] = await exported('zh');
    const due = (Number(sku.price) * 2).toFixed(2);
    expect(parcel).toMatchObject({
      订单号: shipped.code,
      收货人: '张三',
      收货电话: '13900001111',
      收货地址: '北京市 市辖区 朝阳区 建国路 1 号',
      快递公司: '顺丰速运',
      快递单号: 'SF3000000001',
      发货时间: 'DATE',
      应付金额: String(Number(due)),
      实付金额: String(Number(due)),
    });
    expect(collected).toMatchObject({
      订单号: pickup.code,
      收货地址: `门店自提：${storeName}`,
      快递单号: '',
      发货时间: '',
    });
    expect(owed).toMatchObject({
      订单号: unpaid.code,
      应付金额: String(Number(sku.price)),
      实付金额: '',
      支付时间: '',
      快递公司: '',
      发货时间: '',
    });
    const en = (await exported('en'))[2];
    expect(en).toMatchObject({
      Address: '北京市 市辖区 朝阳区 建国路 1 号',
      'Express company': '顺丰速运',
      'Tracking number': 'SF3000000001',
      Shipped: 'DATE',
      'Amount due': String(Number(due)),
    });
  });
});

async function sheetOf(lines: string[][]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const ws = book.addWorksheet('s');
  for (const line of lines) ws.addRow(line);
  return Buffer.from(await book.xlsx.writeBuffer());
}

async function upload(file: Buffer, dryRun: boolean) {
  const token = await loginTo(s.app, 'carol', 'sunrise');
  return call(s.app, {
    method: 'POST',
    url: `/api/order/batchShip${dryRun ? '?dryRun=true' : ''}`,
    token,
    ...multipartForm(file, 'ship.xlsx'),
  });
}

describe('batch ship', () => {
  it('reports every bad row with its number on a dry run, and ships nothing while any row is bad', async () => {
    const good = await place({ status: 'toShip' });
    const good2 = await place({ status: 'toShip' });
    const paidPickup = await place({
      status: 'toVerify',
      deliveryType: 'pickup',
      storeId: storeA,
      pickupCode: '6660001111',
    });
    const file = await sheetOf([
      ['订单号', '快递公司编码', '快递公司', '快递单号'],
      [good.code, 'SF', '顺丰速运', 'SF2000000001'],
      ['', 'SF', '顺丰速运', 'SF2000000002'],
      ['NOPE123', 'SF', '顺丰速运', 'SF2000000003'],
      [paidPickup.code, 'SF', '顺丰速运', 'SF2000000004'],
      [good2.code, '', '', 'SF2000000005'],
      [good.code, 'SF', '顺丰速运', 'SF2000000006'],
      [good2.code.replace(/./, 'X'), 'S F', '', ''],
    ]);
    const dry = await upload(file, true);
    expect(dry.status, JSON.stringify(dry.body)).toBe(200);
    expect(dry.body).toMatchObject({ dryRun: true, rows: 7, shipped: 0 });
    const problems = dry.body.problems.map((p: { row: number; problem: string }) => `${p.row}:${p.problem}`);
    expect(problems).toEqual([
      '3:missingCode',
      '4:unknownOrder',
      '5:wrongState',
      '6:missingExpress',
      '7:duplicateRow',
      '8:unknownOrder',
      '8:unknownExpress',
      '8:missingTrackingNo',
    ]);
    expect(dry.body.problems[4].message).toBe('与第 2 行是同一订单');
    const applied = await upload(file, false);
    expect(applied.body).toMatchObject({ dryRun: false, shipped: 0 });
    expect((await owner.get(`/api/order/${good.id}`)).body.status).toBe('toShip');
  });

  it('ships every row of a clean sheet in one go', async () => {
    const a = await place({ status: 'toShip' });
    const b = await place({ status: 'toShip' });
    const file = await sheetOf([
      ['Order code', 'Express code', 'Tracking number'],
      [a.code, 'yto', 'YT3000000001'],
      [b.code, 'ZTO', 'ZT3000000002'],
    ]);
    const dry = await upload(file, true);
    expect(dry.body).toMatchObject({ rows: 2, shipped: 0, problems: [] });
    const res = await upload(file, false);
    expect(res.body).toMatchObject({ rows: 2, shipped: 2, problems: [] });
    const shipped = await owner.get(`/api/order/${a.id}`);
    expect(shipped.body).toMatchObject({ status: 'shipped', expressCode: 'YTO', trackingNo: 'YT3000000001' });
    expect((await upload(file, true)).body.problems.map((p: { problem: string }) => p.problem)).toEqual([
      'wrongState',
      'wrongState',
    ]);
  });

  it('refuses a sheet without the needed columns, empty, or not a spreadsheet', async () => {
    const missing = await upload(
      await sheetOf([
        ['订单号', '快递单号'],
        ['X', 'Y'],
      ]),
      true,
    );
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe('缺少列“快递公司编码”');
    expect((await upload(await sheetOf([['订单号', '快递公司编码', '快递单号']]), true)).status).toBe(400);
    expect((await upload(Buffer.from('not a sheet'), true)).status).toBe(415);
  });

  it('offers a template listing the express orders waiting to ship', async () => {
    const o = await place({ status: 'toShip' });
    const token = await loginTo(s.app, 'carol', 'sunrise');
    const file = await s.app.inject({
      method: 'GET',
      url: '/api/order/batchShip/template',
      headers: { authorization: `Bearer ${token}` },
    });
    const sheet = await readXlsx(file.rawPayload);
    expect(sheet[0]).toEqual(['订单号', '快递公司编码', '快递公司', '快递单号']);
    expect(sheet.map((r) => r[0])).toContain(o.code);
  });
});

describe('orders placed through the checkout', () => {
  it('lists, reprices, cancels (stock back) and ships orders the core created', async () => {
    const token = await loginTo(s.app, 'admin', 'sunrise');
    const d = desk(s, token);
    const skuId = (await d.product('柜台测试商品', [{ price: '20.00', stock: 50 }])).skuIds[0]!;
    const uid = await d.member('柜台顾客', '13922229999', '500');
    const first = await d.placeOrder(uid, [{ skuId, quantity: 2 }]);
    expect(first.created.status, JSON.stringify(first.created.body)).toBe(200);
    const id = first.created.body.id as number;
    const listed = await owner.get(`/api/order?member=13922229999&status=unpaid`);
    expect(listed.body.content.map((r: { id: number }) => r.id)).toEqual([id]);
    expect(listed.body.content[0].lines[0]).toMatchObject({ productName: '柜台测试商品', quantity: 2 });
    const repriced = await carol.put('/api/order/price', { id, payAmount: '30' });
    expect(repriced.body).toMatchObject({ payAmount: '30.00', priceChangeCount: 1 });
    const cancelled = await carol.post('/api/order/cancel', { id });
    expect(cancelled.body.status).toBe('cancelled');
    const [stock] = await rows<{ stock: number }>(s, sql`select stock from product_skus where id = ${skuId}`);
    expect(stock!.stock).toBe(50);

    const second = await d.placeOrder(uid, [{ skuId, quantity: 1 }]);
    const paid = await d.send('POST', `/api/order/${second.created.body.id}/payByWallet`, { memberId: uid });
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    const shipped = await carol.post('/api/order/ship', {
      id: second.created.body.id,
      kind: 'express',
      expressCode: 'SF',
      expressName: '顺丰速运',
      trackingNo: 'SF7000000001',
    });
    expect(shipped.body).toMatchObject({ status: 'shipped', payMethod: 'wallet' });
    expect(shipped.body.events.map((e: { action: string }) => e.action)).toEqual(['create', 'pay', 'ship']);
  });
});

describe('permissions', () => {
  it('refuses a staff member without the action permission', async () => {
    // A clerk lists, ships and verifies, but neither reprices, cancels, exports nor places orders.
    const bobInHarbour = caller(s, await loginTo(s.app, 'bob', 'harbour'));
    expect((await bobInHarbour.get('/api/order')).status).toBe(200);
    expect((await bobInHarbour.put('/api/order/price', { id: 1, payAmount: '1.00' })).status).toBe(403);
    expect((await bobInHarbour.post('/api/order/cancel', { id: 1 })).status).toBe(403);
    expect((await bobInHarbour.get('/api/order/download')).status).toBe(403);
    expect((await bobInHarbour.post('/api/order/checkout/confirm', { memberId: 1, lines: [] })).status).toBe(
      403,
    );
  });
});
