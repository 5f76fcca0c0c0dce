import { STORES_URL, storesContract } from '@hh/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { guard, usePermission } from '../../components/usePermission.ts';
import { http, type QueryParams } from '../../http/client.ts';
import { useSession } from '../../session/state.ts';
import {
  confirmCheckout,
  fetchAfterSaleCounts,
  fetchEnabledExpress,
  fetchMember,
  fetchMemberAddresses,
  fetchOrder,
  fetchOrderCounts,
  fetchProduct,
  type MemberBrief,
  searchMembers,
  searchProducts,
} from './api.ts';
import { checkoutLines, type DraftLine } from './create/lines.ts';

function useBaseKey() {
  return ['orders', useSession((state) => state.shop?.companyId ?? 0)] as const;
}

/** The tabs' counts under the current filters; refetched after every change. */
export function useOrderCounts(filters: QueryParams) {
  const base = useBaseKey();
  return useQuery({
    queryKey: [...base, 'counts', filters],
    queryFn: () => fetchOrderCounts(filters),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

/** How many after-sales wait for review, for those who may list them. */
export function useAfterSalesToReview(enabled: boolean) {
  const base = useBaseKey();
  return useQuery({
    queryKey: [...base, 'afterSalesToReview'],
    queryFn: async () => (await fetchAfterSaleCounts()).toReview,
    enabled,
    staleTime: 0,
  });
}

/** One order as the detail shows it, always fresh. */
/** How often the detail asks again while a returned payment is on its way. */
const RETURN_REFETCH_MS = 2000;

export function useOrder(id: number | undefined) {
  const base = useBaseKey();
  return useQuery({
    queryKey: [...base, 'detail', id],
    queryFn: () => fetchOrder(id ?? 0),
    enabled: id !== undefined,
    staleTime: 0,
    // A returned payment on its way is sent by a job within a poll: the detail asks again until it settles.
    refetchInterval: (query) =>
      query.state.data?.returnedPayments.some((r) => r.status === 'pending') ? RETURN_REFETCH_MS : false,
  });
}

/** The shop's enabled courier companies, as select options valued by code. */
export function useExpressOptions(enabled: boolean) {
  const base = useBaseKey();
  return useQuery({
    queryKey: [...base, 'express'],
    queryFn: async () =>
      (await fetchEnabledExpress()).map((company) => ({ value: company.code, label: company.name })),
    enabled,
  });
}

const STORE_LIST = guard('stores:list');
const ALL_STORES = 1000;

/** The company's stores for the list's filter, for those who may list them (else no options). */
export function useStoreOptions() {
  const base = useBaseKey();
  const allowed = usePermission(STORE_LIST);
  return useQuery({
    queryKey: [...base, 'stores'],
    queryFn: async () => {
      const page = await http.get(STORES_URL, storesContract.list, { page: 0, size: ALL_STORES });
      return page.content.map((store) => ({ value: store.id, label: store.name }));
    },
    enabled: allowed,
  });
}

export function useMemberSearch(text: string) {
  const base = useBaseKey();
  return useQuery({
    queryKey: [...base, 'members', text],
    queryFn: async (): Promise<MemberBrief[]> => (await searchMembers(text)).content,
    placeholderData: keepPreviousData,
  });
}

/** The member's wallet balance now, read while a wallet payment waits for confirmation. */
export function useMemberBalance(uid: number | undefined) {
  const base = useBaseKey();
  return useQuery({
    queryKey: [...base, 'member', uid],
    queryFn: async () => (await fetchMember(uid ?? 0)).nowMoney,
    enabled: uid !== undefined,
    staleTime: 0,
    gcTime: 0,
  });
}

/** The member's saved addresses, the default first. */
export function useMemberAddresses(uid: number | undefined) {
  const base = useBaseKey();
  return useQuery({
    queryKey: [...base, 'addresses', uid],
    queryFn: () => fetchMemberAddresses(uid ?? 0),
    enabled: uid !== undefined,
    staleTime: 0,
  });
}

export function useProductSearch(text: string) {
  const base = useBaseKey();
  return useQuery({
    queryKey: [...base, 'products', text],
    queryFn: async () => (await searchProducts(text)).content,
    placeholderData: keepPreviousData,
  });
}

/** A product's SKUs as lines to add, with their live stock. */
export function useProductSkus(productId: number | undefined) {
  const base = useBaseKey();
  return useQuery({
    queryKey: [...base, 'skus', productId],
    queryFn: async () => {
      const product = await fetchProduct(productId ?? 0);
      return {
        name: product.name,
        skus: product.skus.map(
          (sku): Omit<DraftLine, 'quantity'> => ({
            skuId: sku.id,
            productName: product.name,
            skuLabel: sku.specKey,
            picture: sku.image ?? product.image,
            price: sku.price,
            stock: sku.stock,
          }),
        ),
      };
    },
    enabled: productId !== undefined,
    staleTime: 0,
  });
}

/**
 * The checkout's snapshot of the member and lines chosen (key, stock now, the stores open for pickup),
 * asked again whenever they change.
 */
export function useCheckoutConfirm(memberId: number | undefined, lines: readonly DraftLine[]) {
  const base = useBaseKey();
  const wanted = checkoutLines(lines);
  return useQuery({
    queryKey: [...base, 'confirm', memberId, wanted],
    queryFn: () => confirmCheckout(memberId ?? 0, wanted),
    enabled: memberId !== undefined && wanted.length > 0,
    placeholderData: keepPreviousData,
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
}
