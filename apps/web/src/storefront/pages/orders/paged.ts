import { useEffect, useState } from 'react';

interface PageOf<T> {
  content: T[];
  totalElements: number;
}

export type Paged<T> =
  | { state: 'loading' }
  | { state: 'failed'; status: number }
  | { state: 'done'; rows: T[]; total: number; more: boolean; loadingMore: boolean };

/**
 * The pages of a list read so far for `key` (read again from the first page when the key changes),
 * and `loadMore` for the next one.
 */
export function usePaged<T>(key: string, load: (page: number) => Promise<PageOf<T>>) {
  const [state, setState] = useState<{ key: string; paged: Paged<T>; page: number }>({
    key,
    paged: { state: 'loading' },
    page: 0,
  });
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key names what load() asks for
  useEffect(() => {
    let live = true;
    load(0).then(
      (answer) =>
        live &&
        setState({
          key,
          page: 0,
          paged: {
            state: 'done',
            rows: answer.content,
            total: answer.totalElements,
            more: answer.content.length < answer.totalElements,
            loadingMore: false,
          },
        }),
      (error: unknown) => {
        const status = typeof error === 'object' && error && 'status' in error ? Number(error.status) : 0;
        if (live) setState({ key, page: 0, paged: { state: 'failed', status } });
      },
    );
    return () => {
      live = false;
    };
  }, [key]);
  const paged: Paged<T> = state.key === key ? state.paged : { state: 'loading' };
  const loadMore = async () => {
    if (paged.state !== 'done' || paged.loadingMore || !paged.more) return;
    setState({ ...state, paged: { ...paged, loadingMore: true } });
    const next = state.page + 1;
    try {
      const answer = await load(next);
      const rows = [...paged.rows, ...answer.content];
      setState({
        key,
        page: next,
        paged: {
          state: 'done',
          rows,
          total: answer.totalElements,
          more: rows.length < answer.totalElements && answer.content.length > 0,
          loadingMore: false,
        },
      });
    } catch {
      setState({ ...state, paged: { ...paged, loadingMore: false } });
    }
  };
  return { paged, loadMore };
}
