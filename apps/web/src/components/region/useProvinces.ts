import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { fetchProvinces } from './api.ts';

/** China's provinces for region pickers; static, so fetched once per session. */
export function useProvinces() {
  const query = useQuery({
    queryKey: ['regions', 'provinces'],
    queryFn: fetchProvinces,
    staleTime: Infinity,
  });
  const provinces = query.data ?? [];
  const names = useMemo(() => new Map((query.data ?? []).map((p) => [p.id, p.name])), [query.data]);
  return {
    provinces,
    loading: query.isLoading,
    options: provinces.map((province) => ({ value: province.id, label: province.name })),
    nameOf: (id: number) => names.get(id) ?? String(id),
  };
}
