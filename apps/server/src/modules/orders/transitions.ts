import { ORDER_TRANSITIONS, type OrderEventAction } from '@hh/shared';
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { now } from '../../lib/clock.ts';
import { type Actor, actorColumns } from '../../lib/context.ts';
import { publish } from '../../lib/events.ts';
import { type LineParams, stateMachine } from '../../lib/state-machine.ts';
import { orderEvents, orders } from './schema.ts';

type OrderRecord = typeof orders.$inferSelect;
type OrderStep = (typeof ORDER_TRANSITIONS)[number]['action'];

/** How a shipment left (an express company, the shop's own courier), set with the step that ships it. */
type Courier = 'courierName' | 'courierPhone';
type Shipment = 'shippingKind' | 'expressCode' | 'expressName' | 'trackingNo' | Courier;

/** A timeline line as a statement, for a caller sending it with other writes. */
export function eventLine(
  tx: Tx,
  actor: Actor,
  orderId: number,
  action: OrderEventAction,
  params: LineParams = {},
  at: Date = now(),
) {
  return tx.insert(orderEvents).values({ orderId, ...actorColumns(actor), action, params, createdAt: at });
}

/** A timeline line: who did what to the order, in the caller's transaction. */
export async function recordEvent(
  tx: Tx,
  actor: Actor,
  orderId: number,
  action: OrderEventAction,
  params: LineParams = {},
  at: Date = now(),
) {
  await eventLine(tx, actor, orderId, action, params, at);
}

/**
 * The order's state machine (`ORDER_TRANSITIONS`), whose steps never set money: a step is guarded on the
 * order's company too; its kind is its delivery; the company's desks are told once the transaction
 * commits (`order.status`: lists and open details refetch).
 */
const orderMachine = stateMachine<
  OrderRecord,
  OrderStep,
  'cancelReason' | 'payMethod' | 'salesPending' | Shipment
>({
  records: orders,
  transitions: ORDER_TRANSITIONS,
  refusal: 'order.illegalTransition',
  kindOf: (order) => order.deliveryType,
  scope: (order) => eq(orders.companyId, order.companyId),
  line: (tx, actor, moved, action, params, at) => recordEvent(tx, actor, moved.id, action, params, at),
  announce: (tx, actor, moved, from) =>
    publish(tx, {
      companyId: moved.companyId,
      type: 'order.status',
      actorId: actor.kind === 'staff' ? actor.id : null,
      data: { orderId: moved.id, code: moved.code, from, to: moved.status },
    }),
});

/** Takes `action` on an order read (locked) in the transaction: see `stateMachine`. */
export const moveOrder = orderMachine.move;

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
