import { COUPON_PUSH_FILTER_MAX } from '@hh/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ShopperContext } from '../src/lib/context.ts';
import { claimForShopper } from '../src/modules/coupons/storefront.ts';
import { call, caller, loginTo, startTestServer, type TestServer } from './helpers.ts';
import { companyIdOf, rowsOf, shopperSignIn, skuInStock } from './storefront-helpers.ts';

let s: TestServer;
let staff: ReturnType<typeof caller>;
let staffB: ReturnType<typeof caller>;
let shopper: { token: string; uid: number };
let shopperB: { token: string; uid: number };
let sunrise: number;

const HOUR = 3_600_000;
const soon = () => new Date(Date.now() - HOUR).toISOString();
const later = () => new Date(Date.now() + 24 * HOUR).toISOString();

const amountCoupon = (extra: object = {}) => ({
  title: '满100减10',
  kind: 'amount',
  amount: '10.00',
  threshold: '100',
  validity: 'days',
  validDays: 7,
  ...extra,
});

const issueOf = (templateId: number, extra: object = {}) => ({
  templateId,
  claimStart: soon(),
  claimEnd: later(),
  total: 10,
  perMember: 1,
  ...extra,
});

const asShopper = (token: string) => ({
  get: (url: string) => call(s.app, { method: 'GET', url, token, headers: { 'accept-language': 'en' } }),
  post: (url: string) => call(s.app, { method: 'POST', url, token, headers: { 'accept-language': 'en' } }),
});

async function signIn(companyKey: string, phone: string) {
  const res = await shopperSignIn(s, companyKey, phone);
  if (res.status !== 200) throw new Error(`shopper ${phone}: ${res.status}`);
  return { token: res.body.token as string, uid: res.body.member.uid as number };
}

async function template(extra: object = {}) {
  const res = await staff.post('/api/coupon/templates', amountCoupon(extra));
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as { id: number };
}

async function issue(templateId: number, extra: object = {}) {
  const res = await staff.post('/api/coupon/issues', issueOf(templateId, extra));
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as { id: number; remaining: number | null; claimed: number };
}

/** New members of sunrise, straight into the table (the race needs many). */
async function newMembers(n: number, prefix: string): Promise<number[]> {
  const rows = await rowsOf<{ uid: string }>(
    s,
    sql`insert into members (company_id, nickname, phone)
      select ${sunrise}, ${prefix} || g, ${prefix} || lpad(g::text, 4, '0') from generate_series(1, ${n}) g
      returning uid`,
  );
  return rows.map((r) => Number(r.uid));
}

const shopperCtx = (memberId: number): ShopperContext => ({
  db: s.db,
  principal: null,
  ip: '127.0.0.1',
  lang: 'en',
  shopper: { companyId: sunrise, memberId, sessionId: 'test' },
});

const issueRow = async (id: number) => (await staff.get(`/api/coupon/issues/${id}`)).body;

beforeAll(async () => {
  s = await startTestServer();
  staff = caller(s, await loginTo(s.app, 'admin', 'sunrise'));
  staffB = caller(s, await loginTo(s.app, 'admin', 'harbour'));
  sunrise = await companyIdOf(s, 'sunrise');
  shopper = await signIn('sunrise', '13955550001');
  shopperB = await signIn('harbour', '13955550002');
});
afterAll(() => s.close());

