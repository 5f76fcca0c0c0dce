import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { runDueJobs } from '../src/modules/jobs/service.ts';
import { expectOk } from './after-sales-fixture.ts';
import { call, caller, loginTo, signedInServer } from './helpers.ts';
import { BEIJING, desk } from './orders-fixture.ts';
import { rowsOf, shopperSignIn } from './storefront-helpers.ts';

// The coupons that give themselves: one from each running new-member issue at a shopper's sign-up, one
// from each running after-purchase issue when an order is paid (by a job scheduled in the payment's
// transaction, only when the shop runs such an issue), once however often the job runs; and the
// statistics: claimed, used on paid orders that were not cancelled, the amount driven, the discount,
// the new buyers, with a date range and behind the tenant wall.

const t = signedInServer('admin', 'sunrise');
const HOUR = 3_600_000;
const staff = () => caller(t.s, t.token);

async function issueOf(terms: object, issue: object) {
  const template = expectOk(
    await staff().post('/api/coupon/templates', {
      kind: 'amount',
      threshold: '0',
      validity: 'days',
      validDays: 7,
      ...terms,
    }),
  );
  return expectOk(
    await staff().post('/api/coupon/issues', {
      templateId: template.id,
      claimStart: new Date(Date.now() - HOUR).toISOString(),
      claimEnd: new Date(Date.now() + 24 * HOUR).toISOString(),
      ...issue,
    }),
  ) as { id: number };
}

const couponsOf = (memberId: number, issueId: number) =>
  rowsOf<{ id: string; source: string; given_for: string | null; status: string }>(
    t.s,
    sql`select id::text, source, given_for, status from member_coupons
      where member_id = ${memberId} and issue_id = ${issueId} order by id`,
  );

const jobsOf = (kind: string, ref: number) =>
  rowsOf<{ done: boolean }>(
    t.s,
    sql`select done_at is not null as done from jobs where kind = ${kind} and ref = ${String(ref)}`,
  );

/** The job of (kind, ref) to run again, as a runner would after a crash between its work and its mark. */
const rerun = (kind: string, ref: number) =>
  rowsOf(t.s, sql`update jobs set done_at = null where kind = ${kind} and ref = ${String(ref)} returning id`);

async function signIn(phone: string) {
  const res = await shopperSignIn(t.s, 'sunrise', phone);
  expect(res.status).toBe(200);
  return res.body.member.uid as number;
}

let skus: { cheap: number; dear: number };

async function products() {
  if (skus) return skus;
  const made = await desk(t.s, t.token).product('渠道券商品', [
    { specKey: '小', price: '30.00', stock: 500 },
    { specKey: '大', price: '80.00', stock: 500 },
  ]);
  skus = { cheap: made.skuIds[0]!, dear: made.skuIds[1]! };
  return skus;
}

/** An order staff place for the member (with the coupon chosen, or none), and its pay amount. */
async function order(memberId: number, skuId: number, couponId: number | null = null) {
  const placed = await desk(t.s, t.token).placeOrder(memberId, [{ skuId, quantity: 1 }], {
    address: BEIJING,
    couponId,
  });
  return expectOk(placed.created) as { id: number; payAmount: string };
}

const pay = async (memberId: number, orderId: number) =>
  expectOk(await staff().post(`/api/order/${orderId}/payByWallet`, { memberId }));

