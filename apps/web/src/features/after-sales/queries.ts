import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { QueryParams } from '../../http/client.ts';
import { useSession } from '../../session/state.ts';
import { fetchAfterSale, fetchAfterSaleCounts, fetchSettings } from './api.ts';

function useBaseKey() {
  return ['afterSales', useSession((state) => state.shop?.companyId ?? 0)] as const;
}

/** The tabs' counts under the current filters; refetched after every change. */
export function useAfterSaleCounts(filters: QueryParams) {
  const base = useBaseKey();
  return useQuery({
    queryKey: [...base, 'counts', filters],
    queryFn: () => fetchAfterSaleCounts(filters),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

/** How often the detail asks again while a provider refund is on its way (its job sends it within a poll). */
const PENDING_REFETCH_MS = 2000;

/** One after-sale as the detail shows it, always fresh, and refetched while a provider refund is pending. */
export function useAfterSale(id: number | undefined) {
  const base = useBaseKey();
  return useQuery({
    queryKey: [...base, 'detail', id],
    queryFn: () => fetchAfterSale(id ?? 0),
    enabled: id !== undefined,
    staleTime: 0,
    refetchInterval: (query) =>
      query.state.data?.refunds.some((r) => r.status === 'pending') ? PENDING_REFETCH_MS : false,
  });
}

/** The company's after-sales settings, read when the settings dialog opens. */
export function useAfterSaleSettings(enabled: boolean) {
  const base = useBaseKey();
  return useQuery({
    queryKey: [...base, 'settings'],
    queryFn: fetchSettings,
    enabled,
    staleTime: 0,
    gcTime: 0,
  });
}
