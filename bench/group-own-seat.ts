import { type Answer, allAtOnce, type Marketing, messages, summary } from './marketing-kit.ts';
import { withOwner } from './orders-setup.ts';

/** Joins one shopper sends at once into one group. */
const RACERS = Number(process.env.BENCH_RACERS ?? 10);

interface Opened {
  activityId: number;
  skuId: number;
  /** The group's id: open, a leader paid, seats left. */
  groupId: number;
}

/**
 * One shopper racing for seats in the same group: RACERS keys confirmed for it, every create sent at
 * once, each paid by wallet when made. A member holds one live seat in a group: exactly one.
 */
export async function ownSeat(m: Marketing, opened: Opened, say: (line: string) => void) {
  const [shopper] = await m.shoppers(1, '134100', '100.00');
  const s = shopper!;
  const keys: string[] = [];
  for (let i = 0; i < RACERS; i++) {
    const confirmed = await m.shopper<{ key: string }>(s.token, 'POST', '/api/front/checkout/confirm', {
      skuId: opened.skuId,
      quantity: 1,
      activity: { kind: 'group', id: opened.activityId, groupId: opened.groupId },
    });
    if (confirmed.status !== 200)
      throw new Error(`confirm ${confirmed.status} ${JSON.stringify(confirmed.body)}`);
    keys.push(confirmed.body.key);
  }
  const { results } = await allAtOnce(keys, async (key) => {
    const create = await m.shopper<{ id: number }>(s.token, 'POST', `/api/front/checkout/${key}/create`, {
      addressId: s.addressId,
    });
    const pay: Answer | undefined =
      create.status === 200
        ? await m.shopper(s.token, 'POST', `/api/front/orders/${create.body.id}/pay`, { method: 'wallet' })
        : undefined;
    return { create, pay };
  });
  const seats = await withOwner(m.databaseUrl, async (c) => {
    const rows = await c.query<{ n: string }>(
      `select count(*) n from group_buy_seats where group_id = $1 and member_id = $2 and state in ('reserved', 'paid')`,
      [opened.groupId, s.memberId],
    );
    return Number(rows.rows[0]!.n);
  });
  const refused = results.filter((x) => x.create.status !== 200).map((x) => x.create);
  say(`## One shopper, ${RACERS} joins at once into one group\n`);
  say(`Creates: ${summary(results.map((x) => x.create))}; refused: ${messages(refused)}.`);
  say(
    `Read back: ${seats} live seat of theirs in the group → ${seats === 1 && refused.every((x) => x.status === 409) ? '**exact**' : '**WRONG**'}.`,
  );
}
