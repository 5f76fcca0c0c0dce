import { describe, expect, it } from 'vitest';
import type { Category } from '../api.ts';
import { categoryLabel, categoryOptions, categoryPath, pickedCategory } from './categoryOptions.ts';

const category = (id: number, parentId: number, name: string, sort = 0): Category => ({
  id,
  parentId,
  name,
  sort,
  pic: null,
  isShow: true,
  createdAt: '2024-01-01T00:00:00.000Z',
  updatedAt: '2024-01-01T00:00:00.000Z',
});

const tree = [
  category(5, 1, '苹果', 2),
  category(1, 0, '水果', 1),
  category(2, 0, '蔬菜', 0),
  category(6, 1, '香蕉', 1),
  category(7, 99, '孤儿'),
];

describe('categoryOptions', () => {
  it('nests children under their top category, both levels in sort order', () => {
    expect(categoryOptions(tree)).toEqual([
      { value: 2, label: '蔬菜' },
      { value: 7, label: '孤儿' },
      {
        value: 1,
        label: '水果',
        children: [
          { value: 6, label: '香蕉' },
          { value: 5, label: '苹果' },
        ],
      },
    ]);
  });

  it('is empty without categories', () => {
    expect(categoryOptions([])).toEqual([]);
  });
});

describe('categoryPath and categoryLabel', () => {
  it('walk up to the parent', () => {
    expect(categoryPath(tree, 5)).toEqual([1, 5]);
    expect(categoryPath(tree, 2)).toEqual([2]);
    expect(categoryLabel(tree, 5)).toBe('水果 / 苹果');
    expect(categoryLabel(tree, 7)).toBe('孤儿');
  });

  it('know nothing of unknown or missing ids', () => {
    expect(categoryPath(tree, 42)).toEqual([]);
    expect(categoryLabel(tree, null)).toBeUndefined();
  });
});

describe('pickedCategory', () => {
  it('is the last step of the path', () => {
    expect(pickedCategory([1, 5])).toBe(5);
    expect(pickedCategory([2])).toBe(2);
    expect(pickedCategory([])).toBeUndefined();
    expect(pickedCategory(null)).toBeUndefined();
  });
});
