import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { inCompanyForSystem } from '../src/db/access.ts';
import { type DatabaseHandle, type OpenOptions, openDatabase } from '../src/db/client.ts';
import { cancelJob, MAX_ATTEMPTS, registerJobHandler, scheduleJob } from '../src/modules/jobs/index.ts';
import { runDueJobs } from '../src/modules/jobs/service.ts';
import {
  dropDatabase,
  queryRows,
  startPeer,
  startTestServer,
  type TestServer,
  testConfig,
} from './helpers.ts';

const MIN = 60_000;

interface JobRow {
  run_at: Date;
  attempts: number;
  last_error: string | null;
  done_at: Date | null;
  failed_at: Date | null;
}

async function jobRow(db: DatabaseHandle, kind: string, ref: string): Promise<JobRow | undefined> {
  const [row] = await queryRows<{
    run_at: string;
    attempts: number;
    last_error: string | null;
    done_at: string | null;
    failed_at: string | null;
  }>(
    db,
    sql`select run_at, attempts, last_error, done_at, failed_at from jobs where kind = ${kind} and ref = ${ref}`,
  );
  const date = (v: string | null) => (v === null ? null : new Date(v));
  return (
    row && {
      ...row,
      run_at: new Date(row.run_at),
      done_at: date(row.done_at),
      failed_at: date(row.failed_at),
    }
  );
}

/** A kind of job no other test runs, with its handler's calls counted. */
function kindOf(
  name: string,
  body?: (ref: string, tx: Parameters<Parameters<typeof registerJobHandler>[1]>[1]) => Promise<void>,
) {
  const kind = `test.${name}.${randomBytes(3).toString('hex')}`;
  const calls: { companyId: number; ref: string; kind: string; setting: string }[] = [];
  registerJobHandler(kind, async (job, tx) => {
    const [s] = await queryRows<{ c: string }>(
      { drizzle: tx } as unknown as DatabaseHandle,
      sql`select current_setting('app.company_id', true) as c`,
    );
    calls.push({ ...job, setting: s?.c ?? '' });
    await body?.(job.ref, tx);
  });
  return { kind, calls };
}

const waitFor = async (ok: () => boolean | Promise<boolean>, ms = 30_000) => {
  const end = Date.now() + ms;
  while (!(await ok())) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 20));
  }
};

let s: TestServer;
let companyA: number;
let companyB: number;
const schedule = (kind: string, ref: string, runAt: Date, companyId = companyA) =>
  inCompanyForSystem({ db: s.db }, companyId, (tx) => scheduleJob(tx, { kind, companyId, ref, runAt }));

beforeAll(async () => {
  s = await startTestServer();
  const ids = await queryRows<{ id: number }>(
    s.db,
    sql`select id from companies where not is_platform order by id limit 2`,
  );
  companyA = Number(ids[0]!.id);
  companyB = Number(ids[1]!.id);
});
afterAll(() => s.close());

