import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { loadConfig } from '../apps/server/src/config.ts';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { seed } from '../apps/server/src/seed/index.ts';

/**
 * `npm run bench:export`: the xlsx export of 100k members on PostgreSQL and PGlite — time to the
 * last byte, file size, and the server's peak memory (VmHWM) against its memory before.
 */

const ROWS = Number(process.env.BENCH_ROWS ?? 100_000);
const PG_BASE = process.env.BENCH_PG ?? 'postgres://postgres@127.0.0.1:5432';
const root = path.resolve(import.meta.dirname, '..');

const kb = (pid: number, field: 'VmHWM' | 'VmRSS') =>
  Number(new RegExp(`${field}:\\s+(\\d+)`).exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);

async function fill(databaseUrl: string | undefined, dataDir: string) {
  const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
  const db = await openDatabase({ databaseUrl, dataDir });
  await seed(db, config, { info: () => {} } as unknown as Parameters<typeof seed>[2]);
  await db.drizzle.execute(sql`
    insert into members (company_id, nickname, real_name, phone, now_money, integral, created_at)
    select c.id, 'Member ' || g, '会员' || g, '1' || (6000000000 + g)::text, round((g % 100000) / 100.0, 2), g % 5000, now()
    from generate_series(1, ${ROWS}) g, companies c where c.company_key = 'sunrise'`);
  await db.close();
}

async function run(kind: 'pglite' | 'postgres', port: number) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `hh-export-${kind}-`));
  let databaseUrl: string | undefined;
  const name = `hh_export_${Date.now()}`;
  if (kind === 'postgres') {
    const c = new pg.Client({ connectionString: `${PG_BASE}/postgres` });
    await c.connect();
    await c.query(`create database ${name}`);
    await c.end();
    databaseUrl = `${PG_BASE}/${name}`;
  }
  await fill(databaseUrl, dataDir);
  const env = Object.fromEntries(Object.entries(process.env).filter(([k]) => k !== 'DATABASE_URL'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: root,
    env: {
      ...env,
      NODE_ENV: 'development',
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      CAPTCHA: 'off',
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    },
    stdio: 'inherit',
  });
  const base = `http://127.0.0.1:${port}`;
  try {
    for (let i = 0; i < 300; i++) {
      try {
        if ((await fetch(`${base}/livez`)).ok) break;
      } catch {}
      await new Promise((r) => setTimeout(r, 200));
    }
    const json = async (url: string, init?: RequestInit) =>
      (await (await fetch(base + url, init)).json()) as Record<string, never>;
    const { token } = await json('/auth/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password: '123456' }),
    });
    const chosen = await json('/api/systemCompanyConfig/choiceCompany?companyId=2', {
      headers: { authorization: `Bearer ${token}` },
    });
    const before = kb(child.pid!, 'VmRSS');
    const started = performance.now();
    const res = await fetch(`${base}/api/user/download`, {
      headers: { authorization: `Bearer ${chosen.token}` },
    });
    if (!res.ok) throw new Error(`export failed: ${res.status} ${await res.text()}`);
    let bytes = 0;
    for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) bytes += chunk.length;
    const seconds = (performance.now() - started) / 1000;
    const peak = kb(child.pid!, 'VmHWM');
    return {
      kind,
      rows: ROWS,
      seconds,
      mb: bytes / 1024 / 1024,
      rssBeforeMb: before / 1024,
      peakMb: peak / 1024,
    };
  } finally {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
    if (databaseUrl) {
      const c = new pg.Client({ connectionString: `${PG_BASE}/postgres` });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

const results = [];
for (const [i, kind] of (['postgres', 'pglite'] as const).entries())
  results.push(await run(kind, 18_300 + i));
const lines = [
  `Members xlsx export (\`GET /api/user/download\`), ${ROWS.toLocaleString('en')} members + the demo rows, streamed in batches of 1,000.`,
  '',
  '| database | rows | seconds | file MB | server RSS before MB | server peak RSS MB |',
  '|---|---:|---:|---:|---:|---:|',
  ...results.map(
    (r) =>
      `| ${r.kind} | ${r.rows.toLocaleString('en')} | ${r.seconds.toFixed(1)} | ${r.mb.toFixed(1)} | ${r.rssBeforeMb.toFixed(0)} | ${r.peakMb.toFixed(0)} |`,
  ),
];
fs.mkdirSync(path.join(import.meta.dirname, 'results'), { recursive: true });
fs.writeFileSync(path.join(import.meta.dirname, 'results', 'export.md'), `${lines.join('\n')}\n`);
console.log(lines.join('\n'));
