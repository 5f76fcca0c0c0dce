import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../session/state.ts';
import { type DictDetail, fetchDictDetails } from './api.ts';
import { type DictOption, dictLookup, dictOptions } from './labels.ts';

const dictQueryKey = (companyId: number | undefined, dictName: string) =>
  ['dict', companyId ?? 0, dictName] as const;

export interface DictState {
  items: DictDetail[];
  options: DictOption[];
  label(value: string | number | null | undefined): string;
  loading: boolean;
}

const NO_ITEMS: DictDetail[] = [];

/** A dictionary's entries, cached per company, as select options and a value → label lookup. */
export function useDict(dictName: string): DictState {
  const companyId = useSession((state) => state.shop?.companyId);
  const { i18n } = useTranslation();
  const language = i18n.language;
  const query = useQuery({
    queryKey: dictQueryKey(companyId, dictName),
    queryFn: () => fetchDictDetails(dictName),
    staleTime: 5 * 60_000,
  });
  const items = query.data ?? NO_ITEMS;
  const options = useMemo(() => dictOptions(items, language), [items, language]);
  const label = useMemo(() => dictLookup(options), [options]);
  return { items, options, label, loading: query.isPending };
}

/** Forgets the cached entries of a dictionary after they were edited. */
export function useRefreshDict(): (dictName: string) => Promise<void> {
  const client = useQueryClient();
  const companyId = useSession((state) => state.shop?.companyId);
  return useCallback(
    (dictName) => client.invalidateQueries({ queryKey: dictQueryKey(companyId, dictName) }),
    [client, companyId],
  );
}
