import { describe, expect, it } from 'vitest';
import { buildTree, parentChoices, parentIds } from '../../../components/twoLevelTree.ts';
import type { Category } from '../api.ts';
import { categoryToBody, emptyCategoryForm } from './categoryForm.ts';
import { reorderedIds, visibleOrder, withOrder } from './categoryTree.ts';

const category = (id: number, parentId: number, sort: number): Category => ({
  id,
  parentId,
  name: `c${id}`,
  pic: null,
  sort,
  isShow: true,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
});

// Top level: 4 (sort 1), 1 (sort 2), 5 (sort 3); children of 1: 2 (sort 1), 3 (sort 2), 6 (sort 3).
const rows = [
  category(3, 1, 2),
  category(1, 0, 2),
  category(2, 1, 1),
  category(4, 0, 1),
  category(5, 0, 3),
  category(6, 1, 3),
];

describe('goods category tree', () => {
  it('nests children under their parents, both levels ordered by sort then id', () => {
    const tree = buildTree(rows);
    expect(tree.map((node) => node.id)).toEqual([4, 1, 5]);
    expect(tree[1]?.children?.map((node) => node.id)).toEqual([2, 3, 6]);
    expect(tree[0]?.children).toBeUndefined();
  });

  it('keeps a child whose parent was filtered out at the top', () => {
    expect(buildTree([category(3, 1, 2)]).map((node) => node.id)).toEqual([3]);
  });

  it('lists the rows top to bottom, skipping the children of collapsed parents', () => {
    const tree = buildTree(rows);
    expect(visibleOrder(tree, [1]).map((row) => row.id)).toEqual([4, 1, 2, 3, 6, 5]);
    expect(visibleOrder(tree, []).map((row) => row.id)).toEqual([4, 1, 5]);
  });

  it('lists the parents that can expand and the parents a category may take', () => {
    expect(parentIds(rows)).toEqual([1]);
    expect(parentChoices(rows, 1).map((row) => row.id)).toEqual([4, 5]);
    expect(parentChoices(rows, undefined).map((row) => row.id)).toEqual([4, 1, 5]);
  });
});

describe('reordering by drag', () => {
  it('moves a row down or up within its level', () => {
    expect(reorderedIds(rows, 4, 5)).toEqual([1, 5, 4]);
    expect(reorderedIds(rows, 5, 4)).toEqual([5, 4, 1]);
    expect(reorderedIds(rows, 6, 2)).toEqual([6, 2, 3]);
    expect(reorderedIds(rows, 2, 3)).toEqual([3, 2, 6]);
  });

  it('refuses drops on another level or on itself', () => {
    expect(reorderedIds(rows, 2, 5)).toBeNull();
    expect(reorderedIds(rows, 4, 3)).toBeNull();
    expect(reorderedIds(rows, 4, 4)).toBeNull();
    expect(reorderedIds(rows, 99, 4)).toBeNull();
  });

  it('shows the new order at once with the sorts the server will give', () => {
    const ids = reorderedIds(rows, 5, 4) ?? [];
    const tree = buildTree(withOrder(rows, ids));
    expect(tree.map((node) => node.id)).toEqual([5, 4, 1]);
    expect(tree[2]?.children?.map((node) => node.id)).toEqual([2, 3, 6]);
  });
});

describe('category form', () => {
  it('sends trimmed names, no empty picture and top level by default', () => {
    expect(categoryToBody({ ...emptyCategoryForm(), name: '  女装 ', pic: '' })).toEqual({
      parentId: 0,
      name: '女装',
      pic: null,
      sort: 0,
      isShow: true,
    });
  });
});
