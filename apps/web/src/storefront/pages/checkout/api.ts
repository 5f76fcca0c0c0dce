import type {
  ActivityRef,
  regionsContract,
  storefrontContract,
  storefrontOrdersContract,
  storefrontPayContract,
  WechatPayKind,
  Wire,
} from '@hh/shared';
import { frontCall } from '../../request.ts';

type Front = typeof storefrontContract;
type Orders = typeof storefrontOrdersContract;

export type Address = Wire<Front['address']>;
export type AddressInput = Wire<Front['addressInput']>;
export type Region = Wire<typeof regionsContract.list>[number];
export type Confirmed = Wire<Orders['confirmed']>;
export type Computed = Wire<Orders['computed']>;
export type Choices = Wire<Orders['choices']>;
export type Create = Wire<Orders['create']>;
export type Order = Wire<Orders['order']>;
export type OrderDetail = Wire<Orders['detail']>;
export type Paid = Wire<Orders['paid']>;
export type PayOptions = Wire<typeof storefrontPayContract.options>;
export type CheckoutLine = Computed['lines'][number];
export type PickupStore = Confirmed['pickupStores'][number];
export type ConfirmInput =
  | { cartIds: number[] }
  | { skuId: number; quantity: number; activity?: ActivityRef };

/** The shopper's address book (`/api/front/addresses`). */
export const addressBook = {
  list: (companyKey: string) => frontCall<Address[]>(companyKey, 'GET', '/addresses'),
  one: (companyKey: string, id: number) => frontCall<Address>(companyKey, 'GET', `/addresses/${id}`),
  save: (companyKey: string, id: number | null, input: AddressInput) =>
    id === null
      ? frontCall<Address>(companyKey, 'POST', '/addresses', input)
      : frontCall<Address>(companyKey, 'PUT', `/addresses/${id}`, input),
  makeDefault: (companyKey: string, id: number) =>
    frontCall<Address>(companyKey, 'PUT', `/addresses/${id}/default`),
  remove: (companyKey: string, id: number) => frontCall<void>(companyKey, 'DELETE', `/addresses/${id}`),
};

const regionAnswers = new Map<number, Promise<Region[]>>();

/** The regions under `pid` (0: the provinces), the back office's own cascade, asked once a page. */
export function regionsUnder(pid: number): Promise<Region[]> {
  const known = regionAnswers.get(pid);
  if (known) return known;
  const asked = fetch(`/auth/cityList?pid=${pid}`, { headers: { accept: 'application/json' } }).then(
    (response) => {
      if (!response.ok) throw new Error(response.statusText);
      return response.json() as Promise<Region[]>;
    },
  );
  regionAnswers.set(pid, asked);
  asked.catch(() => regionAnswers.delete(pid));
  return asked;
}

/** Confirm → compute → create, then pay (`/api/front/checkout`, `/api/front/orders`). */
export const checkout = {
  confirm: (companyKey: string, input: ConfirmInput) =>
    frontCall<Confirmed>(companyKey, 'POST', '/checkout/confirm', input),
  compute: (companyKey: string, key: string, choices: Choices) =>
    frontCall<Computed>(companyKey, 'POST', `/checkout/${key}/compute`, choices),
  create: (companyKey: string, key: string, input: Create) =>
    frontCall<Order>(companyKey, 'POST', `/checkout/${key}/create`, input),
  order: (companyKey: string, id: number) => frontCall<OrderDetail>(companyKey, 'GET', `/orders/${id}`),
  pay: (companyKey: string, id: number, method: 'wallet' | 'provider', kind?: WechatPayKind) =>
    frontCall<Paid>(companyKey, 'POST', `/orders/${id}/pay`, kind ? { method, kind } : { method }),
  payOptions: (companyKey: string) => frontCall<PayOptions>(companyKey, 'GET', '/pay/options'),
};

/** WeChat's web sign-in that gives JSAPI the shopper's openid: started here, finished on the way back. */
export const wechatSignIn = {
  start: (companyKey: string, back: string) =>
    frontCall<{ url: string }>(companyKey, 'POST', '/wechat/oauth', { back }),
  finish: (companyKey: string, code: string, state: string) =>
    frontCall<{ back: string }>(companyKey, 'POST', '/wechat/oauth/finish', { code, state }),
};
