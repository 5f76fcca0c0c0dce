import { afterEach, describe, expect, it, vi } from 'vitest';
import { configureHttp } from '../http/client.ts';
import { browserDriver } from './browserDriver.ts';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

class FakeSocket {
  static opened: string[] = [];
  onmessage: ((event: { data: unknown }) => void) | null = null;
  onclose: ((event: { code: number }) => void) | null = null;
  constructor(readonly url: string) {
    FakeSocket.opened.push(url);
  }
  close() {}
}

afterEach(() => {
  vi.unstubAllGlobals();
  FakeSocket.opened = [];
});

const settle = () => new Promise((r) => setTimeout(r, 0));

describe('the browser live driver', () => {
  it('asks for a one-time ticket with the Authorization header, then opens the socket with the ticket only', async () => {
    const fetchMock = vi.fn(async () => json(200, { ticket: 't-1', expiresIn: 30 }));
    vi.stubGlobal('fetch', fetchMock);
    vi.stubGlobal('WebSocket', FakeSocket);
    configureHttp({ getToken: () => 'secret-token', onError: vi.fn() });
    browserDriver.open('secret-token', { message: vi.fn(), close: vi.fn() });
    await settle();
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/ws/ticket');
    expect(init.method).toBe('POST');
    expect(new Headers(init.headers).get('Authorization')).toBe('Bearer secret-token');
    expect(FakeSocket.opened).toEqual([`ws://${window.location.host}/api/ws?ticket=t-1`]);
    expect(FakeSocket.opened[0]).not.toContain('secret-token');
  });

  it('reports a refused ticket as a final close, without opening a socket', async () => {
    vi.stubGlobal('fetch', async () => json(401, { status: 401, message: 'expired' }));
    vi.stubGlobal('WebSocket', FakeSocket);
    configureHttp({ getToken: () => 'old', onError: vi.fn() });
    const close = vi.fn();
    browserDriver.open('old', { message: vi.fn(), close });
    await settle();
    await settle();
    expect(close).toHaveBeenCalledWith(4401);
    expect(FakeSocket.opened).toEqual([]);
  });
});
