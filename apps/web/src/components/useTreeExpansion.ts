import { useState } from 'react';
import { parentIds, type TreeRow } from './twoLevelTree.ts';

/** A tree table's expanded rows: every parent is open until the user folds it. */
export function useTreeExpansion(rows: readonly TreeRow[]) {
  const [collapsed, setCollapsed] = useState<number[]>([]);
  const expanded = parentIds(rows).filter((id) => !collapsed.includes(id));
  const expand = (id: number) => setCollapsed((keys) => keys.filter((key) => key !== id));
  const onExpand = (open: boolean, row: TreeRow) =>
    setCollapsed((keys) => (open ? keys.filter((key) => key !== row.id) : [...keys, row.id]));
  return { expanded, expand, onExpand };
}