describe('durable jobs', () => {
  it('run once when due, not before, in a transaction of their own company', async () => {
    const { kind, calls } = kindOf('once');
    const t0 = Date.now();
    await schedule(kind, 'o1', new Date(t0 + 30 * MIN));
    expect(await runDueJobs(s.db, new Date(t0 + 29 * MIN))).toBe(0);
    expect(calls).toHaveLength(0);
    expect(await runDueJobs(s.db, new Date(t0 + 31 * MIN))).toBe(1);
    expect(calls).toEqual([{ kind, companyId: companyA, ref: 'o1', setting: String(companyA) }]);
    expect((await jobRow(s.db, kind, 'o1'))?.done_at).toBeInstanceOf(Date);
    expect(await runDueJobs(s.db, new Date(t0 + 60 * MIN))).toBe(0);
    expect(calls).toHaveLength(1);
  });

  it('schedule idempotently on (kind, ref): again moves the time, and revives a done job', async () => {
    const { kind, calls } = kindOf('idem');
    const t0 = Date.now();
    await schedule(kind, 'o2', new Date(t0 + 10 * MIN));
    await schedule(kind, 'o2', new Date(t0 + 20 * MIN));
    const all = await queryRows<{ n: number }>(
      s.db,
      sql`select count(*)::int as n from jobs where kind = ${kind}`,
    );
    expect(all[0]!.n).toBe(1);
    expect(await runDueJobs(s.db, new Date(t0 + 15 * MIN))).toBe(0);
    expect(await runDueJobs(s.db, new Date(t0 + 21 * MIN))).toBe(1);
    await schedule(kind, 'o2', new Date(t0 + 40 * MIN));
    expect((await jobRow(s.db, kind, 'o2'))?.done_at).toBeNull();
    expect(await runDueJobs(s.db, new Date(t0 + 41 * MIN))).toBe(1);
    expect(calls).toHaveLength(2);
  });

  it('are cancelled inside the caller’s transaction, and only within its company', async () => {
    const { kind, calls } = kindOf('cancel');
    const t0 = Date.now();
    await schedule(kind, 'o3', new Date(t0 + MIN));
    await inCompanyForSystem({ db: s.db }, companyB, (tx) => cancelJob(tx, kind, 'o3'));
    expect(await jobRow(s.db, kind, 'o3')).toBeDefined();
    await inCompanyForSystem({ db: s.db }, companyA, (tx) => cancelJob(tx, kind, 'o3'));
    expect(await jobRow(s.db, kind, 'o3')).toBeUndefined();
    expect(await runDueJobs(s.db, new Date(t0 + 60 * MIN))).toBe(0);
    expect(calls).toHaveLength(0);
  });

  it('belong to the scheduling transaction’s company (row-level security), and roll back with it', async () => {
    const { kind } = kindOf('wall');
    const runAt = new Date(Date.now() + MIN);
    await expect(
      inCompanyForSystem({ db: s.db }, companyB, (tx) =>
        scheduleJob(tx, { kind, companyId: companyA, ref: 'o4', runAt }),
      ),
    ).rejects.toThrow();
    await expect(
      inCompanyForSystem({ db: s.db }, companyA, async (tx) => {
        await scheduleJob(tx, { kind, companyId: companyA, ref: 'o4', runAt });
        throw new Error('the order failed');
      }),
    ).rejects.toThrow('the order failed');
    expect(await jobRow(s.db, kind, 'o4')).toBeUndefined();
  });

  it('retry a failing handler with backoff, undo its writes, keep its error, and give up after MAX_ATTEMPTS', async () => {
    const side = { kind: `test.side.${randomBytes(3).toString('hex')}` };
    let fail = true;
    const { kind, calls } = kindOf('fail', async (ref, tx) => {
      await scheduleJob(tx, { kind: side.kind, companyId: companyA, ref, runAt: new Date() });
      if (fail) throw new Error(`boom ${'x'.repeat(2000)}`);
    });
    const t0 = Date.now();
    await schedule(kind, 'o5', new Date(t0));
    let now = t0 + 1000;
    expect(await runDueJobs(s.db, new Date(now))).toBe(0);
    let row = await jobRow(s.db, kind, 'o5');
    expect(row?.attempts).toBe(1);
    expect(row?.last_error?.startsWith('boom xxx')).toBe(true);
    expect(row?.last_error).toHaveLength(500);
    expect(row?.run_at.getTime()).toBe(now + MIN);
    expect(await jobRow(s.db, side.kind, 'o5')).toBeUndefined();
    expect(await runDueJobs(s.db, new Date(now + MIN - 1000))).toBe(0);
    expect(calls).toHaveLength(1);
    for (let attempt = 2; attempt <= MAX_ATTEMPTS; attempt++) {
      now = row!.run_at.getTime();
      await runDueJobs(s.db, new Date(now));
      row = await jobRow(s.db, kind, 'o5');
      expect(row?.attempts).toBe(attempt);
      expect(row!.run_at.getTime() - now).toBe(Math.min(MIN * 2 ** (attempt - 1), 60 * MIN));
    }
    expect(row?.failed_at).toBeInstanceOf(Date);
    expect(row?.done_at).toBeNull();
    expect(await runDueJobs(s.db, new Date(now + 1000 * MIN))).toBe(0);
    expect(calls).toHaveLength(MAX_ATTEMPTS);
    fail = false;
    await schedule(kind, 'o5', new Date(now));
    expect(await runDueJobs(s.db, new Date(now))).toBe(1);
    row = await jobRow(s.db, kind, 'o5');
    expect(row?.done_at).toBeInstanceOf(Date);
    expect(row?.attempts).toBe(0);
    expect(await jobRow(s.db, side.kind, 'o5')).toBeDefined();
  });

  it('are run by the server’s own runner, which finishes the job in hand when the server closes and then polls no more', async () => {
    let release: () => void = () => undefined;
    const { kind, calls } = kindOf('runner', async (ref) => {
      if (ref === 'r1') await new Promise<void>((r) => (release = r));
    });
    const peer = await buildApp({ ...s.deps.config, JOBS_POLL_MS: 20 }, s.db);
    peer.startJobs();
    try {
      await schedule(kind, 'r1', new Date(Date.now() - 1000));
      await waitFor(() => calls.length === 1);
      // The handler holds the job's transaction (on PGlite the one connection): only watch the close.
      let closed = false;
      const closing = peer.app.close().then(() => {
        closed = true;
      });
      await new Promise((r) => setTimeout(r, 100));
      expect(closed).toBe(false);
      release();
      await closing;
      expect((await jobRow(s.db, kind, 'r1'))?.done_at).toBeInstanceOf(Date);
      await schedule(kind, 'r2', new Date(Date.now() - 1000));
      await new Promise((r) => setTimeout(r, 200));
      expect(calls).toHaveLength(1);
      expect(await runDueJobs(s.db)).toBe(1);
    } finally {
      release();
      await peer.app.close();
    }
  });

  it('run exactly once when two servers run 200 due jobs at the same time', async () => {
    await s.db.drizzle.execute(sql`create table job_hits (ref text primary key, n int not null)`);
    await s.db.drizzle.execute(sql`grant all on job_hits to hh_tenant`);
    const { kind, calls } = kindOf('race', async (ref, tx) => {
      await new Promise((r) => setTimeout(r, 1));
      await tx.execute(
        sql`insert into job_hits values (${ref}, 1) on conflict (ref) do update set n = job_hits.n + 1`,
      );
    });
    const t0 = new Date();
    await inCompanyForSystem({ db: s.db }, companyA, async (tx) => {
      for (let i = 0; i < 200; i++)
        await scheduleJob(tx, { kind, companyId: companyA, ref: `r${i}`, runAt: t0 });
    });
    const peer = await startPeer(s);
    try {
      const started = performance.now();
      const [a, b] = await Promise.all([runDueJobs(s.db, t0), runDueJobs(peer.db, t0)]);
      const ms = performance.now() - started;
      console.log(`200 jobs by two runners (${s.db.kind}): ${a} + ${b} in ${ms.toFixed(0)} ms`);
      expect(a + b).toBe(200);
      expect(calls).toHaveLength(200);
      expect(new Set(calls.map((c) => c.ref)).size).toBe(200);
      const hits = await queryRows<{ n: number; total: number }>(
        s.db,
        sql`select max(n)::int as n, count(*)::int as total from job_hits`,
      );
      expect(hits[0]).toEqual({ n: 1, total: 200 });
      const left = await queryRows<{ n: number }>(
        s.db,
        sql`select count(*)::int as n from jobs where kind = ${kind} and done_at is null`,
      );
      expect(left[0]!.n).toBe(0);
    } finally {
      await peer.close();
    }
  });
});

