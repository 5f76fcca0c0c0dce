/**
 * The most steps undo can go back.
 * @internal
 */
export const HISTORY_LIMIT = 100;

/**
 * Past and future snapshots of the components. An edit that carries the same `group` as the one
 * before (typing into one field) joins its step instead of adding one.
 */
export interface History<T> {
  past: readonly T[];
  future: readonly T[];
  group: string | null;
}

export const emptyHistory = <T>(): History<T> => ({ past: [], future: [], group: null });

export function record<T>(history: History<T>, before: T, group: string | null): History<T> {
  if (group !== null && group === history.group) return { ...history, future: [] };
  return { past: [...history.past, before].slice(-HISTORY_LIMIT), future: [], group };
}

export function undo<T>(history: History<T>, present: T): { history: History<T>; present: T } | null {
  const previous = history.past.at(-1);
  if (previous === undefined) return null;
  return {
    present: previous,
    history: { past: history.past.slice(0, -1), future: [present, ...history.future], group: null },
  };
}

export function redo<T>(history: History<T>, present: T): { history: History<T>; present: T } | null {
  const [next, ...rest] = history.future;
  if (next === undefined) return null;
  return { present: next, history: { past: [...history.past, present], future: rest, group: null } };
}
