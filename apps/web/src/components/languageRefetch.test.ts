import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { createInstance } from 'i18next';
import { describe, expect, it } from 'vitest';
import { refetchOnLanguageChange } from './languageRefetch.ts';

const REASONS = { zh: ['不想要了'], en: ['No longer wanted'] } as const;

describe('server words after a language switch', () => {
  it('asks the server again in the new language, without a reload', async () => {
    const i18n = createInstance();
    await i18n.init({ lng: 'zh', resources: {} });
    const client = new QueryClient({ defaultOptions: { queries: { staleTime: 30_000, retry: false } } });
    const stop = refetchOnLanguageChange(client, i18n);
    const observer = new QueryObserver(client, {
      queryKey: ['afterSaleReasons'],
      queryFn: () => REASONS[i18n.language as 'zh' | 'en'],
    });
    const seen: string[][] = [];
    const unsubscribe = observer.subscribe((result) => {
      if (result.data && !result.isFetching) seen.push([...result.data]);
    });
    await expect.poll(() => seen.at(-1)).toEqual(['不想要了']);

    await i18n.changeLanguage('en');
    await expect.poll(() => seen.at(-1)).toEqual(['No longer wanted']);

    unsubscribe();
    stop();
  });
});
