import { useLiveChanges } from '../../../live/useLiveChanges.ts';

const ORDER_CHANGES = ['order.paid', 'order.status', 'afterSale.submitted'] as const;

/**
 * Calls `onChange` (the latest one) with the orders someone else changed (paid, shipped, cancelled,
 * a timer, a new after-sale on it…) once a burst of live events settles; no notice of its own.
 */
export function useOrderChanges(onChange: (orderIds: ReadonlySet<number>) => void): void {
  useLiveChanges(ORDER_CHANGES, (event) => event.data.orderId, onChange);
}
