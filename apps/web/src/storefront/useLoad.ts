import { useEffect, useState } from 'react';

export type Loaded<T> =
  | { state: 'loading' }
  | { state: 'done'; data: T }
  | { state: 'failed'; status: number };

/** The answer of `load()` for the current `key`, asked again whenever the key changes. */
export function useLoad<T>(key: string, load: () => Promise<T>): Loaded<T> {
  const [result, setResult] = useState<{ key: string; loaded: Loaded<T> }>({
    key,
    loaded: { state: 'loading' },
  });
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key names what load() asks for
  useEffect(() => {
    let live = true;
    load().then(
      (data) => live && setResult({ key, loaded: { state: 'done', data } }),
      (error: unknown) => {
        const status = typeof error === 'object' && error && 'status' in error ? Number(error.status) : 0;
        if (live) setResult({ key, loaded: { state: 'failed', status } });
      },
    );
    return () => {
      live = false;
    };
  }, [key]);
  return result.key === key ? result.loaded : { state: 'loading' };
}
