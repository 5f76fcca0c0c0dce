import type { DecoComponent } from '@hh/shared';
import { act, renderHook } from '@testing-library/react';
import { useReducer } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../http/ApiError.ts';
import { saveDraft } from './api.ts';
import { decoBuilderReducer, initialDecoBuilder } from './builder.ts';
import type { PageDetail } from './types.ts';
import { AUTOSAVE_MS, useDraftSave } from './useDraftSave.ts';

vi.mock('./api.ts', () => ({ saveDraft: vi.fn() }));

const saved = vi.mocked(saveDraft);

const title = (id: string): DecoComponent => ({
  id,
  hidden: false,
  type: 'title',
  text: 'Sale',
  subtitle: '',
  align: 'left',
  moreText: '',
  moreLink: null,
});

const detail: PageDetail = {
  id: 9,
  terminal: 3,
  name: 'Sale',
  title: '',
  isHome: false,
  publishedVersion: null,
  publishedAt: null,
  hasDraftChanges: true,
  revision: 2,
  componentCount: 0,
  updatedAt: new Date(0),
  updatedBy: null,
  document: {
    name: 'Sale',
    title: '',
    background: '#F5F5F5',
    backgroundImage: null,
    sharePicture: null,
    shareTitle: '',
    components: [],
  },
};

function useHarness() {
  const [state, dispatch] = useReducer(decoBuilderReducer, undefined, () =>
    decoBuilderReducer(initialDecoBuilder(), { type: 'load', detail }),
  );
  return { state, dispatch, draft: useDraftSave(state, dispatch, null) };
}

const wait = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

beforeEach(() => {
  vi.useFakeTimers();
  saved.mockReset();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('autosave of the draft', () => {
  it('saves once a second after the last edit, with the revision it last saw, then the next one', async () => {
    saved.mockResolvedValueOnce({ revision: 3, updatedAt: '2026-01-01T00:00:00Z' });
    saved.mockResolvedValueOnce({ revision: 4, updatedAt: '2026-01-01T00:00:05Z' });
    const { result } = renderHook(useHarness);
    act(() => result.current.dispatch({ type: 'insert', component: title('a'), index: 0 }));
    await wait(AUTOSAVE_MS / 2);
    act(() => result.current.dispatch({ type: 'insert', component: title('b'), index: 1 }));
    expect(result.current.draft.status.kind).toBe('pending');
    await wait(AUTOSAVE_MS / 2);
    expect(saved).not.toHaveBeenCalled();
    await wait(AUTOSAVE_MS / 2);
    expect(saved).toHaveBeenCalledTimes(1);
    expect(saved.mock.calls[0]?.[0]).toBe(9);
    expect(saved.mock.calls[0]?.[1]).toBe(2);
    expect(saved.mock.calls[0]?.[2].components.map((c) => c.id)).toEqual(['a', 'b']);
    expect(result.current.draft.status).toEqual({ kind: 'saved', at: '2026-01-01T00:00:00Z' });
    expect(result.current.state.revision).toBe(3);

    act(() => result.current.dispatch({ type: 'remove', id: 'a' }));
    await wait(AUTOSAVE_MS);
    expect(saved.mock.calls[1]?.[1]).toBe(3);
  });

  it('sends nothing while a component is incomplete, and says what', async () => {
    const { result } = renderHook(useHarness);
    const banner: DecoComponent = {
      id: 'b',
      hidden: false,
      type: 'banner',
      items: [],
      ratio: '2:1',
      autoplay: true,
      intervalSeconds: 4,
    };
    act(() => result.current.dispatch({ type: 'insert', component: banner, index: 0 }));
    await wait(AUTOSAVE_MS);
    expect(saved).not.toHaveBeenCalled();
    expect(result.current.draft.status.kind).toBe('invalid');
    expect(result.current.draft.problems).toEqual([{ componentId: 'b', field: 'items', key: 'decoItems' }]);
  });

  it('stops on a stale revision (saved elsewhere) until reloaded', async () => {
    saved.mockRejectedValueOnce(new ApiError('status', 'saved elsewhere', 409));
    const { result } = renderHook(useHarness);
    act(() => result.current.dispatch({ type: 'insert', component: title('a'), index: 0 }));
    await wait(AUTOSAVE_MS);
    expect(result.current.draft.status).toEqual({ kind: 'conflict', message: 'saved elsewhere' });
    act(() => result.current.dispatch({ type: 'insert', component: title('b'), index: 1 }));
    await wait(AUTOSAVE_MS * 3);
    expect(saved).toHaveBeenCalledTimes(1);
  });

  it('flush saves at once and answers the revision publish must send', async () => {
    saved.mockResolvedValueOnce({ revision: 7, updatedAt: '2026-01-01T00:00:00Z' });
    const { result } = renderHook(useHarness);
    act(() => result.current.dispatch({ type: 'insert', component: title('a'), index: 0 }));
    let revision: number | null = null;
    await act(async () => {
      revision = await result.current.draft.flush();
    });
    expect(revision).toBe(7);
    expect(saved).toHaveBeenCalledTimes(1);
    await act(async () => {
      revision = await result.current.draft.flush();
    });
    expect(revision).toBe(7);
    expect(saved).toHaveBeenCalledTimes(1);
  });
});
