import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { call, login, loginTo, startTestServer, type TestServer } from './helpers.ts';
import { sample } from './sample-input.ts';
import { shopperToken } from './storefront-helpers.ts';

/**
 * Two kinds of token, two walls, proved over every route the app registers (new routes are covered
 * without a new test): a shopper token opens no staff route, a staff token no shopper route.
 */

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(() => s.close());

function requestFor(route: TestServer['routes'][number]) {
  const schema = route.schema as Record<string, z.ZodType | undefined> | undefined;
  const payload = schema?.body ? sample(schema.body, [1, 2]) : undefined;
  return {
    method: route.method as 'GET',
    url: route.url.replace(/:[A-Za-z]+/g, '1'),
    ...(payload === undefined ? {} : { payload: payload as object }),
  };
}

describe('token kinds', () => {
  it('a shopper token is refused (401) on every staff route', async () => {
    const shopper = await shopperToken(s, 'sunrise', '13922220001');
    const staffRoutes = s.routes.filter(
      (r) => r.access && r.access.kind !== 'public' && r.access.kind !== 'shopper',
    );
    expect(staffRoutes.length).toBeGreaterThan(100);
    for (const route of staffRoutes) {
      const res = await call(s.app, { ...requestFor(route), token: shopper });
      expect(res.status, `${route.method} ${route.url}`).toBe(401);
    }
    // The shopper token still works where it belongs.
    expect((await call(s.app, { method: 'GET', url: '/api/front/user', token: shopper })).status).toBe(200);
  });

  it('a staff token (a shop owner, the platform admin, one not bound to a shop) is refused (401) on every shopper route', async () => {
    const tokens = [
      await loginTo(s.app, 'admin', 'sunrise'),
      await loginTo(s.app, 'alice', 'sunrise'),
      await login(s.app, 'admin'),
    ];
    const shopperRoutes = s.routes.filter((r) => r.access?.kind === 'shopper');
    expect(shopperRoutes.map((r) => `${r.method} ${r.url}`)).toEqual(
      expect.arrayContaining([
        'DELETE /api/front/addresses/:id',
        'GET /api/front/after-sales',
        'GET /api/front/after-sales/:id',
        'GET /api/front/after-sales/couriers',
        'GET /api/front/after-sales/reasons',
        'GET /api/front/orders/:id/refundable',
        'POST /api/front/after-sales',
        'POST /api/front/after-sales/:id/return',
        'POST /api/front/after-sales/:id/withdraw',
        'POST /api/front/after-sales/pictures',
        'POST /api/front/after-sales/quote',
        'DELETE /api/front/cart',
        'GET /api/front/addresses',
        'GET /api/front/addresses/:id',
        'GET /api/front/cart',
        'GET /api/front/cart/count',
        'GET /api/front/user',
        'GET /api/front/wallet',
        'POST /api/front/addresses',
        'POST /api/front/cart',
        'POST /api/front/logout',
        'PUT /api/front/addresses/:id',
        'PUT /api/front/addresses/:id/default',
        'PUT /api/front/cart/quantity',
      ]),
    );
    for (const token of tokens) {
      for (const route of shopperRoutes) {
        const res = await call(s.app, { ...requestFor(route), token });
        expect(res.status, `${route.method} ${route.url}`).toBe(401);
      }
      // The staff token still works where it belongs.
      expect((await call(s.app, { method: 'GET', url: '/auth/info', token })).status).toBe(200);
    }
  });

  it('refuses a shopper token sent as the staff cookie, and one re-bound to another shop', async () => {
    const shopper = await shopperToken(s, 'sunrise', '13922220002');
    const me = (headers: Record<string, string>) =>
      call(s.app, { method: 'GET', url: '/api/front/user', headers });
    expect((await me({ cookie: `HH-TOEKN=${encodeURIComponent(`Bearer ${shopper}`)}` })).status).toBe(401);
    const [head, body, sig] = shopper.split('.');
    const claims = JSON.parse(Buffer.from(body!, 'base64url').toString());
    const forged = Buffer.from(JSON.stringify({ ...claims, cid: claims.cid + 1 })).toString('base64url');
    expect((await me({ authorization: `Bearer ${head}.${forged}.${sig}` })).status).toBe(401);
    expect((await me({ authorization: `Bearer ${shopper}` })).status).toBe(200);
  });
});
