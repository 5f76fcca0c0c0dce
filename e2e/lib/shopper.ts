import { assert } from './assert.ts';
import { freshPhone } from './members.ts';

/** A shopper of one shop talking to the storefront API (`/api/front/…`) as an app would, outside the browser. */
export interface Shopper {
  uid: number;
  phone: string;
  /** The shopper token, for a browser page signed in as this shopper. */
  token: string;
  send<T>(method: string, path: string, body?: unknown): Promise<T>;
}

export interface ShopperOrder {
  id: number;
  code: string;
  payAmount: string;
  status: string;
}

async function call<T>(baseUrl: string, method: string, path: string, body?: unknown, token?: string) {
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  assert(response.ok, `${method} ${path} answered ${response.status}: ${text.slice(0, 200)}`);
  return JSON.parse(text) as T;
}

/** Signs a new phone in to the shop by SMS (the test server's echo provider hands the code back). */
export async function shopperSignIn(baseUrl: string, companyKey: string): Promise<Shopper> {
  const phone = freshPhone();
  const sent = await call<{ code?: string }>(baseUrl, 'POST', '/api/front/login/sms', { companyKey, phone });
  assert(sent.code, 'the echo SMS provider answers with the code');
  const signedIn = await call<{ token: string; member: { uid: number } }>(
    baseUrl,
    'POST',
    '/api/front/login',
    {
      companyKey,
      phone,
      code: sent.code,
    },
  );
  return {
    uid: signedIn.member.uid,
    phone,
    token: signedIn.token,
    send: (method, path, body) => call(baseUrl, method, path, body, signedIn.token),
  };
}

/** A saved default address in Hangzhou (regions: Zhejiang 33, Hangzhou 3301, Shangcheng 330102). */
export async function addAddress(shopper: Shopper): Promise<number> {
  const address = await shopper.send<{ id: number }>('POST', '/api/front/addresses', {
    name: '端到端顾客',
    phone: shopper.phone,
    provinceId: 33,
    cityId: 3301,
    districtId: 330102,
    detail: '解放路 1 号',
    isDefault: true,
  });
  return address.id;
}

/** Buy-now through the three checkout steps: confirm, compute (the server's prices), create. */
export async function buyNow(
  shopper: Shopper,
  skuId: number,
  addressId: number,
  quantity = 1,
): Promise<ShopperOrder> {
  const confirmed = await shopper.send<{ key: string }>('POST', '/api/front/checkout/confirm', {
    skuId,
    quantity,
  });
  const choices = { deliveryType: 'express', addressId, buyerNote: '' };
  const computed = await shopper.send<{ price: { payAmount: string } }>(
    'POST',
    `/api/front/checkout/${confirmed.key}/compute`,
    choices,
  );
  const order = await shopper.send<ShopperOrder>(
    'POST',
    `/api/front/checkout/${confirmed.key}/create`,
    choices,
  );
  assert(order.payAmount === computed.price.payAmount, 'create charges what compute showed');
  return order;
}
