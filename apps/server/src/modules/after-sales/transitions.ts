import {
  AFTER_SALE_TRANSITIONS,
  type AfterSaleEventAction,
  type AfterSaleStatus,
  type AfterSaleType,
} from '@hh/shared';
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import type { Actor } from '../../lib/context.ts';
import { AppError } from '../../lib/errors.ts';
import { recordEvent } from '../orders/index.ts';
import { afterSaleEvents, afterSales } from './schema.ts';

export type AfterSaleRecord = typeof afterSales.$inferSelect;
type EventParams = Record<string, string | number | null>;

/** Columns a transition may set with the status, in the same guarded statement. */
type TransitionFields = Partial<
  Pick<
    AfterSaleRecord,
    | 'amountApproved'
    | 'refundTo'
    | 'returnAddress'
    | 'returnExpressCode'
    | 'returnExpressName'
    | 'returnTrackingNo'
    | 'restocked'
    | 'rejectReason'
    | 'deadline'
    | 'amountRefunded'
  >
>;

/** The time column each arrival status stamps. */
const STAMPS: Partial<
  Record<AfterSaleStatus, 'approvedAt' | 'returnedAt' | 'receivedAt' | 'refundedAt' | 'endedAt'>
> = {
  awaitingReturn: 'approvedAt',
  returned: 'returnedAt',
  received: 'receivedAt',
  refunded: 'refundedAt',
  rejected: 'endedAt',
  withdrawn: 'endedAt',
  closed: 'endedAt',
};

export const illegalStep = (from: AfterSaleStatus, action: AfterSaleEventAction) =>
  new AppError(409, 'afterSale.illegalTransition', { from, action });

/** Where `action` leads from `from` for this type, if the table has it. */
function nextStatus(
  from: AfterSaleStatus,
  action: AfterSaleEventAction,
  type: AfterSaleType,
): AfterSaleStatus | undefined {
  return AFTER_SALE_TRANSITIONS.find(
    (t) => t.from === from && t.action === action && (t.types as readonly AfterSaleType[]).includes(type),
  )?.to;
}

/** A line on the after-sale's timeline and the step on its order's, in the caller's transaction. */
export async function recordStep(
  tx: Tx,
  actor: Actor,
  row: Pick<AfterSaleRecord, 'id' | 'code' | 'orderId'>,
  action: AfterSaleEventAction,
  params: EventParams = {},
  at: Date = new Date(),
) {
  await tx.insert(afterSaleEvents).values({
    afterSaleId: row.id,
    actorKind: actor.kind,
    actorId: actor.id,
    actorName: actor.name,
    action,
    params,
    createdAt: at,
  });
  await recordEvent(tx, actor, row.orderId, 'afterSale', { code: row.code, step: action }, at);
}

/**
 * Moves an after-sale by `action` from the status it was read in: 409 when the table has no such step
 * for its type, or when it is no longer in that status (a concurrent change won). One guarded UPDATE
 * (`WHERE id AND status = expected`) plus the timeline lines, in `tx` — unless `ownLine`: the caller
 * writes the step's line itself (a staff refund names where the money goes, known only once started).
 */
export async function moveAfterSale(
  tx: Tx,
  actor: Actor,
  row: AfterSaleRecord,
  action: AfterSaleEventAction,
  options: { set?: TransitionFields; params?: EventParams; at?: Date; ownLine?: boolean } = {},
): Promise<AfterSaleRecord> {
  const to = nextStatus(row.status, action, row.type);
  if (!to) throw illegalStep(row.status, action);
  const at = options.at ?? new Date();
  const stamp = STAMPS[to];
  const [moved] = await tx
    .update(afterSales)
    .set({ ...options.set, status: to, ...(stamp ? { [stamp]: at } : {}), updatedAt: at })
    .where(and(eq(afterSales.id, row.id), eq(afterSales.status, row.status)))
    .returning();
  if (!moved) {
    const [now] = await tx
      .select({ status: afterSales.status })
      .from(afterSales)
      .where(eq(afterSales.id, row.id));
    throw illegalStep(now?.status ?? row.status, action);
  }
  if (!options.ownLine)
    await recordStep(tx, actor, moved, action, { from: row.status, to, ...options.params }, at);
  return moved;
}

/** An after-sale of the transaction's company, locked for a change; undefined when there is none. */
export async function lockAfterSale(tx: Tx, id: number, memberId?: number) {
  const [row] = await tx
    .select()
    .from(afterSales)
    .where(and(eq(afterSales.id, id), memberId === undefined ? undefined : eq(afterSales.memberId, memberId)))
    .for('update');
  return row;
}
