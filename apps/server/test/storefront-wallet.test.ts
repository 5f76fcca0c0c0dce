import { beforeAll, describe, expect, it } from 'vitest';
import { call, loginTo } from './helpers.ts';
import { twoShoppers } from './storefront-helpers.ts';

const two = twoShoppers('13933330051', '13933330052');
const { me, them } = two;
let staff: string;
beforeAll(async () => {
  staff = await loginTo(two.s.app, 'alice', 'sunrise');
});
const byStaff = (url: string, payload: object) =>
  call(two.s.app, { method: 'POST', url, token: staff, payload });

describe('the shopper’s wallet ledger', () => {
  it('lists the shopper’s own wallet lines newest first with the balance after each, never points', async () => {
    const added = await byStaff('/api/user/money', {
      uid: two.uid,
      ptype: 1,
      money: '20.00',
      remark: '充值',
    });
    expect(added.body).toMatchObject({ nowMoney: '20.00' });
    expect(
      (await byStaff('/api/user/money', { uid: two.uid, ptype: 2, money: '5.50', remark: '扣减' })).status,
    ).toBe(200);
    expect(
      (await byStaff('/api/user/integral', { uid: two.uid, ptype: 1, integral: 30, remark: '积分' })).status,
    ).toBe(200);

    const wallet = await me('GET', '/api/front/wallet?page=0&size=10');
    expect(wallet.status).toBe(200);
    expect(wallet.body.totalElements).toBe(2);
    expect(
      wallet.body.content.map((l: { balance: string; reason: string }) => [l.balance, l.reason]),
    ).toEqual([
      ['14.50', '扣减'],
      ['20.00', '充值'],
    ]);
    expect(Object.keys(wallet.body.content[0]).sort()).toEqual([
      'balance',
      'change',
      'createdAt',
      'id',
      'reason',
      'reasonCode',
      'reasonParams',
    ]);
    expect(wallet.body.content[0]).toMatchObject({ reasonCode: null, reasonParams: null });
    expect((await me('GET', '/api/front/user')).body.nowMoney).toBe('14.50');

    const page2 = await me('GET', '/api/front/wallet?page=1&size=1');
    expect(page2.body.content.map((l: { balance: string }) => l.balance)).toEqual(['20.00']);
  });

  it('shows another shopper nothing of it, and refuses no token and a staff token', async () => {
    expect((await them('GET', '/api/front/wallet')).body).toEqual({ content: [], totalElements: 0 });
    expect((await call(two.s.app, { method: 'GET', url: '/api/front/wallet' })).status).toBe(401);
    expect((await call(two.s.app, { method: 'GET', url: '/api/front/wallet', token: staff })).status).toBe(
      401,
    );
  });
});