describe('the new-member channel', () => {
  it('gives a new shopper one coupon of each running issue, off the sign-up, once, and never fails it when sold out', async () => {
    const before = await signIn('13966660001');
    expect(await jobsOf('coupon.newMember', before)).toEqual([]);
    const welcome = await issueOf({ title: '新人券', amount: '5.00' }, { channel: 'newMember', total: 1 });
    const unlimited = await issueOf(
      { title: '新人无限券', amount: '3.00' },
      { channel: 'newMember', total: null },
    );
    const first = await signIn('13966660002');
    const second = await signIn('13966660003');
    expect(await couponsOf(first, welcome.id)).toEqual([]);
    await runDueJobs(t.s.db);
    expect(await couponsOf(first, welcome.id)).toMatchObject([{ source: 'newMember', given_for: 'join' }]);
    expect(await couponsOf(first, unlimited.id)).toHaveLength(1);
    // Sold out for the second: passed over, the other issue still given.
    expect(await couponsOf(second, welcome.id)).toEqual([]);
    expect(await couponsOf(second, unlimited.id)).toHaveLength(1);
    expect(await jobsOf('coupon.newMember', second)).toEqual([{ done: true }]);
    // Run again: nothing more.
    expect(await rerun('coupon.newMember', first)).toHaveLength(1);
    await runDueJobs(t.s.db);
    expect(await couponsOf(first, unlimited.id)).toHaveLength(1);
    // A member signing in again is not new; the earlier member got nothing.
    await signIn('13966660002');
    await runDueJobs(t.s.db);
    expect(await couponsOf(first, unlimited.id)).toHaveLength(1);
    expect(await couponsOf(before, unlimited.id)).toEqual([]);
    // Such issues are not in the claim centre, nor claimable there.
    const res = await shopperSignIn(t.s, 'sunrise', '13966660002');
    const token = res.body.token as string;
    const centre = await call(t.s.app, { method: 'GET', url: '/api/front/coupons/centre', token });
    expect(centre.body.map((r: { issueId: number }) => r.issueId)).not.toContain(unlimited.id);
    const claim = await call(t.s.app, {
      method: 'POST',
      url: `/api/front/coupons/centre/${unlimited.id}/claim`,
      token,
    });
    expect(claim.status).toBe(409);
    expect(expectOk(await staff().get(`/api/coupon/issues/${welcome.id}`))).toMatchObject({
      claimed: 1,
      remaining: 0,
      channel: 'newMember',
    });
    // Closed, so later tests' shoppers are not given them.
    for (const id of [welcome.id, unlimited.id]) {
      expectOk(await staff().put(`/api/coupon/issues/${id}/status`, { enabled: false }));
    }
  });
});

describe('the after-purchase channel', () => {
  it('gives one coupon per paid order that reaches its least amount, by a job of the payment, once, within the limits', async () => {
    const { cheap, dear } = await products();
    const thanks = await issueOf(
      { title: '感谢券', amount: '8.00' },
      { channel: 'afterPurchase', total: 100, perMember: 2, minPayAmount: '50.00' },
    );
    expectOk(
      await staff().put('/api/coupon/issues', {
        id: thanks.id,
        claimStart: new Date(Date.now() - HOUR).toISOString(),
        claimEnd: new Date(Date.now() + 24 * HOUR).toISOString(),
        total: 100,
        perMember: 2,
        channel: 'afterPurchase',
        minPayAmount: '50.00',
      }),
    );
    const buyer = await desk(t.s, t.token).member('回头客', '13966660101', '1000');
    // Below the least amount: paid, and no job at all.
    const small = await order(buyer, cheap);
    expect(Number(small.payAmount)).toBeLessThan(50);
    await pay(buyer, small.id);
    expect(await jobsOf('order.purchaseCoupons', small.id)).toEqual([]);
    // Unpaid: nothing yet.
    const big = await order(buyer, dear);
    expect(await jobsOf('order.purchaseCoupons', big.id)).toEqual([]);
    await pay(buyer, big.id);
    expect(await couponsOf(buyer, thanks.id)).toEqual([]);
    await runDueJobs(t.s.db);
    expect(await couponsOf(buyer, thanks.id)).toMatchObject([
      { source: 'afterPurchase', given_for: `order:${big.id}`, status: 'unused' },
    ]);
    expect(await rerun('order.purchaseCoupons', big.id)).toHaveLength(1);
    await runDueJobs(t.s.db);
    expect(await couponsOf(buyer, thanks.id)).toHaveLength(1);
    // A second paid order gives the second; the third is over the per-member limit and still pays.
    const again = await order(buyer, dear);
    await pay(buyer, again.id);
    const third = await order(buyer, dear);
    expect((await pay(buyer, third.id)).status).toBe('toShip');
    await runDueJobs(t.s.db);
    expect(await couponsOf(buyer, thanks.id)).toHaveLength(2);
    expect(await jobsOf('order.purchaseCoupons', third.id)).toEqual([{ done: true }]);
    expect(expectOk(await staff().get(`/api/coupon/issues/${thanks.id}`))).toMatchObject({
      claimed: 2,
      remaining: 98,
      minPayAmount: '50.00',
    });
    expectOk(await staff().put(`/api/coupon/issues/${thanks.id}/status`, { enabled: false }));
  });

  it('keeps the least amount to after-purchase issues', async () => {
    const centre = await issueOf({ title: '普通券', amount: '1.00' }, { total: 5, minPayAmount: '20.00' });
    expect(expectOk(await staff().get(`/api/coupon/issues/${centre.id}`)).minPayAmount).toBeNull();
    const bad = await staff().post('/api/coupon/issues', {
      templateId: 1,
      claimStart: new Date().toISOString(),
      claimEnd: new Date(Date.now() + HOUR).toISOString(),
      total: 5,
      channel: 'afterPurchase',
      minPayAmount: '-1',
    });
    expect(bad.status).toBe(400);
  });
});

