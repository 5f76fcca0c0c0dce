import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../session/state.ts';
import { fetchAfterSaleReasons, fetchRefundable } from '../api.ts';

/** What an order may still give back, fresh each time a dialog opens on it. */
export function useRefundable(orderId: number | undefined) {
  const companyId = useSession((state) => state.shop?.companyId ?? 0);
  return useQuery({
    queryKey: ['orders', companyId, 'refundable', orderId],
    queryFn: () => fetchRefundable(orderId!),
    enabled: orderId !== undefined,
    staleTime: 0,
    gcTime: 0,
  });
}

/** The after-sale reasons (the shop's dictionary), in the current language. */
export function useAfterSaleReasons(enabled: boolean) {
  const companyId = useSession((state) => state.shop?.companyId ?? 0);
  const lang = useTranslation().i18n.language;
  return useQuery({
    queryKey: ['orders', companyId, 'afterSaleReasons', lang],
    queryFn: fetchAfterSaleReasons,
    enabled,
  });
}
