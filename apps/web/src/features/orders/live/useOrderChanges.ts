import { useEffect, useRef } from 'react';
import { subscribeLive } from '../../../live/bus.ts';
import { changeBatch } from './changeBatch.ts';

/**
 * Calls `onChange` (the latest one) with the orders someone else changed (paid, shipped, cancelled,
 * a timer, a new after-sale on it…) once a burst of live events settles; no notice of its own.
 */
export function useOrderChanges(onChange: (orderIds: ReadonlySet<number>) => void): void {
  const latest = useRef(onChange);
  useEffect(() => {
    latest.current = onChange;
  });
  useEffect(() => {
    const batch = changeBatch((ids) => latest.current(ids));
    const off = subscribeLive(['order.paid', 'order.status', 'afterSale.submitted'], (event) =>
      batch.add(event.data.orderId),
    );
    return () => {
      off();
      batch.stop();
    };
  }, []);
}
