import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError } from './ApiError.ts';
import { configureHttp, http } from './client.ts';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

afterEach(() => vi.unstubAllGlobals());

describe('the http client', () => {
  it('sends the token and returns the body', async () => {
    const fetchMock = vi.fn(async () => json(200, { ok: true }));
    vi.stubGlobal('fetch', fetchMock);
    configureHttp({ getToken: () => 'abc', onError: vi.fn() });
    await expect(http.get('/api/x', z.object({ ok: z.boolean() }), { page: 0, empty: '' })).resolves.toEqual({
      ok: true,
    });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/x?page=0');
    expect(new Headers(init.headers).get('Authorization')).toBe('Bearer abc');
  });

  it('rejects with the server message and field errors, and reports it', async () => {
    vi.stubGlobal('fetch', async () =>
      json(400, { status: 400, message: 'bad', errors: [{ field: 'phone', message: 'wrong' }] }),
    );
    const onError = vi.fn();
    configureHttp({ getToken: () => undefined, onError });
    const error = await http.post('/api/x', z.unknown(), { a: 1 }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      kind: 'status',
      status: 400,
      message: 'bad',
      errors: [{ field: 'phone' }],
    });
    await vi.waitFor(() => expect(onError).toHaveBeenCalledWith(error, '/api/x'));
  });

  it('reports network failures without a status and keeps quiet calls quiet', async () => {
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch');
    });
    const onError = vi.fn();
    configureHttp({ getToken: () => undefined, onError });
    await expect(http.get('/api/x', z.unknown())).rejects.toMatchObject({
      kind: 'network',
      status: undefined,
    });
    await expect(http.delete('/auth/logout', z.undefined(), { quiet: true })).rejects.toBeInstanceOf(
      ApiError,
    );
    expect(onError).toHaveBeenCalledOnce();
  });

  it('turns an abort after the timeout into a timeout error', async () => {
    vi.useFakeTimers();
    vi.stubGlobal(
      'fetch',
      (_url: string, init: RequestInit) =>
        new Promise((_resolve, reject) => {
          init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );
    configureHttp({ getToken: () => undefined, onError: vi.fn() });
    const pending = http.get('/api/slow', z.unknown()).catch((caught: unknown) => caught);
    await vi.advanceTimersByTimeAsync(1_200_000);
    await expect(pending).resolves.toMatchObject({ kind: 'timeout' });
    vi.useRealTimers();
  });

  it('refuses an answer that breaks its contract in development', async () => {
    vi.stubGlobal('fetch', async () => json(200, { ok: 'yes' }));
    const onError = vi.fn();
    configureHttp({ getToken: () => undefined, onError });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await expect(http.get('/api/x', z.object({ ok: z.boolean() }))).rejects.toMatchObject({
      kind: 'contract',
    });
    expect(onError).toHaveBeenCalledOnce();
  });
});
