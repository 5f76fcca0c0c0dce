import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, caller, loginTo, startTestServer, type TestServer } from './helpers.ts';
import { rowsOf, shopperToken } from './storefront-helpers.ts';

let s: TestServer;
let staff: ReturnType<typeof caller>;
let staffB: ReturnType<typeof caller>;
let goods: { productId: number; skuId: number; price: string; otherSkuId: number | null };

const HOUR = 3_600_000;

const activityOf = (extra: object = {}) => ({
  title: '三人团',
  productId: goods.productId,
  skus: [{ skuId: goods.skuId, price: '0.50', stock: 10 }],
  groupSize: 3,
  hoursOpen: 24,
  startAt: new Date(Date.now() - HOUR).toISOString(),
  endAt: new Date(Date.now() + 72 * HOUR).toISOString(),
  ...extra,
});

async function activity(extra: object = {}) {
  const res = await staff.post('/api/group-buy/activities', activityOf(extra));
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as { id: number };
}

const fieldsOf = (res: { body: { errors?: { field: string }[] } }) =>
  [...new Set((res.body.errors ?? []).map((e) => e.field))].sort();

beforeAll(async () => {
  s = await startTestServer();
  staff = caller(s, await loginTo(s.app, 'admin', 'sunrise'));
  staffB = caller(s, await loginTo(s.app, 'admin', 'harbour'));
  const [row] = await rowsOf<{ product_id: string; sku_id: string; price: string; other: string | null }>(
    s,
    sql`select p.id as product_id, k.id as sku_id, k.price,
        (select k2.id from product_skus k2 where k2.product_id = p.id and k2.id <> k.id limit 1) as other
      from product_skus k join products p on p.id = k.product_id join companies c on c.id = p.company_id
      where c.company_key = 'sunrise' and p.on_shelf and not p.is_deleted and k.price > 1
      order by (select count(*) from product_skus k3 where k3.product_id = p.id) desc, k.id limit 1`,
  );
  goods = {
    productId: Number(row!.product_id),
    skuId: Number(row!.sku_id),
    price: row!.price,
    otherSkuId: row!.other === null ? null : Number(row!.other),
  };
});
afterAll(() => s.close());

