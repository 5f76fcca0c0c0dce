import { afterEach, describe, expect, it, vi } from 'vitest';
import { frontCall, RequestError } from './request.ts';
import { keepShopperToken, shopperToken } from './session.ts';

const answer = (status: number, body: unknown) =>
  vi.fn(
    async () =>
      new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
  );

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('the shopper API client', () => {
  it('sends the shop’s token in the header only, and keeps it across calls', async () => {
    keepShopperToken('sunrise', 'tok-1');
    const fetch = answer(200, { lines: 2, quantity: 3 });
    vi.stubGlobal('fetch', fetch);
    await expect(frontCall('sunrise', 'GET', '/cart/count')).resolves.toEqual({ lines: 2, quantity: 3 });
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/front/cart/count');
    expect(url).not.toContain('tok-1');
    expect((init.headers as Record<string, string>).authorization).toBe('Bearer tok-1');
    expect(shopperToken('sunrise')).toBe('tok-1');
    expect(shopperToken('harbour')).toBeNull();
  });

  it('forgets the sign-in the server no longer accepts', async () => {
    keepShopperToken('sunrise', 'tok-2');
    vi.stubGlobal('fetch', answer(401, { message: '请重新登录' }));
    await expect(frontCall('sunrise', 'GET', '/user')).rejects.toMatchObject({ status: 401 });
    expect(shopperToken('sunrise')).toBeNull();
  });

  it('names the field the server refused, and a lost connection as status 0', async () => {
    vi.stubGlobal(
      'fetch',
      answer(400, {
        message: '参数校验失败: phone 手机号格式不正确',
        errors: [{ field: 'phone', message: '手机号格式不正确' }],
      }),
    );
    const refused = await frontCall('sunrise', 'POST', '/login', {}).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(RequestError);
    expect((refused as RequestError).fields).toEqual({ phone: '手机号格式不正确' });
    expect((refused as RequestError).message).toBe('手机号格式不正确');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await expect(frontCall('sunrise', 'GET', '/user')).rejects.toMatchObject({ status: 0 });
  });
});
