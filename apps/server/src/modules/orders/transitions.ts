import { ORDER_TRANSITIONS, type OrderEventAction } from '@hh/shared';
import { and, eq, is, SQL, sql } from 'drizzle-orm';
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

/** Who acted, for a line written in a statement: the name may be read there too (a shopper's nickname). */
export type ReadActor = Omit<Actor, 'name'> & { name: string | SQL };

/**
 * A timeline line for each order the CTE `rows` answers (with `id`), as a statement of the same
 * `writeTogether`: its params may be read there (`SQL` of the CTE's columns: the status it moved to).
 */
export function eventLinesOf(
  rows: string,
  actor: ReadActor,
  action: OrderEventAction,
  params: Record<string, SQL | string>,
  at: Date,
) {
  const name = is(actor.name, SQL) ? actor.name : sql`${actor.name}::text`;
  const values = sql.join(
    Object.entries(params).map(([k, v]) => sql`${k}::text, ${is(v, SQL) ? v : sql`${v}::text`}`),
    sql`, `,
  );
  return sql`insert into ${orderEvents} (order_id, actor_kind, actor_id, actor_name, action, params, created_at)
    select id, ${actor.kind}::text, ${actor.id}::bigint, ${name}, ${action}::text,
      jsonb_build_object(${values}), ${at.toISOString()}::timestamptz from ${sql.identifier(rows)}`;
}

/** The desks told of an order's step (`order.status`: lists and open details refetch), once the transaction commits. */
export function announceStep(
  tx: Tx,
  actor: Actor | ReadActor,
  moved: Pick<OrderRecord, 'id' | 'companyId' | 'code' | 'status'>,
  from: OrderRecord['status'],
) {
  return publish(tx, {
    companyId: moved.companyId,
    type: 'order.status',
    actorId: actor.kind === 'staff' ? actor.id : null,
    data: { orderId: moved.id, code: moved.code, from, to: moved.status },
  });
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
  await tx.insert(orderEvents).values({ orderId, ...actorColumns(actor), action, params, createdAt: at });
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
  kind: 'deliveryType',
  scope: (order) => eq(orders.companyId, order.companyId),
  line: (tx, actor, moved, action, params, at) => recordEvent(tx, actor, moved.id, action, params, at),
  announce: announceStep,
});

/** Takes `action` on an order read (locked) in the transaction: see `stateMachine`. */
export const moveOrder = orderMachine.move;

/** `moveOrder` as a statement for an order not read first, sent with other writes: see `stateMachine`. */
export const movingOrder = orderMachine.moving;

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
