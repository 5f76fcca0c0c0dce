import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';

export const DURATION = Number(process.env.BENCH_SECONDS ?? 5);
export const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const PG_BASE = process.env.BENCH_PG ?? 'postgres://postgres@127.0.0.1:5432';
const root = path.resolve(import.meta.dirname, '..');

export type DbKind = 'pglite' | 'postgres';

export interface Row {
  db: string;
  name: string;
  rps: number;
  p50: number;
  p99: number;
  ratio: number;
  total?: number;
}

export const benchKinds = () => (process.env.BENCH_DBS ?? 'pglite,postgres').split(',') as DbKind[];

/** A fresh database of the kind: a PGlite folder, or a new PostgreSQL database dropped afterwards. */
export async function freshDatabase(kind: DbKind, label: string) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `hh-${label}-${kind}-`));
  if (kind === 'pglite') {
    return {
      dataDir,
      databaseUrl: undefined,
      drop: async () => fs.rmSync(dataDir, { recursive: true, force: true }),
    };
  }
  const name = `hh_${label}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: `${PG_BASE}/postgres` });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  return {
    dataDir,
    databaseUrl: `${PG_BASE}/${name}`,
    drop: async () => {
      const c = new pg.Client({ connectionString: `${PG_BASE}/postgres` });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function waitFor(url: string, child: ChildProcess) {
  for (let i = 0; i < 3000; i++) {
    if (child.exitCode !== null) throw new Error('server exited');
    try {
      if ((await fetch(url)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`timeout waiting for ${url}`);
}

export async function json<T = Record<string, unknown>>(url: string, init?: RequestInit): Promise<T> {
  const res = await fetch(url, init);
  if (!res.ok) throw new Error(`${url}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

/** Asks the server's primary over the IPC channel (the probe answers, see round-trips-probe.ts). */
function ask<T>(child: ChildProcess, message: string, answered: (m: T) => boolean): Promise<T> {
  return new Promise((resolve) => {
    const onMessage = (m: T) => {
      if (!answered(m)) return;
      child.off('message', onMessage);
      resolve(m);
    };
    child.on('message', onMessage);
    child.send(message);
  });
}

type Processes = { forked: number; listening: number };

/**
 * Starts the real server on the prepared database, with as many processes as SERVER_PROCESSES says,
 * and answers once every one of them listens.
 */
export async function startServer(
  db: { dataDir: string; databaseUrl?: string },
  port: number,
  env: Record<string, string> = {},
) {
  // BENCH_SERVER_NODE_ARGS, e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof`, to profile the server.
  const nodeArgs = process.env.BENCH_SERVER_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
  const child = spawn(
    process.execPath,
    [...nodeArgs, '--import', 'tsx', '--import', './bench/round-trips-probe.ts', 'apps/server/src/main.ts'],
    {
      cwd: root,
      env: {
        ...Object.fromEntries(Object.entries(process.env).filter(([k]) => k !== 'DATABASE_URL')),
        NODE_ENV: 'development',
        PORT: String(port),
        DATA_DIR: db.dataDir,
        LOG_LEVEL: 'warn',
        CAPTCHA: 'off',
        // The benches fill their own data; 3,000 demo orders would only add minutes to each start.
        DEMO_ORDERS: process.env.DEMO_ORDERS ?? '0',
        ...(db.databaseUrl ? { DATABASE_URL: db.databaseUrl } : {}),
        ...env,
      },
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    },
  );
  const base = `http://127.0.0.1:${port}`;
  await waitFor(`${base}/livez`, child);
  let processes: Processes;
  for (;;) {
    processes = await ask<Processes>(child, 'processes', (m) => typeof m?.forked === 'number');
    if (processes.listening === processes.forked) break;
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    base,
    pid: child.pid!,
    /** Server processes serving requests: the workers of a cluster, or the one. */
    processes: Math.max(1, processes.forked),
    /** The queries the server's processes have sent to PostgreSQL so far. */
    roundTrips: async () =>
      (await ask<{ roundTrips: number }>(child, 'roundTrips', (m) => typeof m?.roundTrips === 'number'))
        .roundTrips,
    stop: async () => {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
    },
  };
}

