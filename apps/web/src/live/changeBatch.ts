/**
 * Quiet time after the last change before a list refetches.
 * @internal
 */
export const CHANGE_QUIET_MS = 400;
/**
 * Longest a steady stream of changes (a batch of timers firing) holds the refetch back.
 * @internal
 */
export const CHANGE_LONGEST_MS = 2000;

export interface ChangeBatch {
  add(id: number): void;
  stop(): void;
}

/**
 * Gathers the records (orders, coupon issues…) changed in a burst and hands them over once: after
 * CHANGE_QUIET_MS without a new change, or CHANGE_LONGEST_MS after the first, whichever comes first.
 */
export function changeBatch(flush: (ids: ReadonlySet<number>) => void): ChangeBatch {
  let pending = new Set<number>();
  let quiet: ReturnType<typeof setTimeout> | undefined;
  let longest: ReturnType<typeof setTimeout> | undefined;
  const stop = () => {
    clearTimeout(quiet);
    clearTimeout(longest);
    quiet = undefined;
    longest = undefined;
  };
  const hand = () => {
    stop();
    const ids = pending;
    pending = new Set();
    flush(ids);
  };
  return {
    add(id) {
      pending.add(id);
      clearTimeout(quiet);
      quiet = setTimeout(hand, CHANGE_QUIET_MS);
      longest ??= setTimeout(hand, CHANGE_LONGEST_MS);
    },
    stop() {
      stop();
      pending = new Set();
    },
  };
}