describe('coupon statistics', () => {
  it('counts claims, and uses on paid orders not cancelled, with the amount driven, the discount and the new buyers', async () => {
    const { dear } = await products();
    const pushed = await issueOf(
      { title: '统计券', amount: '10.00' },
      { channel: 'push', total: 10, perMember: 4 },
    );
    const idle = await issueOf({ title: '无人领', amount: '2.00' }, { channel: 'push', total: 10 });
    const buyer = await desk(t.s, t.token).member('统计会员', '13966660201', '1000');
    const given = expectOk(
      await staff().post(`/api/coupon/issues/${pushed.id}/push`, { memberIds: [buyer] }),
    );
    expect(given.given).toEqual([buyer]);
    for (let i = 0; i < 3; i += 1) {
      expectOk(await staff().post(`/api/coupon/issues/${pushed.id}/push`, { memberIds: [buyer] }));
    }
    const coupons = (await couponsOf(buyer, pushed.id)).map((c) => Number(c.id));
    expect(coupons).toHaveLength(4);
    // Paid (the member's first paid order), cancelled, unpaid, paid again.
    const first = await order(buyer, dear, coupons[0]!);
    await pay(buyer, first.id);
    const cancelled = await order(buyer, dear, coupons[1]!);
    expectOk(await staff().post('/api/order/cancel', { id: cancelled.id }));
    const unpaid = await order(buyer, dear, coupons[2]!);
    const second = await order(buyer, dear, coupons[3]!);
    await pay(buyer, second.id);
    // The cancelled order's coupon is unused again; the unpaid order's is used but does not count.
    const states = await couponsOf(buyer, pushed.id);
    expect(states.map((c) => c.status)).toEqual(['used', 'unused', 'used', 'used']);
    expect(unpaid.id).toBeGreaterThan(0);

    const stats = expectOk(await staff().get('/api/coupon/statistics?page=0&size=50'));
    const row = stats.content.find((r: { issueId: number }) => r.issueId === pushed.id);
    const driven = (Number(first.payAmount) + Number(second.payAmount)).toFixed(2);
    expect(row).toMatchObject({
      title: '统计券',
      channel: 'push',
      total: 10,
      remaining: 6,
      claimed: 4,
      used: 2,
      useRate: '50.0',
      orderAmount: driven,
      discount: '20.00',
      newBuyers: 1,
    });
    expect(stats.content.find((r: { issueId: number }) => r.issueId === idle.id)).toMatchObject({
      claimed: 0,
      used: 0,
      useRate: null,
      orderAmount: '0.00',
      discount: '0.00',
      newBuyers: 0,
    });
    expect(stats.totals.claimed).toBeGreaterThanOrEqual(4);
    expect(stats.totals.used).toBeGreaterThanOrEqual(2);
    expect(Number(stats.totals.discount)).toBeGreaterThanOrEqual(20);

    // A range after the claims and the payments: nothing in it.
    const future = new Date(Date.now() + HOUR).toISOString();
    const later = expectOk(
      await staff().get(`/api/coupon/statistics?page=0&size=50&startTime=${encodeURIComponent(future)}`),
    );
    expect(later.content.find((r: { issueId: number }) => r.issueId === pushed.id)).toMatchObject({
      claimed: 0,
      used: 0,
      orderAmount: '0.00',
    });
    expect(later.totals).toMatchObject({ claimed: 0, used: 0, orderAmount: '0.00', newBuyers: 0 });
    const reversed = await staff().get(
      `/api/coupon/statistics?startTime=${encodeURIComponent(future)}&endTime=${encodeURIComponent(new Date().toISOString())}`,
    );
    expect(reversed.status).toBe(400);
  });

  it("shows another company's staff none of it, and refuses shoppers and clerks", async () => {
    const harbour = caller(t.s, await loginTo(t.s.app, 'admin', 'harbour'));
    const theirs = expectOk(await harbour.get('/api/coupon/statistics?page=0&size=100'));
    expect(theirs.content.map((r: { title: string }) => r.title)).not.toContain('统计券');
    expect(theirs.totals.discount).toBe('0.00');
    const clerk = caller(t.s, await loginTo(t.s.app, 'carol', 'sunrise'));
    expect((await clerk.get('/api/coupon/statistics')).status).toBe(403);
    const res = await shopperSignIn(t.s, 'sunrise', '13966660301');
    const shopperRes = await call(t.s.app, {
      method: 'GET',
      url: '/api/coupon/statistics',
      token: res.body.token as string,
    });
    expect(shopperRes.status).toBe(401);
  });
});
