import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, loginTo, startTestServer, type TestServer } from './helpers.ts';
import { shopperCaller, shopperToken } from './storefront-helpers.ts';

/**
 * What the staff desk reads of a member while placing an order for them: the saved addresses (the
 * order-create permission) and the wallet balance shown before paying from it.
 */

let s: TestServer;
let admin: string;
let harbour: string;
let clerk: string;
let uid: number;

const as = (token: string) => (url: string) => call(s.app, { method: 'GET', url, token });

beforeAll(async () => {
  s = await startTestServer();
  admin = await loginTo(s.app, 'admin', 'sunrise');
  harbour = await loginTo(s.app, 'admin', 'harbour');
  clerk = await loginTo(s.app, 'carol', 'sunrise');
  const shopper = await shopperToken(s, 'sunrise', '13944445501');
  const me = shopperCaller(
    () => s,
    () => shopper,
  );
  uid = (await me('GET', '/api/front/user')).body.uid as number;
  const hangzhou = { provinceId: 33, cityId: 3301, districtId: 330102 };
  await me('POST', '/api/front/addresses', {
    name: '家',
    phone: '13944445501',
    ...hangzhou,
    detail: '解放路 1 号',
  });
  await me('POST', '/api/front/addresses', {
    name: '公司',
    phone: '13944445502',
    provinceId: 11,
    cityId: 1101,
    districtId: 110108,
    detail: '中关村大街 1 号',
    isDefault: true,
  });
});
afterAll(() => s.close());

describe('GET /api/user/:id/addresses (staff placing an order)', () => {
  it("gives the shop's member's addresses, the default first, with the region names", async () => {
    const res = await as(admin)(`/api/user/${uid}/addresses`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject([
      {
        name: '公司',
        phone: '13944445502',
        isDefault: true,
        districtName: '海淀区',
        detail: '中关村大街 1 号',
      },
      { name: '家', isDefault: false, provinceName: '浙江省', districtName: '上城区' },
    ]);
  });

  it('offers saved addresses for some demo members: a default home, for some an office too', async () => {
    const all = await as(admin)('/api/user?page=5&size=20&sort=uid,asc');
    const twentieth = (all.body.content as { uid: number }[])[19]!.uid;
    const res = await as(admin)(`/api/user/${twentieth}/addresses`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject([
      { isDefault: true, provinceName: '北京市', districtName: '朝阳区' },
      { isDefault: false, provinceName: '上海市', districtName: '浦东新区' },
    ]);
  });

  it("answers 404 to another company's staff, and for a member who does not exist", async () => {
    const other = await as(harbour)(`/api/user/${uid}/addresses`);
    expect(other.status).toBe(404);
    expect(JSON.stringify(other.body)).not.toContain('中关村');
    expect((await as(admin)('/api/user/999999/addresses')).status).toBe(404);
  });

  it('refuses staff without the order-create permission with 403', async () => {
    const res = await as(clerk)(`/api/user/${uid}/addresses`);
    expect(res.status).toBe(403);
  });
});

describe('GET /api/user/:id (the balance read before a wallet payment)', () => {
  it("gives the member's balance to the shop's staff and 404 to another company's", async () => {
    await call(s.app, {
      method: 'POST',
      url: '/api/user/money',
      token: admin,
      payload: { uid, ptype: 1, money: '88.50', remark: '充值' },
    });
    const own = await as(admin)(`/api/user/${uid}`);
    expect(own.status).toBe(200);
    expect(own.body.nowMoney).toBe('88.50');
    const other = await as(harbour)(`/api/user/${uid}`);
    expect(other.status).toBe(404);
    expect(other.body.nowMoney).toBeUndefined();
  });
});
