import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ShopperContext } from '../src/lib/context.ts';
import { helpForShopper, startForShopper } from '../src/modules/bargain/storefront.ts';
import { runDueJobs } from '../src/modules/jobs/service.ts';
import { call, caller, loginTo, startTestServer, type TestServer } from './helpers.ts';
import { companyIdOf, rowsOf, shopperSignIn, skuInStock } from './storefront-helpers.ts';

let s: TestServer;
let staff: ReturnType<typeof caller>;
let staffB: ReturnType<typeof caller>;
let sunrise: number;
let sku: { skuId: number; productId: number };

const HOUR = 3_600_000;

const activityOf = (extra: object = {}) => ({
  title: '砍价 iPhone',
  productId: sku.productId,
  skuId: sku.skuId,
  startPrice: '100.00',
  floorPrice: '10.00',
  helpersNeeded: 3,
  hoursLimit: 24,
  startAt: new Date(Date.now() - HOUR).toISOString(),
  endAt: new Date(Date.now() + 72 * HOUR).toISOString(),
  stock: 10,
  ...extra,
});

async function activity(extra: object = {}) {
  const res = await staff.post('/api/bargain/activities', activityOf(extra));
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as { id: number };
}

const as = (token: string) => ({
  get: (url: string) => call(s.app, { method: 'GET', url, token, headers: { 'accept-language': 'en' } }),
  post: (url: string) => call(s.app, { method: 'POST', url, token, headers: { 'accept-language': 'en' } }),
});

async function signIn(companyKey: string, phone: string) {
  const res = await shopperSignIn(s, companyKey, phone);
  if (res.status !== 200) throw new Error(`shopper ${phone}: ${res.status}`);
  return { token: res.body.token as string, uid: res.body.member.uid as number };
}

/** New members of sunrise, straight into the table (the races need many). */
async function newMembers(n: number, prefix: string): Promise<number[]> {
  const rows = await rowsOf<{ uid: string }>(
    s,
    sql`insert into members (company_id, nickname, phone)
      select ${sunrise}, ${prefix} || g, ${prefix} || lpad(g::text, 4, '0') from generate_series(1, ${n}) g
      returning uid`,
  );
  return rows.map((r) => Number(r.uid));
}

const ctxOf = (memberId: number): ShopperContext => ({
  db: s.db,
  principal: null,
  ip: '127.0.0.1',
  lang: 'en',
  shopper: { companyId: sunrise, memberId, sessionId: 'test' },
});

const bargainRow = async (id: number) =>
  (
    await rowsOf<{ price: string; helpers: number; state: string; floor_price: string }>(
      s,
      sql`select price, helpers, state, floor_price from bargains where id = ${id}`,
    )
  )[0]!;

beforeAll(async () => {
  s = await startTestServer();
  staff = caller(s, await loginTo(s.app, 'admin', 'sunrise'));
  staffB = caller(s, await loginTo(s.app, 'admin', 'harbour'));
  sunrise = await companyIdOf(s, 'sunrise');
  sku = await skuInStock(s, 'sunrise', 0);
});
afterAll(() => s.close());

