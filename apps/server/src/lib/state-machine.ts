import { type Transition, transitionOf } from '@hh/shared';
import { and, eq, getTableColumns, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable, SelectedFields } from 'drizzle-orm/pg-core';
import type { MessageKey } from '../i18n/messages.ts';
import { now } from './clock.ts';
import type { Actor } from './context.ts';
import type { Tx } from './database.ts';
import { AppError } from './errors.ts';

/** What a timeline line shows besides who and what (the statuses, a reason, an amount…). */
export type LineParams = Record<string, string | number | null>;

interface StatusRow {
  id: number;
  status: string;
}

/** An area's state machine: its table (the shared kit's shape) and where and how its steps are written. */
export interface MachineSpec<Row extends StatusRow, A extends string> {
  /** The records' table: its `id`, `status` and `updatedAt` columns, and the time columns the steps stamp. */
  records: PgTable & { id: AnyPgColumn; status: AnyPgColumn; updatedAt: AnyPgColumn };
  transitions: readonly Transition<Row['status'], A>[];
  /** The 409's message key; its params name the status the record is in and the action refused. */
  refusal: MessageKey;
  /** The record's kind, for a table whose steps name kinds: its column. */
  kind?: { [K in keyof Row]: Row[K] extends string ? K : never }[keyof Row];
  /** A condition the guarded UPDATE adds to id and status (the record's company). */
  scope?: (row: Row) => SQL;
  /** The step's timeline line(s), in its transaction. */
  line(tx: Tx, actor: Actor, moved: Row, action: A, params: LineParams, at: Date): Promise<void>;
  /** Who is told of the step; `publish` delivers only once the transaction commits. */
  announce?(tx: Tx, actor: Actor, moved: Row, from: Row['status']): Promise<void>;
}

export interface MoveOptions<Fields> {
  /** Columns set with the status, in the same guarded statement. */
  set?: Fields;
  params?: LineParams;
  at?: Date;
  /** The caller writes the step's line itself (what it says is known only once the step is taken). */
  ownLine?: boolean;
}

/**
 * The one mover of every area's records; `Settable`: the columns a step may set with the status. `move` takes `action` from the status the record was read in:
 * refused with 409 (naming the status and the action) when the table has no such step for the record's
 * kind, when the actor may not take it, or when the record is no longer in that status (a concurrent
 * change won). One guarded UPDATE (`WHERE id AND status = expected`, and the spec's scope), the time
 * column stamped, the timeline line, then the announcement, all in the caller's transaction.
 */
export function stateMachine<Row extends StatusRow, A extends string, Settable extends keyof Row>(
  spec: MachineSpec<Row, A>,
) {
  const { records } = spec;
  const refuse = (from: Row['status'], action: string) => new AppError(409, spec.refusal, { from, action });

  async function move(
    tx: Tx,
    actor: Actor,
    row: Row,
    action: A,
    options: MoveOptions<Partial<Pick<Row, Settable>>> = {},
  ): Promise<Row> {
    const kind = spec.kind && (row[spec.kind] as string);
    const step = transitionOf(spec.transitions, { status: row.status, kind }, action);
    if (!step?.by.includes(actor.kind)) throw refuse(row.status, action);
    const at = options.at ?? now();
    const same = and(eq(records.id, row.id), spec.scope?.(row));
    const values: Record<string, unknown> = { ...options.set, status: step.to, updatedAt: at };
    if (step.stamp) values[step.stamp] = at;
    const [moved] = (await tx
      .update(records)
      .set(values)
      .where(and(same, eq(records.status, row.status)))
      .returning()) as Row[];
    if (!moved) {
      const [current] = await tx.select({ status: records.status }).from(records).where(same);
      throw refuse((current?.status as Row['status'] | undefined) ?? row.status, action);
    }
    if (!options.ownLine) {
      await spec.line(tx, actor, moved, action, { from: row.status, to: step.to, ...options.params }, at);
    }
    await spec.announce?.(tx, actor, moved, row.status);
    return moved;
  }

  /**
   * `move` as a statement, for a caller that sends it with other writes (a CTE) on a record it has not
   * read: one guarded UPDATE of the record `where` picks (the caller's scope and conditions) while it
   * is in status `from` and of a kind the step is for, to the step's status for its kind (decided in
   * the statement), with the stamp and `set`, answering `returning`. No line and no announcement: the
   * caller writes them from what comes back. No row back: the step was not taken, the caller reads why.
   */
  function moving<R extends SelectedFields>(
    tx: Tx,
    actor: Pick<Actor, 'kind'>,
    from: Row['status'],
    action: A,
    where: SQL,
    returning: R,
    options: { set?: Partial<Pick<Row, Settable>>; at?: Date } = {},
  ) {
    const steps = spec.transitions.filter(
      (t) => t.from === from && t.action === action && t.by.includes(actor.kind),
    );
    if (steps.length === 0) throw refuse(from, action);
    const columns: Record<string, AnyPgColumn> = getTableColumns(records);
    const kindColumn = spec.kind && columns[spec.kind as string];
    const ofKind = (t: (typeof steps)[number]) =>
      kindColumn && t.kinds ? inArray(kindColumn, [...t.kinds]) : undefined;
    const anyKind = steps.some((t) => !ofKind(t));
    const at = options.at ?? now();
    const when = sql`${at.toISOString()}::timestamptz`;
    const values: Record<string, unknown> = {
      ...options.set,
      status: steps.every((t) => t.to === steps[0]!.to)
        ? steps[0]!.to
        : sql`case ${sql.join(
            steps.map((t) => sql`when ${ofKind(t) ?? sql`true`} then ${t.to}::text`),
            sql` `,
          )} end`,
      updatedAt: at,
    };
    for (const stamp of new Set(steps.flatMap((t) => (t.stamp ? [t.stamp] : [])))) {
      const stamping = steps.filter((t) => t.stamp === stamp);
      values[stamp] =
        stamping.length === steps.length
          ? at
          : sql`case when ${or(...stamping.map(ofKind))} then ${when} else ${columns[stamp]} end`;
    }
    return tx
      .update(records)
      .set(values)
      .where(and(where, eq(records.status, from), anyKind ? undefined : or(...steps.map(ofKind))))
      .returning(returning);
  }

  return { move, moving, refuse };
}
