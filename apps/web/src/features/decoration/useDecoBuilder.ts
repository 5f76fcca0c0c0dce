import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useReducer, useRef } from 'react';
import { fetchLinkPages, fetchPage, linkPagesKey, pageKey, pagesKey, publishPage } from './api.ts';
import { decoBuilderReducer, initialDecoBuilder } from './builder.ts';
import type { PageDetail } from './types.ts';
import { useDraftSave } from './useDraftSave.ts';

/**
 * The builder of one page: its draft loaded once (a reload only when asked, so edits are never
 * replaced under the designer), the terminal's pages, autosave, and publish (after saving).
 */
export function useDecoBuilder(pageId: number) {
  const queryClient = useQueryClient();
  const [state, dispatch] = useReducer(decoBuilderReducer, undefined, initialDecoBuilder);
  const detail = useQuery({
    queryKey: pageKey(pageId),
    queryFn: () => fetchPage(pageId),
    staleTime: Number.POSITIVE_INFINITY,
    // Opened again later, the builder reads the draft afresh (its revision may have moved on).
    gcTime: 0,
    refetchOnWindowFocus: false,
  });
  const terminal = detail.data?.terminal;
  const pages = useQuery({
    queryKey: linkPagesKey(terminal ?? 0),
    queryFn: () => fetchLinkPages(terminal ?? 0),
    enabled: terminal !== undefined,
  });
  const draft = useDraftSave(state, dispatch, detail.data?.updatedAt ?? null);

  const shown = useRef<PageDetail | undefined>(undefined);
  useEffect(() => {
    if (!detail.data || detail.data === shown.current) return;
    shown.current = detail.data;
    dispatch({ type: 'load', detail: detail.data });
  }, [detail.data]);

  useEffect(() => {
    if (pages.data) dispatch({ type: 'pages', pages: pages.data });
  }, [pages.data]);

  // The page list shows each page's draft state: it is read again once the builder closes.
  useEffect(() => () => void queryClient.invalidateQueries({ queryKey: pagesKey }), [queryClient]);

  const { restart, flush } = draft;
  const reload = useCallback(async () => {
    const { data } = await detail.refetch();
    if (!data) return;
    shown.current = data;
    dispatch({ type: 'load', detail: data });
    restart(data.updatedAt);
  }, [detail, restart]);

  /** Saves what is pending, then makes the draft live; null when the draft could not be saved. */
  const publish = useCallback(async () => {
    const revision = await flush();
    if (revision === null) return null;
    const row = await publishPage(pageId, revision);
    void queryClient.invalidateQueries({ queryKey: pagesKey });
    return row;
  }, [flush, pageId, queryClient]);

  return {
    state,
    dispatch,
    page: detail.data,
    loadFailed: detail.isError,
    retry: () => void detail.refetch(),
    reload,
    publish,
    draft,
  };
}
