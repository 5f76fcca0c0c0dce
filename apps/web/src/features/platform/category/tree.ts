import type { Category } from './api.ts';
import { TOP_LEVEL } from './api.ts';

export type CategoryNode<T extends Category = Category> = T & { children?: CategoryNode<T>[] };

const bySort = (a: Category, b: Category): number => a.sort - b.sort || a.id - b.id;

/**
 * Nests the flat list into the two-level tree, ordered by `sort` then id. A child whose parent is
 * not in the list (filtered out by a search) is shown at the top so that it is not lost.
 */
export function buildTree<T extends Category>(rows: readonly T[]): CategoryNode<T>[] {
  const ids = new Set(rows.map((row) => row.id));
  const children = new Map<number, T[]>();
  const roots: T[] = [];
  for (const row of rows) {
    if (row.parentId !== TOP_LEVEL && ids.has(row.parentId)) {
      children.set(row.parentId, [...(children.get(row.parentId) ?? []), row]);
    } else roots.push(row);
  }
  return [...roots].sort(bySort).map((root) => {
    const kids = children.get(root.id);
    return kids ? { ...root, children: [...kids].sort(bySort) } : { ...root };
  });
}

/** Ids of the categories that have children (the rows a tree table can expand). */
export function parentIds(rows: readonly Category[]): number[] {
  return [...new Set(rows.filter((row) => row.parentId !== TOP_LEVEL).map((row) => row.parentId))];
}

/** The parents a category may take: top level or another top-level category, never itself. */
export function parentChoices(rows: readonly Category[], editingId: number | undefined): Category[] {
  return rows.filter((row) => row.parentId === TOP_LEVEL && row.id !== editingId).sort(bySort);
}
