import { QueryClient } from '@tanstack/react-query';
import { onServerStateReset } from './serverState.ts';

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 },
    mutations: { retry: false },
  },
});

onServerStateReset(() => queryClient.clear());
