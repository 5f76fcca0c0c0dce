import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { call, caller, loginTo, startTestServer, type TestServer } from './helpers.ts';
import { rowsOf, shopperSignIn } from './storefront-helpers.ts';

export const HOUR = 3_600_000;

export interface Shopper {
  uid: number;
  token: string;
  addressId: number;
  send(method: 'GET' | 'POST', url: string, payload?: object): ReturnType<typeof call>;
}

/** A server with sunrise's staff, a product SKU of sunrise over ¥1, and shoppers with ¥100 in their wallets. */
export async function groupBuyFixture() {
  const s: TestServer = await startTestServer();
  const staff = caller(s, await loginTo(s.app, 'admin', 'sunrise'));
  const [row] = await rowsOf<{ product_id: string; sku_id: string }>(
    s,
    sql`select p.id as product_id, k.id as sku_id from product_skus k join products p on p.id = k.product_id
      join companies c on c.id = p.company_id
      where c.company_key = 'sunrise' and p.on_shelf and not p.is_deleted and k.price > 1 order by k.id limit 1`,
  );
  const goods = { productId: Number(row!.product_id), skuId: Number(row!.sku_id) };

  async function activity(extra: object = {}) {
    const res = await staff.post('/api/group-buy/activities', {
      title: '二人团',
      productId: goods.productId,
      skus: [{ skuId: goods.skuId, price: '0.50', stock: 10 }],
      groupSize: 2,
      hoursOpen: 24,
      startAt: new Date(Date.now() - HOUR).toISOString(),
      endAt: new Date(Date.now() + 72 * HOUR).toISOString(),
      ...extra,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body as { id: number };
  }

  let phones = 0;
  async function shopper(companyKey = 'sunrise', prefix = '1395555'): Promise<Shopper> {
    phones += 1;
    const signed = await shopperSignIn(s, companyKey, `${prefix}${String(phones).padStart(4, '0')}`);
    const token = signed.body.token as string;
    const send = (method: 'GET' | 'POST', url: string, payload?: object) =>
      call(s.app, {
        method,
        url,
        token,
        headers: { 'accept-language': 'en' },
        ...(payload ? { payload } : {}),
      });
    const address = await send('POST', '/api/front/addresses', {
      name: '拼团',
      phone: '13955559999',
      provinceId: 33,
      cityId: 3301,
      districtId: 330102,
      detail: '解放路 1 号',
      isDefault: true,
    });
    const uid = signed.body.member.uid as number;
    if (companyKey === 'sunrise')
      await staff.post('/api/user/money', { uid, ptype: 1, money: '100', remark: '充值' });
    return { uid, token, addressId: address.body.id, send };
  }

  /** A group order placed: a new group, or joining `groupId`. */
  async function placed(who: Shopper, activityId: number, groupId?: number) {
    const confirmed = await who.send('POST', '/api/front/checkout/confirm', {
      skuId: goods.skuId,
      quantity: 1,
      activity: { kind: 'group', id: activityId, ...(groupId ? { groupId } : {}) },
    });
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
    const created = await who.send('POST', `/api/front/checkout/${confirmed.body.key}/create`, {
      addressId: who.addressId,
      deliveryType: 'express',
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    return created.body as { id: number; payAmount: string; payDeadline: string; createdAt: string };
  }

  const payByWallet = (who: Shopper, orderId: number) =>
    who.send('POST', `/api/front/orders/${orderId}/pay`, { method: 'wallet' });

  /** Starts a provider payment and answers its pay link's path (the sandbox link is its signed notice). */
  async function providerLink(who: Shopper, orderId: number) {
    const started = await who.send('POST', `/api/front/orders/${orderId}/pay`, { method: 'provider' });
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    return (started.body.payment.payUrl as string).replace(/^https?:\/\/[^/]+/, '');
  }

  const groupIdOf = async (orderId: number) =>
    Number(
      (
        await rowsOf<{ group_id: string }>(
          s,
          sql`select group_id from group_buy_seats where order_id = ${orderId}`,
        )
      )[0]!.group_id,
    );

  return { s, staff, goods, activity, shopper, placed, payByWallet, providerLink, groupIdOf };
}
