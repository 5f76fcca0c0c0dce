import type { Category } from '../api.ts';

/** What naming a category takes: a full row or a list's `cateList` entry. */
type CategoryName = Pick<Category, 'id' | 'parentId' | 'name'>;

export interface CategoryOption {
  value: number;
  label: string;
  children?: CategoryOption[];
}

const bySort = (a: Category, b: Category) => a.sort - b.sort || a.id - b.id;

/**
 * The two-level category tree as cascader options: top categories (parentId 0) in sort order, each
 * with its children; a child whose parent is gone is listed at the top so it can still be picked.
 */
export function categoryOptions(categories: readonly Category[]): CategoryOption[] {
  const sorted = [...categories].sort(bySort);
  const tops = new Set(sorted.filter((c) => c.parentId === 0).map((c) => c.id));
  return sorted
    .filter((c) => c.parentId === 0 || !tops.has(c.parentId))
    .map((top) => {
      const children = sorted
        .filter((c) => c.parentId === top.id && top.parentId === 0)
        .map((c) => ({ value: c.id, label: c.name }));
      return children.length > 0
        ? { value: top.id, label: top.name, children }
        : { value: top.id, label: top.name };
    });
}

/**
 * The cascader value of a category: `[parent, child]`, `[top]`, or `[]` when unknown.
 * @internal
 */
export function categoryPath(categories: readonly CategoryName[], id: number | null | undefined): number[] {
  const found = categories.find((c) => c.id === id);
  if (!found) return [];
  const parent = categories.find((c) => c.id === found.parentId);
  return parent ? [parent.id, found.id] : [found.id];
}

/** A category's name as shown in the list: `Parent / Child`, or undefined when unknown. */
export function categoryLabel(
  categories: readonly CategoryName[],
  id: number | null | undefined,
): string | undefined {
  const path = categoryPath(categories, id);
  if (path.length === 0) return undefined;
  return path.map((step) => categories.find((c) => c.id === step)?.name ?? '').join(' / ');
}

/** The category a cascader value points at: its last step. */
export const pickedCategory = (path: readonly number[] | null | undefined): number | undefined =>
  path && path.length > 0 ? path[path.length - 1] : undefined;