describe('a job across a restart', () => {
  const base = process.env.DATABASE_URL;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hh-jobs-'));
  const dbName = `hh_jobs_${randomBytes(4).toString('hex')}`;
  afterAll(async () => {
    fs.rmSync(dir, { recursive: true, force: true });
    if (base) await dropDatabase(base, dbName);
  });

  async function open(where: OpenOptions, pollMs: number) {
    const db = await openDatabase(where);
    const config = testConfig({ DATA_DIR: dir, JOBS_POLL_MS: String(pollMs) });
    const { app, startJobs } = await buildApp(config, db);
    startJobs();
    const close = async () => {
      await app.close();
      await db.close();
    };
    return { db, close };
  }

  it('is kept in the database and run by the next server', async () => {
    let where: OpenOptions = { dataDir: dir };
    if (base) {
      const admin = new pg.Client({ connectionString: base });
      await admin.connect();
      await admin.query(`create database ${dbName}`);
      await admin.end();
      const url = new URL(base);
      url.pathname = `/${dbName}`;
      where = { databaseUrl: url.toString(), poolSize: 2 };
    }
    const { kind, calls } = kindOf('restart');
    const first = await open(where, 0);
    const [company] = await queryRows<{ id: number }>(
      first.db,
      sql`insert into companies (company_key, name) values ('jobs-restart', 'Restart') returning id`,
    );
    const companyId = Number(company!.id);
    await inCompanyForSystem({ db: first.db }, companyId, (tx) =>
      scheduleJob(tx, { kind, companyId, ref: 'order-1', runAt: new Date(Date.now() + 500) }),
    );
    await first.close();
    expect(calls).toHaveLength(0);

    const second = await open(where, 20);
    try {
      await waitFor(() => calls.length > 0);
      await waitFor(async () => (await jobRow(second.db, kind, 'order-1'))?.done_at instanceof Date);
      expect(calls).toEqual([{ kind, companyId, ref: 'order-1', setting: String(companyId) }]);
    } finally {
      await second.close();
    }
  });
});
