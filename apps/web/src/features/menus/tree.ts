import type { MenuRow } from './api.ts';

/** Flat rows (already in sort order) nested under their parents; rows without a parent are roots. */
export function buildMenuTree<T extends MenuRow>(rows: readonly T[]): T[] {
  const ids = new Set(rows.map((row) => row.id));
  const childrenOf = new Map<number, T[]>();
  for (const row of rows) {
    const pid = ids.has(row.pid) ? row.pid : 0;
    childrenOf.set(pid, [...(childrenOf.get(pid) ?? []), row]);
  }
  const nest = (pid: number): T[] =>
    (childrenOf.get(pid) ?? []).map((row) => {
      const children = nest(row.id);
      return children.length ? { ...row, children } : row;
    });
  return nest(0);
}

export interface ParentOption {
  value: number;
  title: string;
  children?: ParentOption[];
}

/** Directories and menus that can take children, without `excludeId` and what lies beneath it. */
export function parentOptions(
  tree: readonly MenuRow[],
  titleOf: (row: MenuRow) => string,
  excludeId?: number,
): ParentOption[] {
  return tree
    .filter((row) => row.type !== 2 && row.id !== excludeId)
    .map((row) => {
      const children = parentOptions(row.children ?? [], titleOf, excludeId);
      return { value: row.id, title: titleOf(row), ...(children.length ? { children } : {}) };
    });
}
