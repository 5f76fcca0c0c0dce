import { useEffect, useRef } from 'react';
import { subscribeLive } from '../../../live/bus.ts';

/** Calls `onNew` (the latest one) when someone else's after-sale request arrives (its notice is the layout's). */
export function useNewAfterSales(onNew: () => void): void {
  const latest = useRef(onNew);
  useEffect(() => {
    latest.current = onNew;
  });
  useEffect(() => subscribeLive(['afterSale.submitted'], () => latest.current()), []);
}
