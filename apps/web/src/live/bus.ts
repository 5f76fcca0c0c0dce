import type { LiveEvent, LiveEventOf, LiveEventType } from './types.ts';

type Listener = (event: LiveEvent) => void;

const listeners = new Set<Listener>();

/** Hands an event to every subscriber; one failing subscriber does not stop the others. */
export function dispatchLiveEvent(event: LiveEvent): void {
  for (const listener of [...listeners]) {
    try {
      listener(event);
    } catch (error) {
      console.error(error);
    }
  }
}

/** Calls `handler` for each event of the given types; returns the unsubscribe function. */
export function subscribeLive<K extends LiveEventType>(
  types: readonly K[],
  handler: (event: LiveEventOf<K>) => void,
): () => void {
  const listener: Listener = (event) => {
    if ((types as readonly LiveEventType[]).includes(event.type)) handler(event as LiveEventOf<K>);
  };
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
