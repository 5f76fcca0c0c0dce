import { bySort, type TreeNode } from '../../../components/twoLevelTree.ts';
import type { Category } from '../api.ts';

/** The rows as the table shows them, top to bottom, with the children of collapsed rows left out. */
export function visibleOrder<T extends Category>(tree: readonly TreeNode<T>[], expanded: readonly number[]) {
  return tree.flatMap((node) => [node, ...(expanded.includes(node.id) ? (node.children ?? []) : [])]);
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
