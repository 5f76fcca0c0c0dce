import { and, eq, inArray, isNull, lte, type SQL, sql } from 'drizzle-orm';
import { inCompanyForSystem, inSystem } from '../../db/access.ts';
import type { DatabaseHandle, Tx } from '../../db/client.ts';
import { safeErrorText } from '../../lib/db-errors.ts';
import { jobs, LAST_ERROR_MAX } from './schema.ts';

interface JobRef {
  kind: string;
  companyId: number;
  ref: string;
}

/** An outbound job as its handler sees it: with its failures so far (0 on the first run). */
interface OutboundJob extends JobRef {
  attempts: number;
}

type JobHandler = (job: JobRef, tx: Tx) => Promise<void>;

/**
 * A job whose work is a call outside the database (a payment provider): it is never made with a
 * transaction open. `prepare` runs in the claiming transaction and says what to send (undefined: nothing
 * to do any more, the job is done); the job is then leased for `LEASE_MS` and that transaction commits;
 * `call` runs with no transaction open; `apply` runs in a new transaction of the job's company with the
 * job locked again, and the job is marked done there. A call or apply that throws is retried with the
 * usual backoff; a server that stops mid-call leaves the lease to run out, and the job runs again — so
 * the call must be idempotent (a provider's request key) and `apply` must re-check the state it acts on.
 */
export interface OutboundJobHandler<T, R> {
  prepare(job: OutboundJob, tx: Tx): Promise<T | undefined>;
  call(job: OutboundJob, input: T): Promise<R>;
  apply(job: OutboundJob, tx: Tx, input: T, result: R): Promise<void>;
  /**
   * True when the answer was not final (the provider has not decided yet): what `apply` wrote is kept
   * and the job runs again later, as after a failure (it counts as an attempt, with the same backoff).
   */
  again?(result: R): boolean;
}

/**
 * How long a claimed outbound job is kept from other runners while its call is in flight.
 * @internal
 */
export const LEASE_MS = 2 * 60_000;

