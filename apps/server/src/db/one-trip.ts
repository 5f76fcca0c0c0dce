import { getTableColumns, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
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
 * An insert of one row of `table` with only the columns given, answering the whole row (`returning *`)
 * for `writeTogether`; `conflict` its ON CONFLICT clause, if any. Built without drizzle's insert
 * builder, which walks every column of the table, on the hot path.
 */
export function insertingRow<T extends PgTable>(table: T, values: T['$inferInsert'], conflict: SQL = sql``) {
  const columns = getTableColumns(table);
  const given = Object.entries(values).flatMap(([key, value]) => {
    const column = columns[key];
    return column && value !== undefined ? [{ column, value }] : [];
  });
  const names = sql.join(
    given.map((g) => sql.identifier(g.column.name)),
    sql`, `,
  );
  const params = sql.join(
    given.map((g) => sql.param(g.value, g.column)),
    sql`, `,
  );
  return sql`insert into ${table} (${names}) values (${params}) ${conflict} returning *`;
}

/** A row `writeTogether` answered with the columns of `table` (by their names), as a select of drizzle's reads it. */
export function rowOf<T extends PgTable>(table: T, raw: Record<string, unknown>): T['$inferSelect'] {
  return Object.fromEntries(
    Object.entries(getTableColumns(table)).map(([key, column]) => {
      const value = raw[column.name];
      return [key, value === null || value === undefined ? null : column.mapFromDriverValue(value)];
    }),
  ) as T['$inferSelect'];
}
