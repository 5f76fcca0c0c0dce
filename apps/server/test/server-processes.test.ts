import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { dropDatabase } from './helpers.ts';

const root = path.resolve(import.meta.dirname, '../../..');
const base = process.env.DATABASE_URL;
const DEMO_ORDERS = 6;

interface LogLine {
  pid: number;
  msg: string;
  processes?: number;
  workerPid?: number;
  req?: { url: string };
}

/** One request on a connection of its own: node:cluster hands each new connection to the next worker. */
function request(port: number, method: string, url: string, token: string, body?: object) {
  return new Promise<{ status: number; json: Record<string, unknown> }>((resolve, reject) => {
    const payload = body ? JSON.stringify(body) : undefined;
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        method,
        path: url,
        agent: false,
        headers: {
          connection: 'close',
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...(payload ? { 'content-type': 'application/json' } : {}),
        },
      },
      (res) => {
        let text = '';
        res.on('data', (d) => {
          text += d;
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, json: JSON.parse(text || '{}') }));
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

/**
 * `SERVER_PROCESSES=2` on PostgreSQL: the primary seeds once and forks two workers on one port;
 * what one worker writes, the other's caches hear of (the change feed); a worker that dies is
 * replaced; SIGTERM stops them all.
 */
describe.skipIf(!base)('a server of two processes on PostgreSQL', () => {
  const name = `hh_processes_${randomBytes(5).toString('hex')}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hh-processes-'));
  let child: ChildProcess | undefined;
  let output = '';
  const lines = (): LogLine[] =>
    output.split('\n').flatMap((l) => {
      if (!l.startsWith('{')) return [];
      try {
        return [JSON.parse(l) as LogLine];
      } catch {
        return [];
      }
    });
  const servedBy = (url: string, from = 0) =>
    new Set(
      lines()
        .slice(from)
        .filter((l) => l.msg === 'request' && l.req?.url === url)
        .map((l) => l.pid),
    );
  const until = async (what: string, done: () => boolean | Promise<boolean>, ms = 120_000) => {
    const deadline = Date.now() + ms;
    while (!(await done())) {
      if (child?.exitCode !== null) throw new Error(`server exited (${child?.exitCode}): ${output}`);
      if (Date.now() > deadline) throw new Error(`${what}: timed out\n${output}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  };

  afterAll(async () => {
    if (child && child.exitCode === null) {
      const exited = new Promise((r) => child!.once('exit', r));
      child.kill('SIGTERM');
      await exited;
    }
    await dropDatabase(base!, name);
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('seeds once, serves from both, shares writes, replaces a dead worker and stops on SIGTERM', {
    timeout: 300_000,
  }, async () => {
    const admin = new pg.Client({ connectionString: base });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(base!);
    url.pathname = `/${name}`;
    const port = 19_100 + Math.floor(Math.random() * 200);
    const { DATABASE_URL: _unused, ...inherited } = process.env;
    child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
      cwd: root,
      env: {
        ...inherited,
        NODE_ENV: 'development',
        PORT: String(port),
        DATA_DIR: dataDir,
        DATABASE_URL: url.toString(),
        SERVER_PROCESSES: '2',
        CAPTCHA: 'off',
        SMS_PROVIDER: 'echo',
        LOG_LEVEL: 'info',
        LOG_FORMAT: 'json',
        DEMO_ORDERS: String(DEMO_ORDERS),
      },
    });
    child.stdout?.on('data', (d) => {
      output += d;
    });
    child.stderr?.on('data', (d) => {
      output += d;
    });
    await until('both processes listening', () => lines().some((l) => l.msg === 'listening'));
    const primary = child.pid!;
    expect(lines().find((l) => l.msg === 'listening')).toMatchObject({ pid: primary, processes: 2 });

    const login = await request(port, 'POST', '/auth/login', '', { username: 'bob', password: '123456' });
    expect(login.status).toBe(200);
    const token = login.json.token as string;
    const info = () => request(port, 'GET', '/auth/info', token);
    for (let i = 0; i < 4; i++) expect((await info()).status).toBe(200);
    const workers = servedBy('/auth/info');
    expect(workers.size).toBe(2);
    expect(workers.has(primary)).toBe(false);

    // Both workers hold bob's /auth/info in their read cache now; the write goes to one of them.
    const afterWarm = lines().length;
    const saved = await request(port, 'PUT', '/api/users/center', token, {
      nickName: 'Bob on two processes',
      phone: '13800000002',
      email: 'bob@example.com',
    });
    expect(saved.status).toBe(200);
    for (let i = 0; i < 4; i++) {
      const deadline = Date.now() + 3000;
      let seen = await info();
      while ((seen.json.user as { nickName: string }).nickName !== 'Bob on two processes') {
        if (Date.now() > deadline) throw new Error(`read ${i} stale: ${JSON.stringify(seen.json)}`);
        await new Promise((r) => setTimeout(r, 100));
        seen = await info();
      }
    }
    expect(servedBy('/auth/info', afterWarm)).toEqual(workers);

    const db = new pg.Client({ connectionString: url.toString() });
    await db.connect();
    try {
      await until('demo orders made', async () => {
        const open = await db.query<{ n: number }>(
          'select count(*)::int as n from demo_order_runs where finished_at is null',
        );
        return open.rows[0]!.n === 0;
      });
      const shops = await db.query<{ shop: string; companies: number; orders: number }>(
        `select c.company_key as shop, count(distinct c.id)::int as companies, count(o.id)::int as orders
         from companies c left join orders o on o.company_id = c.id
         where c.company_key in ('sunrise', 'harbour') group by 1 order by 1`,
      );
      expect(shops.rows).toEqual([
        { shop: 'harbour', companies: 1, orders: DEMO_ORDERS },
        { shop: 'sunrise', companies: 1, orders: DEMO_ORDERS },
      ]);
      const users = await db.query<{ n: number }>(
        `select count(*)::int as n from users where username = 'bob'`,
      );
      expect(users.rows[0]!.n).toBe(1);
    } finally {
      await db.end();
    }

    const [killed] = [...workers];
    process.kill(killed!, 'SIGKILL');
    await until('the dead worker replaced', async () => {
      await info();
      const now = servedBy('/auth/info');
      return [...now].some((pid) => !workers.has(pid));
    });
    expect(lines().find((l) => l.msg === 'a server process died; starting another')).toMatchObject({
      pid: primary,
      workerPid: killed,
    });

    const exited = new Promise<number | null>((r) => child!.once('exit', (code) => r(code)));
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
    const stopped = lines().filter((l) => l.msg === 'shutting down: finishing requests in flight');
    expect(new Set(stopped.map((l) => l.pid)).size).toBe(2);
  });
});
