import { useEffect, useRef } from 'react';
import { subscribeLive } from './bus.ts';
import { changeBatch } from './changeBatch.ts';
import type { LiveEventOf, LiveEventType } from './types.ts';

/**
 * Calls `onChange` (the latest one) with the ids of the records someone else changed, read from
 * live events of the given types, once a burst of them settles (`changeBatch`); no notice of its own.
 */
export function useLiveChanges<K extends LiveEventType>(
  types: readonly K[],
  idOf: (event: LiveEventOf<K>) => number,
  onChange: (ids: ReadonlySet<number>) => void,
): void {
  const latest = useRef({ idOf, onChange });
  useEffect(() => {
    latest.current = { idOf, onChange };
  });
  const key = types.join(' ');
  useEffect(() => {
    const batch = changeBatch((ids) => latest.current.onChange(ids));
    const off = subscribeLive(key.split(' ') as K[], (event) => batch.add(latest.current.idOf(event)));
    return () => {
      off();
      batch.stop();
    };
  }, [key]);
}