describe('coupon templates', () => {
  it('names the fields a kind, scope and validity need', async () => {
    const res = await staff.post('/api/coupon/templates', {
      title: '',
      kind: 'percent',
      scope: 'products',
      validity: 'fixed',
    });
    expect(res.status).toBe(400);
    const fields = (res.body.errors as { field: string }[]).map((e) => e.field).sort();
    expect(fields).toEqual(['maxDiscount', 'percentOff', 'scopeIds', 'title', 'validFrom', 'validTo']);
    const above = await staff.post('/api/coupon/templates', amountCoupon({ amount: '100' }));
    expect(above.body.errors).toEqual([{ field: 'amount', message: '面值须小于使用门槛' }]);
    const money = await staff.post('/api/coupon/templates', amountCoupon({ amount: '1.005' }));
    expect(money.body.errors[0].field).toBe('amount');
  });

  it("refuses another shop's products in the scope, keeps exact decimals and empties unused fields", async () => {
    const theirs = await skuInStock(s, 'harbour', 0);
    const foreign = await staff.post(
      '/api/coupon/templates',
      amountCoupon({ scope: 'products', scopeIds: [theirs.productId] }),
    );
    expect(foreign.status).toBe(400);
    expect(foreign.body.errors[0].field).toBe('scopeIds');
    const mine = await skuInStock(s, 'sunrise', 0);
    const created = await template({
      kind: 'percent',
      amount: '5',
      percentOff: 15,
      maxDiscount: '20.5',
      threshold: '0.1',
      scope: 'exceptProducts',
      scopeIds: [mine.productId, mine.productId],
    });
    expect(created).toMatchObject({
      kind: 'percent',
      amount: null,
      percentOff: 15,
      maxDiscount: '20.50',
      threshold: '0.10',
      scopeIds: [mine.productId],
      validFrom: null,
      claimed: 0,
    });
  });

  it('locks the money terms once a member holds one, and says so', async () => {
    const t = await template();
    const i = await issue(t.id);
    // Before any claim, the terms may change.
    const early = await staff.put('/api/coupon/templates', amountCoupon({ id: t.id, amount: '12' }));
    expect(early.status).toBe(200);
    expect((await asShopper(shopper.token).post(`/api/front/coupons/centre/${i.id}/claim`)).status).toBe(200);
    const res = await call(s.app, {
      method: 'PUT',
      url: '/api/coupon/templates',
      token: (await loginTo(s.app, 'admin', 'sunrise')) as string,
      payload: amountCoupon({ id: t.id, amount: '15' }),
      headers: { 'accept-language': 'en' },
    });
    expect(res.status).toBe(409);
    expect(res.body.message).toMatch(/can no longer change/);
    const renamed = await staff.put(
      '/api/coupon/templates',
      amountCoupon({ id: t.id, amount: '12', title: 'Renamed' }),
    );
    expect(renamed.status).toBe(200);
    expect(renamed.body).toMatchObject({ title: 'Renamed', amount: '12.00', claimed: 1 });
    // The coupon held keeps the terms it was claimed with.
    const mine = await asShopper(shopper.token).get('/api/front/coupons?state=unused');
    expect(mine.body.content.find((c: { title: string }) => c.title === '满100减10')).toMatchObject({
      amount: '12.00',
    });
  });
});

