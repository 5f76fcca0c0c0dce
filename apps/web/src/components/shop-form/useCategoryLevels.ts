import { useQueries, useQuery } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { fetchCategories } from './api.ts';
import { categoryPath, type LoadedLevel, ROOT_PARENT } from './categoryTree.ts';

const STALE_MS = 5 * 60_000;

const levelQuery = (parentId: number) => ({
  queryKey: ['shopCategories', parentId],
  queryFn: () => fetchCategories(parentId),
  staleTime: STALE_MS,
});

/**
 * The category levels loaded so far: the roots at once, a parent's children when it is opened.
 * A saved category that is not a root makes every root's children load, to find its parent
 * (the platform's tree has two levels).
 */
export function useCategoryLevels(value: number | null | undefined) {
  const [opened, setOpened] = useState<number[]>([]);
  const roots = useQuery(levelQuery(ROOT_PARENT));
  const rootLevel = new Map<number, LoadedLevel>([[ROOT_PARENT, roots]]);
  const searching = value != null && roots.data !== undefined && categoryPath(rootLevel, value) === undefined;
  const searched = searching
    ? (roots.data ?? []).filter((root) => root.hasChildren).map((root) => root.id)
    : [];
  const parents = [...new Set([...opened, ...searched])];
  const children = useQueries({ queries: parents.map(levelQuery) });
  const levels = new Map<number, LoadedLevel>([
    ...rootLevel,
    ...parents.map((parentId, index) => [parentId, children[index]!] as const),
  ]);
  const open = useCallback(
    (parentId: number) =>
      setOpened((current) => (current.includes(parentId) ? current : [...current, parentId])),
    [],
  );
  return { levels, loading: roots.isFetching, open };
}
