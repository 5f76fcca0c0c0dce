import { ORDER_VERIFY_PREVIEW_URL, ORDER_VERIFY_STORES_URL } from '@hh/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caller, loginTo, startTestServer, type TestServer } from './helpers.ts';

/** The demo's people: the founders own their shops, the staff verify pickups at a bound store out of the box. */

let s: TestServer;

beforeAll(async () => {
  s = await startTestServer();
});
afterAll(() => s.close());

const as = async (username: string, companyKey: string) =>
  caller(s, await loginTo(s.app, username, companyKey));

describe('the demo shops’ own people', () => {
  it('makes each founder the owner of the shop she founded', async () => {
    const alice = await as('alice', 'sunrise');
    expect((await alice.get('/api/dashboard/summary')).body.roles).toEqual(['店主']);
    const carol = await as('carol', 'harbour');
    expect((await carol.get('/api/dashboard/summary')).body.roles).toEqual(['店主']);
  });

  it('binds the clerk bob and the manager dave to a store: a code is looked up, not refused for want of one', async () => {
    const bob = await as('bob', 'harbour');
    expect((await bob.get(ORDER_VERIFY_STORES_URL)).body).toEqual({
      allStores: false,
      stores: [{ id: expect.any(Number), name: '海港旗舰店' }],
    });
    const preview = await bob.post(ORDER_VERIFY_PREVIEW_URL, { code: '000000000' });
    expect(preview.status).toBe(404);
    expect(preview.body.message).not.toContain('你尚未绑定门店');
    const dave = await as('dave', 'sunrise');
    expect((await dave.get(ORDER_VERIFY_STORES_URL)).body.stores).toEqual([
      { id: expect.any(Number), name: '朝阳门店' },
    ]);
  });

  it('lets the owner verify at every store', async () => {
    const alice = await as('alice', 'sunrise');
    expect((await alice.get(ORDER_VERIFY_STORES_URL)).body).toEqual({ allStores: true, stores: [] });
  });
});
