import { ORDER_TRANSITIONS, type OrderEventAction, type OrderStatus } from '@hh/shared';
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { now } from '../../lib/clock.ts';
import type { Actor } from '../../lib/context.ts';
import { AppError } from '../../lib/errors.ts';
import { publish } from '../../lib/events.ts';
import { orderEvents, orders } from './schema.ts';

type OrderRecord = typeof orders.$inferSelect;
type EventParams = Record<string, string | number | null>;

type Transition = (typeof ORDER_TRANSITIONS)[number];

function findTransition(from: OrderStatus, to: OrderStatus): Transition | undefined {
  return ORDER_TRANSITIONS.find((t) => t.from === from && t.to === to);
}

const illegal = (from: OrderStatus, to: OrderStatus) =>
  new AppError(409, 'order.illegalTransition', { from, to });

/** Columns a transition may set with the status, in the same guarded statement (never status or money). */
type TransitionFields = Partial<
  Pick<
    OrderRecord,
    | 'cancelReason'
    | 'payMethod'
    | 'shippingKind'
    | 'expressCode'
    | 'expressName'
    | 'trackingNo'
    | 'courierName'
    | 'courierPhone'
  >
>;

interface MoveOptions {
  set?: TransitionFields;
  /** What the timeline line shows besides who and what (a reason, a tracking number…). */
  params?: EventParams;
  at?: Date;
}

/** A timeline line: who did what to the order, in the caller's transaction. */
export async function recordEvent(
  tx: Tx,
  actor: Actor,
  orderId: number,
  action: OrderEventAction,
  params: EventParams = {},
  at: Date = now(),
) {
  await tx.insert(orderEvents).values({
    orderId,
    actorKind: actor.kind,
    actorId: actor.id,
    actorName: actor.name,
    action,
    params,
    createdAt: at,
  });
}

/**
 * Moves an order from the status it was read in to `to`: refused with 409 when the table has no such
 * transition, or when the order is no longer in that status (a concurrent change won the race). One
 * guarded UPDATE (`WHERE id AND company_id AND status = expected`) plus the timeline line, in `tx`;
 * the company's desks are told once `tx` commits (`order.status`: lists and open details refetch).
 */
export async function moveOrder(
  tx: Tx,
  actor: Actor,
  order: Pick<OrderRecord, 'id' | 'companyId' | 'status'>,
  to: OrderStatus,
  options: MoveOptions = {},
): Promise<OrderRecord> {
  const transition = findTransition(order.status, to);
  if (!transition) throw illegal(order.status, to);
  const at = options.at ?? now();
  const [moved] = await tx
    .update(orders)
    .set({ ...options.set, status: to, [transition.stamp]: at, updatedAt: at })
    .where(
      and(eq(orders.id, order.id), eq(orders.companyId, order.companyId), eq(orders.status, order.status)),
    )
    .returning();
  if (!moved) {
    const [now] = await tx
      .select({ status: orders.status })
      .from(orders)
      .where(and(eq(orders.id, order.id), eq(orders.companyId, order.companyId)));
    throw illegal(now?.status ?? order.status, to);
  }
  await recordEvent(
    tx,
    actor,
    order.id,
    transition.action,
    { from: order.status, to, ...options.params },
    at,
  );
  await publish(tx, {
    companyId: order.companyId,
    type: 'order.status',
    actorId: actor.kind === 'staff' ? actor.id : null,
    data: { orderId: order.id, code: moved.code, from: order.status, to },
  });
  return moved;
}

/** Reads an order of the transaction's company for a change, locking it against concurrent ones. */
export async function lockOrder(
  tx: Tx,
  companyId: number,
  orderId: number,
): Promise<OrderRecord | undefined> {
  const [row] = await tx
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.companyId, companyId)))
    .for('update');
  return row;
}
