import { DEFAULT_SORT } from '@hh/shared';

export type Ranked<T> = T & { rank: number; visible?: boolean };

/** Spec: each row gets rank = position + 1; when it has isVisible, a boolean mirror true when it equals 1. */
export function rankRows<T extends object>(content: readonly T[]): Ranked<T>[] {
  return content.map((row, index) => {
    const ranked: Ranked<T> = { ...row, rank: index + 1 };
    if ('isVisible' in row) ranked.visible = row.isVisible === 1;
    return ranked;
  });
}

/** The row number shown in the index column. */
export const rowNumber = (page: number, size: number, rank: number): number => page * size + rank;

/** The page to show after removing rows: one back when the current page would be emptied. */
export function pageAfterRemoval(page: number, rowsOnPage: number, removed: number): number {
  return page > 0 && rowsOnPage - removed <= 0 ? page - 1 : page;
}

export interface TableSort {
  field: string;
  order: 'ascend' | 'descend' | null | undefined;
}

/** antd's sort state to the wire: `field,asc|desc`, or the default when nothing is sorted. */
export function sortParam(
  sorts: readonly TableSort[],
  fallback: readonly string[] = [DEFAULT_SORT],
): string[] {
  const items = sorts
    .filter((sort) => sort.order)
    .map((sort) => `${sort.field},${sort.order === 'ascend' ? 'asc' : 'desc'}`);
  return items.length > 0 ? items : [...fallback];
}
