import { allAtOnce, heading, onMarketingServer, report, summary } from './marketing-kit.ts';
import { withOwner } from './orders-setup.ts';

/**
 * Bargain on PostgreSQL: HELPERS signed-in shoppers help one bargain that needs NEEDED helpers, all at
 * once (one client connection each). Each help locks the helper's member row, then the bargain's row,
 * and moves the bargain by one guarded update; exactly NEEDED count, the price lands exactly on the
 * floor, the cuts add up to start − floor, nobody cuts twice, every cut at least 0.01.
 */
const HELPERS = Number(process.env.BENCH_HELPERS ?? 50);
const NEEDED = Number(process.env.BENCH_NEEDED ?? 30);
const START = '88.88';
const FLOOR = '0.50';
const HOUR = 3_600_000;

const r = report('bargain.md');
r.say(heading('Bargain', 'every help sent at once, one client connection each.'));

await onMarketingServer('bargain', async (m) => {
  const sku = await m.product(`砍价 bench ${Date.now()}`, '99.00', 100);
  const activity = await m.staff<{ id: number }>('POST', '/api/bargain/activities', {
    title: 'bench',
    ...sku,
    startPrice: START,
    floorPrice: FLOOR,
    helpersNeeded: NEEDED,
    hoursLimit: 24,
    startAt: new Date(Date.now() - HOUR),
    endAt: new Date(Date.now() + 48 * HOUR),
    stock: 10,
  });
  const [owner, ...helpers] = await m.shoppers(HELPERS + 1, '13755');
  const started = await m.shopper<{ id: number }>(
    owner!.token,
    'POST',
    `/api/front/bargain/activities/${activity.id}/start`,
  );
  if (started.status !== 200) throw new Error(`start: ${started.status} ${JSON.stringify(started.body)}`);
  const bargainId = started.body.id;

  const { results: helps, wallMs } = await allAtOnce(helpers, (s) =>
    m.shopper(s.token, 'POST', `/api/front/bargains/${bargainId}/help`),
  );
  const check = await withOwner(m.databaseUrl, async (c) => {
    const bargain = await c.query<{ price: string; helpers: number; state: string }>(
      'select price, helpers, state from bargains where id = $1',
      [bargainId],
    );
    const cuts = await c.query<{ n: string; total: string; low: string; people: string }>(
      'select count(*) n, sum(amount)::text total, min(amount)::text low, count(distinct member_id) people from bargain_cuts where bargain_id = $1',
      [bargainId],
    );
    return { ...bargain.rows[0]!, ...cuts.rows[0]! };
  });
  const room = (Math.round(Number(START) * 100) - Math.round(Number(FLOOR) * 100)) / 100;
  const exact =
    check.price === FLOOR &&
    check.helpers === NEEDED &&
    check.state === 'succeeded' &&
    Number(check.n) === NEEDED + 1 &&
    Number(check.people) === NEEDED + 1 &&
    check.total === room.toFixed(2) &&
    Number(check.low) >= 0.01;
  r.say(`## ${HELPERS} concurrent helpers on one bargain needing ${NEEDED} (¥${START} → ¥${FLOOR})\n`);
  r.say(`Answers: ${summary(helps)}; all answered in ${wallMs} ms.`);
  r.say(
    `Counted: ${summary(helps.filter((h) => h.status === 200))}; refused: ${summary(helps.filter((h) => h.status !== 200))}.`,
  );
  r.say(
    `Bargain: price ¥${check.price}, helpers ${check.helpers}/${NEEDED}, state ${check.state}; cuts ${check.n} by ${check.people} people adding up to ¥${check.total} (start − floor ¥${room.toFixed(2)}), smallest ¥${check.low} → ${exact ? '**exact, no drift**' : '**WRONG**'}.`,
  );
});
r.write();
