import type { Tx } from '../../db/client.ts';
import { cancelJob, registerJobHandler, scheduleJob } from '../jobs/index.ts';
import type { AfterSaleRecord } from './transitions.ts';

/** The after-sales timers, keyed by the after-sale id (one pending job per after-sale and kind). */
const TIMER_KINDS = {
  autoApprove: 'afterSale.autoApprove',
  closeUnreturned: 'afterSale.closeUnreturned',
} as const;

type TimerKind = keyof typeof TIMER_KINDS;

export function armTimer(
  tx: Tx,
  kind: TimerKind,
  row: Pick<AfterSaleRecord, 'id' | 'companyId'>,
  runAt: Date,
) {
  return scheduleJob(tx, { kind: TIMER_KINDS[kind], companyId: row.companyId, ref: String(row.id), runAt });
}

/** The after-sale moved on by hand: its timers have nothing left to do. */
export async function disarmTimers(tx: Tx, row: Pick<AfterSaleRecord, 'id'>) {
  await cancelJob(tx, TIMER_KINDS.autoApprove, String(row.id));
  await cancelJob(tx, TIMER_KINDS.closeUnreturned, String(row.id));
}

/**
 * What each timer does when due. Each handler re-checks the after-sale's status in the job's own
 * transaction (the actions do) and does nothing when it has moved on.
 */
export function registerAfterSaleTimers(act: {
  autoApprove(tx: Tx, companyId: number, id: number): Promise<unknown>;
  closeUnreturned(tx: Tx, companyId: number, id: number): Promise<unknown>;
}) {
  registerJobHandler(TIMER_KINDS.autoApprove, (job, tx) =>
    act.autoApprove(tx, job.companyId, Number(job.ref)).then(() => undefined),
  );
  registerJobHandler(TIMER_KINDS.closeUnreturned, (job, tx) =>
    act.closeUnreturned(tx, job.companyId, Number(job.ref)).then(() => undefined),
  );
}
