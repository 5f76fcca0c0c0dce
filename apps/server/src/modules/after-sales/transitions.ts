import { AFTER_SALE_TRANSITIONS, type AfterSaleEventAction } from '@hh/shared';
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { now } from '../../lib/clock.ts';
import { type Actor, actorColumns } from '../../lib/context.ts';
import { type LineParams, stateMachine } from '../../lib/state-machine.ts';
import { recordEvent } from '../orders/index.ts';
import { afterSaleEvents, afterSales } from './schema.ts';

export type AfterSaleRecord = typeof afterSales.$inferSelect;
type AfterSaleStep = (typeof AFTER_SALE_TRANSITIONS)[number]['action'];

/** Where the goods go back and how they were sent, set with the steps of a return. */
type GoodsBack =
  | 'returnAddress'
  | 'returnExpressCode'
  | 'returnExpressName'
  | 'returnTrackingNo'
  | 'restocked';
type Money = 'amountApproved' | 'amountRefunded' | 'refundTo';

/** A line on the after-sale's timeline and the step on its order's, in the caller's transaction. */
export async function recordStep(
  tx: Tx,
  actor: Actor,
  row: Pick<AfterSaleRecord, 'id' | 'code' | 'orderId'>,
  action: AfterSaleEventAction,
  params: LineParams = {},
  at: Date = now(),
) {
  await tx
    .insert(afterSaleEvents)
    .values({ afterSaleId: row.id, ...actorColumns(actor), action, params, createdAt: at });
  await recordEvent(tx, actor, row.orderId, 'afterSale', { code: row.code, step: action }, at);
}

/** The after-sale's state machine (`AFTER_SALE_TRANSITIONS`): its kind is its type; both timelines get the line. */
const afterSaleMachine = stateMachine<
  AfterSaleRecord,
  AfterSaleStep,
  Money | GoodsBack | 'rejectReason' | 'deadline'
>({
  records: afterSales,
  transitions: AFTER_SALE_TRANSITIONS,
  refusal: 'afterSale.illegalTransition',
  kind: 'type',
  line: recordStep,
});

/**
 * Takes `action` on an after-sale read (locked) in the transaction: see `stateMachine`. With `ownLine`
 * the caller writes the step's line (a staff refund names where the money goes, known only once started).
 */
export const moveAfterSale = afterSaleMachine.move;

/** The 409 of an action the after-sale's status does not allow (for checks made before a move). */
export const illegalStep = afterSaleMachine.refuse;

/** An after-sale of the transaction's company, locked for a change; undefined when there is none. */
export async function lockAfterSale(tx: Tx, id: number, memberId?: number) {
  const [row] = await tx
    .select()
    .from(afterSales)
    .where(and(eq(afterSales.id, id), memberId === undefined ? undefined : eq(afterSales.memberId, memberId)))
    .for('update');
  return row;
}
