import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inCompanyForSystem } from '../src/db/access.ts';
import { reserveGroupBuy } from '../src/modules/group-buy/rules.ts';
import { runDueJobs } from '../src/modules/jobs/service.ts';
import { call, caller, loginTo, startTestServer, type TestServer } from './helpers.ts';
import { companyIdOf, rowsOf, shopperSignIn, shopperToken } from './storefront-helpers.ts';

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

interface Shopper {
  uid: number;
  addressId: number;
  send(method: 'GET' | 'POST', url: string, payload?: object): ReturnType<typeof call>;
}

let phones = 0;
async function shopper(): Promise<Shopper> {
  phones += 1;
  const signed = await shopperSignIn(s, 'sunrise', `1397777${String(phones).padStart(4, '0')}`);
  const token = signed.body.token as string;
  const send = (method: 'GET' | 'POST', url: string, payload?: object) =>
    call(s.app, {
      method,
      url,
      token,
      headers: { 'accept-language': 'en' },
      ...(payload ? { payload } : {}),
    });
  const address = await send('POST', '/api/front/addresses', {
    name: '拼团',
    phone: '13955559999',
    provinceId: 33,
    cityId: 3301,
    districtId: 330102,
    detail: '解放路 1 号',
    isDefault: true,
  });
  const uid = signed.body.member.uid as number;
  await staff.post('/api/user/money', { uid, ptype: 1, money: '100', remark: '充值' });
  return { uid, addressId: address.body.id, send };
}

/** Confirms and creates a group order (a new group, or joining `groupId`); answers the response. */
async function order(who: Shopper, activityId: number, groupId?: number) {
  const confirmed = await who.send('POST', '/api/front/checkout/confirm', {
    skuId: goods.skuId,
    quantity: 1,
    activity: { kind: 'group', id: activityId, ...(groupId ? { groupId } : {}) },
  });
  if (confirmed.status !== 200) return confirmed;
  return who.send('POST', `/api/front/checkout/${confirmed.body.key}/create`, {
    addressId: who.addressId,
    deliveryType: 'express',
  });
}

async function placed(who: Shopper, activityId: number, groupId?: number) {
  const res = await order(who, activityId, groupId);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as { id: number; payAmount: string };
}

const pay = (who: Shopper, orderId: number) =>
  who.send('POST', `/api/front/orders/${orderId}/pay`, { method: 'wallet' });

const groupOf = async (orderId: number) =>
  (
    await rowsOf<{ id: string; state: string; seats_taken: number; seats_paid: number; virtual: boolean }>(
      s,
      sql`select g.id, g.state, g.seats_taken, g.seats_paid, g.virtual from group_buy_groups g
        join group_buy_seats t on t.group_id = g.id where t.order_id = ${orderId}`,
    )
  )[0]!;

const soldOf = async (activityId: number) =>
  Number(
    (
      await rowsOf<{ sold: number }>(
        s,
        sql`select sold from group_buy_skus where activity_id = ${activityId}`,
      )
    )[0]!.sold,
  );

const ship = (id: number) =>
  staff.post('/api/order/ship', {
    id,
    kind: 'express',
    expressCode: 'SF',
    expressName: '顺丰速运',
    trackingNo: `SF${id}${Date.now()}`.slice(0, 14),
  });

