import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runDueJobs } from '../src/modules/jobs/service.ts';
import { groupBuyFixture, HOUR } from './group-buy-fixture.ts';
import { call } from './helpers.ts';
import { rowsOf } from './storefront-helpers.ts';

let f: Awaited<ReturnType<typeof groupBuyFixture>>;

beforeAll(async () => {
  f = await groupBuyFixture();
});
afterAll(() => f.s.close());

const MINUTE = 60_000;

const statusOf = async (orderId: number) =>
  (await rowsOf<{ status: string }>(f.s, sql`select status from orders where id = ${orderId}`))[0]!.status;

const groupRow = async (groupId: number) =>
  (
    await rowsOf<{ state: string; seats_taken: number; seats_paid: number }>(
      f.s,
      sql`select state, seats_taken, seats_paid from group_buy_groups where id = ${groupId}`,
    )
  )[0]!;

const seatOf = async (orderId: number) =>
  (
    await rowsOf<{ state: string }>(f.s, sql`select state from group_buy_seats where order_id = ${orderId}`)
  )[0]!.state;

const returnsOf = (orderId: number) =>
  rowsOf<{ amount: string; status: string; method: string }>(
    f.s,
    sql`select amount::text, status, method from payment_returns where order_id = ${orderId}`,
  );

/** Opens a provider's pay link as the provider's late notice would arrive. */
const notice = (path: string) => call(f.s.app, { method: 'GET', url: path });

describe("a group order's own time to pay", () => {
  it("gives the order the activity's minutes (longer than the shop's 30), then cancels it and frees its seat", async () => {
    const a = await f.activity({ unpaidMinutes: 60 });
    const [leader, friend] = [await f.shopper(), await f.shopper()];
    const first = await f.placed(leader, a.id);
    expect(new Date(first.payDeadline).getTime() - new Date(first.createdAt).getTime()).toBe(60 * MINUTE);
    await f.payByWallet(leader, first.id);
    const g = await f.groupIdOf(first.id);
    const joined = await f.placed(friend, a.id, g);
    expect(new Date(joined.payDeadline).getTime() - new Date(joined.createdAt).getTime()).toBe(60 * MINUTE);
    expect(await groupRow(g)).toMatchObject({ seats_taken: 2, seats_paid: 1 });

    // The shop's 30 minutes pass: the order still holds its seat.
    await runDueJobs(f.s.db, new Date(Date.now() + 31 * MINUTE));
    expect(await statusOf(joined.id)).toBe('unpaid');
    const cancelJob = await rowsOf<{ run_at: Date }>(
      f.s,
      sql`select run_at from jobs where kind = 'order.cancelUnpaid' and ref = ${String(joined.id)} and done_at is null`,
    );
    expect(new Date(cancelJob[0]!.run_at).getTime()).toBe(new Date(joined.payDeadline).getTime());

    await runDueJobs(f.s.db, new Date(Date.now() + 61 * MINUTE));
    expect(await statusOf(joined.id)).toBe('cancelled');
    expect(await seatOf(joined.id)).toBe('released');
    expect(await groupRow(g)).toMatchObject({ state: 'open', seats_taken: 1, seats_paid: 1 });
    const seen = await friend.send('GET', `/api/front/group-buy/groups/${g}`);
    expect(seen.body).toMatchObject({ seat: null, canJoin: true });
  });

  it("gives a shorter activity's minutes too", async () => {
    const a = await f.activity({ unpaidMinutes: 5 });
    const order = await f.placed(await f.shopper(), a.id);
    expect(new Date(order.payDeadline).getTime() - new Date(order.createdAt).getTime()).toBe(5 * MINUTE);
  });
});

describe('a late provider payment', () => {
  it('into a group that failed meanwhile is given back whole; the seat stays given back', async () => {
    const a = await f.activity({ groupSize: 3, unpaidMinutes: 24 * 60 });
    const [leader, late] = [await f.shopper(), await f.shopper()];
    const first = await f.placed(leader, a.id);
    await f.payByWallet(leader, first.id);
    const g = await f.groupIdOf(first.id);
    const joined = await f.placed(late, a.id, g);
    const link = await f.providerLink(late, joined.id);

    await runDueJobs(f.s.db, new Date(Date.now() + 25 * HOUR));
    expect(await groupRow(g)).toMatchObject({ state: 'failed' });
    expect(await statusOf(joined.id)).toBe('cancelled');

    const answer = await notice(link);
    expect(answer.status).toBe(200);
    expect(answer.body.message).toBe('notPayable');
    expect(await returnsOf(joined.id)).toEqual([{ amount: '0.50', status: 'pending', method: 'sandbox' }]);
    await runDueJobs(f.s.db, new Date(Date.now() + 26 * HOUR));
    expect(await returnsOf(joined.id)).toEqual([{ amount: '0.50', status: 'succeeded', method: 'sandbox' }]);
    expect(await statusOf(joined.id)).toBe('cancelled');
    expect(await seatOf(joined.id)).toBe('released');
    expect(await groupRow(g)).toMatchObject({ state: 'failed', seats_paid: 1 });
    // The provider's repeat of the notice gives nothing back twice.
    await notice(link);
    expect(await returnsOf(joined.id)).toHaveLength(1);
    const seen = await late.send('GET', `/api/front/group-buy/groups/${g}`);
    expect(seen.body).toMatchObject({ state: 'failed', seat: null, canJoin: false });
  });

  it('of a leader whose time to pay ran out is given back whole, and opens no group', async () => {
    const a = await f.activity({ unpaidMinutes: 10 });
    const leader = await f.shopper();
    const first = await f.placed(leader, a.id);
    const g = await f.groupIdOf(first.id);
    const link = await f.providerLink(leader, first.id);
    await runDueJobs(f.s.db, new Date(Date.now() + 11 * MINUTE));
    expect(await statusOf(first.id)).toBe('cancelled');
    expect(await groupRow(g)).toMatchObject({ state: 'cancelled', seats_taken: 0, seats_paid: 0 });

    expect((await notice(link)).body.message).toBe('notPayable');
    await runDueJobs(f.s.db, new Date(Date.now() + 12 * MINUTE));
    expect(await returnsOf(first.id)).toEqual([{ amount: '0.50', status: 'succeeded', method: 'sandbox' }]);
    expect(await groupRow(g)).toMatchObject({ state: 'cancelled', seats_paid: 0 });
    const expiry = await rowsOf<{ id: string }>(
      f.s,
      sql`select id from jobs where kind = 'groupBuy.expire' and ref = ${String(g)}`,
    );
    expect(expiry).toEqual([]);
  });
});
