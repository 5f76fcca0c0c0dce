import { fill } from './fill.ts';
import {
  benchKinds,
  CONNECTIONS,
  companyToken,
  type DbKind,
  DURATION,
  freshDatabase,
  json,
  machine,
  measureCases,
  type Row,
  startServer,
  writeResults,
} from './server.ts';

/**
 * `npm run bench`: for PGlite and PostgreSQL, a server filled with 100k staff users in one
 * company, measured with autocannon from this process while the server runs in its own.
 */

const ROWS = Number(process.env.BENCH_ROWS ?? 100_000);

async function benchOne(kind: DbKind, port: number): Promise<Row[]> {
  const db = await freshDatabase(kind, 'bench');
  console.error(`[${kind}] filling ${ROWS} staff users…`);
  await fill({ ...db, count: ROWS });
  const server = await startServer(db, port);
  try {
    const token = await companyToken(server.base, 'alice', '13800000001');
    const auth = { headers: { authorization: `Bearer ${token}` } };
    const deepPage = Math.floor(ROWS / 10) - 5;
    const total = async (url: string) =>
      (await json<{ totalElements: number }>(`${server.base}${url}`, auth)).totalElements;
    return await measureCases(kind, server.base, [
      ['ceiling: GET /livez (no database)', '/livez', undefined, undefined],
      ['GET /auth/info', '/auth/info', token, undefined],
      ['GET /api/menus/build', '/api/menus/build', token, undefined],
      [
        'GET /api/users page 0 + count',
        '/api/users?page=0&size=10',
        token,
        await total('/api/users?page=0&size=10'),
      ],
      [
        `GET /api/users page ${deepPage} + count`,
        `/api/users?page=${deepPage}&size=10`,
        token,
        await total(`/api/users?page=${deepPage}&size=10`),
      ],
    ]);
  } finally {
    await server.stop();
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
