import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { fill } from './fill.ts';

/**
 * `npm run bench`: for PGlite and PostgreSQL, a server filled with 100k staff users in one
 * company, measured with autocannon from this process while the server runs in its own.
 */

const ROWS = Number(process.env.BENCH_ROWS ?? 100_000);
const DURATION = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const PG_BASE = process.env.BENCH_PG ?? 'postgres://postgres@127.0.0.1:5432';
const root = path.resolve(import.meta.dirname, '..');

interface Row {
  db: string;
  name: string;
  rps: number;
  p50: number;
  p99: number;
  ratio: number;
  total?: number;
}

async function waitFor(url: string, child: ChildProcess) {
  for (let i = 0; i < 300; i++) {
    if (child.exitCode !== null) throw new Error('server exited');
    try {
      if ((await fetch(url)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`timeout waiting for ${url}`);
}

async function json(url: string, init?: RequestInit): Promise<any> {
  const res = await fetch(url, init);
  if (!res.ok) throw new Error(`${url}: ${res.status} ${await res.text()}`);
  return res.json();
}

async function measure(url: string, token?: string) {
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: DURATION,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99 };
}

async function benchOne(kind: 'pglite' | 'postgres', port: number): Promise<Row[]> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `hh-bench-${kind}-`));
  let databaseUrl: string | undefined;
  let drop = async () => {};
  if (kind === 'postgres') {
    const name = `hh_bench_${Date.now()}`;
    const admin = new pg.Client({ connectionString: `${PG_BASE}/postgres` });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    databaseUrl = `${PG_BASE}/${name}`;
    drop = async () => {
      const c = new pg.Client({ connectionString: `${PG_BASE}/postgres` });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    };
  }
  console.error(`[${kind}] filling ${ROWS} staff users…`);
  await fill({ databaseUrl, dataDir, count: ROWS });
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: root,
    env: {
      ...Object.fromEntries(Object.entries(process.env).filter(([k]) => k !== 'DATABASE_URL')),
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      CAPTCHA: 'off',
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  try {
    await waitFor(`${base}/livez`, child);
    const { token } = await json(`${base}/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'alice', password: '123456' }),
    });
    const list = await json(`${base}/api/systemCompanyConfig/getCompanyByUser?userPhone=13800000001`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const chosen = await json(
      `${base}/api/systemCompanyConfig/choiceCompany?companyId=${list.companyList[0].companyId}`,
      { headers: { authorization: `Bearer ${token}` } },
    );
    const companyToken: string = chosen.token;
    const deepPage = Math.floor(ROWS / 10) - 5;
    const first = await json(`${base}/api/users?page=0&size=10`, {
      headers: { authorization: `Bearer ${companyToken}` },
    });
    const deep = await json(`${base}/api/users?page=${deepPage}&size=10`, {
      headers: { authorization: `Bearer ${companyToken}` },
    });
    const cases: [string, string, string | undefined, number | undefined][] = [
      ['ceiling: GET /livez (no database)', '/livez', undefined, undefined],
      ['GET /auth/info', '/auth/info', companyToken, undefined],
      ['GET /api/menus/build', '/api/menus/build', companyToken, undefined],
      ['GET /api/users page 0 + count', '/api/users?page=0&size=10', companyToken, first.totalElements],
      [
        `GET /api/users page ${deepPage} + count`,
        `/api/users?page=${deepPage}&size=10`,
        companyToken,
        deep.totalElements,
      ],
    ];
    const rows: Row[] = [];
    let ceiling = 0;
    for (const [name, url, tok, total] of cases) {
      const m = await measure(base + url, tok);
      if (!ceiling) ceiling = m.rps;
      rows.push({ db: kind, name, ...m, ratio: m.rps / ceiling, total });
      console.error(`[${kind}] ${name}: ${Math.round(m.rps)} req/s p50 ${m.p50} ms p99 ${m.p99} ms`);
    }
    return rows;
  } finally {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
    await drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

const kinds = (process.env.BENCH_DBS ?? 'pglite,postgres').split(',') as ('pglite' | 'postgres')[];
const all: Row[] = [];
for (const [i, kind] of kinds.entries()) all.push(...(await benchOne(kind, 18_100 + i)));

const lines = [
  `Staff list with ${ROWS.toLocaleString('en')} rows in one company; autocannon ${CONNECTIONS} connections × ${DURATION} s; ${os.cpus().length} cores, Node ${process.version}.`,
  '',
  '| database | request | req/s | p50 ms | p99 ms | of ceiling | totalElements |',
  '|---|---|---:|---:|---:|---:|---:|',
  ...all.map(
    (r) =>
      `| ${r.db} | ${r.name} | ${Math.round(r.rps)} | ${r.p50} | ${r.p99} | ${(r.ratio * 100).toFixed(0)}% | ${r.total ?? ''} |`,
  ),
];
fs.mkdirSync(path.join(import.meta.dirname, 'results'), { recursive: true });
fs.writeFileSync(path.join(import.meta.dirname, 'results', 'latest.md'), `${lines.join('\n')}\n`);
console.log(lines.join('\n'));
