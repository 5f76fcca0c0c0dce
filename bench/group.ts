import { ownSeat } from './group-own-seat.ts';
import {
  type Answer,
  allAtOnce,
  heading,
  inBatches,
  type Marketing,
  messages,
  onMarketingServer,
  report,
  type Shopper,
  summary,
} from './marketing-kit.ts';
import { withOwner } from './orders-setup.ts';

/**
 * Group buy on PostgreSQL: an activity of group size SIZE; a leader opens a group (creates and pays by
 * wallet); JOINERS signed-up shoppers, each with a key confirmed for that group beforehand, all send
 * their create into it at once through the shopper checkout route (one client connection each) and
 * pay by wallet when it is made. Exactly SIZE seats in the end (the leader and SIZE − 1 joiners), the
 * rest refused with the server's message; seats, group and stock read back from the database.
 */
const SIZE = Number(process.env.BENCH_GROUP_SIZE ?? 5);
const JOINERS = Number(process.env.BENCH_JOINERS ?? 20);
const PRODUCT_STOCK = 100;
const ACTIVITY_STOCK = 50;
const HOUR = 3_600_000;

const r = report('group.md');
r.say(
  heading(
    'Group buy',
    'every join sent at once, one client connection each; the joiners let in pay by wallet right after.',
  ),
);

const ok = <T>(a: Answer<T>, step: string) => {
  if (a.status !== 200) throw new Error(`${step}: ${a.status} ${JSON.stringify(a.body)}`);
  return a.body;
};

/** A leader opens a group (confirm → create → pay by wallet); the group as staff list it, open. */
async function openGroup(m: Marketing, leader: Shopper, buyNow: () => unknown, activityId: number) {
  const opened = ok(
    await m.shopper<{ key: string }>(leader.token, 'POST', '/api/front/checkout/confirm', buyNow()),
    'leader confirm',
  );
  const order = ok(
    await m.shopper<{ id: number }>(leader.token, 'POST', `/api/front/checkout/${opened.key}/create`, {
      addressId: leader.addressId,
    }),
    'leader create',
  );
  ok(
    await m.shopper(leader.token, 'POST', `/api/front/orders/${order.id}/pay`, { method: 'wallet' }),
    'leader pay',
  );
  const { content } = await m.staff<{ content: { id: number; state: string; leaderId: number }[] }>(
    'GET',
    `/api/group-buy/groups?page=0&size=100&activityId=${activityId}`,
  );
  const group = content.find((g) => g.leaderId === leader.memberId);
  if (group?.state !== 'open') throw new Error(`the leader's group is ${group?.state}`);
  return group;
}