describe('group-buy activities', () => {
  it('names the fields that are wrong: title, group size under 2, dates, a SKU twice, no SKU', async () => {
    const res = await staff.post(
      '/api/group-buy/activities',
      activityOf({
        title: '',
        groupSize: 1,
        endAt: new Date(Date.now() - 2 * HOUR).toISOString(),
        skus: [
          { skuId: goods.skuId, price: '0.50', stock: 1 },
          { skuId: goods.skuId, price: '0.60', stock: 1 },
        ],
      }),
    );
    expect(res.status).toBe(400);
    expect(fieldsOf(res)).toEqual(['endAt', 'groupSize', 'skus', 'title']);
    const none = await staff.post('/api/group-buy/activities', activityOf({ skus: [] }));
    expect(fieldsOf(none)).toEqual(['skus']);
    const cents = await staff.post(
      '/api/group-buy/activities',
      activityOf({ skus: [{ skuId: goods.skuId, price: '0.005', stock: 1 }] }),
    );
    expect(fieldsOf(cents)).toEqual(['skus.0.price']);
    const virtual = await staff.post('/api/group-buy/activities', activityOf({ virtualSuccessPercent: 100 }));
    expect(fieldsOf(virtual)).toEqual(['virtualSuccessPercent']);
  });

  it("refuses a group price not under the SKU's, another shop's SKU or a SKU of another product", async () => {
    const dear = await staff.post(
      '/api/group-buy/activities',
      activityOf({ skus: [{ skuId: goods.skuId, price: goods.price, stock: 1 }] }),
    );
    expect(dear.status).toBe(400);
    expect(fieldsOf(dear)).toEqual(['skus.0.price']);
    const [theirs] = await rowsOf<{ id: string }>(
      s,
      sql`select k.id from product_skus k join companies c on c.id = k.company_id
        where c.company_key = 'harbour' limit 1`,
    );
    const foreign = await staff.post(
      '/api/group-buy/activities',
      activityOf({ skus: [{ skuId: Number(theirs!.id), price: '0.10', stock: 1 }] }),
    );
    expect(fieldsOf(foreign)).toEqual(['skus.0.skuId']);
  });

  it('adds, lists, edits (SKU rows kept, added, dropped), switches and deletes', async () => {
    const a = await activity({ perOrderLimit: 2, perMemberLimit: 4, virtualSuccessPercent: 60 });
    const got = await staff.get(`/api/group-buy/activities/${a.id}`);
    expect(got.body).toMatchObject({
      groupSize: 3,
      hoursOpen: 24,
      unpaidMinutes: 15,
      perOrderLimit: 2,
      perMemberLimit: 4,
      virtualSuccessPercent: 60,
      enabled: true,
      groups: 0,
    });
    expect(got.body.skus).toEqual([
      expect.objectContaining({ skuId: goods.skuId, price: '0.50', stock: 10, sold: 0 }),
    ]);
    expect(got.body.productName).not.toBe('');
    const list = await staff.get('/api/group-buy/activities?page=0&size=10&sort=id,desc&blurry=三人');
    expect(list.body.content.map((r: { id: number }) => r.id)).toContain(a.id);
    expect(list.body.content[0].skus.length).toBeGreaterThan(0);

    const skus = [{ skuId: goods.skuId, price: '0.40', stock: 7 }];
    if (goods.otherSkuId) skus.push({ skuId: goods.otherSkuId, price: '0.30', stock: 3 });
    const edited = await staff.put('/api/group-buy/activities', { ...activityOf({ skus }), id: a.id });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(edited.body.skus.map((k: { price: string }) => k.price)).toEqual(skus.map((k) => k.price));
    const dropped = await staff.put('/api/group-buy/activities', {
      ...activityOf({ skus: [{ skuId: goods.skuId, price: '0.40', stock: 7 }] }),
      id: a.id,
    });
    expect(dropped.body.skus).toHaveLength(1);

    const off = await staff.put(`/api/group-buy/activities/${a.id}/status`, { enabled: false });
    expect(off.body.enabled).toBe(false);
    const offOnly = await staff.get('/api/group-buy/activities?page=0&size=100&enabled=false');
    expect(offOnly.body.content.map((r: { id: number }) => r.id)).toContain(a.id);
    expect((await staff.delete('/api/group-buy/activities', [a.id])).status).toBe(204);
    expect((await staff.get(`/api/group-buy/activities/${a.id}`)).status).toBe(404);
  });

  it('locks goods, prices and group size once a group started, and refuses to delete it', async () => {
    const a = await activity();
    const [member] = await rowsOf<{ uid: string }>(
      s,
      sql`select m.uid from members m join companies c on c.id = m.company_id where c.company_key = 'sunrise' limit 1`,
    );
    await s.db.drizzle.execute(
      sql`insert into group_buy_groups (company_id, activity_id, leader_id, size)
        select company_id, id, ${member!.uid}, group_size from group_buy_activities where id = ${a.id}`,
    );
    const locked = await staff.put('/api/group-buy/activities', {
      ...activityOf({ groupSize: 4 }),
      id: a.id,
    });
    expect(locked.status).toBe(409);
    const repriced = await staff.put('/api/group-buy/activities', {
      ...activityOf({ skus: [{ skuId: goods.skuId, price: '0.45', stock: 10 }] }),
      id: a.id,
    });
    expect(repriced.status).toBe(409);
    const stockAndDates = await staff.put('/api/group-buy/activities', {
      ...activityOf({ skus: [{ skuId: goods.skuId, price: '0.50', stock: 20 }], hoursOpen: 12 }),
      id: a.id,
    });
    expect(stockAndDates.status).toBe(200);
    expect(stockAndDates.body).toMatchObject({ hoursOpen: 12, groups: 1 });
    expect((await staff.delete('/api/group-buy/activities', [a.id])).status).toBe(409);
    const groups = await staff.get(`/api/group-buy/groups?page=0&size=10&activityId=${a.id}`);
    expect(groups.body.content[0]).toMatchObject({ size: 3, seatsTaken: 1, seatsPaid: 0, state: 'pending' });
    const seats = await staff.get(`/api/group-buy/groups/${groups.body.content[0].id}/members`);
    expect(seats.body).toEqual([]);
    const stats = await staff.get(`/api/group-buy/stats?activityId=${a.id}`);
    expect(stats.body).toEqual({
      opened: 0,
      open: 0,
      succeeded: 0,
      failed: 0,
      orders: 0,
      amount: '0.00',
      refunded: '0.00',
    });
  });

  it('keeps each shop to its own activities and groups (tenant wall)', async () => {
    const a = await activity();
    expect((await staffB.get(`/api/group-buy/activities/${a.id}`)).status).toBe(404);
    expect((await staffB.put(`/api/group-buy/activities/${a.id}/status`, { enabled: false })).status).toBe(
      404,
    );
    expect((await staffB.put('/api/group-buy/activities', { ...activityOf(), id: a.id })).status).toBe(404);
    expect((await staffB.delete('/api/group-buy/activities', [a.id])).status).toBe(404);
    const theirs = await staffB.get('/api/group-buy/activities?page=0&size=100');
    expect(theirs.body.content.map((r: { id: number }) => r.id)).not.toContain(a.id);
    const [group] = await rowsOf<{ id: string }>(s, sql`select id from group_buy_groups limit 1`);
    expect((await staffB.get(`/api/group-buy/groups/${group!.id}/members`)).status).toBe(404);
    const theirGroups = await staffB.get('/api/group-buy/groups?page=0&size=100');
    expect(theirGroups.body.content).toEqual([]);
    expect((await staffB.get('/api/group-buy/stats')).body.opened).toBe(0);
  });

  it("opens the screen to the shop's manager, not to its clerk, nor to a shopper's token", async () => {
    const manager = caller(s, await loginTo(s.app, 'dave', 'sunrise'));
    expect((await manager.get('/api/group-buy/activities')).status).toBe(200);
    expect((await manager.post('/api/group-buy/activities', activityOf())).status).toBe(200);
    const clerk = caller(s, await loginTo(s.app, 'carol', 'sunrise'));
    expect((await clerk.get('/api/group-buy/activities')).status).toBe(403);
    expect((await clerk.get('/api/group-buy/groups')).status).toBe(403);
    expect((await clerk.post('/api/group-buy/activities', activityOf())).status).toBe(403);
    const shopper = await shopperToken(s, 'sunrise', '13966670001');
    const res = await call(s.app, { method: 'GET', url: '/api/group-buy/activities', token: shopper });
    expect(res.status).toBe(401);
  });
});
