import { useEffect, useRef } from 'react';
import { subscribeLive } from './bus.ts';
import type { LiveEventOf, LiveEventType } from './types.ts';

/** Calls `handler` (the latest one) for each live event of the given types while mounted. */
export function useLiveEvent<K extends LiveEventType>(
  types: readonly K[],
  handler: (event: LiveEventOf<K>) => void,
): void {
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  const key = types.join(' ');
  useEffect(() => subscribeLive(key.split(' ') as K[], (event) => latest.current(event)), [key]);
}
