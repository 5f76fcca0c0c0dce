import { type Page, type PageQuery, parseSortItem } from '@hh/shared';
import {
  type AnyColumn,
  asc,
  type Column,
  count,
  desc,
  eq,
  type GetColumnData,
  getTableName,
  ilike,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { fieldError } from '../lib/errors.ts';
import type { Tx } from './client.ts';
import { rowCounts } from './row-counts-schema.ts';
import { UNCOUNTED_TABLES } from './tenant-policies.ts';

const KEYS = ['id', 'uid'] as const;

/**
 * Turns `field,dir` items into ORDER BY terms; only whitelisted fields, anything else is a 400.
 * The key breaks ties last, so rows sharing a sort value keep one order across pages.
 */
export function orderBy(sort: readonly string[], columns: Record<string, AnyColumn>): SQL[] {
  const fields = sort.map((item) => parseSortItem(item));
  const terms = fields.map(({ field, direction }) => {
    const column = Object.hasOwn(columns, field) ? columns[field] : undefined;
    if (!column) throw fieldError('sort', 'validation.sortField', { field });
    return direction === 'asc' ? asc(column) : desc(column);
  });
  const key = KEYS.find((k) => Object.hasOwn(columns, k));
  if (key && !fields.some((f) => f.field === key)) {
    // Same direction as the last term, so one index on (sort column, key) serves both directions.
    terms.push(fields.at(-1)?.direction === 'asc' ? asc(columns[key]!) : desc(columns[key]!));
  }
  return terms;
}

export async function paged<T>(
  query: PageQuery,
  rows: (limit: number, offset: number) => Promise<T[]>,
  count: () => Promise<number>,
): Promise<Page<T>> {
  const content = await rows(query.size, query.page * query.size);
  const isShortFirstPage = query.page === 0 && content.length < query.size;
  const totalElements = isShortFirstPage ? content.length : await count();
  return { content, totalElements };
}

/** A LIKE pattern matching the text anywhere, with the user's % and _ taken literally. */
export function contains(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** The `blurry` filter: the text anywhere in any of the columns; no condition without a text. */
export function containedInAny(text: string | undefined, ...columns: AnyColumn[]): SQL | undefined {
  return text ? or(...columns.map((column) => ilike(column, contains(text)))) : undefined;
}

/** An exact-match filter: the column equals the value; no condition when the filter is not given. */
export function equalsIfGiven<C extends Column>(
  column: C,
  value: GetColumnData<C, 'raw'> | undefined,
): SQL | undefined {
  return value === undefined ? undefined : eq(column, value);
}

/** All rows of the transaction's company in a company-owned table: the sum of its trigger-kept counter's shards (counted for the few tables without one). */
export async function companyRowCount(tx: Tx, table: PgTable): Promise<number> {
  if (UNCOUNTED_TABLES.includes(getTableName(table))) {
    return (await tx.select({ n: count() }).from(table))[0]?.n ?? 0;
  }
  const [row] = await tx
    .select({ n: sql<number>`coalesce(sum(${rowCounts.n}), 0)`.mapWith(Number) })
    .from(rowCounts)
    .where(eq(rowCounts.tableName, getTableName(table)));
  return row?.n ?? 0;
}

/** How many rows of a company-owned table match: counted when filtered, else read from the counter. */
export async function companyMatchCount(tx: Tx, table: PgTable, where: SQL | undefined): Promise<number> {
  if (!where) return companyRowCount(tx, table);
  return (await tx.select({ n: count() }).from(table).where(where))[0]?.n ?? 0;
}

/** How many rows of `table` match, counted no further than `limit` (an export's cap check). */
export async function boundedCount(
  tx: Tx,
  table: PgTable,
  where: SQL | undefined,
  limit: number,
): Promise<number> {
  const capped = tx.select({ one: sql`1` }).from(table).where(where).limit(limit).as('capped');
  return (await tx.select({ n: count() }).from(capped))[0]?.n ?? 0;
}