describe('bargain activities', () => {
  it('names the fields that are wrong: floor not under start, no room for a cent per cut, dates', async () => {
    const res = await staff.post('/api/bargain/activities', {
      ...activityOf({ title: '', floorPrice: '100', endAt: new Date(Date.now() - 2 * HOUR).toISOString() }),
    });
    expect(res.status).toBe(400);
    const fields = (res.body.errors as { field: string }[]).map((e) => e.field).sort();
    expect(fields).toEqual(['endAt', 'floorPrice', 'title']);
    const tight = await staff.post(
      '/api/bargain/activities',
      activityOf({ startPrice: '1.03', floorPrice: '1.00', helpersNeeded: 3 }),
    );
    expect(tight.body.errors[0].field).toBe('helpersNeeded');
    const exactCents = await staff.post('/api/bargain/activities', activityOf({ floorPrice: '1.005' }));
    expect(exactCents.body.errors[0].field).toBe('floorPrice');
  });

  it("refuses another shop's SKU or a SKU of another product", async () => {
    const theirs = await skuInStock(s, 'harbour', 0);
    const foreign = await staff.post(
      '/api/bargain/activities',
      activityOf({ productId: theirs.productId, skuId: theirs.skuId }),
    );
    expect(foreign.status).toBe(400);
    expect(foreign.body.errors[0].field).toBe('skuId');
    const mixed = await staff.post('/api/bargain/activities', activityOf({ productId: theirs.productId }));
    expect(mixed.body.errors[0].field).toBe('skuId');
  });

  it('adds, lists, edits, switches and deletes; goods and prices lock once started', async () => {
    const a = await activity({ startPrice: '99.9', floorPrice: '0.1' });
    const got = await staff.get(`/api/bargain/activities/${a.id}`);
    expect(got.body).toMatchObject({ startPrice: '99.90', floorPrice: '0.10', started: 0, sold: 0 });
    expect(got.body.productName).not.toBe('');
    const list = await staff.get('/api/bargain/activities?page=0&size=10&sort=id,desc&blurry=iPhone');
    expect(list.body.content.map((r: { id: number }) => r.id)).toContain(a.id);
    const edited = await staff.put('/api/bargain/activities', {
      ...activityOf({ floorPrice: '20' }),
      id: a.id,
    });
    expect(edited.body.floorPrice).toBe('20.00');
    const off = await staff.put(`/api/bargain/activities/${a.id}/status`, { enabled: false });
    expect(off.body.enabled).toBe(false);

    const b = await activity();
    const shopper = await signIn('sunrise', '13966660001');
    expect((await as(shopper.token).post(`/api/front/bargain/activities/${b.id}/start`)).status).toBe(200);
    const locked = await staff.put('/api/bargain/activities', {
      ...activityOf({ floorPrice: '5' }),
      id: b.id,
    });
    expect(locked.status).toBe(409);
    const stockOnly = await staff.put('/api/bargain/activities', { ...activityOf({ stock: 3 }), id: b.id });
    expect(stockOnly.body.stock).toBe(3);
    const refused = await staff.delete('/api/bargain/activities', [b.id]);
    expect(refused.status).toBe(409);
    expect((await staff.delete('/api/bargain/activities', [a.id])).status).toBe(204);
    expect((await staff.get(`/api/bargain/activities/${a.id}`)).status).toBe(404);
  });

  it('keeps each shop to its own activities and bargains (tenant wall)', async () => {
    const a = await activity();
    expect((await staffB.get(`/api/bargain/activities/${a.id}`)).status).toBe(404);
    expect((await staffB.put(`/api/bargain/activities/${a.id}/status`, { enabled: false })).status).toBe(404);
    expect((await staffB.delete('/api/bargain/activities', [a.id])).status).toBe(404);
    const theirs = await staffB.get('/api/bargain/activities?page=0&size=100');
    expect(theirs.body.content.map((r: { id: number }) => r.id)).not.toContain(a.id);
    const shopper = await signIn('sunrise', '13966660002');
    const started = await as(shopper.token).post(`/api/front/bargain/activities/${a.id}/start`);
    expect((await staffB.get(`/api/bargain/bargains/${started.body.id}/cuts`)).status).toBe(404);
    const harbourShopper = await signIn('harbour', '13966660003');
    expect((await as(harbourShopper.token).get(`/api/front/bargains/${started.body.id}`)).status).toBe(404);
    expect((await as(harbourShopper.token).post(`/api/front/bargains/${started.body.id}/help`)).status).toBe(
      404,
    );
    expect((await as(harbourShopper.token).post(`/api/front/bargain/activities/${a.id}/start`)).status).toBe(
      404,
    );
  });

  it('keeps staff and shopper tokens to their own routes (token wall)', async () => {
    const shopper = await signIn('sunrise', '13966660004');
    expect((await as(shopper.token).get('/api/bargain/activities')).status).toBe(401);
    expect((await staff.get('/api/front/bargain/activities')).status).toBe(401);
    expect((await caller(s).get('/api/front/bargain/activities')).status).toBe(401);
  });
});

