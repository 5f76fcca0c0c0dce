import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useLiveEvent } from '../../../live/useLiveEvent.ts';
import { fetchOrderState } from '../api.ts';
import { onboardingKeys } from '../queries.ts';
import type { OrderState } from '../types.ts';

/** @internal */
export const ORDER_POLL_MS = 3000;

/**
 * Watches an order until it is paid or closed: told at once by the live `company.paid` notice,
 * and polling every 3 s in case the socket is down. `onSettled` runs once when it settles.
 */
export function useOrderWatch(orderCode: string, onSettled: (state: OrderState) => void) {
  const state = useQuery({
    queryKey: onboardingKeys.orderState(orderCode),
    queryFn: () => fetchOrderState(orderCode),
    refetchInterval: (query) =>
      query.state.data?.status === 'unpaid' || !query.state.data ? ORDER_POLL_MS : false,
    refetchIntervalInBackground: true,
  });
  useLiveEvent(['company.paid'], (event) => {
    if (event.data.orderCode === orderCode) void state.refetch();
  });
  const settled = useRef<string | null>(null);
  const latest = useRef(onSettled);
  useEffect(() => {
    latest.current = onSettled;
  });
  const data = state.data;
  useEffect(() => {
    if (!data || data.status === 'unpaid' || settled.current === data.orderCode) return;
    settled.current = data.orderCode;
    latest.current(data);
  }, [data]);
  return state;
}
