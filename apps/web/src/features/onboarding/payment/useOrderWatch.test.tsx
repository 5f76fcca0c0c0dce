import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dispatchLiveEvent } from '../../../live/bus.ts';
import { fetchOrderState } from '../api.ts';
import type { OrderState } from '../types.ts';
import { ORDER_POLL_MS, useOrderWatch } from './useOrderWatch.ts';

vi.mock('../api.ts', () => ({ fetchOrderState: vi.fn() }));

const fetchState = vi.mocked(fetchOrderState);

const state = (status: OrderState['status']): OrderState => ({
  orderCode: 'YL1',
  planId: 1,
  planName: '基础版',
  amount: '0.01',
  durationDays: 30,
  status,
  payUrl: 'http://x/pay',
  paidAt: status === 'paid' ? '2026-01-01T00:00:00.000Z' : null,
  createdAt: '2026-01-01T00:00:00.000Z',
  companyStatus: status === 'paid' ? 'pending_approval' : 'pending_payment',
});

function watch(onSettled: (value: OrderState) => void) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return renderHook(() => useOrderWatch('YL1', onSettled), { wrapper });
}

afterEach(() => {
  vi.useRealTimers();
  vi.clearAllMocks();
});

describe('watching an order', () => {
  it('polls every 3 seconds until the order is paid, then settles once', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    fetchState.mockResolvedValue(state('unpaid'));
    const onSettled = vi.fn();
    watch(onSettled);
    await waitFor(() => expect(fetchState).toHaveBeenCalledTimes(1));
    await vi.advanceTimersByTimeAsync(ORDER_POLL_MS);
    await waitFor(() => expect(fetchState).toHaveBeenCalledTimes(2));
    fetchState.mockResolvedValue(state('paid'));
    await vi.advanceTimersByTimeAsync(ORDER_POLL_MS);
    await waitFor(() => expect(onSettled).toHaveBeenCalledOnce());
    expect(onSettled.mock.calls[0]?.[0]).toMatchObject({ status: 'paid', companyStatus: 'pending_approval' });
    await vi.advanceTimersByTimeAsync(ORDER_POLL_MS * 3);
    expect(fetchState).toHaveBeenCalledTimes(3);
    expect(onSettled).toHaveBeenCalledOnce();
  });

  it('asks again at once when the live notice says this order was paid', async () => {
    fetchState.mockResolvedValue(state('unpaid'));
    const onSettled = vi.fn();
    watch(onSettled);
    await waitFor(() => expect(fetchState).toHaveBeenCalledTimes(1));
    fetchState.mockResolvedValue(state('paid'));
    dispatchLiveEvent({
      type: 'company.paid',
      data: { orderCode: 'OTHER', planName: '基础版', companyStatus: 'pending_approval' },
      at: '',
    });
    expect(fetchState).toHaveBeenCalledTimes(1);
    dispatchLiveEvent({
      type: 'company.paid',
      data: { orderCode: 'YL1', planName: '基础版', companyStatus: 'pending_approval' },
      at: '',
    });
    await waitFor(() => expect(onSettled).toHaveBeenCalledOnce());
    expect(fetchState).toHaveBeenCalledTimes(2);
  });
});
