import { describe, expect, it } from 'vitest';
import { buildTree, parentChoices, parentIds } from '../../../components/twoLevelTree.ts';
import type { Category } from './api.ts';

const category = (id: number, parentId: number, sort: number): Category => ({
  id,
  parentId,
  name: `c${id}`,
  nameEn: '',
  sort,
  enabled: true,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
});

describe('category tree', () => {
  const rows = [category(3, 1, 2), category(1, 0, 2), category(2, 1, 1), category(4, 0, 1)];

  it('nests children under their parents, both levels ordered by sort', () => {
    const tree = buildTree(rows);
    expect(tree.map((node) => node.id)).toEqual([4, 1]);
    expect(tree[1]?.children?.map((node) => node.id)).toEqual([2, 3]);
    expect(tree[0]?.children).toBeUndefined();
  });

  it('keeps a child whose parent was filtered out at the top', () => {
    expect(buildTree([category(3, 1, 2)]).map((node) => node.id)).toEqual([3]);
  });

  it('lists the parents that can expand and the parents a category may take', () => {
    expect(parentIds(rows)).toEqual([1]);
    expect(parentChoices(rows, 1).map((row) => row.id)).toEqual([4]);
    expect(parentChoices(rows, undefined).map((row) => row.id)).toEqual([4, 1]);
  });
});
