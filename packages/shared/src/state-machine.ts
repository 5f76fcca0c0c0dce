/**
 * The state-machine kit: every area with a status (orders, after-sales, and each new one) writes its
 * table in this one shape. The server's mover (`apps/server/src/lib/state-machine.ts`) takes only the
 * steps the table has; screens offer only the actions it allows in a status.
 */

/** Who acts on a record: staff at the desk, the shopper, or the system (timers, jobs, provider notices). */
export const ACTOR_KINDS = ['staff', 'shopper', 'system'] as const;
export type ActorKind = (typeof ACTOR_KINDS)[number];

/**
 * One step: from a status, an action leads to one status; only `by` may take it; it sets the time column
 * `stamp` (when named); `kinds` limits it to records of those kinds (an order's delivery, an after-sale's
 * type), every kind when absent. The action is also the timeline line's action.
 */
export interface Transition<S extends string = string, A extends string = string> {
  readonly from: S;
  readonly action: A;
  readonly to: S;
  readonly by: readonly ActorKind[];
  readonly stamp?: string;
  readonly kinds?: readonly string[];
}

/** What a step is asked of: the record's status and, for a table with kinds, its kind. */
export interface MachineState {
  status: string;
  kind?: string;
}

/** The step `action` takes from the state, for a record of its kind, if the table has one (whoever asks). */
export function transitionOf<T extends Transition>(
  table: readonly T[],
  state: MachineState,
  action: string,
): T | undefined {
  return table.find(
    (t) =>
      t.from === state.status &&
      t.action === action &&
      (t.kinds === undefined || state.kind === undefined || t.kinds.includes(state.kind)),
  );
}

/** Of `offered` (a screen's buttons, in their order), the actions `by` may take in the state. */
export function actionsOpen<A extends string>(
  table: readonly Transition<string, string>[],
  state: MachineState,
  by: ActorKind,
  offered: readonly A[],
): A[] {
  return offered.filter((action) => transitionOf(table, state, action)?.by.includes(by));
}
