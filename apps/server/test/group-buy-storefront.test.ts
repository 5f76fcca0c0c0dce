import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { maskName } from '../src/modules/group-buy/storefront.ts';
import { runDueJobs } from '../src/modules/jobs/service.ts';
import { groupBuyFixture, HOUR } from './group-buy-fixture.ts';
import { call } from './helpers.ts';
import { rowsOf } from './storefront-helpers.ts';

let f: Awaited<ReturnType<typeof groupBuyFixture>>;

beforeAll(async () => {
  f = await groupBuyFixture();
});
afterAll(() => f.s.close());

const nicknameOf = async (uid: number) =>
  (await rowsOf<{ nickname: string }>(f.s, sql`select nickname from members where uid = ${uid}`))[0]!
    .nickname;

describe("the shopper's group buy", () => {
  it('masks nicknames: first and last character, the middle starred', () => {
    expect(maskName('13955550001')).toBe('1**1');
    expect(maskName('小明')).toBe('小*');
    expect(maskName('欧阳小明')).toBe('欧**明');
    expect(maskName('')).toBe('**');
  });

  it('lists running activities, shows one with its open groups, a group by its link, and the shopper’s own', async () => {
    const a = await f.activity({ title: '店内二人团' });
    const later = await f.activity({ startAt: new Date(Date.now() + HOUR).toISOString() });
    const [leader, friend] = [await f.shopper(), await f.shopper()];
    const listed = await leader.send('GET', '/api/front/group-buy/activities');
    expect(listed.status).toBe(200);
    const ids = listed.body.map((r: { id: number }) => r.id);
    expect(ids).toContain(a.id);
    expect(ids).not.toContain(later.id);
    expect(listed.body.find((r: { id: number }) => r.id === a.id)).toMatchObject({
      title: '店内二人团',
      groupSize: 2,
      price: '0.50',
      sold: 0,
      stockLeft: 10,
    });
    expect((await leader.send('GET', `/api/front/group-buy/activities/${later.id}`)).status).toBe(404);

    const order = await f.placed(leader, a.id);
    const g = await f.groupIdOf(order.id);
    // Waiting for the leader's payment, the group is not offered to others.
    expect((await friend.send('GET', `/api/front/group-buy/activities/${a.id}`)).body.groups).toEqual([]);
    const pending = await leader.send('GET', `/api/front/group-buy/groups/${g}`);
    expect(pending.body).toMatchObject({
      state: 'pending',
      seat: 'reserved',
      orderId: order.id,
      canJoin: false,
    });
    expect((await f.payByWallet(leader, order.id)).status).toBe(200);

    const detail = await friend.send('GET', `/api/front/group-buy/activities/${a.id}`);
    expect(detail.status).toBe(200);
    expect(detail.body).toMatchObject({ id: a.id, sold: 1, stockLeft: 9, perOrderLimit: null });
    expect(detail.body.skus).toEqual([
      expect.objectContaining({ skuId: f.goods.skuId, price: '0.50', stockLeft: 9 }),
    ]);
    const masked = maskName(await nicknameOf(leader.uid));
    expect(detail.body.groups).toEqual([
      {
        id: g,
        leaderName: masked,
        leaderAvatar: null,
        seatsLeft: 1,
        expiresAt: expect.any(String),
        mine: false,
      },
    ]);
    expect((await leader.send('GET', `/api/front/group-buy/activities/${a.id}`)).body.groups[0].mine).toBe(
      true,
    );

    const seen = await friend.send('GET', `/api/front/group-buy/groups/${g}`);
    expect(seen.body).toMatchObject({
      id: g,
      activityId: a.id,
      leaderName: masked,
      size: 2,
      seatsPaid: 1,
      state: 'open',
      seat: null,
      orderId: null,
      canJoin: true,
    });
    expect(seen.body.members).toEqual([
      { id: expect.any(Number), name: masked, avatar: null, leader: true, paid: true },
    ]);
    expect(JSON.stringify(seen.body)).not.toContain(await nicknameOf(leader.uid));

    const joined = await f.placed(friend, a.id, g);
    expect((await friend.send('GET', `/api/front/group-buy/groups/${g}`)).body).toMatchObject({
      seat: 'reserved',
      canJoin: false,
      members: [
        { leader: true, paid: true },
        { leader: false, paid: false },
      ],
    });
    expect((await f.payByWallet(friend, joined.id)).status).toBe(200);
    const done = await leader.send('GET', `/api/front/group-buy/groups/${g}`);
    expect(done.body).toMatchObject({ state: 'succeeded', seatsPaid: 2, seat: 'paid', orderId: order.id });
    expect((await friend.send('GET', `/api/front/group-buy/activities/${a.id}`)).body.groups).toEqual([]);

    const mine = await friend.send('GET', '/api/front/group-buy/groups?page=0&size=10');
    expect(mine.status).toBe(200);
    expect(mine.body.totalElements).toBe(1);
    expect(mine.body.content[0]).toMatchObject({
      id: g,
      state: 'succeeded',
      seat: 'paid',
      orderId: joined.id,
    });
    const byOrder = await leader.send('GET', `/api/front/group-buy/groups?page=0&size=1&orderId=${order.id}`);
    expect(byOrder.body.content.map((r: { id: number }) => r.id)).toEqual([g]);
    const notTheirs = await friend.send(
      'GET',
      `/api/front/group-buy/groups?page=0&size=1&orderId=${order.id}`,
    );
    expect(notTheirs.body.content).toEqual([]);
  });

  it('shows a virtually completed group with its real members only', async () => {
    const a = await f.activity({ groupSize: 3, virtualSuccessPercent: 30 });
    const leader = await f.shopper();
    const order = await f.placed(leader, a.id);
    await f.payByWallet(leader, order.id);
    const g = await f.groupIdOf(order.id);
    await runDueJobs(f.s.db, new Date(Date.now() + 25 * HOUR));
    const seen = await leader.send('GET', `/api/front/group-buy/groups/${g}`);
    expect(seen.body).toMatchObject({ state: 'succeeded', size: 3, seatsPaid: 1 });
    expect(seen.body.members).toHaveLength(1);
  });

  it('keeps another shop’s shoppers out (tenant wall), and staff or no token out (token wall)', async () => {
    const a = await f.activity();
    const leader = await f.shopper();
    const order = await f.placed(leader, a.id);
    await f.payByWallet(leader, order.id);
    const g = await f.groupIdOf(order.id);
    const theirs = await f.shopper('harbour', '1396666');
    expect((await theirs.send('GET', `/api/front/group-buy/activities/${a.id}`)).status).toBe(404);
    expect((await theirs.send('GET', `/api/front/group-buy/groups/${g}`)).status).toBe(404);
    const list = await theirs.send('GET', '/api/front/group-buy/activities');
    expect(list.body.map((r: { id: number }) => r.id)).not.toContain(a.id);
    expect((await theirs.send('GET', '/api/front/group-buy/groups?page=0&size=10')).body.content).toEqual([]);
    // Another shopper of the same shop sees the group by its link, but never the leader's own list.
    const other = await f.shopper();
    expect((await other.send('GET', '/api/front/group-buy/groups?page=0&size=10')).body.totalElements).toBe(
      0,
    );
    for (const url of [
      '/api/front/group-buy/activities',
      `/api/front/group-buy/activities/${a.id}`,
      `/api/front/group-buy/groups/${g}`,
      '/api/front/group-buy/groups?page=0&size=10',
    ]) {
      expect((await f.staff.get(url)).status).toBe(401);
      expect((await call(f.s.app, { method: 'GET', url })).status).toBe(401);
    }
  });
});
