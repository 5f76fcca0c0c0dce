import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { dropDatabase } from './helpers.ts';

const root = path.resolve(import.meta.dirname, '../../..');
const base = process.env.DATABASE_URL;
const DEMO_ORDERS = 60;

/**
 * L8: `npm start` on a fresh PostgreSQL database with demo orders. The job runner polls every 10 ms,
 * so it would act on the seed's historic timers (due now) while the seed still plays their orders,
 * if it ran before the seed finished.
 */
describe.skipIf(!base)('the first start on PostgreSQL with demo orders', () => {
  const name = `hh_demo_start_${randomBytes(5).toString('hex')}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hh-demo-start-'));
  let child: ChildProcess | undefined;
  let output = '';

  afterAll(async () => {
    if (child && child.exitCode === null) {
      const exited = new Promise((r) => child!.once('exit', r));
      child.kill('SIGTERM');
      await exited;
    }
    await dropDatabase(base!, name);
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('makes the demo orders in the background and runs no job into a failure', {
    timeout: 600_000,
  }, async () => {
    const admin = new pg.Client({ connectionString: base });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(base!);
    url.pathname = `/${name}`;
    const port = 18_900 + Math.floor(Math.random() * 90);
    const { DATABASE_URL: _unused, ...inherited } = process.env;
    child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
      cwd: root,
      env: {
        ...inherited,
        NODE_ENV: 'development',
        PORT: String(port),
        DATA_DIR: dataDir,
        DATABASE_URL: url.toString(),
        CAPTCHA: 'off',
        SMS_PROVIDER: 'echo',
        LOG_LEVEL: 'warn',
        LOG_FORMAT: 'json',
        DEMO_ORDERS: String(DEMO_ORDERS),
        JOBS_POLL_MS: '10',
      },
    });
    child.stdout?.on('data', (d) => {
      output += d;
    });
    child.stderr?.on('data', (d) => {
      output += d;
    });
    const deadline = Date.now() + 540_000;
    for (;;) {
      if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode}): ${output}`);
      try {
        if ((await fetch(`http://127.0.0.1:${port}/healthz`)).ok) break;
      } catch {}
      if (Date.now() > deadline) throw new Error(`server did not start: ${output}`);
      await new Promise((r) => setTimeout(r, 250));
    }
    const db = new pg.Client({ connectionString: url.toString() });
    await db.connect();
    try {
      // The demo orders are made in the background after the port opens; the timers start after them.
      for (;;) {
        const open = await db.query<{ n: number }>(
          'select count(*)::int as n from demo_order_runs where finished_at is null',
        );
        if (open.rows[0]!.n === 0) break;
        if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode}): ${output}`);
        if (Date.now() > deadline) throw new Error(`demo orders not made: ${output}`);
        await new Promise((r) => setTimeout(r, 250));
      }
      // Let the runner poll a few times over what the seed left.
      await new Promise((r) => setTimeout(r, 1500));
      expect(child.exitCode, output).toBeNull();
      const orders = await db.query<{ shop: string; n: number }>(
        `select c.company_key as shop, count(*)::int as n from orders o join companies c on c.id = o.company_id
         group by 1 order by 1`,
      );
      expect(orders.rows).toEqual([
        { shop: 'harbour', n: DEMO_ORDERS },
        { shop: 'sunrise', n: DEMO_ORDERS },
      ]);
      const jobs = await db.query<{ armed: number; failed: number }>(
        `select count(*)::int as armed,
           count(*) filter (where failed_at is not null or last_error is not null)::int as failed from jobs`,
      );
      expect(jobs.rows[0]!.armed).toBeGreaterThan(0);
      expect(jobs.rows[0]!.failed, output).toBe(0);
    } finally {
      await db.end();
    }
  });
});
