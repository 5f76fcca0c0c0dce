import { afterEach, describe, expect, it, vi } from 'vitest';
import { productListFirstRequests } from './firstRequests.ts';

afterEach(() => vi.unstubAllGlobals());

describe('the product list fetched ahead', () => {
  it('for the product list are its first page, the tab counts and the categories', () => {
    const fetchMock = vi.fn(
      async () => new Response('{}', { status: 200, headers: { 'content-type': 'application/json' } }),
    );
    vi.stubGlobal('fetch', fetchMock);
    productListFirstRequests();
    expect(fetchMock.mock.calls.map((call) => (call as unknown as [string])[0])).toEqual([
      '/api/product?page=0&size=10&sort=id%2Cdesc&tab=onSale',
      '/api/product/counts',
      '/api/goodsCategory?page=0&size=1000&sort=sort%2Casc',
    ]);
  });
});
