import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { arrivedFirst } from '../../../components/arrivedFirst.ts';
import { guard, usePermission } from '../../../components/usePermission.ts';
import { useSession } from '../../../session/state.ts';
import { arrivedCategories, fetchCategories, fetchProduct } from '../api.ts';
import { arrivedCounts, fetchCounts, fetchStockLedger } from './productApi.ts';

export const LEDGER_PAGE_SIZE = 10;

function useBaseKey() {
  return ['goodsProduct', useSession((state) => state.shop?.companyId ?? 0)] as const;
}

/** The tabs' counts; refetched by the list after every change. */
export function useTabCounts() {
  const base = useBaseKey();
  return useQuery({
    queryKey: [...base, 'counts'],
    queryFn: fetchCounts,
    staleTime: 0,
    ...arrivedFirst(arrivedCounts),
  });
}

const CATEGORY_LIST = guard('goodsCategory:list');

/** The company's categories, for users who may list them (a 403 would leave the screen). */
export function useCategories() {
  const base = useBaseKey();
  const allowed = usePermission(CATEGORY_LIST);
  const query = useQuery({
    queryKey: [...base, 'categories'],
    queryFn: async () => (await fetchCategories()).content,
    enabled: allowed,
    staleTime: 0,
    ...arrivedFirst(() => (allowed ? arrivedCategories()?.content : undefined)),
  });
  return { ...query, allowed };
}

/** One product with its SKUs, always fresh (stock shown before a change must be current). */
export function useProductDetail(id: number | undefined) {
  const base = useBaseKey();
  return useQuery({
    queryKey: [...base, 'detail', id],
    queryFn: () => fetchProduct(id ?? 0),
    enabled: id !== undefined,
    staleTime: 0,
    gcTime: 0,
  });
}

export function useStockLedger(id: number, page: number) {
  const base = useBaseKey();
  return useQuery({
    queryKey: [...base, 'ledger', id, page],
    queryFn: () => fetchStockLedger(id, page, LEDGER_PAGE_SIZE),
    placeholderData: keepPreviousData,
    staleTime: 0,
    gcTime: 0,
  });
}