/** What the runner says about failures (a pino logger fits). */
export interface JobLog {
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

/** After this many failures a job stays failed (kept with its last error) until it is scheduled again. */
export const MAX_ATTEMPTS = 10;
const BATCH = 100;
const silent: JobLog = { warn: () => undefined, error: () => undefined };

type Entry = { inline: JobHandler } | { outbound: OutboundJobHandler<unknown, unknown> };

const handlers = new Map<string, Entry>();

/**
 * The handler of one kind of job, process-wide (registering a kind again replaces it). It runs
 * inside the transaction that claimed the job, opened for the job's company under row-level
 * security, and the job is marked done in that same transaction: its effect happens exactly once.
 * It must re-check the state it acts on (the order may have been paid since), and may not open
 * another transaction. The job row is locked before the handler runs: a handler locks its own rows
 * after it, so a request should not hold those rows while rescheduling the same (kind, ref).
 */
export function registerJobHandler(kind: string, handler: JobHandler): void {
  handlers.set(kind, { inline: handler });
}

/** The handler of a kind of job that calls outside the database (see `OutboundJobHandler`). */
export function registerOutboundJobHandler<T, R>(kind: string, handler: OutboundJobHandler<T, R>): void {
  handlers.set(kind, { outbound: handler as OutboundJobHandler<unknown, unknown> });
}

/**
 * Schedules `kind` for `ref` at `runAt` inside the caller's transaction (the order and its timer
 * commit together). Idempotent on (kind, ref): scheduling again moves the time and makes a done or
 * failed job pending again with a fresh count of attempts. `schedulingJobs` is the statement itself,
 * for a caller that sends it together with others (`writeTogether`).
 */
export async function scheduleJob(
  tx: Tx,
  job: { kind: string; companyId: number; ref: string; runAt: Date },
): Promise<void> {
  await tx
    .insert(jobs)
    .values({ kind: job.kind, companyId: job.companyId, ref: job.ref, runAt: job.runAt })
    .onConflictDoUpdate({
      target: [jobs.kind, jobs.ref],
      set: { runAt: job.runAt, doneAt: null, failedAt: null, attempts: 0, lastError: null },
    });
}

/** `scheduleJob` for many refs at once: `refs` a query of `company_id, ref` rows (none: nothing scheduled). */
export const schedulingJobs = (kind: string, refs: SQL, runAt: SQL) => sql`
    INSERT INTO jobs (kind, company_id, ref, run_at) SELECT ${kind}::text, r.company_id, r.ref, ${runAt} FROM (${refs}) r (company_id, ref)
    ON CONFLICT (kind, ref) DO UPDATE SET run_at = excluded.run_at, done_at = NULL, failed_at = NULL, attempts = 0, last_error = NULL`;

/**
 * Drops a pending job. A job a runner is running at this very moment is left to it (SKIP LOCKED,
 * so the caller never waits on a runner holding it): its handler re-checks the state and does nothing.
 * `cancellingJob` is the statement itself (see `schedulingJobs`).
 */
export const cancellingJob = (kind: string, ref: string) => sql`
    DELETE FROM jobs WHERE id IN (
      SELECT id FROM jobs WHERE kind = ${kind} AND ref = ${ref} AND done_at IS NULL FOR UPDATE SKIP LOCKED
    )`;

export async function cancelJob(tx: Tx, kind: string, ref: string): Promise<void> {
  await tx.execute(cancellingJob(kind, ref));
}

/** The instant jobs are due against: the given one (tests), else the database's clock (one for all servers). */
const dueAt = (now: Date | undefined): SQL => (now ? sql`${now.toISOString()}::timestamptz` : sql`now()`);

/** One more failure: backoff of 1 min × 2^attempts (at most 1 h), failed for good after MAX_ATTEMPTS. */
async function recordFailure(tx: Tx, id: number, err: unknown, at: SQL) {
  const [row] = await tx
    .update(jobs)
    .set({
      attempts: sql`${jobs.attempts} + 1`,
      lastError: safeErrorText(err).slice(0, LAST_ERROR_MAX),
      runAt: sql`${at} + least(interval '1 minute' * power(2, ${jobs.attempts}), interval '1 hour')`,
      failedAt: sql`CASE WHEN ${jobs.attempts} + 1 >= ${MAX_ATTEMPTS} THEN now() END`,
    })
    .where(and(eq(jobs.id, id), isNull(jobs.doneAt)))
    .returning({ attempts: jobs.attempts, failedAt: jobs.failedAt });
  return row;
}

type Outcome = 'done' | 'failed' | 'skipped';

/** The job, locked, when it is still to run at `at` (another runner holding it, or done, skips it). */
async function claim(tx: Tx, id: number, at: SQL) {
  const [job] = await tx
    .select({ kind: jobs.kind, ref: jobs.ref, attempts: jobs.attempts })
    .from(jobs)
    .where(and(eq(jobs.id, id), isNull(jobs.doneAt), isNull(jobs.failedAt), lte(jobs.runAt, at)))
    .for('update', { skipLocked: true });
  return job;
}

const markDone = (tx: Tx, id: number) => tx.update(jobs).set({ doneAt: sql`now()` }).where(eq(jobs.id, id));

/** One due job as the runner takes it: the database, the job and its company, the time it runs at, the log. */
interface Run {
  db: DatabaseHandle;
  id: number;
  companyId: number;
  at: SQL;
  log: JobLog;
}

/**
 * Runs `body` inside a savepoint of the job's transaction: on a throw its writes are undone and the
 * failure is recorded (backoff), answering `{ ok: false }`.
 */
async function guarded<T>(
  tx: Tx,
  run: Run,
  job: JobRef,
  body: () => Promise<T>,
): Promise<{ ok: true; value: T } | { ok: false }> {
  // A plain SAVEPOINT: on PostgreSQL `tx` is a connection inside BEGIN, where tx.transaction() would COMMIT it.
  await tx.execute(sql`SAVEPOINT job`);
  try {
    const value = await body();
    await tx.execute(sql`RELEASE SAVEPOINT job`);
    return { ok: true, value };
  } catch (err) {
    await tx.execute(sql`ROLLBACK TO SAVEPOINT job`);
    await failed(tx, run, job, err);
    return { ok: false };
  }
}

async function failed(tx: Tx, run: Run, job: JobRef, err: unknown) {
  const row = await recordFailure(tx, run.id, err, run.at);
  const fields = {
    jobId: run.id,
    kind: job.kind,
    ref: job.ref,
    attempts: row?.attempts,
    err: safeErrorText(err),
  };
  if (row?.failedAt) run.log.error(fields, 'job failed for good');
  else run.log.warn(fields, 'job failed; it will be retried');
}

/** An inline job: claimed, run and marked in one transaction of its company. */
function runInline(run: Run): Promise<Outcome> {
  const { db, id, companyId, at } = run;
  return inCompanyForSystem({ db }, companyId, async (tx) => {
    const found = await claim(tx, id, at);
    const entry = found && handlers.get(found.kind);
    if (!found || !entry || !('inline' in entry)) return 'skipped';
    const job = { kind: found.kind, ref: found.ref, companyId };
    if (!(await guarded(tx, run, job, () => entry.inline(job, tx))).ok) return 'failed';
    await markDone(tx, id);
    return 'done';
  });
}

/** An outbound job: prepared and leased in one transaction, called with none open, applied in another. */
async function runOutbound(run: Run, handler: OutboundJobHandler<unknown, unknown>): Promise<Outcome> {
  const { db, id, companyId, at } = run;
  type Claimed = { job: OutboundJob; outcome: Outcome } | { job: OutboundJob; input: unknown };
  const claimed = await inCompanyForSystem({ db }, companyId, async (tx): Promise<Claimed | undefined> => {
    const found = await claim(tx, id, at);
    if (!found) return undefined;
    const job = { ...found, companyId };
    const prepared = await guarded(tx, run, job, () => handler.prepare(job, tx));
    if (!prepared.ok) return { job, outcome: 'failed' };
    const input = prepared.value;
    if (input === undefined) {
      await markDone(tx, id);
      return { job, outcome: 'done' };
    }
    await tx
      .update(jobs)
      .set({ runAt: sql`${at} + ${`${LEASE_MS} milliseconds`}::interval` })
      .where(eq(jobs.id, id));
    return { job, input };
  });
  if (!claimed) return 'skipped';
  if ('outcome' in claimed) return claimed.outcome;
  const { job, input } = claimed;
  let result: unknown;
  try {
    result = await handler.call(job, input);
  } catch (err) {
    await inCompanyForSystem({ db }, companyId, (tx) => failed(tx, run, job, err));
    return 'failed';
  }
  return inCompanyForSystem({ db }, companyId, async (tx) => {
    const [still] = await tx
      .select({ id: jobs.id })
      .from(jobs)
      .where(and(eq(jobs.id, id), isNull(jobs.doneAt)))
      .for('update');
    if (!still) return 'skipped';
    if (!(await guarded(tx, run, job, () => handler.apply(job, tx, input, result))).ok) return 'failed';
    if (handler.again?.(result)) {
      await failed(tx, run, job, new Error('not settled yet; asked again later'));
      return 'failed';
    }
    await markDone(tx, id);
    return 'done';
  });
}

/** Claims and runs one job; skipped when another runner has it or it is no longer due. */
async function runOne(run: Run, kind: string): Promise<Outcome> {
  const entry = handlers.get(kind);
  try {
    if (entry && 'outbound' in entry) return await runOutbound(run, entry.outbound);
    return await runInline(run);
  } catch (err) {
    // The transaction itself broke (connection lost, commit refused): the effect is rolled back.
    run.log.warn({ jobId: run.id, err: safeErrorText(err) }, 'job transaction failed; it will be retried');
    await inSystem({ db: run.db }, (tx) => recordFailure(tx, run.id, err, run.at)).catch(() => undefined);
    return 'failed';
  }
}

export interface RunOptions {
  now?: Date;
  log?: JobLog;
  /** Asked between jobs: true stops the run after the job in hand. */
  stopping?: () => boolean;
}

/** Runs every job due at `now` whose kind has a handler; answers how many completed. */
type Sweep = (db: DatabaseHandle) => Promise<void>;

const sweeps = new Map<string, Sweep>();

/**
 * Work every poll of the runner does besides the due jobs, process-wide by name (registering a name
 * again replaces it): folding what requests left to be counted off their transactions, so nothing
 * stays uncounted after a server stopped before it folded.
 */
export function registerSweep(name: string, sweep: Sweep): void {
  sweeps.set(name, sweep);
}

/** Each registered sweep once; one that fails is logged and tried again at the next poll. */
export async function runSweeps(db: DatabaseHandle, log: JobLog = silent): Promise<void> {
  for (const [name, sweep] of sweeps) {
    try {
      await sweep(db);
    } catch (err) {
      log.warn({ err: safeErrorText(err), sweep: name }, 'sweep failed');
    }
  }
}

export async function runJobs(db: DatabaseHandle, opts: RunOptions = {}): Promise<number> {
  const kinds = [...handlers.keys()];
  if (kinds.length === 0) return 0;
  const at = dueAt(opts.now);
  const log = opts.log ?? silent;
  let completed = 0;
  for (;;) {
    const due = await inSystem({ db }, (tx) =>
      tx
        .select({ id: jobs.id, companyId: jobs.companyId, kind: jobs.kind })
        .from(jobs)
        .where(
          and(isNull(jobs.doneAt), isNull(jobs.failedAt), lte(jobs.runAt, at), inArray(jobs.kind, kinds)),
        )
        .orderBy(jobs.runAt)
        .limit(BATCH),
    );
    let progressed = false;
    for (const job of due) {
      if (opts.stopping?.()) return completed;
      const outcome = await runOne({ db, id: job.id, companyId: job.companyId, at, log }, job.kind);
      if (outcome === 'done') completed++;
      if (outcome !== 'skipped') progressed = true;
    }
    if (due.length < BATCH || !progressed) return completed;
  }
}

/**
 * For tests: runs every job due at `now` (default: the database's clock) once; answers how many completed.
 * @internal
 */
export function runDueJobs(db: DatabaseHandle, now?: Date): Promise<number> {
  return runJobs(db, { now });
}
