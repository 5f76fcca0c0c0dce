import { type DecoComponent, type DecoDocument, decoComponent } from '@hh/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { resolveData } from './api.ts';

/** How long the canvas waits after a change of what the page refers to before it asks again. */
const RESOLVE_DELAY_MS = 400;

const REFERENCE_KEYS = new Set(['link', 'moreLink', 'source']);

/** What the canvas data depends on: the component kinds and every link and product source. */
function references(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(references);
  if (value === null || typeof value !== 'object') return null;
  const picked: Record<string, unknown> = {};
  for (const [key, inner] of Object.entries(value)) {
    if (REFERENCE_KEYS.has(key) || key === 'type' || key === 'id') picked[key] = inner;
    else if (typeof inner === 'object') picked[key] = references(inner);
  }
  return picked;
}

/**
 * The products, categories, pages, shop and navigation the canvas shows, asked of the server for
 * the components complete enough to send, again only when what they refer to changes.
 */
export function useCanvasResolve(terminal: number, components: readonly DecoComponent[], enabled: boolean) {
  const complete = useMemo(() => components.filter((c) => decoComponent.safeParse(c).success), [components]);
  const signature = useMemo(() => JSON.stringify(references(complete)), [complete]);
  const [asked, setAsked] = useState<{ signature: string; components: readonly DecoComponent[] } | null>(
    null,
  );

  useEffect(() => {
    if (asked?.signature === signature) return;
    const timer = setTimeout(
      () => setAsked({ signature, components: complete }),
      asked ? RESOLVE_DELAY_MS : 0,
    );
    return () => clearTimeout(timer);
  }, [signature, complete, asked]);

  const query = useQuery({
    queryKey: ['shop', 'decoration', 'resolve', terminal, asked?.signature],
    queryFn: () => {
      const document: DecoDocument = {
        name: 'canvas',
        title: '',
        background: '#F5F5F5',
        backgroundImage: null,
        sharePicture: null,
        shareTitle: '',
        components: [...(asked?.components ?? [])],
      };
      return resolveData(terminal, document);
    },
    enabled: enabled && asked !== null,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
  return query.data ?? null;
}
