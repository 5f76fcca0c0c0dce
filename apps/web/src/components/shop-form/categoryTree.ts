import type { ShopCategory } from './api.ts';

export interface CategoryOption {
  value: number;
  label: string;
  isLeaf: boolean;
  loading?: boolean;
  children?: CategoryOption[];
}

export interface LoadedLevel {
  data: readonly ShopCategory[] | undefined;
  isFetching: boolean;
}

export const ROOT_PARENT = 0;

const categoryLabel = (category: ShopCategory, lang: string): string =>
  lang === 'en' ? category.nameEn || category.name : category.name;

/** The cascade's options from the levels loaded so far (a level not loaded yet has no children). */
export function categoryOptions(
  levels: ReadonlyMap<number, LoadedLevel>,
  lang: string,
  parentId: number = ROOT_PARENT,
): CategoryOption[] {
  return (levels.get(parentId)?.data ?? []).map((category) => {
    const children = category.hasChildren ? categoryOptions(levels, lang, category.id) : [];
    return {
      value: category.id,
      label: categoryLabel(category, lang),
      isLeaf: !category.hasChildren,
      loading: levels.get(category.id)?.isFetching,
      children: children.length > 0 ? children : undefined,
    };
  });
}

/** The ids from the root down to `id` among the loaded levels, or undefined when not found yet. */
export function categoryPath(levels: ReadonlyMap<number, LoadedLevel>, id: number): number[] | undefined {
  const byId = new Map<number, ShopCategory>();
  for (const level of levels.values())
    for (const category of level.data ?? []) byId.set(category.id, category);
  const path: number[] = [];
  let current = byId.get(id);
  while (current) {
    path.unshift(current.id);
    if (current.parentId === ROOT_PARENT) return path;
    current = byId.get(current.parentId);
  }
  return undefined;
}
