import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureHttp } from '../http/client.ts';
import { fetchCompanies, fetchInfo, fetchMenus, fetchUserRoles } from './api.ts';
import { sessionFirstRequests } from './firstRequests.ts';
import { clearSessionStorage, getToken, saveShop, saveToken, saveUser } from './storage.ts';
import type { ShopInfo, User } from './types.ts';

const user = { id: 7, username: 'alice', phone: '13800000001' } as User;
const shop = { companyId: 3, companyKey: 'k3' } as ShopInfo;

const fetchMock = vi.fn(
  async () => new Response('{}', { status: 200, headers: { 'content-type': 'application/json' } }),
);
// A token of its own per test: answers fetched ahead are kept per token.
let run = 0;
const fetchedUrls = () => fetchMock.mock.calls.map((call) => (call as unknown as [string])[0]);

beforeEach(() => {
  configureHttp({ getToken, onError: () => undefined });
  fetchMock.mockClear();
  vi.stubGlobal('fetch', fetchMock);
  saveToken(`token-${++run}`);
  saveUser(user);
});
afterEach(() => {
  clearSessionStorage();
  vi.unstubAllGlobals();
});

describe("the session's first requests on a cold start", () => {
  it('asks who, roles, shops, menus and footer at once when a shop is chosen', () => {
    saveShop(shop);
    sessionFirstRequests();
    expect(fetchedUrls()).toEqual([
      '/auth/info',
      '/auth/getUserRole?userId=7',
      '/api/systemCompanyConfig/getCompanyByUser?userPhone=13800000001',
      '/api/menus/build',
      '/api/systemConfig/footer',
    ]);
  });

  it('leaves the menus and footer alone before a shop is chosen', () => {
    sessionFirstRequests();
    expect(fetchedUrls()).not.toContain('/api/menus/build');
    expect(fetchedUrls()).not.toContain('/api/systemConfig/footer');
  });

  it("is what the guard's calls take, so nothing is asked twice", async () => {
    saveShop(shop);
    sessionFirstRequests();
    const quietly = (call: Promise<unknown>) => call.catch(() => undefined);
    await Promise.all([
      quietly(fetchInfo()),
      quietly(fetchUserRoles(user.id)),
      quietly(fetchCompanies(user.phone ?? '')),
      quietly(fetchMenus()),
    ]);
    expect(fetchMock).toHaveBeenCalledTimes(5);
  });
});
