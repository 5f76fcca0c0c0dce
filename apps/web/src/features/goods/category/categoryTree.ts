import type { Category } from '../api.ts';

export const TOP_LEVEL = 0;

export type CategoryNode<T extends Category = Category> = T & { children?: CategoryNode<T>[] };

const bySort = (a: Category, b: Category): number => a.sort - b.sort || a.id - b.id;

/**
 * Nests the flat list into the two-level tree, both levels ordered by `sort` then id. A child whose
 * parent is not in the list (filtered out by a search) is shown at the top so that it is not lost.
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

/** The rows as the table shows them, top to bottom, with the children of collapsed rows left out. */
export function visibleOrder<T extends Category>(
  tree: readonly CategoryNode<T>[],
  expanded: readonly number[],
) {
  return tree.flatMap((node) => [node, ...(expanded.includes(node.id) ? (node.children ?? []) : [])]);
}

/** Ids of the categories that have children (the rows a tree table can expand). */
export function parentIds(rows: readonly Category[]): number[] {
  return [...new Set(rows.filter((row) => row.parentId !== TOP_LEVEL).map((row) => row.parentId))];
}

/** The parents a category may take: top level or another top-level category, never itself. */
export function parentChoices(rows: readonly Category[], editingId: number | undefined): Category[] {
  return rows.filter((row) => row.parentId === TOP_LEVEL && row.id !== editingId).sort(bySort);
}

/**
 * The ids of one level in their new order after dropping `activeId` on `overId`, or null when the two
 * are not siblings (a drop never changes a category's level).
 */
export function reorderedIds(rows: readonly Category[], activeId: number, overId: number): number[] | null {
  const active = rows.find((row) => row.id === activeId);
  const over = rows.find((row) => row.id === overId);
  if (!active || !over || active.id === over.id || active.parentId !== over.parentId) return null;
  const siblings = rows
    .filter((row) => row.parentId === active.parentId)
    .sort(bySort)
    .map((row) => row.id);
  const from = siblings.indexOf(activeId);
  const to = siblings.indexOf(overId);
  const moved = siblings.filter((id) => id !== activeId);
  moved.splice(to, 0, siblings[from] ?? activeId);
  return moved;
}

/** The rows with the sort the server gives a reordered level (0, 1, 2, …), shown before it answers. */
export function withOrder<T extends Category>(rows: readonly T[], ids: readonly number[]): T[] {
  const position = new Map(ids.map((id, index) => [id, index]));
  return rows.map((row) => {
    const sort = position.get(row.id);
    return sort === undefined ? row : { ...row, sort };
  });
}
