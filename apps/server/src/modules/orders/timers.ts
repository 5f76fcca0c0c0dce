import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { now } from '../../lib/clock.ts';
import { cancelJob, cancellingJob, registerJobHandler, scheduleJob, schedulingJobs } from '../jobs/index.ts';
import { orders } from './schema.ts';
import { readOrderSettings, timerSpans } from './settings.ts';

type OrderRecord = typeof orders.$inferSelect;

/** The three order timers, each keyed by the order id (one pending job per order and kind). */
const KINDS = {
  cancelUnpaid: 'order.cancelUnpaid',
  autoReceive: 'order.autoReceive',
  autoComplete: 'order.autoComplete',
} as const;

/**
 * Cancel when unpaid at its pay deadline (the deadline the shopper's countdown shows): the statement,
 * sent with the order's other writes; `made` names what they insert the orders from (their
 * `company_id, id`), so no timer is armed for an order not made.
 */
export const armingUnpaidTimers = (made: SQL, payDeadline: Date) =>
  schedulingJobs(
    KINDS.cancelUnpaid,
    sql`select company_id, id::text from ${made}`,
    sql`${payDeadline.toISOString()}::timestamptz`,
  );

/** Paid, or cancelled by someone: the unpaid timer has nothing left to do. */
export function disarmUnpaidTimer(tx: Tx, order: Pick<OrderRecord, 'id'>) {
  return cancelJob(tx, KINDS.cancelUnpaid, String(order.id));
}

/** `disarmUnpaidTimer` as a statement, for a caller sending it with others. */
export const disarmingUnpaidTimer = (order: Pick<OrderRecord, 'id'>) =>
  cancellingJob(KINDS.cancelUnpaid, String(order.id));

/** Confirm receipt automatically the company's number of days after shipping. For the desk's ship action. */
export async function scheduleAfterShip(tx: Tx, order: OrderRecord) {
  const { autoReceiveMs } = timerSpans(await readOrderSettings(tx));
  const from = order.shippedAt ?? now();
  await scheduleJob(tx, {
    kind: KINDS.autoReceive,
    companyId: order.companyId,
    ref: String(order.id),
    runAt: new Date(from.getTime() + autoReceiveMs),
  });
}

/** Complete automatically the company's number of days after receipt. */
export async function scheduleAfterReceipt(tx: Tx, order: OrderRecord) {
  const { autoCompleteMs } = timerSpans(await readOrderSettings(tx));
  const from = order.receivedAt ?? now();
  await scheduleJob(tx, {
    kind: KINDS.autoComplete,
    companyId: order.companyId,
    ref: String(order.id),
    runAt: new Date(from.getTime() + autoCompleteMs),
  });
}

/** Received by hand: the receipt timer has nothing left to do. */
export function disarmReceiveTimer(tx: Tx, order: Pick<OrderRecord, 'id'>) {
  return cancelJob(tx, KINDS.autoReceive, String(order.id));
}

/** Closed by a full refund: neither receipt nor completion is left to happen by itself. */
export async function disarmDeliveryTimers(tx: Tx, order: Pick<OrderRecord, 'id'>) {
  await cancelJob(tx, KINDS.autoReceive, String(order.id));
  await cancelJob(tx, KINDS.autoComplete, String(order.id));
}

/** The order a job names, locked, in the job's company (row-level security): undefined once gone. */
async function jobOrder(tx: Tx, companyId: number, ref: string) {
  const [row] = await tx
    .select()
    .from(orders)
    .where(and(eq(orders.id, Number(ref)), eq(orders.companyId, companyId)))
    .for('update');
  return row;
}

interface TimerActions {
  cancel(tx: Tx, order: OrderRecord): Promise<unknown>;
  receive(tx: Tx, order: OrderRecord): Promise<unknown>;
  complete(tx: Tx, order: OrderRecord): Promise<unknown>;
}

/**
 * The handlers of the three timers. Each re-checks the order's status in the job's own transaction
 * and does nothing when the order has moved on (paid, cancelled, received by hand…).
 */
export function registerOrderTimers(act: TimerActions) {
  const on = (
    kind: string,
    status: OrderRecord['status'],
    run: (tx: Tx, order: OrderRecord) => Promise<unknown>,
  ) =>
    registerJobHandler(kind, async (job, tx) => {
      const order = await jobOrder(tx, job.companyId, job.ref);
      if (order?.status === status) await run(tx, order);
    });
  on(KINDS.cancelUnpaid, 'unpaid', act.cancel);
  on(KINDS.autoReceive, 'shipped', act.receive);
  on(KINDS.autoComplete, 'received', act.complete);
}