describe('coupon issues', () => {
  it('refuses an issue whose claims would outlive a fixed window', async () => {
    const t = await template({
      validity: 'fixed',
      validDays: null,
      validFrom: soon(),
      validTo: new Date(Date.now() + HOUR).toISOString(),
    });
    const res = await staff.post('/api/coupon/issues', issueOf(t.id));
    expect(res.status).toBe(400);
    expect(res.body.errors[0].field).toBe('claimEnd');
    const limits = await staff.post(
      '/api/coupon/issues',
      issueOf(t.id, { total: 2, perMember: 3, perMemberDaily: 4 }),
    );
    expect((limits.body.errors as { field: string }[]).map((e) => e.field).sort()).toEqual([
      'perMember',
      'perMemberDaily',
    ]);
  });

  it('never resets remaining on an edit: a new total moves it by the difference, never below the claimed', async () => {
    const t = await template();
    const i = await issue(t.id, { total: 10, perMember: 5 });
    const [a, b, c] = await newMembers(3, 'edit');
    for (const m of [a!, b!, c!]) await claimForShopper(shopperCtx(m), i.id);
    expect(await issueRow(i.id)).toMatchObject({ total: 10, remaining: 7, claimed: 3 });
    const edit = (total: number | null) =>
      staff.put('/api/coupon/issues', {
        id: i.id,
        claimStart: soon(),
        claimEnd: later(),
        total,
        perMember: 2,
      });
    expect((await edit(20)).body).toMatchObject({ total: 20, remaining: 17, claimed: 3, perMember: 2 });
    const below = await edit(2);
    expect(below.status).toBe(400);
    expect(below.body.errors).toEqual([{ field: 'total', message: '发放总量不能少于已领取的 3 张' }]);
    expect((await edit(null)).body).toMatchObject({ total: null, remaining: null, claimed: 3 });
    expect((await edit(3)).body).toMatchObject({ total: 3, remaining: 0, claimed: 3 });
    const centre = await asShopper(shopper.token).get('/api/front/coupons/centre');
    expect(centre.body.find((r: { issueId: number }) => r.issueId === i.id).state).toBe('soldOut');
  });

  it('gives exactly the total under 50 concurrent claims on an issue of 10', async () => {
    const t = await template();
    const i = await issue(t.id, { total: 10 });
    const people = await newMembers(50, 'race');
    const results = await Promise.allSettled(people.map((m) => claimForShopper(shopperCtx(m), i.id)));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(10);
    const refusals = results.flatMap((r) => (r.status === 'rejected' ? [(r.reason as Error).message] : []));
    expect(new Set(refusals)).toEqual(new Set(['coupon.soldOut']));
    expect(await issueRow(i.id)).toMatchObject({ remaining: 0, claimed: 10 });
    const held = await staff.get(`/api/coupon/member-coupons?issueId=${i.id}&size=100`);
    expect(held.body.totalElements).toBe(10);
  });

  it("holds one member's limit and daily limit against their own concurrent claims", async () => {
    const t = await template();
    const racing = await issue(t.id, { total: null, perMember: 3 });
    const me = asShopper(shopper.token);
    const claims = await Promise.all(
      Array.from({ length: 20 }, () => me.post(`/api/front/coupons/centre/${racing.id}/claim`)),
    );
    expect(claims.filter((r) => r.status === 200)).toHaveLength(3);
    expect(claims.filter((r) => r.status === 409)).toHaveLength(17);
    expect(claims.find((r) => r.status === 409)!.body.message).toBe(
      'Each member may take 3; the limit is reached',
    );
    expect(await issueRow(racing.id)).toMatchObject({ remaining: null, claimed: 3 });

    const daily = await issue(t.id, { total: 100, perMember: 5, perMemberDaily: 2 });
    const perDay = await Promise.all(
      Array.from({ length: 10 }, () => me.post(`/api/front/coupons/centre/${daily.id}/claim`)),
    );
    expect(perDay.filter((r) => r.status === 200)).toHaveLength(2);
    expect(perDay.find((r) => r.status === 409)!.body.message).toMatch(/a day/);
    expect(await issueRow(daily.id)).toMatchObject({ remaining: 98, claimed: 2 });
    const centre = await me.get('/api/front/coupons/centre');
    const states = Object.fromEntries(
      (centre.body as { issueId: number; state: string; mine: number }[]).map((r) => [
        r.issueId,
        [r.state, r.mine],
      ]),
    );
    expect(states[racing.id]).toEqual(['limitReached', 3]);
    expect(states[daily.id]).toEqual(['dailyLimitReached', 2]);
  });

  it('pushes to chosen members under the same limits, naming who was refused and why', async () => {
    const t = await template();
    const pushed = await issue(t.id, { channel: 'push', total: 2 });
    const [a, b, c] = await newMembers(3, 'push');
    const res = await call(s.app, {
      method: 'POST',
      url: `/api/coupon/issues/${pushed.id}/push`,
      token: (await loginTo(s.app, 'admin', 'sunrise')) as string,
      payload: { memberIds: [c, a, b, shopperB.uid] },
      headers: { 'accept-language': 'en' },
    });
    expect(res.status).toBe(200);
    expect(res.body.given).toEqual([a, b]);
    expect(res.body.refused).toHaveLength(2);
    expect(res.body.refused).toEqual(
      expect.arrayContaining([
        { memberId: c, reason: 'All these coupons have been claimed' },
        { memberId: shopperB.uid, reason: 'Not found' },
      ]),
    );
    // A push issue is not claimed in the centre, nor a centre issue pushed.
    expect((await asShopper(shopper.token).post(`/api/front/coupons/centre/${pushed.id}/claim`)).status).toBe(
      409,
    );
    const list = await staff.get(`/api/coupon/member-coupons?issueId=${pushed.id}`);
    expect(
      list.body.content.map((r: { memberId: number; source: string }) => [r.memberId, r.source]).sort(),
    ).toEqual(
      [
        [a, 'push'],
        [b, 'push'],
      ].sort(),
    );
  });
});

