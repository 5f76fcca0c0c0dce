import type { storefrontContract, Wire } from '@hh/shared';
import { useEffect, useSyncExternalStore } from 'react';
import { frontCall } from './request.ts';
import { useSignedIn } from './session.ts';

type Contract = typeof storefrontContract;
export type CartList = Wire<Contract['cartList']>;

/** The signed-in shopper's cart (`/api/front/cart`). */
export const cartApi = {
  list: (companyKey: string) => frontCall<CartList>(companyKey, 'GET', '/cart'),
  add: (companyKey: string, skuId: number, quantity: number) =>
    frontCall<Wire<Contract['cartAdded']>>(companyKey, 'POST', '/cart', { skuId, quantity }).finally(() =>
      refreshCartCount(companyKey),
    ),
  setQuantity: (companyKey: string, id: number, quantity: number) =>
    frontCall<Wire<Contract['cartAdded']>>(companyKey, 'PUT', '/cart/quantity', { id, quantity }).finally(
      () => refreshCartCount(companyKey),
    ),
  remove: (companyKey: string, ids: number[]) =>
    frontCall<void>(companyKey, 'DELETE', '/cart', { ids }).finally(() => refreshCartCount(companyKey)),
};

/** How many items the cart holds, per shop, as last asked (the bottom navigation's badge). */
const counts = new Map<string, number>();
const listeners = new Set<() => void>();

/** Asks the server again (after the cart changed here, or an order took lines out of it). */
function refreshCartCount(companyKey: string) {
  frontCall<Wire<Contract['cartCount']>>(companyKey, 'GET', '/cart/count').then(
    (answer) => {
      counts.set(companyKey, answer.quantity);
      for (const listener of listeners) listener();
    },
    () => undefined,
  );
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * The cart's item count for the badge: 0 for a shopper not signed in. Asked again on every page the
 * shopper opens (`currentPath`), so lines an order took out of the cart leave the count too.
 */
export function useCartCount(companyKey: string, currentPath: string): number {
  const signedIn = useSignedIn(companyKey);
  const count = useSyncExternalStore(subscribe, () => counts.get(companyKey));
  // biome-ignore lint/correctness/useExhaustiveDependencies: each page opened asks again
  useEffect(() => {
    if (signedIn) refreshCartCount(companyKey);
    else counts.delete(companyKey);
  }, [signedIn, companyKey, currentPath]);
  return signedIn ? (count ?? 0) : 0;
}