describe('groups', () => {
  it('opens on the leader’s payment, takes joiners once each, holds shipping until full, then ships', async () => {
    const a = await activity();
    const [leader, one, two] = [await shopper(), await shopper(), await shopper()];
    const first = await placed(leader, a.id);
    expect(first.payAmount).toBe('0.50');
    expect(await groupOf(first.id)).toMatchObject({ state: 'pending', seats_taken: 1, seats_paid: 0 });
    const g = Number((await groupOf(first.id)).id);
    expect((await order(one, a.id, g)).status).toBe(409);
    expect((await pay(leader, first.id)).status).toBe(200);
    expect(await groupOf(first.id)).toMatchObject({ state: 'open', seats_paid: 1 });
    const [job] = await rowsOf<{ kind: string }>(
      s,
      sql`select kind from jobs where kind = 'groupBuy.expire' and ref = ${String(g)} and done_at is null`,
    );
    expect(job).toBeDefined();
    expect((await ship(first.id)).status).toBe(409);

    const joined = await placed(one, a.id, g);
    expect((await order(one, a.id, g)).status).toBe(409);
    expect((await order(leader, a.id, g)).status).toBe(409);
    expect((await pay(one, joined.id)).status).toBe(200);
    expect(await groupOf(first.id)).toMatchObject({ state: 'open', seats_taken: 2, seats_paid: 2 });
    const last = await placed(two, a.id, g);
    expect((await pay(two, last.id)).status).toBe(200);
    expect(await groupOf(first.id)).toMatchObject({ state: 'succeeded', seats_taken: 3, seats_paid: 3 });
    expect((await ship(first.id)).status).toBe(200);
    expect(await soldOf(a.id)).toBe(3);

    const seats = await staff.get(`/api/group-buy/groups/${g}/members`);
    expect(seats.body.map((m: { leader: boolean; state: string }) => [m.leader, m.state])).toEqual([
      [true, 'paid'],
      [false, 'paid'],
      [false, 'paid'],
    ]);
    const stats = await staff.get(`/api/group-buy/stats?activityId=${a.id}`);
    expect(stats.body).toMatchObject({ opened: 1, succeeded: 1, orders: 3, amount: '1.50' });
  });

  it('gives a seat and its pieces back when the unpaid order is cancelled', async () => {
    const a = await activity();
    const [leader, one] = [await shopper(), await shopper()];
    const first = await placed(leader, a.id);
    await pay(leader, first.id);
    const g = Number((await groupOf(first.id)).id);
    const joined = await placed(one, a.id, g);
    expect(await groupOf(first.id)).toMatchObject({ seats_taken: 2 });
    expect(await soldOf(a.id)).toBe(2);
    expect((await one.send('POST', `/api/front/orders/${joined.id}/cancel`)).status).toBe(200);
    expect(await groupOf(first.id)).toMatchObject({ seats_taken: 1, state: 'open' });
    expect(await soldOf(a.id)).toBe(1);
    const again = await placed(one, a.id, g);
    expect(again.id).not.toBe(joined.id);
  });

  it('gives exactly the seats left when 20 join a group of 5 at once', async () => {
    const a = await activity({ groupSize: 5, skus: [{ skuId: goods.skuId, price: '0.50', stock: 100 }] });
    const leader = await shopper();
    const first = await placed(leader, a.id);
    await pay(leader, first.id);
    const g = Number((await groupOf(first.id)).id);
    const sunrise = await companyIdOf(s, 'sunrise');
    const members = await rowsOf<{ uid: string }>(
      s,
      sql`insert into members (company_id, nickname, phone)
        select ${sunrise}, 'join' || n, '1398888' || lpad(n::text, 4, '0') from generate_series(1, 20) n
        returning uid`,
    );
    const [price] = await rowsOf<{ price: string }>(
      s,
      sql`select price from product_skus where id = ${goods.skuId}`,
    );
    const results = await Promise.allSettled(
      members.map((m, i) =>
        inCompanyForSystem({ db: s.db }, sunrise, (tx) =>
          reserveGroupBuy(
            tx,
            { id: 900_000_000 + i, memberId: Number(m.uid), companyId: sunrise } as Parameters<
              typeof reserveGroupBuy
            >[1],
            [
              {
                activity: { kind: 'group', id: a.id, groupId: g },
                productId: goods.productId,
                skuId: goods.skuId,
                quantity: 1,
                listPrice: price!.price,
              },
            ],
          ),
        ),
      ),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(4);
    for (const r of results) {
      if (r.status === 'rejected') expect((r.reason as { status: number }).status).toBe(409);
    }
    expect(await groupOf(first.id)).toMatchObject({ seats_taken: 5 });
    expect(await soldOf(a.id)).toBe(5);
  });

  it('fails at its time: unpaid orders cancelled, each paid order refunded in full once (durable jobs)', async () => {
    const a = await activity({ groupSize: 4 });
    const [leader, one, late] = [await shopper(), await shopper(), await shopper()];
    const first = await placed(leader, a.id);
    await pay(leader, first.id);
    const g = Number((await groupOf(first.id)).id);
    const joined = await placed(one, a.id, g);
    await pay(one, joined.id);
    const unpaid = await placed(late, a.id, g);
    const wallet = async (uid: number) =>
      (await rowsOf<{ m: string }>(s, sql`select now_money::text as m from members where uid = ${uid}`))[0]!
        .m;
    expect(await wallet(leader.uid)).toBe('99.50');
    await runDueJobs(s.db, new Date(Date.now() + 25 * HOUR));
    expect(await groupOf(first.id)).toMatchObject({ state: 'failed' });
    const [cancelled] = await rowsOf<{ status: string }>(
      s,
      sql`select status from orders where id = ${unpaid.id}`,
    );
    expect(cancelled!.status).toBe('cancelled');
    expect((await pay(late, unpaid.id)).status).toBe(409);
    await runDueJobs(s.db, new Date(Date.now() + 25 * HOUR));
    expect(await wallet(leader.uid)).toBe('100.00');
    expect(await wallet(one.uid)).toBe('100.00');
    await runDueJobs(s.db, new Date(Date.now() + 26 * HOUR));
    const cases = await rowsOf<{ order_id: string; n: string }>(
      s,
      sql`select order_id, count(*) as n from after_sales where order_id in (${first.id}, ${joined.id}) group by order_id`,
    );
    expect(cases.map((c) => Number(c.n))).toEqual([1, 1]);
    const seats = await rowsOf<{ state: string }>(
      s,
      sql`select state from group_buy_seats where group_id = ${g} order by id`,
    );
    expect(seats.map((r) => r.state)).toEqual(['refunded', 'refunded', 'released']);
    expect(await soldOf(a.id)).toBe(0);
    const stats = await staff.get(`/api/group-buy/stats?activityId=${a.id}`);
    expect(stats.body).toMatchObject({ failed: 1, orders: 2, amount: '1.00', refunded: '1.00' });
  });

  it('completes a group by the shop’s virtual success when enough seats are paid', async () => {
    const a = await activity({ groupSize: 3, virtualSuccessPercent: 60 });
    const [leader, one] = [await shopper(), await shopper()];
    const first = await placed(leader, a.id);
    await pay(leader, first.id);
    const g = Number((await groupOf(first.id)).id);
    const joined = await placed(one, a.id, g);
    await pay(one, joined.id);
    await runDueJobs(s.db, new Date(Date.now() + 25 * HOUR));
    expect(await groupOf(first.id)).toMatchObject({ state: 'succeeded', virtual: true, seats_paid: 2 });
    expect((await ship(first.id)).status).toBe(200);
  });
});