describe('push by member level', () => {
  it('reaches every active member of the chosen levels (none chosen: every active member), in this shop only, refusing beyond the cap', async () => {
    const t = await template({ title: 'By level' });
    const pushed = await issue(t.id, { channel: 'push', total: 100_000, perMember: 1, perDay: 1 });
    const [gold1, gold2, silver, disabled] = await newMembers(4, `lv${Date.now() % 100000}`);
    await rowsOf(s, sql`update members set level = 97 where uid in (${gold1}, ${gold2}, ${disabled})`);
    await rowsOf(s, sql`update members set level = 96 where uid = ${silver}`);
    await rowsOf(s, sql`update members set status = 0 where uid = ${disabled}`);

    const gold = await staff.post(`/api/coupon/issues/${pushed.id}/push`, { levels: [97] });
    expect(gold.status, JSON.stringify(gold.body)).toBe(200);
    expect(gold.body).toEqual({ given: [gold1, gold2], refused: [] });

    // Every active member of the shop: the two gold ones already hold theirs (per member 1).
    const all = await staff.post(`/api/coupon/issues/${pushed.id}/push`, { levels: [] });
    expect(all.status).toBe(200);
    const [counted] = await rowsOf<{ active: string }>(
      s,
      sql`select count(*)::text as active from members where company_id = ${sunrise} and status = 1`,
    );
    expect(all.body.given.length + all.body.refused.length).toBe(Number(counted!.active));
    expect(all.body.given).toContain(silver);
    expect(all.body.given).not.toContain(disabled);
    expect(all.body.refused.map((r: { memberId: number }) => r.memberId)).toEqual(
      expect.arrayContaining([gold1, gold2]),
    );
    const [elsewhere] = await rowsOf<{ others: string }>(
      s,
      sql`select count(*)::text as others from member_coupons mc join members m on m.uid = mc.member_id
        where mc.issue_id = ${pushed.id} and m.company_id <> ${sunrise}`,
    );
    expect(elsewhere!.others).toBe('0');

    // Beyond the cap: refused on the levels field, nothing given.
    const crowd = `cap${Date.now() % 100000}-`;
    await newMembers(COUPON_PUSH_FILTER_MAX + 1, crowd);
    const claimedBefore = (await issueRow(pushed.id)).claimed;
    const capped = await staff.post(`/api/coupon/issues/${pushed.id}/push`, { levels: [] });
    expect(capped.status).toBe(400);
    expect(capped.body.errors[0].field).toBe('levels');
    expect((await issueRow(pushed.id)).claimed).toBe(claimedBefore);
    await rowsOf(s, sql`delete from members where nickname like ${`${crowd}%`}`);
  });
});

describe('concurrent pushes', () => {
  it('two pushes naming the same members in opposite orders both answer, each member once', async () => {
    const t = await template();
    const pushed = await issue(t.id, { channel: 'push', total: 10 });
    const people = await newMembers(6, 'both');
    const [one, two] = await Promise.all([
      staff.post(`/api/coupon/issues/${pushed.id}/push`, { memberIds: people }),
      staff.post(`/api/coupon/issues/${pushed.id}/push`, { memberIds: [...people].reverse() }),
    ]);
    expect([one.status, two.status]).toEqual([200, 200]);
    expect([...one.body.given, ...two.body.given].sort()).toEqual([...people].sort());
    expect(await issueRow(pushed.id)).toMatchObject({ claimed: 6, remaining: 4 });
  });
});

describe("members' coupons", () => {
  it('computes expiry: days from the claim, or from the next day; expired when unused past the end', async () => {
    const days = await issue((await template({ title: 'Seven days', validDays: 7 })).id, { total: 5 });
    const next = await issue((await template({ title: 'Next day', validity: 'nextDay', validDays: 1 })).id);
    const me = asShopper(shopper.token);
    const fromClaim = (await me.post(`/api/front/coupons/centre/${days.id}/claim`)).body;
    const lengthDays = (Date.parse(fromClaim.validTo) - Date.parse(fromClaim.validFrom)) / 86_400_000;
    expect(lengthDays).toBe(7);
    expect(Math.abs(Date.parse(fromClaim.validFrom) - Date.now())).toBeLessThan(60_000);
    const nextDay = (await me.post(`/api/front/coupons/centre/${next.id}/claim`)).body;
    // Midnight in Shanghai (UTC+8) is 16:00 UTC.
    expect(new Date(nextDay.validFrom).getUTCHours()).toBe(16);
    expect(Date.parse(nextDay.validFrom)).toBeGreaterThan(Date.now());
    expect(Date.parse(nextDay.validTo) - Date.parse(nextDay.validFrom)).toBe(86_400_000);

    await s.db.drizzle.execute(
      sql`update member_coupons set valid_to = now() - interval '1 minute' where id = ${fromClaim.id}`,
    );
    const expired = await me.get('/api/front/coupons?state=expired');
    expect(expired.body.content.map((c: { id: number }) => c.id)).toEqual([fromClaim.id]);
    expect(expired.body.content[0].state).toBe('expired');
    const unused = await me.get('/api/front/coupons?state=unused');
    expect(unused.body.content.map((c: { id: number }) => c.id)).not.toContain(fromClaim.id);
    const staffView = await staff.get(`/api/coupon/member-coupons?memberId=${shopper.uid}&state=expired`);
    expect(staffView.body.content.map((c: { id: number }) => c.id)).toEqual([fromClaim.id]);
    expect((await me.get('/api/front/coupons?state=used')).body).toEqual({ content: [], totalElements: 0 });
  });

  it('refuses a level the issue does not take', async () => {
    const t = await template();
    const vip = await issue(t.id, { memberLevels: [3] });
    const res = await asShopper(shopper.token).post(`/api/front/coupons/centre/${vip.id}/claim`);
    expect(res.status).toBe(403);
    const centre = await asShopper(shopper.token).get('/api/front/coupons/centre');
    expect(centre.body.map((r: { issueId: number }) => r.issueId)).not.toContain(vip.id);
  });
});

