import { AsyncLocalStorage } from 'node:async_hooks';

const moment = new AsyncLocalStorage<{ at: Date }>();

/**
 * The time services stamp on what they write (order times, codes, timelines, payments, ledger lines,
 * timers): the wall clock, except inside `atMoment`, which only the demo seed uses to make its past
 * orders through the services at the moments they happened.
 */
export function now(): Date {
  const set = moment.getStore();
  return set ? new Date(set.at) : new Date();
}

/** Runs `fn` with the services' clock standing at `at` (the demo seed's history). */
export function atMoment<T>(at: Date, fn: () => Promise<T>): Promise<T> {
  return moment.run({ at }, fn);
}
