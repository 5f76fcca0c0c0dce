import {
  actionsOpen,
  type DeliveryType,
  ORDER_TRANSITIONS,
  type OrderStatus,
  type ShippingKind,
} from '@hh/shared';

export type OrderAction = 'ship' | 'price' | 'remark' | 'cancel' | 'tracking';

interface OrderState {
  status: OrderStatus;
  deliveryType: DeliveryType;
  shippingKind?: ShippingKind | null;
}

const TAG_COLORS: Record<OrderStatus, string> = {
  unpaid: 'orange',
  toShip: 'blue',
  toVerify: 'purple',
  shipped: 'cyan',
  received: 'geekblue',
  completed: 'green',
  cancelled: 'default',
  closed: 'default',
};

export const tagColor = (status: OrderStatus): string => TAG_COLORS[status];

/**
 * The narrow actions an order allows in its state (the permission is checked apart): shipping and
 * cancelling where the transition table lets staff take those steps, and the changes that keep the
 * status: the price while unpaid, the tracking once shipped, a remark always. A list row does not say
 * how it was shipped: an express order's tracking may be changed (the server refuses other kinds).
 */
export function actionsFor(order: OrderState): OrderAction[] {
  const steps = actionsOpen(ORDER_TRANSITIONS, { status: order.status, kind: order.deliveryType }, 'staff', [
    'ship',
    'cancel',
  ]);
  const byCourierCompany =
    order.shippingKind === undefined ? order.deliveryType === 'express' : order.shippingKind === 'express';
  const actions: OrderAction[] = [];
  if (steps.includes('ship')) actions.push('ship');
  if (order.status === 'unpaid') actions.push('price');
  if (order.status === 'shipped' && byCourierCompany) actions.push('tracking');
  actions.push('remark');
  if (steps.includes('cancel')) actions.push('cancel');
  return actions;
}

type StepKey =
  | 'created'
  | 'paid'
  | 'shipped'
  | 'verified'
  | 'received'
  | 'completed'
  | 'cancelled'
  | 'closed';

export interface StepBar {
  steps: StepKey[];
  /** The index of the step reached. */
  current: number;
  cancelled: boolean;
}

const REACHED: Record<Exclude<OrderStatus, 'cancelled' | 'closed'>, StepKey> = {
  unpaid: 'created',
  toShip: 'paid',
  toVerify: 'paid',
  shipped: 'shipped',
  received: 'received',
  completed: 'completed',
};

/**
 * The detail's step bar: placed → paid → shipped → received → completed for delivery, placed → paid →
 * verified → completed for pickup; a cancelled order shows placed → cancelled, a fully refunded one
 * placed → paid → closed.
 */
export function stepBar(order: OrderState): StepBar {
  if (order.status === 'cancelled') return { steps: ['created', 'cancelled'], current: 1, cancelled: true };
  if (order.status === 'closed') return { steps: ['created', 'paid', 'closed'], current: 2, cancelled: true };
  const pickup = order.deliveryType === 'pickup';
  const steps: StepKey[] = pickup
    ? ['created', 'paid', 'verified', 'completed']
    : ['created', 'paid', 'shipped', 'received', 'completed'];
  const reached = REACHED[order.status];
  const step = pickup && reached === 'received' ? 'verified' : reached;
  return { steps, current: steps.indexOf(step), cancelled: false };
}