describe('walls', () => {
  it("keeps another company's staff and shoppers out, by id and by query", async () => {
    const t = await template({ title: 'Only sunrise' });
    const i = await issue(t.id, { total: 5, perMember: 5 });
    const centreI = await issue(t.id, { channel: 'push' });
    expect((await staffB.get(`/api/coupon/templates/${t.id}`)).status).toBe(404);
    expect((await staffB.put('/api/coupon/templates', amountCoupon({ id: t.id }))).status).toBe(404);
    expect((await staffB.put(`/api/coupon/templates/${t.id}/status`, { enabled: false })).status).toBe(404);
    expect((await staffB.get(`/api/coupon/issues/${i.id}`)).status).toBe(404);
    expect((await staffB.put(`/api/coupon/issues/${i.id}/status`, { enabled: false })).status).toBe(404);
    expect(
      (await staffB.put('/api/coupon/issues', { id: i.id, claimStart: soon(), claimEnd: later(), total: 1 }))
        .status,
    ).toBe(404);
    expect(
      (await staffB.post(`/api/coupon/issues/${centreI.id}/push`, { memberIds: [shopperB.uid] })).status,
    ).toBe(404);
    expect((await staffB.post('/api/coupon/issues', issueOf(t.id))).status).toBe(400);
    const theirTemplates = await staffB.get('/api/coupon/templates?blurry=Only%20sunrise');
    expect(theirTemplates.body).toEqual({ content: [], totalElements: 0 });
    const theirIssues = await staffB.get(`/api/coupon/issues?templateId=${t.id}`);
    expect(theirIssues.body.totalElements).toBe(0);
    const theirCoupons = await staffB.get(`/api/coupon/member-coupons?memberId=${shopper.uid}`);
    expect(theirCoupons.body.totalElements).toBe(0);
    // Harbour's shopper cannot claim sunrise's issue nor see it in the centre.
    const other = asShopper(shopperB.token);
    expect((await other.post(`/api/front/coupons/centre/${i.id}/claim`)).status).toBe(404);
    const centre = await other.get('/api/front/coupons/centre');
    expect(centre.body.map((r: { issueId: number }) => r.issueId)).not.toContain(i.id);
    expect(await issueRow(i.id)).toMatchObject({ remaining: 5, claimed: 0 });
  });

  it("opens the screen to the shop's manager, not to its clerk", async () => {
    const manager = caller(s, await loginTo(s.app, 'dave', 'sunrise'));
    expect((await manager.get('/api/coupon/issues')).status).toBe(200);
    const clerk = caller(s, await loginTo(s.app, 'carol', 'sunrise'));
    expect((await clerk.get('/api/coupon/templates')).status).toBe(403);
    expect((await clerk.post('/api/coupon/templates', amountCoupon())).status).toBe(403);
  });

  it('opens staff routes to staff tokens only and shopper routes to shopper tokens only', async () => {
    const shopperOnStaff = await call(s.app, {
      method: 'GET',
      url: '/api/coupon/templates',
      token: shopper.token,
    });
    expect(shopperOnStaff.status).toBe(401);
    const staffToken = await loginTo(s.app, 'admin', 'sunrise');
    const staffOnShopper = await call(s.app, { method: 'GET', url: '/api/front/coupons', token: staffToken });
    expect(staffOnShopper.status).toBe(401);
    expect((await call(s.app, { method: 'GET', url: '/api/front/coupons/centre' })).status).toBe(401);
    expect((await call(s.app, { method: 'GET', url: '/api/coupon/issues' })).status).toBe(401);
  });
});