describe('bargains', () => {
  it('starts with the member’s own cut, within the starts allowed, one open at a time', async () => {
    const a = await activity({ startsPerMember: 2 });
    const shopper = await signIn('sunrise', '13966660011');
    const me = as(shopper.token);
    const first = await me.post(`/api/front/bargain/activities/${a.id}/start`);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ mine: true, helpers: 0, state: 'progress', canHelp: false });
    expect(first.body.cuts).toHaveLength(1);
    expect(first.body.cuts[0].initiator).toBe(true);
    expect(Number(first.body.price)).toBeLessThan(100);
    expect(Number(first.body.price)).toBeGreaterThan(10);
    expect((await me.post(`/api/front/bargain/activities/${a.id}/start`)).status).toBe(409);
    const listed = await me.get('/api/front/bargain/activities');
    const row = listed.body.find((r: { id: number }) => r.id === a.id);
    expect(row).toMatchObject({ mineId: first.body.id, canStart: false });
    await s.db.drizzle.execute(sql`update bargains set state = 'failed' where id = ${first.body.id}`);
    expect((await me.post(`/api/front/bargain/activities/${a.id}/start`)).status).toBe(200);
    await s.db.drizzle.execute(sql`update bargains set state = 'failed' where member_id = ${shopper.uid}`);
    const third = await me.post(`/api/front/bargain/activities/${a.id}/start`);
    expect(third.status).toBe(409);
    expect(third.body.message).toContain('2');
  });

  it('refuses a closed, not yet open or sold-out activity', async () => {
    const shopper = await signIn('sunrise', '13966660012');
    const me = as(shopper.token);
    const later = await activity({ startAt: new Date(Date.now() + HOUR).toISOString() });
    expect((await me.post(`/api/front/bargain/activities/${later.id}/start`)).status).toBe(409);
    const empty = await activity({ stock: 0 });
    expect((await me.post(`/api/front/bargain/activities/${empty.id}/start`)).status).toBe(409);
    const off = await activity();
    await staff.put(`/api/bargain/activities/${off.id}/status`, { enabled: false });
    expect((await me.post(`/api/front/bargain/activities/${off.id}/start`)).status).toBe(409);
  });

  it('lets helpers cut once each, never the member, the last one landing on the floor', async () => {
    const a = await activity({ helpersNeeded: 2, startPrice: '50', floorPrice: '12.34' });
    const owner = await signIn('sunrise', '13966660021');
    const friend = await signIn('sunrise', '13966660022');
    const other = await signIn('sunrise', '13966660023');
    const late = await signIn('sunrise', '13966660024');
    const started = await as(owner.token).post(`/api/front/bargain/activities/${a.id}/start`);
    const id = started.body.id as number;
    expect((await as(owner.token).post(`/api/front/bargains/${id}/help`)).status).toBe(409);
    const seen = await as(friend.token).get(`/api/front/bargains/${id}`);
    expect(seen.body).toMatchObject({ mine: false, canHelp: true, canBuy: false });
    const one = await as(friend.token).post(`/api/front/bargains/${id}/help`);
    expect(one.status).toBe(200);
    expect(one.body.bargain).toMatchObject({ helpers: 1, helped: true, canHelp: false, state: 'progress' });
    expect((await as(friend.token).post(`/api/front/bargains/${id}/help`)).status).toBe(409);
    const two = await as(other.token).post(`/api/front/bargains/${id}/help`);
    expect(two.body.bargain).toMatchObject({ helpers: 2, price: '12.34', state: 'succeeded' });
    const total = two.body.bargain.cuts.reduce(
      (n: number, c: { amount: string }) => n + Math.round(Number(c.amount) * 100),
      0,
    );
    expect(total).toBe(5000 - 1234);
    expect((await as(late.token).post(`/api/front/bargains/${id}/help`)).status).toBe(409);
    const mine = await as(owner.token).get(`/api/front/bargains/${id}`);
    expect(mine.body).toMatchObject({ canBuy: true, state: 'succeeded' });
    expect(mine.body.buyBy).not.toBeNull();
    const staffView = await staff.get(`/api/bargain/bargains?page=0&size=10&activityId=${a.id}`);
    expect(staffView.body.content[0]).toMatchObject({
      helpers: 2,
      helpersNeeded: 2,
      price: '12.34',
      state: 'succeeded',
    });
    const cuts = await staff.get(`/api/bargain/bargains/${id}/cuts`);
    expect(cuts.body.map((c: { initiator: boolean }) => c.initiator)).toEqual([true, false, false]);
  });

  it('holds a helper to the helps per day across the activity', async () => {
    const a = await activity({ helpsPerDay: 1, startsPerMember: 1 });
    const [o1, o2, helper] = await newMembers(3, 'daily');
    const b1 = await startForShopper(ctxOf(o1!), a.id);
    const b2 = await startForShopper(ctxOf(o2!), a.id);
    await helpForShopper(ctxOf(helper!), b1.id);
    await expect(helpForShopper(ctxOf(helper!), b2.id)).rejects.toMatchObject({ status: 409 });
  });

  it('counts exactly the helpers needed and lands on the floor when 50 help at once', async () => {
    const a = await activity({ helpersNeeded: 30, startPrice: '88.88', floorPrice: '0.50', stock: 5 });
    const [owner, ...helpers] = await newMembers(51, 'race');
    const b = await startForShopper(ctxOf(owner!), a.id);
    const results = await Promise.allSettled(helpers.map((h) => helpForShopper(ctxOf(h), b.id)));
    const ok = results.filter((r) => r.status === 'fulfilled');
    expect(ok).toHaveLength(30);
    for (const r of results) {
      if (r.status === 'rejected') expect((r.reason as { status: number }).status).toBe(409);
    }
    const row = await bargainRow(b.id);
    expect(row).toMatchObject({ price: '0.50', helpers: 30, state: 'succeeded' });
    const [sum] = await rowsOf<{ total: string; n: string; low: string }>(
      s,
      sql`select sum(amount) as total, count(*) as n, min(amount) as low from bargain_cuts where bargain_id = ${b.id}`,
    );
    expect(sum!.total).toBe('88.38');
    expect(Number(sum!.n)).toBe(31);
    expect(Number(sum!.low)).toBeGreaterThanOrEqual(0.01);
  });

  it('fails an unfinished bargain at its time limit, and a succeeded one not bought in its minutes (durable jobs)', async () => {
    const a = await activity({ helpersNeeded: 1, hoursLimit: 2, buyMinutes: 30 });
    const [o1, o2, helper] = await newMembers(3, 'expiry');
    const slow = await startForShopper(ctxOf(o1!), a.id);
    const done = await startForShopper(ctxOf(o2!), a.id);
    await helpForShopper(ctxOf(helper!), done.id);
    const jobs = await rowsOf<{ kind: string; ref: string }>(
      s,
      sql`select kind, ref from jobs where kind like 'bargain.%' and ref in (${String(slow.id)}, ${String(done.id)}) order by kind, ref`,
    );
    expect(jobs.map((j) => j.kind).sort()).toEqual(['bargain.buyLapse', 'bargain.expire', 'bargain.expire']);
    await runDueJobs(s.db, new Date(Date.now() + 10 * 60_000));
    expect((await bargainRow(slow.id)).state).toBe('progress');
    await runDueJobs(s.db, new Date(Date.now() + 31 * 60_000));
    expect((await bargainRow(done.id)).state).toBe('failed');
    expect((await bargainRow(slow.id)).state).toBe('progress');
    await runDueJobs(s.db, new Date(Date.now() + 2 * HOUR + 60_000));
    expect((await bargainRow(slow.id)).state).toBe('failed');
    await expect(helpForShopper(ctxOf(helper!), slow.id)).rejects.toMatchObject({ status: 409 });
  });

  it('is bought once through the checkout at its price, within its minutes; a cancel gives it back', async () => {
    const a = await activity({
      helpersNeeded: 1,
      startPrice: '80',
      floorPrice: '9.90',
      stock: 2,
      buyMinutes: 30,
    });
    const owner = await signIn('sunrise', '13966660031');
    const friend = await signIn('sunrise', '13966660032');
    const send = (token: string, method: 'GET' | 'POST', url: string, payload?: object) =>
      call(s.app, {
        method,
        url,
        token,
        headers: { 'accept-language': 'en' },
        ...(payload ? { payload } : {}),
      });
    const address = await send(owner.token, 'POST', '/api/front/addresses', {
      name: '王五',
      phone: '13955559999',
      provinceId: 33,
      cityId: 3301,
      districtId: 330102,
      detail: '解放路 1 号',
      isDefault: true,
    });
    const b = (await as(owner.token).post(`/api/front/bargain/activities/${a.id}/start`)).body;
    const line = (extra: object = {}) => ({
      skuId: sku.skuId,
      quantity: 1,
      activity: { kind: 'bargain', id: b.id },
      ...extra,
    });
    const early = await send(owner.token, 'POST', '/api/front/checkout/confirm', line());
    expect(early.status).toBe(409);
    await as(friend.token).post(`/api/front/bargains/${b.id}/help`);
    expect((await send(friend.token, 'POST', '/api/front/checkout/confirm', line())).status).toBe(404);
    expect(
      (await send(owner.token, 'POST', '/api/front/checkout/confirm', line({ quantity: 2 }))).status,
    ).toBe(409);
    const buy = async () => {
      const confirmed = await send(owner.token, 'POST', '/api/front/checkout/confirm', line());
      expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
      const created = await send(owner.token, 'POST', `/api/front/checkout/${confirmed.body.key}/create`, {
        addressId: address.body.id,
        deliveryType: 'express',
      });
      expect(created.status, JSON.stringify(created.body)).toBe(200);
      return created.body as { id: number; goodsTotal: string };
    };
    const order = await buy();
    const [line1] = await rowsOf<{ paid: string; activity_kind: string; activity_id: string }>(
      s,
      sql`select (line_total - discount)::text as paid, activity_kind, activity_id from order_lines where order_id = ${order.id}`,
    );
    expect(line1).toMatchObject({ paid: '9.90', activity_kind: 'bargain' });
    expect(Number(line1!.activity_id)).toBe(b.id);
    expect(await bargainRow(b.id)).toMatchObject({ state: 'bought' });
    const [stock] = await rowsOf<{ stock: number; sold: number }>(
      s,
      sql`select stock, sold from bargain_activities where id = ${a.id}`,
    );
    expect(stock).toMatchObject({ stock: 1, sold: 1 });
    expect((await send(owner.token, 'POST', '/api/front/checkout/confirm', line())).status).toBe(409);
    expect((await send(owner.token, 'POST', `/api/front/orders/${order.id}/cancel`)).status).toBe(200);
    expect(await bargainRow(b.id)).toMatchObject({ state: 'succeeded' });
    const [back] = await rowsOf<{ stock: number; sold: number }>(
      s,
      sql`select stock, sold from bargain_activities where id = ${a.id}`,
    );
    expect(back).toMatchObject({ stock: 2, sold: 0 });
    await s.db.drizzle.execute(
      sql`update bargains set buy_by = now() - interval '1 minute' where id = ${b.id}`,
    );
    expect((await send(owner.token, 'POST', '/api/front/checkout/confirm', line())).status).toBe(409);
  });

  it('keeps a bargain inside the activity: its time limit never passes the end', async () => {
    const end = new Date(Date.now() + HOUR);
    const a = await activity({ hoursLimit: 48, endAt: end.toISOString() });
    const [o] = await newMembers(1, 'ending');
    const b = await startForShopper(ctxOf(o!), a.id);
    expect(new Date(b.expiresAt).getTime()).toBe(end.getTime());
  });
});
