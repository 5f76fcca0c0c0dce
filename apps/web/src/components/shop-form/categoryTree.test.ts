import { describe, expect, it } from 'vitest';
import type { ShopCategory } from './api.ts';
import { categoryOptions, categoryPath, type LoadedLevel } from './categoryTree.ts';

const category = (id: number, parentId: number, name: string, hasChildren = false): ShopCategory => ({
  id,
  parentId,
  name,
  nameEn: `${name}-en`,
  hasChildren,
});

const loaded = (data: ShopCategory[]): LoadedLevel => ({ data, isFetching: false });

const levels = new Map<number, LoadedLevel>([
  [0, loaded([category(1, 0, '生鲜', true), category(9, 0, '其他')])],
  [1, loaded([category(2, 1, '水果'), category(3, 1, '蔬菜')])],
]);

describe('shop category tree', () => {
  it('builds options from the loaded levels in the current language', () => {
    expect(categoryOptions(levels, 'en')).toEqual([
      {
        value: 1,
        label: '生鲜-en',
        isLeaf: false,
        loading: false,
        children: [
          { value: 2, label: '水果-en', isLeaf: true, loading: undefined, children: undefined },
          { value: 3, label: '蔬菜-en', isLeaf: true, loading: undefined, children: undefined },
        ],
      },
      { value: 9, label: '其他-en', isLeaf: true, loading: undefined, children: undefined },
    ]);
  });

  it('finds the path of a saved category, or nothing until its level has loaded', () => {
    expect(categoryPath(levels, 3)).toEqual([1, 3]);
    expect(categoryPath(levels, 9)).toEqual([9]);
    expect(categoryPath(levels, 42)).toBeUndefined();
  });
});
