import { h5Paths } from '../../render/paths.ts';
import { navigate } from '../../router.ts';
import type { ConfirmInput, Create } from './api.ts';

/** A price the shopper was shown for a SKU (on the cart or the product page, then at checkout). */
export interface SeenPrice {
  skuId: number;
  price: string;
}

/** What the shopper chose on the checkout besides the address: kept while they visit the address book. */
export interface KeptChoices {
  deliveryType: 'express' | 'pickup';
  storeId: number | null;
  pickupName: string;
  pickupPhone: string;
  buyerNote: string;
}

/**
 * What the shopper is buying, kept for the visit (sessionStorage): it outlives a sign-in, a trip to
 * the address book and a reload, so the same pre-order key (and so the same order) is used again.
 */
export interface CheckoutIntent {
  buy: ConfirmInput;
  seen: SeenPrice[];
  /** The pre-order's key once confirmed: a create retried with it makes no second order. */
  key?: string;
  /** The address the shopper chose in the address book. */
  addressId?: number;
  /** The delivery, store, pickup contact and note chosen so far: the address book and back keep them. */
  choices?: KeptChoices;
  /** What the shopper placed under the key, until the order's answer came: asked again after a reload. */
  placing?: Create | undefined;
}

const intentKey = (companyKey: string) => `hh.h5.checkout.${companyKey}`;

function visitStorage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

const inPage = new Map<string, CheckoutIntent>();

export function readIntent(companyKey: string): CheckoutIntent | null {
  const kept = visitStorage();
  if (!kept) return inPage.get(companyKey) ?? null;
  try {
    return JSON.parse(kept.getItem(intentKey(companyKey)) ?? 'null') as CheckoutIntent | null;
  } catch {
    return null;
  }
}

export function keepIntent(companyKey: string, intent: CheckoutIntent) {
  const kept = visitStorage();
  if (kept) kept.setItem(intentKey(companyKey), JSON.stringify(intent));
  else inPage.set(companyKey, intent);
}

/** Changes the kept intent, if any, by `patch` (read afresh: the address book may have changed it). */
export function patchIntent(companyKey: string, patch: Partial<CheckoutIntent>) {
  const now = readIntent(companyKey);
  if (now) keepIntent(companyKey, { ...now, ...patch });
}

export function dropIntent(companyKey: string) {
  visitStorage()?.removeItem(intentKey(companyKey));
  inPage.delete(companyKey);
}

/**
 * Checks out lines of the cart, or buys one SKU now: what the shopper was shown goes along.
 * @public the cart and the product page's buy-now call it
 */
export function startCheckout(companyKey: string, buy: ConfirmInput, seen: SeenPrice[]) {
  keepIntent(companyKey, { buy, seen });
  navigate(h5Paths.checkout(companyKey));
}
