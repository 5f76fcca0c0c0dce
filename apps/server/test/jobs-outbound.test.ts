import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inCompanyForSystem } from '../src/db/access.ts';
import { registerOutboundJobHandler, scheduleJob } from '../src/modules/jobs/index.ts';
import { LEASE_MS, type OutboundJobHandler, runDueJobs } from '../src/modules/jobs/service.ts';
import { queryRows, startPeer, startTestServer, type TestServer } from './helpers.ts';

const MIN = 60_000;

let s: TestServer;
let companyId: number;

beforeAll(async () => {
  s = await startTestServer();
  const [first] = await queryRows<{ id: number }>(
    s.db,
    sql`select id from companies where not is_platform order by id limit 1`,
  );
  companyId = Number(first!.id);
});
afterAll(() => s.close());

const jobOf = async (kind: string, ref: string) =>
  (
    await queryRows<{ done_at: string | null; attempts: number; run_at: string; last_error: string | null }>(
      s.db,
      sql`select done_at, attempts, run_at, last_error from jobs where kind = ${kind} and ref = ${ref}`,
    )
  )[0];

/** A kind of outbound job no other test runs; what each phase saw is recorded. */
function outboundKind(name: string, handler: Partial<OutboundJobHandler<string, string>>) {
  const kind = `test.out.${name}.${randomBytes(3).toString('hex')}`;
  const seen = { prepared: 0, called: [] as string[], applied: [] as string[] };
  registerOutboundJobHandler<string, string>(kind, {
    async prepare(job, tx) {
      seen.prepared++;
      return handler.prepare ? handler.prepare(job, tx) : `send ${job.ref}`;
    },
    async call(job, input) {
      seen.called.push(input);
      return handler.call ? handler.call(job, input) : `answer to ${input}`;
    },
    async apply(job, tx, input, result) {
      seen.applied.push(result);
      await handler.apply?.(job, tx, input, result);
    },
  });
  return { kind, seen };
}

const schedule = (kind: string, ref: string, runAt: Date) =>
  inCompanyForSystem({ db: s.db }, companyId, (tx) => scheduleJob(tx, { kind, companyId, ref, runAt }));

describe('outbound jobs (a provider call never inside a transaction)', () => {
  it('prepare in one transaction, call with the job row free (the claim committed), apply in another', async () => {
    let rowFreeDuringCall = false;
    const { kind, seen } = outboundKind('phases', {
      async call(job, input) {
        // Another connection can lock the job row at once: no transaction of ours holds it during the call.
        const peer = await queryRows<{ id: number }>(
          s.db,
          sql`select id from jobs where kind = ${job.kind} and ref = ${job.ref} for update nowait`,
        );
        rowFreeDuringCall = peer.length === 1;
        return `ok ${input}`;
      },
    });
    const t0 = new Date();
    await schedule(kind, 'p1', t0);
    expect(await runDueJobs(s.db, t0)).toBe(1);
    expect(rowFreeDuringCall).toBe(true);
    expect(seen).toEqual({ prepared: 1, called: ['send p1'], applied: ['ok send p1'] });
    expect((await jobOf(kind, 'p1'))?.done_at).not.toBeNull();
  });

  it('nothing to send: done without a call', async () => {
    const { kind, seen } = outboundKind('nothing', { prepare: async () => undefined });
    const t0 = new Date();
    await schedule(kind, 'n1', t0);
    expect(await runDueJobs(s.db, t0)).toBe(1);
    expect(seen.called).toEqual([]);
    expect((await jobOf(kind, 'n1'))?.done_at).not.toBeNull();
  });

  it('a call that throws is retried with backoff, and apply runs only after a call that answered', async () => {
    let fail = true;
    const { kind, seen } = outboundKind('retry', {
      async call(_job, input) {
        if (fail) throw new Error('provider timed out');
        return `ok ${input}`;
      },
    });
    const t0 = Date.now();
    await schedule(kind, 'r1', new Date(t0));
    expect(await runDueJobs(s.db, new Date(t0))).toBe(0);
    const failed = await jobOf(kind, 'r1');
    expect(failed?.attempts).toBe(1);
    expect(failed?.last_error).toContain('provider timed out');
    expect(new Date(failed!.run_at).getTime()).toBe(t0 + MIN);
    expect(seen.applied).toEqual([]);
    fail = false;
    expect(await runDueJobs(s.db, new Date(t0 + MIN))).toBe(1);
    expect(seen.applied).toEqual(['ok send r1']);
  });

  it('a job whose call is in flight is leased: another server skips it until the lease runs out', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((r) => {
      release = r;
    });
    const { kind, seen } = outboundKind('lease', {
      async call(_job, input) {
        if (seen.called.length === 1) await gate;
        return `ok ${input}`;
      },
    });
    const t0 = Date.now();
    await schedule(kind, 'l1', new Date(t0));
    const peer = await startPeer(s);
    try {
      const first = runDueJobs(s.db, new Date(t0));
      while (seen.called.length === 0) await new Promise((r) => setTimeout(r, 10));
      expect(await runDueJobs(peer.db, new Date(t0 + MIN))).toBe(0);
      expect(seen.called).toHaveLength(1);
      // As if the first server had died mid-call: past the lease, the job runs again (the call is idempotent).
      expect(await runDueJobs(peer.db, new Date(t0 + LEASE_MS + 1000))).toBe(1);
      release();
      expect(await first).toBe(0);
      expect(seen.called).toHaveLength(2);
      expect(seen.applied).toEqual(['ok send l1']);
    } finally {
      release();
      await peer.close();
    }
  });
});
