import { useQueries } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { fetchRegions, type Region } from './api.ts';
import { REGION_DEPTH } from './regionPath.ts';

export interface RegionOption {
  value: number;
  label: string;
  isLeaf: boolean;
  loading?: boolean;
  children?: RegionOption[];
}

interface Loaded {
  data: Region[] | undefined;
  isFetching: boolean;
}

function build(byPid: Map<number, Loaded>, pid: number, depth: number): RegionOption[] | undefined {
  const list = byPid.get(pid)?.data;
  if (!list) return undefined;
  return list.map((region) => {
    const last = depth === REGION_DEPTH - 1;
    const children = last ? undefined : build(byPid, region.id, depth + 1);
    return {
      value: region.id,
      label: region.name,
      isLeaf: last || children?.length === 0,
      loading: byPid.get(region.id)?.isFetching,
      children: children?.length ? children : undefined,
    };
  });
}

/**
 * The cascade's options, loading each level on demand; the parents of `value` load at once so that a
 * saved region shows its whole chain. Regions are static: each level is fetched once per session.
 */
export function useRegionOptions(value: readonly number[] | undefined) {
  const [opened, setOpened] = useState<number[]>([]);
  const pids = [...new Set([0, ...(value ?? []).slice(0, REGION_DEPTH - 1), ...opened])];
  const results = useQueries({
    queries: pids.map((pid) => ({
      queryKey: ['shop', 'regions', pid],
      queryFn: () => fetchRegions(pid),
      staleTime: Number.POSITIVE_INFINITY,
      gcTime: Number.POSITIVE_INFINITY,
    })),
  });
  const byPid = new Map<number, Loaded>(pids.map((pid, index) => [pid, results[index]!]));
  const open = useCallback(
    (pid: number) => setOpened((current) => (current.includes(pid) ? current : [...current, pid])),
    [],
  );
  return { options: build(byPid, 0, 0) ?? [], loading: byPid.get(0)?.isFetching ?? false, open };
}
