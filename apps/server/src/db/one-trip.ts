import { type ColumnsSelection, type SQL, type SQLWrapper, sql, type WithSubquery } from 'drizzle-orm';
import type { Tx } from './client.ts';

/**
 * Writes in one round trip: each becomes a data-modifying CTE, named by its key, of one statement
 * (`with lines as (…), timer as (…) select …`), run once whether referenced or not. They see one
 * snapshot and none sees another's rows except through a RETURNING it names (a ledger line from
 * the balance its update returned), so only writes that need nothing else from each other belong
 * together. `select` is what the statement answers (rows of type T); by default nothing.
 */
export async function writeTogether<T = never>(
  tx: Tx,
  writes: Record<string, SQLWrapper>,
  select: SQL = sql`select 1`,
): Promise<T[]> {
  const ctes = sql.join(
    Object.entries(writes).map(([name, w]) => sql`${sql.identifier(name)} as (${w.getSQL()})`),
    sql`, `,
  );
  const result = await tx.execute(sql`with ${ctes} ${select}`);
  return (result as unknown as { rows: T[] }).rows;
}

/**
 * Writes as in `writeTogether`, as CTEs for a statement drizzle builds (`tx.with(...)`): for a caller
 * that reads typed rows back from a write of its own (an insert's RETURNING, itself a `tx.$with`).
 */
export const writesWith = (tx: Tx, writes: Record<string, SQLWrapper>) =>
  Object.entries(writes).map(([name, w]) => tx.$with(name, {}).as(w.getSQL()));

/** A CTE's columns as a selection of the statement's answer: each mapped as its own column is. */
export function columnsOf<S extends ColumnsSelection>(cte: WithSubquery<string, S>): S {
  const fields = cte as unknown as S;
  return Object.fromEntries(Object.keys(cte._.selectedFields).map((k) => [k, fields[k]])) as S;
}
