import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { withOwner } from './orders-setup.ts';
import { companyToken, freshDatabase, json, machine, startServer } from './server.ts';

/**
 * Bargain on PostgreSQL: HELPERS signed-in shoppers help one bargain that needs NEEDED helpers, all at
 * once (one client connection each). Each help locks the helper's member row, then the bargain's row,
 * and moves the bargain by one guarded update; exactly NEEDED count, the price lands exactly on the
 * floor, the cuts add up to start − floor, nobody cuts twice, every cut at least 0.01.
 */
const HELPERS = Number(process.env.BENCH_HELPERS ?? 50);
const NEEDED = Number(process.env.BENCH_NEEDED ?? 30);
const POOL = process.env.BENCH_POOL ?? '10';
const START = '88.88';
const FLOOR = '0.50';

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

function summary(results: { status: number; ms: number }[]) {
  if (results.length === 0) return 'none';
  const ms = results.map((r) => r.ms).sort((a, b) => a - b);
  const counts = new Map<number, number>();
  for (const r of results) counts.set(r.status, (counts.get(r.status) ?? 0) + 1);
  const byStatus = [...counts].map(([status, n]) => `${n} × ${status}`).join(', ');
  return `${byStatus}; p50 ${pct(ms, 0.5)} ms, p99 ${pct(ms, 0.99)} ms, slowest ${Math.round(ms.at(-1)!)} ms`;
}

const db = await freshDatabase('postgres', 'bargain');
const url = db.databaseUrl!;
try {
  say(
    `# Bargain on PostgreSQL\n\n${machine()}; load average at start ${os.loadavg()[0]!.toFixed(2)}; server pool ${POOL} connections; every help sent at once.\n`,
  );
  const server = await startServer(db, PORT, {
    DB_POOL_SIZE: POOL,
    SMS_PROVIDER: 'echo',
    SMS_IP_LIMIT_10MIN: '10000',
    SMS_IP_LIMIT_DAY: '10000',
  });
  try {
    const token = await companyToken(server.base, 'admin', '13800000000', 'sunrise');
    const sku = await withOwner(url, async (c) => {
      const rows = await c.query<{ sku_id: string; product_id: string }>(
        `select k.id sku_id, p.id product_id from product_skus k join products p on p.id = k.product_id
         join companies c on c.id = p.company_id where c.company_key = 'sunrise' and p.on_shelf and not p.is_deleted
         order by k.id limit 1`,
      );
      return { skuId: Number(rows.rows[0]!.sku_id), productId: Number(rows.rows[0]!.product_id) };
    });
    const hour = 3_600_000;
    const created = await fetch(`${server.base}/api/bargain/activities`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        title: 'bench',
        ...sku,
        startPrice: START,
        floorPrice: FLOOR,
        helpersNeeded: NEEDED,
        hoursLimit: 24,
        startAt: new Date(Date.now() - hour),
        endAt: new Date(Date.now() + 48 * hour),
        stock: 10,
      }),
    });
    const activity = (await created.json()) as { id: number };
    if (created.status !== 200) throw new Error(`activity: ${created.status} ${JSON.stringify(activity)}`);

    const signIn = async (phone: string) => {
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
      return shopper;
    };
    const owner = await signIn('13755000000');
    const helpers: string[] = [];
    for (let i = 1; i <= HELPERS; i++) helpers.push(await signIn(`137550${String(i).padStart(5, '0')}`));
    const started = await json<{ id: number }>(
      `${server.base}/api/front/bargain/activities/${activity.id}/start`,
      { method: 'POST', headers: { authorization: `Bearer ${owner}` } },
    );

    const t0 = performance.now();
    const helps = await Promise.all(
      helpers.map(async (shopper) => {
        const sent = performance.now();
        const res = await fetch(`${server.base}/api/front/bargains/${started.id}/help`, {
          method: 'POST',
          headers: { authorization: `Bearer ${shopper}` },
        });
        await res.arrayBuffer();
        return { status: res.status, ms: performance.now() - sent };
      }),
    );
    const wall = Math.round(performance.now() - t0);
    const check = await withOwner(url, async (c) => {
      const bargain = await c.query<{ price: string; helpers: number; state: string }>(
        'select price, helpers, state from bargains where id = $1',
        [started.id],
      );
      const cuts = await c.query<{ n: string; total: string; low: string; people: string }>(
        'select count(*) n, sum(amount)::text total, min(amount)::text low, count(distinct member_id) people from bargain_cuts where bargain_id = $1',
        [started.id],
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
    say(`## ${HELPERS} concurrent helpers on one bargain needing ${NEEDED} (¥${START} → ¥${FLOOR})\n`);
    say(`Answers: ${summary(helps)}; all answered in ${wall} ms.`);
    say(
      `Counted: ${summary(helps.filter((h) => h.status === 200))}; refused: ${summary(helps.filter((h) => h.status !== 200))}.`,
    );
    say(
      `Bargain: price ¥${check.price}, helpers ${check.helpers}/${NEEDED}, state ${check.state}; cuts ${check.n} by ${check.people} people adding up to ¥${check.total} (start − floor ¥${room.toFixed(2)}), smallest ¥${check.low} → ${exact ? '**exact, no drift**' : '**WRONG**'}.`,
    );
  } finally {
    await server.stop();
  }
} finally {
  await db.drop();
}
fs.mkdirSync(path.join(import.meta.dirname, 'results'), { recursive: true });
fs.writeFileSync(path.join(import.meta.dirname, 'results', 'bargain.md'), `${out.join('\n')}\n`);
console.log(out.join('\n'));