await onMarketingServer('group', async (m) => {
  const { productId, skuId } = await m.product(`拼团 bench ${Date.now()}`, '59.90', PRODUCT_STOCK);
  const activity = await m.staff<{ id: number }>('POST', '/api/group-buy/activities', {
    title: 'bench',
    productId,
    skus: [{ skuId, price: '29.90', stock: ACTIVITY_STOCK }],
    groupSize: SIZE,
    hoursOpen: 24,
    startAt: new Date(Date.now() - HOUR),
    endAt: new Date(Date.now() + 48 * HOUR),
  });
  const [leader, ...joiners] = await m.shoppers(JOINERS + 1, '135', '100.00');
  const buyNow = (groupId?: number) => ({
    skuId,
    quantity: 1,
    activity: { kind: 'group', id: activity.id, ...(groupId ? { groupId } : {}) },
  });
  const group = await openGroup(m, leader!, buyNow, activity.id);

  // Each joiner's key for that group, confirmed while the share page was open.
  const keys = await inBatches(
    joiners,
    async (s) =>
      ok(
        await m.shopper<{ key: string }>(s.token, 'POST', '/api/front/checkout/confirm', buyNow(group.id)),
        'joiner confirm',
      ).key,
  );
  const { results, wallMs } = await allAtOnce(joiners, async (s, i) => {
    const create = await m.shopper<{ id: number }>(s.token, 'POST', `/api/front/checkout/${keys[i]}/create`, {
      addressId: s.addressId,
    });
    const pay =
      create.status === 200
        ? await m.shopper(s.token, 'POST', `/api/front/orders/${create.body.id}/pay`, { method: 'wallet' })
        : undefined;
    return { create, pay };
  });
  const joined = results.filter((x) => x.create.status === 200);
  const refused = results.filter((x) => x.create.status !== 200).map((x) => x.create);
  const paid = joined.filter((x) => x.pay?.status === 200);

  const check = await withOwner(m.databaseUrl, async (c) => {
    const g = await c.query<{ seats_taken: number; seats_paid: number; size: number; state: string }>(
      'select seats_taken, seats_paid, size, state from group_buy_groups where id = $1',
      [group.id],
    );
    const seats = await c.query<{ live: string; paid: string; people: string; leaders: string }>(
      `select count(*) filter (where state in ('reserved', 'paid')) live, count(*) filter (where state = 'paid') paid,
         count(distinct member_id) filter (where state in ('reserved', 'paid')) people, count(*) filter (where leader) leaders
       from group_buy_seats where group_id = $1`,
      [group.id],
    );
    const groups = await c.query<{ n: string }>(
      'select count(*) n from group_buy_groups where activity_id = $1',
      [activity.id],
    );
    const sold = await c.query<{ sold: number }>(
      'select sold from group_buy_skus where activity_id = $1 and sku_id = $2',
      [activity.id, skuId],
    );
    const sku = await c.query<{ stock: number }>('select stock from product_skus where id = $1', [skuId]);
    return {
      ...g.rows[0]!,
      live: Number(seats.rows[0]!.live),
      seatsPaid: Number(seats.rows[0]!.paid),
      people: Number(seats.rows[0]!.people),
      leaders: Number(seats.rows[0]!.leaders),
      groups: Number(groups.rows[0]!.n),
      sold: sold.rows[0]!.sold,
      productStock: sku.rows[0]!.stock,
    };
  });
  const exact =
    joined.length === SIZE - 1 &&
    paid.length === SIZE - 1 &&
    refused.every((x) => x.status === 409) &&
    check.seats_taken === SIZE &&
    check.seats_paid === SIZE &&
    check.state === 'succeeded' &&
    check.live === SIZE &&
    check.seatsPaid === SIZE &&
    check.people === SIZE &&
    check.leaders === 1 &&
    check.groups === 1 &&
    check.sold === SIZE &&
    check.productStock === PRODUCT_STOCK - SIZE;

  r.say(`## ${JOINERS} concurrent joiners on one group of ${SIZE} (its leader paid)\n`);
  r.say(`All ${JOINERS} creates answered in ${wallMs} ms: ${summary(results.map((x) => x.create))}.`);
  r.say(
    `Let in: ${joined.length} (create ${summary(joined.map((x) => x.create))}; pay ${summary(paid.map((x) => x.pay!))}); refused: ${refused.length}, ${messages(refused)}.`,
  );
  r.say(
    `Read back: group ${check.state}, seats taken ${check.seats_taken} and paid ${check.seats_paid} of ${check.size}; ${check.live} live seats (${check.seatsPaid} paid) of ${check.people} members, ${check.leaders} leader; ${check.groups} group in the activity; activity sold ${check.sold} of ${ACTIVITY_STOCK}; product stock ${PRODUCT_STOCK} → ${check.productStock} → ${exact ? '**exact**' : '**WRONG**'}.`,
  );
  r.say('');
  const [second] = await m.shoppers(1, '134200', '100.00');
  const other = await openGroup(m, second!, buyNow, activity.id);
  await ownSeat(m, { activityId: activity.id, skuId, groupId: other.id }, r.say);
});
r.write();
