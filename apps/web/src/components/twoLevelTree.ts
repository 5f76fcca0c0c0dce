/** A row of a two-level tree (product categories, shop categories): parent 0 is the top level. */
export interface TreeRow {
  id: number;
  parentId: number;
  sort: number;
}

export const TOP_LEVEL = 0;

export type TreeNode<T extends TreeRow> = T & { children?: TreeNode<T>[] };

/** Ordering of one level: `sort`, then id. */
export const bySort = (a: TreeRow, b: TreeRow): number => a.sort - b.sort || a.id - b.id;

/**
 * Nests the flat list into the two-level tree, both levels ordered by `sort` then id. A child whose
 * parent is not in the list (filtered out by a search) is shown at the top so that it is not lost.
 */
export function buildTree<T extends TreeRow>(rows: readonly T[]): TreeNode<T>[] {
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

/** Ids of the rows that have children (the rows a tree table can expand). */
export function parentIds(rows: readonly TreeRow[]): number[] {
  return [...new Set(rows.filter((row) => row.parentId !== TOP_LEVEL).map((row) => row.parentId))];
}

/** The parents a row may take: top level or another top-level row, never itself. */
export function parentChoices<T extends TreeRow>(rows: readonly T[], editingId: number | undefined): T[] {
  return rows.filter((row) => row.parentId === TOP_LEVEL && row.id !== editingId).sort(bySort);
}
