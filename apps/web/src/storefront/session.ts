import { useSyncExternalStore } from 'react';

/**
 * The shopper's sign-in to one shop: the token the shop's `/api/front` calls carry. Kept in
 * localStorage per shop so it outlives the visit; it travels only in the Authorization header,
 * never in an address or a log.
 */
const keyOf = (companyKey: string) => `hh.h5.shopper.${companyKey}`;

const listeners = new Set<() => void>();

function announce() {
  for (const listener of listeners) listener();
}

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null; // storage refused (private mode): the sign-in lasts as long as the page
  }
}

/** Where the tokens are kept when the browser refuses storage. */
const inPage = new Map<string, string>();

export function shopperToken(companyKey: string): string | null {
  const kept = storage();
  return kept ? kept.getItem(keyOf(companyKey)) : (inPage.get(companyKey) ?? null);
}

export function keepShopperToken(companyKey: string, token: string) {
  const kept = storage();
  if (kept) kept.setItem(keyOf(companyKey), token);
  else inPage.set(companyKey, token);
  announce();
}

/** Forgets the shop's sign-in (signed out, or the server no longer accepts the token). */
export function forgetShopper(companyKey: string) {
  storage()?.removeItem(keyOf(companyKey));
  inPage.delete(companyKey);
  announce();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  // Another tab of the same shop signs in or out.
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

/** Whether the shopper is signed in to the shop, following sign-in and sign-out as they happen. */
export function useSignedIn(companyKey: string): boolean {
  return useSyncExternalStore(subscribe, () => shopperToken(companyKey) !== null);
}
