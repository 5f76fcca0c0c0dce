import { fill } from './fill.ts';
import {
  type BenchSession,
  benchKinds,
  CONNECTIONS,
  type DbKind,
  DURATION,
  freshDatabase,
  json,
  machine,
  measure,
  measureCases,
  type Row,
  withAndWithoutCache,
  writeResults,
} from './server.ts';

/**
 * `npm run bench`: for PGlite and PostgreSQL, a server filled with 100k staff users in one
 * company, measured with autocannon from this process while the server runs in its own.
 */

const ROWS = Number(process.env.BENCH_ROWS ?? 100_000);

/** Writes per second while the list is read: a busy shop, and a torrent. */
const WRITE_RATES = [2, 20];

/** Runs `work` while another client saves a staff member `perSecond` times a second. */
async function whileSaving<T>(base: string, token: string, perSecond: number, work: () => Promise<T>) {
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const [person] = (
    await json<{ content: { id: number; username: string; phone: string; email: string | null }[] }>(
      `${base}/api/users?blurry=bench1&size=1`,
      { headers },
    )
  ).content;
  let writes = 0;
  const timer = setInterval(() => {
    writes++;
    void fetch(`${base}/api/users`, {
      method: 'PUT',
      headers,
      body: JSON.stringify({ ...person, nickName: `Bench save ${writes}`, enabled: true, roles: [] }),
    }).then((res) => {
      if (!res.ok) throw new Error(`save: ${res.status}`);
    });
  }, 1000 / perSecond);
  try {
    return await work();
  } finally {
    clearInterval(timer);
  }
}

/** The same requests with the read cache on (repeated reads answered from memory) and off. */
function cases(kind: DbKind) {
  return async ({ base, token, label, total }: BenchSession): Promise<Row[]> => {
    const deepPage = Math.floor(ROWS / 10) - 5;
    const listUrl = '/api/users?page=0&size=10';
    const deepUrl = `/api/users?page=${deepPage}&size=10`;
    const keywordUrl = '/api/users?page=0&size=10&blurry=bench4242';
    const rows = await measureCases(kind, base, [
      [`ceiling: GET /livez (no database)${label}`, '/livez', undefined, undefined],
      [`GET /auth/info${label}`, '/auth/info', token, undefined],
      [`GET /api/menus/build${label}`, '/api/menus/build', token, undefined],
      [`GET /api/users page 0 + count${label}`, listUrl, token, await total(listUrl)],
      [`GET /api/users page ${deepPage} + count${label}`, deepUrl, token, await total(deepUrl)],
      [`GET /api/users keyword "bench4242" + count${label}`, keywordUrl, token, await total(keywordUrl)],
    ]);
    for (const perSecond of WRITE_RATES) {
      const mixed = await whileSaving(base, token, perSecond, () => measure(base + listUrl, token));
      rows.push({
        db: kind,
        name: `GET /api/users page 0 + count, a staff member saved ${perSecond}×/s meanwhile${label}`,
        ...mixed,
        ratio: mixed.rps / rows[0]!.rps,
        total: await total(listUrl),
      });
    }
    return rows;
  };
}

async function benchOne(kind: DbKind, port: number): Promise<Row[]> {
  const db = await freshDatabase(kind, 'bench');
  console.error(`[${kind}] filling ${ROWS} staff users…`);
  await fill({ ...db, count: ROWS });
  try {
    return await withAndWithoutCache(db, port, cases(kind));
  } finally {
    await db.drop();
  }
}

const all: Row[] = [];
for (const [i, kind] of benchKinds().entries()) all.push(...(await benchOne(kind, 18_100 + i)));
writeResults(
  'latest.md',
  `Staff list with ${ROWS.toLocaleString('en')} rows in one company; autocannon ${CONNECTIONS} connections × ${DURATION} s; ${machine()}.`,
  all,
);