/** Signs in as a demo user and returns a token bound to the company (their first one by default). */
export async function companyToken(
  base: string,
  username: string,
  phone: string,
  companyKey?: string,
): Promise<string> {
  const { token } = await json<{ token: string }>(`${base}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: '123456' }),
  });
  const auth = { headers: { authorization: `Bearer ${token}` } };
  const list = await json<{ companyList: { companyId: number; companyKey: string }[] }>(
    `${base}/api/systemCompanyConfig/getCompanyByUser?userPhone=${phone}`,
    auth,
  );
  const chosen = await json<{ token: string }>(
    `${base}/api/systemCompanyConfig/choiceCompany?companyId=${(list.companyList.find((c) => c.companyKey === companyKey) ?? list.companyList[0])!.companyId}`,
    auth,
  );
  return chosen.token;
}

export interface BenchSession {
  base: string;
  token: string;
  /** Appended to case names: empty with the read cache, ' (read cache off)' without. */
  label: string;
  total(url: string): Promise<number>;
}

/** A server on the prepared database, with the read cache on or off, and alice signed in to it. */
async function onServer<T>(
  db: { dataDir: string; databaseUrl?: string },
  port: number,
  cached: boolean,
  work: (session: BenchSession) => Promise<T>,
): Promise<T> {
  const server = await startServer(db, port, cached ? {} : { READ_CACHE_MB: '0' });
  try {
    const token = await companyToken(server.base, 'alice', '13800000001');
    const auth = { headers: { authorization: `Bearer ${token}` } };
    return await work({
      base: server.base,
      token,
      label: cached ? '' : ' (read cache off)',
      total: async (url) =>
        (await json<{ totalElements: number }>(`${server.base}${url}`, auth)).totalElements,
    });
  } finally {
    await server.stop();
  }
}

/** The same cases on a server with the read cache (the default), then on one started without it. */
export async function withAndWithoutCache(
  db: { dataDir: string; databaseUrl?: string },
  port: number,
  cases: (session: BenchSession) => Promise<Row[]>,
): Promise<Row[]> {
  const rows: Row[] = [];
  for (const cached of [true, false]) rows.push(...(await onServer(db, port, cached, cases)));
  return rows;
}

export async function measure(url: string, token?: string) {
  const options = {
    url,
    connections: CONNECTIONS,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  };
  // A second of the same load first, so the JIT and the caches are warm for every case alike.
  await autocannon({ ...options, duration: 1 });
  const result = await autocannon({ ...options, duration: DURATION });
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99 };
}

/** Measures each case in turn; the first one (no database) is the ceiling the others are compared with. */
export async function measureCases(
  kind: DbKind,
  base: string,
  cases: [name: string, url: string, token: string | undefined, total: number | undefined][],
): Promise<Row[]> {
  const rows: Row[] = [];
  let ceiling = 0;
  for (const [name, url, tok, total] of cases) {
    const m = await measure(base + url, tok);
    if (!ceiling) ceiling = m.rps;
    rows.push({ db: kind, name, ...m, ratio: m.rps / ceiling, total });
    console.error(`[${kind}] ${name}: ${Math.round(m.rps)} req/s p50 ${m.p50} ms p99 ${m.p99} ms`);
  }
  return rows;
}

export function writeResults(file: string, heading: string, rows: Row[]) {
  const lines = [
    heading,
    '',
    '| database | request | req/s | p50 ms | p99 ms | of ceiling | totalElements |',
    '|---|---|---:|---:|---:|---:|---:|',
    ...rows.map(
      (r) =>
        `| ${r.db} | ${r.name} | ${Math.round(r.rps)} | ${r.p50} | ${r.p99} | ${(r.ratio * 100).toFixed(0)}% | ${r.total ?? ''} |`,
    ),
  ];
  fs.mkdirSync(path.join(import.meta.dirname, 'results'), { recursive: true });
  fs.writeFileSync(path.join(import.meta.dirname, 'results', file), `${lines.join('\n')}\n`);
  console.log(lines.join('\n'));
}

export const machine = () => `${os.cpus().length} cores, Node ${process.version}`;
