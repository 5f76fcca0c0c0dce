import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { withOwner } from './orders-setup.ts';
import { companyToken, freshDatabase, json, machine, startServer } from './server.ts';

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
const POOL = process.env.BENCH_POOL ?? '10';

const PORT = await new Promise<number>((resolve) => {
  const probe = net.createServer().listen(0, '127.0.0.1', () => {
    const { port } = probe.address() as net.AddressInfo;
    probe.close(() => resolve(port));
  });
});
const out: string[] = [];
const say = (line: string) => {
  out.push(line);
  console.error(line);
};
const pct = (sorted: number[], p: number) =>
  Math.round(sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!);

async function timed(send: () => Promise<Response>) {
  const started = performance.now();
  const res = await send();
  const body = (await res.json()) as { given?: number[] };
  return { status: res.status, ms: performance.now() - started, given: body.given?.length ?? 0 };
}

function summary(results: { status: number; ms: number }[]) {
  const ms = results.map((r) => r.ms).sort((a, b) => a - b);
  const counts = new Map<number, number>();
  for (const r of results) counts.set(r.status, (counts.get(r.status) ?? 0) + 1);
  const byStatus = [...counts].map(([status, n]) => `${n} × ${status}`).join(', ');
  return `${byStatus}; p50 ${pct(ms, 0.5)} ms, p99 ${pct(ms, 0.99)} ms, slowest ${Math.round(ms.at(-1)!)} ms`;
}

const db = await freshDatabase('postgres', 'coupons');
const url = db.databaseUrl!;
try {
  say(
    `# Coupons on PostgreSQL\n\n${machine()}; load average at start ${os.loadavg()[0]!.toFixed(2)}; server pool ${POOL} connections; every request sent at once.\n`,
  );
  const server = await startServer(db, PORT, { DB_POOL_SIZE: POOL, SMS_PROVIDER: 'echo' });
  try {
    const token = await companyToken(server.base, 'admin', '13800000000', 'sunrise');
    const staff = (method: string, route: string, body: unknown) =>
      fetch(`${server.base}${route}`, {
        method,
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    const day = 86_400_000;
    const window = { claimStart: new Date(Date.now() - day), claimEnd: new Date(Date.now() + day) };
    const template = (await (
      await staff('POST', '/api/coupon/templates', {
        title: 'bench',
        kind: 'amount',
        amount: '5',
        validity: 'days',
        validDays: 7,
      })
    ).json()) as { id: number };

    // 1. CLAIMERS members, one request each, on an issue of TOTAL.
    const issue = (await (
      await staff('POST', '/api/coupon/issues', {
        templateId: template.id,
        ...window,
        total: TOTAL,
        channel: 'push',
      })
    ).json()) as { id: number };
    const memberIds = await withOwner(url, async (c) => {
      const rows = await c.query<{ uid: string }>(
        `insert into members (company_id, nickname, phone)
         select id, 'coupon bench ' || g, '176' || lpad(g::text, 8, '0')
         from companies, generate_series(1, $1::int) g where company_key = 'sunrise' returning uid`,
        [CLAIMERS],
      );
      return rows.rows.map((r) => Number(r.uid));
    });
    const started = performance.now();
    const claims = await Promise.all(
      memberIds.map((m) =>
        timed(() => staff('POST', `/api/coupon/issues/${issue.id}/push`, { memberIds: [m] })),
      ),
    );
    const wall = Math.round(performance.now() - started);
    const check = await withOwner(url, async (c) => {
      const given = await c.query<{ n: string }>(
        'select count(*) n from member_coupons where issue_id = $1',
        [issue.id],
      );
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
    say(`## 1. ${CLAIMERS} concurrent claims (one member each) on an issue of ${TOTAL}\n`);
    const won = claims.filter((r) => r.given > 0);
    const lost = claims.filter((r) => r.given === 0);
    say(`Answers: ${summary(claims)}; all answered in ${wall} ms.`);
    say(`Given: ${won.length} (${summary(won)}); refused as sold out: ${lost.length} (${summary(lost)}).`);
    say(
      `Coupons given ${check.given}, issue claimed ${check.claimed}, remaining ${check.remaining}, members holding two ${check.twice} → ${check.given === TOTAL && check.claimed === TOTAL && check.remaining === 0 && check.twice === 0 ? '**exact**' : '**WRONG**'}.\n`,
    );

    // 2. One shopper racing their own limits.
    const limited = (await (
      await staff('POST', '/api/coupon/issues', {
        templateId: template.id,
        ...window,
        total: null,
        perMember: 3,
        perMemberDaily: 2,
      })
    ).json()) as { id: number };
    const phone = '13766660001';
    const { code } = await json<{ code: string }>(`${server.base}/api/front/login/sms`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ companyKey: 'sunrise', phone }),
    });
    const { token: shopper } = await json<{ token: string }>(`${server.base}/api/front/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ companyKey: 'sunrise', phone, code }),
    });
    const races = await Promise.all(
      Array.from({ length: RACERS }, () =>
        timed(() =>
          fetch(`${server.base}/api/front/coupons/centre/${limited.id}/claim`, {
            method: 'POST',
            headers: { authorization: `Bearer ${shopper}` },
          }),
        ),
      ),
    );
    const held = await withOwner(url, async (c) => {
      const rows = await c.query<{ n: string }>('select count(*) n from member_coupons where issue_id = $1', [
        limited.id,
      ]);
      return Number(rows.rows[0]!.n);
    });
    say(`## 2. One shopper, ${RACERS} claims at once, 3 per member and 2 a day\n`);
    say(`Answers: ${summary(races)}. Coupons held: ${held} → ${held === 2 ? '**exact**' : '**WRONG**'}.`);
  } finally {
    await server.stop();
  }
} finally {
  await db.drop();
}
fs.mkdirSync(path.join(import.meta.dirname, 'results'), { recursive: true });
fs.writeFileSync(path.join(import.meta.dirname, 'results', 'coupons.md'), `${out.join('\n')}\n`);
console.log(out.join('\n'));
