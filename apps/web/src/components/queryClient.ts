import { QueryClient } from '@tanstack/react-query';
import { i18n } from '../i18n/index.ts';
import { onServerStateReset } from '../lib/serverState.ts';
import { refetchOnLanguageChange } from './languageRefetch.ts';

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 },
    mutations: { retry: false },
  },
});

onServerStateReset(() => queryClient.clear());
refetchOnLanguageChange(queryClient, i18n);
