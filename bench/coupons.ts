import {
  allAtOnce,
  heading,
  type Marketing,
  onMarketingServer,
  report,
  summary,
  timed,
} from './marketing-kit.ts';
import { withOwner } from './orders-setup.ts';

/**
 * Coupons on PostgreSQL: (1) CLAIMERS concurrent requests, each giving one coupon of an issue of
 * TOTAL to its own member (staff push of one member per request: the same path as a claim — the
 * member's row locked, the limits counted, one guarded update on remaining, the insert); exactly
 * TOTAL given, remaining 0. (2) One signed-in shopper sending RACERS claims at once on an issue of
 * 3 per member and 2 per day: exactly 2. Every request is sent at once (one client connection each).
 */
const CLAIMERS = Number(process.env.BENCH_CLAIMERS ?? 1000);
const TOTAL = Number(process.env.BENCH_TOTAL ?? 100);
const RACERS = Number(process.env.BENCH_RACERS ?? 200);
const DAY = 86_400_000;

const r = report('coupons.md');
r.say(heading('Coupons', 'every request sent at once, one client connection each.'));

/** 1. CLAIMERS members, one push request each, on an issue of TOTAL. */
async function claimRush(m: Marketing, templateId: number, window: { claimStart: Date; claimEnd: Date }) {
  const issue = await m.staff<{ id: number }>('POST', '/api/coupon/issues', {
    templateId,
    ...window,
    total: TOTAL,
    channel: 'push',
  });
  const members = await m.shoppers(CLAIMERS, '176');
  const { results: claims, wallMs } = await allAtOnce(members, (s) =>
    m.staffTimed<{ given?: number[] }>('POST', `/api/coupon/issues/${issue.id}/push`, {
      memberIds: [s.memberId],
    }),
  );
  const check = await withOwner(m.databaseUrl, async (c) => {
    const given = await c.query<{ n: string }>('select count(*) n from member_coupons where issue_id = $1', [
      issue.id,
    ]);
    const counts = await c.query<{ remaining: number; claimed: number }>(
      'select remaining, claimed from coupon_issues where id = $1',
      [issue.id],
    );
    const twice = await c.query<{ n: string }>(
      'select count(*) n from (select member_id from member_coupons where issue_id = $1 group by member_id having count(*) > 1) t',
      [issue.id],
    );
    return { given: Number(given.rows[0]!.n), ...counts.rows[0]!, twice: Number(twice.rows[0]!.n) };
  });
  r.say(`## 1. ${CLAIMERS} concurrent claims (one member each) on an issue of ${TOTAL}\n`);
  const won = claims.filter((x) => (x.body.given?.length ?? 0) > 0);
  const lost = claims.filter((x) => (x.body.given?.length ?? 0) === 0);
  r.say(`Answers: ${summary(claims)}; all answered in ${wallMs} ms.`);
  r.say(`Given: ${won.length} (${summary(won)}); refused as sold out: ${lost.length} (${summary(lost)}).`);
  r.say(
    `Coupons given ${check.given}, issue claimed ${check.claimed}, remaining ${check.remaining}, members holding two ${check.twice} → ${check.given === TOTAL && check.claimed === TOTAL && check.remaining === 0 && check.twice === 0 ? '**exact**' : '**WRONG**'}.\n`,
  );
}

/** 2. One shopper racing their own limits. */
async function ownLimits(m: Marketing, templateId: number, window: { claimStart: Date; claimEnd: Date }) {
  const limited = await m.staff<{ id: number }>('POST', '/api/coupon/issues', {
    templateId,
    ...window,
    total: null,
    perMember: 3,
    perMemberDaily: 2,
  });
  const [shopper] = await m.shoppers(1, '137666');
  const { results: races } = await allAtOnce(Array.from({ length: RACERS }), () =>
    timed(`${m.base}/api/front/coupons/centre/${limited.id}/claim`, {
      method: 'POST',
      headers: { authorization: `Bearer ${shopper!.token}` },
    }),
  );
  const held = await withOwner(m.databaseUrl, async (c) => {
    const rows = await c.query<{ n: string }>('select count(*) n from member_coupons where issue_id = $1', [
      limited.id,
    ]);
    return Number(rows.rows[0]!.n);
  });
  r.say(`## 2. One shopper, ${RACERS} claims at once, 3 per member and 2 a day\n`);
  r.say(`Answers: ${summary(races)}. Coupons held: ${held} → ${held === 2 ? '**exact**' : '**WRONG**'}.`);
}

await onMarketingServer('coupons', async (m) => {
  const window = { claimStart: new Date(Date.now() - DAY), claimEnd: new Date(Date.now() + DAY) };
  const template = await m.staff<{ id: number }>('POST', '/api/coupon/templates', {
    title: 'bench',
    kind: 'amount',
    amount: '5',
    validity: 'days',
    validDays: 7,
  });
  await claimRush(m, template.id, window);
  await ownLimits(m, template.id, window);
});
r.write();
