import { randomUUID } from 'node:crypto';
import { inCompanyForSystem, inOneTransaction, inSystem } from '../../db/access.ts';
import type { DatabaseHandle } from '../../db/client.ts';
import type { CompanyContext } from '../../lib/context.ts';
import { safeErrorText } from '../../lib/db-errors.ts';
import { foldCompanyProducts } from '../../modules/orders/product-folds.ts';
import { seedDemoAfterSales } from './after-sales.ts';
import { deskCtx } from './contexts.ts';
import { MOMENTS_PER_TRANSACTION, moments, playMoments } from './history.ts';
import { prepareRun, randomFor } from './index.ts';
import type { Random } from './random.ts';
import { orderSteps } from './run.ts';
import {
  claimRun,
  type DemoRun,
  LostRun,
  markFinished,
  releaseRuns,
  saveProgress,
  unfinishedRuns,
} from './runs.ts';

/**
 * What is made once a shop's demo orders all exist, in the transaction that finishes its run (so it
 * happens exactly once, and a run paused before it resumes here): the demo after-sales, which need
 * paid, shipped and received orders. Add further demo data that needs the orders here.
 */
const AFTER_DEMO_ORDERS: ((desk: CompanyContext, random: Random) => Promise<void>)[] = [seedDemoAfterSales];

/** A console line every this many orders of a shop. */
const PROGRESS_EVERY = 250;

interface RunnerLog {
  info(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

export interface DemoOrderOptions {
  /** Called once no run is left unfinished (main.ts starts the timers there); not after `stop`. */
  onSettled?: () => void;
  /** How long a claimed run stays this server's without progress (renewed by every transaction). */
  leaseMs?: number;
  /** How often a server waiting for another's run looks again. */
  pollMs?: number;
}

export interface DemoOrderRunner {
  /** Resolves when the runner ends: every run finished, or stopped. */
  done: Promise<void>;
  /** Pauses: the transaction in hand commits, the run is released for the next start to resume. */
  stop(): Promise<void>;
}

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms).unref());
const nextTick = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Makes the demo shops' orders in the background once the server listens (runs recorded by the seed
 * in demo_order_runs): one run of moments per transaction, each transaction also recording how far
 * the run got, so a restart resumes it and two servers on one database never both make it (a run is
 * claimed with a lease). The durable timers wait for the runs (`onSettled`): the demo orders arm
 * timers due in the past that later moments of the run end.
 */
export function startDemoOrders(
  db: DatabaseHandle,
  log: RunnerLog,
  opts: DemoOrderOptions = {},
): DemoOrderRunner {
  const owner = randomUUID();
  const leaseMs = opts.leaseMs ?? 30_000;
  const pollMs = opts.pollMs ?? 2_000;
  let stopped = false;

  /** Plays one claimed run to its end (or until stopped). */
  async function play(run: DemoRun) {
    const desk = deskCtx(db, run.companyId, run.staff);
    const inRun = <T>(fn: () => Promise<T>) => inOneTransaction(desk, run.companyId, fn);
    const save = (from: number, state: Parameters<typeof saveProgress>[4]) =>
      inCompanyForSystem(desk, run.companyId, (tx) => saveProgress(tx, owner, leaseMs, from, state));
    const { inputs, plans } = await inRun(async () => {
      const prepared = await prepareRun(desk, run);
      if (!run.inputs) await save(run.momentsDone, { ...run, inputs: prepared.inputs });
      return prepared;
    });
    const all = moments(plans);
    const ids = [...run.orderIds];
    let made = run.ordersMade;
    const steps = orderSteps(desk, randomFor(run.companyId, 2 + run.momentsDone));
    for (let from = run.momentsDone; from < all.length; from += MOMENTS_PER_TRANSACTION) {
      if (stopped) return;
      const slice = all.slice(from, from + MOMENTS_PER_TRANSACTION);
      const before = made;
      await inRun(async () => {
        await playMoments(steps, plans, slice, ids);
        made = ids.filter((id) => id != null).length;
        const state = { ...run, inputs, momentsDone: from + slice.length, ordersMade: made, orderIds: ids };
        await save(from, state);
      });
      if (Math.floor(made / PROGRESS_EVERY) > Math.floor(before / PROGRESS_EVERY) || made === plans.length)
        log.info(
          { companyId: run.companyId, made, total: plans.length },
          `demo orders: ${made} of ${plans.length} made for company ${run.companyId}`,
        );
      await nextTick();
    }
    await finishRun(desk, run);
  }

  /** The run's last transaction: what needs the orders (AFTER_DEMO_ORDERS), then the run marked finished. */
  async function finishRun(desk: CompanyContext, run: DemoRun) {
    if (stopped) return;
    await inOneTransaction(desk, run.companyId, async () => {
      for (const after of AFTER_DEMO_ORDERS) await after(desk, randomFor(run.companyId, 3));
      await foldCompanyProducts(desk.db, run.companyId);
      await inCompanyForSystem(desk, run.companyId, (tx) => markFinished(tx, owner, run.companyId));
    });
    log.info({ companyId: run.companyId }, `demo orders: all made for company ${run.companyId}`);
  }

  async function loop(): Promise<boolean> {
    let announced = false;
    for (;;) {
      if (stopped) return false;
      if ((await inSystem({ db }, unfinishedRuns)) === 0) return true;
      const run = await inSystem({ db }, (tx) => claimRun(tx, owner, leaseMs));
      if (!run) {
        await pause(pollMs);
        continue;
      }
      if (!announced) {
        log.info({}, 'making the demo orders in the background; the app is ready meanwhile');
        announced = true;
      }
      try {
        await play(run);
      } catch (err) {
        if (!(err instanceof LostRun)) throw err;
      }
    }
  }

  const done = loop().then(
    (settled) => {
      if (settled) opts.onSettled?.();
    },
    async (err: unknown) => {
      log.error({ err: safeErrorText(err) }, 'making the demo orders failed; a restart resumes them');
      await inSystem({ db }, (tx) => releaseRuns(tx, owner)).catch(() => undefined);
      opts.onSettled?.();
    },
  );

  return {
    done,
    async stop() {
      stopped = true;
      await done;
      await inSystem({ db }, (tx) => releaseRuns(tx, owner));
    },
  };
}
