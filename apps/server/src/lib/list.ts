import { type Page, type PageQuery, parseSortItem } from '@hh/shared';
import { type AnyColumn, asc, desc, eq, getTableName, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Tx } from '../db/client.ts';
import { rowCounts } from '../db/row-counts-schema.ts';
import { fieldError } from './errors.ts';

/** Turns `field,dir` items into ORDER BY terms; only whitelisted fields, anything else is a 400. */
export function orderBy(sort: readonly string[], columns: Record<string, AnyColumn>): SQL[] {
  return sort.map((item) => {
    const { field, direction } = parseSortItem(item);
    const column = Object.hasOwn(columns, field) ? columns[field] : undefined;
    if (!column) throw fieldError('sort', 'validation.sortField', { field });
    return direction === 'asc' ? asc(column) : desc(column);
  });
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

/** All rows of the transaction's company in a company-owned table, from the trigger-kept counter. */
export async function companyRowCount(tx: Tx, table: PgTable): Promise<number> {
  const [row] = await tx
    .select({ n: rowCounts.n })
    .from(rowCounts)
    .where(eq(rowCounts.tableName, getTableName(table)));
  return row?.n ?? 0;
}
