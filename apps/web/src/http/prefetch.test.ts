import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { configureHttp, http } from './client.ts';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('answers fetched ahead', () => {
  it('are taken once by the first get of the same URL and parameters', async () => {
    const fetchMock = vi.fn(async () => json(200, { n: fetchMock.mock.calls.length }));
    vi.stubGlobal('fetch', fetchMock);
    configureHttp({ getToken: () => 'abc', onError: vi.fn() });
    const schema = z.object({ n: z.number() });
    http.prefetch('/api/x', { page: 0, tab: 'a' });
    await expect(http.get('/api/x', schema, { page: 0, tab: 'a' })).resolves.toEqual({ n: 1 });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await expect(http.get('/api/x', schema, { page: 0, tab: 'a' })).resolves.toEqual({ n: 2 });
    await http.get('/api/x', schema, { page: 1, tab: 'a' });
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('are not taken once the token has changed (another sign-in or shop)', async () => {
    const fetchMock = vi.fn(async () => json(200, { n: fetchMock.mock.calls.length }));
    vi.stubGlobal('fetch', fetchMock);
    let token = 'shop-a';
    configureHttp({ getToken: () => token, onError: vi.fn() });
    http.prefetch('/api/y');
    token = 'shop-b';
    await expect(http.get('/api/y', z.object({ n: z.number() }))).resolves.toEqual({ n: 2 });
    const [, init] = fetchMock.mock.calls[1] as unknown as [string, RequestInit];
    expect(new Headers(init.headers).get('Authorization')).toBe('Bearer shop-b');
  });

  it('report their failure to the call that takes them, and nothing when nobody does', async () => {
    vi.useFakeTimers();
    vi.stubGlobal('fetch', async () => json(403, { message: 'no' }));
    const onError = vi.fn();
    configureHttp({ getToken: () => 'abc', onError });
    http.prefetch('/api/unused');
    http.prefetch('/api/used');
    await expect(http.get('/api/used', z.unknown())).rejects.toMatchObject({ status: 403 });
    expect(onError).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(20_000);
    expect(onError).toHaveBeenCalledTimes(1);
  });
});

describe('answers fetched ahead that have already arrived', () => {
  it('are taken synchronously, once, so a first render can show them', async () => {
    const fetchMock = vi.fn(async () => json(200, { n: fetchMock.mock.calls.length }));
    vi.stubGlobal('fetch', fetchMock);
    configureHttp({ getToken: () => 'abc', onError: vi.fn() });
    const schema = z.object({ n: z.number() });
    http.prefetch('/api/arrived', { page: 0 });
    expect(http.takeArrived('/api/arrived', schema, { page: 0 })).toBeUndefined();
    await vi.waitFor(() => expect(http.takeArrived('/api/arrived', schema, { page: 0 })).toEqual({ n: 1 }));
    expect(http.takeArrived('/api/arrived', schema, { page: 0 })).toBeUndefined();
    await expect(http.get('/api/arrived', schema, { page: 0 })).resolves.toEqual({ n: 2 });
  });

  it('are never taken when they failed: the get that asks reports the failure', async () => {
    vi.stubGlobal('fetch', async () => json(500, { message: 'down' }));
    const onError = vi.fn();
    configureHttp({ getToken: () => 'abc', onError });
    http.prefetch('/api/broken');
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(http.takeArrived('/api/broken', z.unknown())).toBeUndefined();
    await expect(http.get('/api/broken', z.unknown())).rejects.toMatchObject({ status: 500 });
  });
});
