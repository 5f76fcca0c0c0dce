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

type JobHandler = (job: JobRef, tx: Tx) => Promise<void>;

/** What the runner says about failures (a pino logger fits). */
export interface JobLog {
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

/** After this many failures a job stays failed (kept with its last error) until it is scheduled again. */
export const MAX_ATTEMPTS = 10;
const BATCH = 100;
const silent: JobLog = { warn: () => undefined, error: () => undefined };

const handlers = new Map<string, JobHandler>();

/**
 * The handler of one kind of job, process-wide (registering a kind again replaces it). It runs
 * inside the transaction that claimed the job, opened for the job's company under row-level
 * security, and the job is marked done in that same transaction: its effect happens exactly once.
 * It must re-check the state it acts on (the order may have been paid since), and may not open
 * another transaction. The job row is locked before the handler runs: a handler locks its own rows
 * after it, so a request should not hold those rows while rescheduling the same (kind, ref).
 */
export function registerJobHandler(kind: string, handler: JobHandler): void {
  handlers.set(kind, handler);
}

/**
 * Schedules `kind` for `ref` at `runAt` inside the caller's transaction (the order and its timer
 * commit together). Idempotent on (kind, ref): scheduling again moves the time and makes a done or
 * failed job pending again with a fresh count of attempts.
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

/**
 * Drops a pending job. A job a runner is running at this very moment is left to it (SKIP LOCKED,
 * so the caller never waits on a runner holding it): its handler re-checks the state and does nothing.
 */
export async function cancelJob(tx: Tx, kind: string, ref: string): Promise<void> {
  await tx.execute(sql`
    DELETE FROM jobs WHERE id IN (
      SELECT id FROM jobs WHERE kind = ${kind} AND ref = ${ref} AND done_at IS NULL FOR UPDATE SKIP LOCKED
    )`);
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

/** Claims, runs and marks one job in one transaction of its company; skipped when another runner has it or it is no longer due. */
async function runOne(
  db: DatabaseHandle,
  id: number,
  companyId: number,
  at: SQL,
  log: JobLog,
): Promise<Outcome> {
  try {
    return await inCompanyForSystem({ db }, companyId, async (tx) => {
      const [job] = await tx
        .select({ kind: jobs.kind, ref: jobs.ref })
        .from(jobs)
        .where(and(eq(jobs.id, id), isNull(jobs.doneAt), isNull(jobs.failedAt), lte(jobs.runAt, at)))
        .for('update', { skipLocked: true });
      const handler = job && handlers.get(job.kind);
      if (!job || !handler) return 'skipped';
      // A plain SAVEPOINT: on PostgreSQL `tx` is a connection inside BEGIN, where tx.transaction() would COMMIT it.
      await tx.execute(sql`SAVEPOINT job`);
      try {
        await handler({ kind: job.kind, companyId, ref: job.ref }, tx);
        await tx.execute(sql`RELEASE SAVEPOINT job`);
      } catch (err) {
        await tx.execute(sql`ROLLBACK TO SAVEPOINT job`);
        const row = await recordFailure(tx, id, err, at);
        const fields = {
          jobId: id,
          kind: job.kind,
          ref: job.ref,
          attempts: row?.attempts,
          err: safeErrorText(err),
        };
        if (row?.failedAt) log.error(fields, 'job failed for good');
        else log.warn(fields, 'job failed; it will be retried');
        return 'failed';
      }
      await tx.update(jobs).set({ doneAt: sql`now()` }).where(eq(jobs.id, id));
      return 'done';
    });
  } catch (err) {
    // The transaction itself broke (connection lost, commit refused): the effect is rolled back.
    log.warn({ jobId: id, err: safeErrorText(err) }, 'job transaction failed; it will be retried');
    await inSystem({ db }, (tx) => recordFailure(tx, id, err, at)).catch(() => undefined);
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
export async function runJobs(db: DatabaseHandle, opts: RunOptions = {}): Promise<number> {
  const kinds = [...handlers.keys()];
  if (kinds.length === 0) return 0;
  const at = dueAt(opts.now);
  const log = opts.log ?? silent;
  let completed = 0;
  for (;;) {
    const due = await inSystem({ db }, (tx) =>
      tx
        .select({ id: jobs.id, companyId: jobs.companyId })
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
      const outcome = await runOne(db, job.id, job.companyId, at, log);
      if (outcome === 'done') completed++;
      if (outcome !== 'skipped') progressed = true;
    }
    if (due.length < BATCH || !progressed) return completed;
  }
}

/** For tests: runs every job due at `now` (default: the database's clock) once; answers how many completed. */
export function runDueJobs(db: DatabaseHandle, now?: Date): Promise<number> {
  return runJobs(db, { now });
}
