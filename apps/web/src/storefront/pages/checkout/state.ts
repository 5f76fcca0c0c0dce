import { fromCents, toCents } from '@hh/shared/decimal';
import type { Address, CheckoutLine, Choices } from './api.ts';
import type { KeptChoices, SeenPrice } from './intent.ts';

export interface PriceChange {
  was: string;
  now: string;
}

/** The lines whose price is not the one the shopper was last shown, by SKU. */
export function priceChanges(seen: readonly SeenPrice[], lines: readonly CheckoutLine[]) {
  const changes = new Map<number, PriceChange>();
  for (const line of lines) {
    const shown = seen.find((s) => s.skuId === line.skuId);
    if (shown && toCents(shown.price) !== toCents(line.unitPrice))
      changes.set(line.skuId, { was: shown.price, now: line.unitPrice });
  }
  return changes;
}

/** The prices as shown now: what the next answer is compared with. */
export const seenOf = (lines: readonly CheckoutLine[]): SeenPrice[] =>
  lines.map((l) => ({ skuId: l.skuId, price: l.unitPrice }));

/** How many of a line are left when that is few: the stock the line still may take, shown. */
export const LOW_STOCK = 5;

export interface CheckoutForm extends KeptChoices {
  addressId: number | null;
}

/** The body of compute and create from the form: pickup details only for pickup. */
export function choicesOf(form: CheckoutForm): Choices {
  const pickup = form.deliveryType === 'pickup';
  const name = form.pickupName.trim();
  const phone = form.pickupPhone.trim();
  return {
    deliveryType: form.deliveryType,
    addressId: pickup ? null : form.addressId,
    storeId: pickup ? form.storeId : null,
    pickupContact: pickup && name && phone ? { name, phone } : null,
    buyerNote: form.buyerNote.trim(),
  };
}

const MOBILE = /^1[3-9]\d{9}$/;

const isMobile = (phone: string) => MOBILE.test(phone.trim());

export type FormProblem = 'address' | 'store' | 'pickupName' | 'pickupPhone';

/** What the shopper still has to fill in before the order can be placed (the server checks it again). */
export function formProblems(form: CheckoutForm): FormProblem[] {
  if (form.deliveryType === 'express') return form.addressId === null ? ['address'] : [];
  const problems: FormProblem[] = [];
  if (form.storeId === null) problems.push('store');
  if (!form.pickupName.trim()) problems.push('pickupName');
  if (!isMobile(form.pickupPhone)) problems.push('pickupPhone');
  return problems;
}

export const keptOf = ({ addressId: _, ...kept }: CheckoutForm): KeptChoices => kept;

/**
 * The form the checkout starts with: the choices kept from before this visit of the page (a store
 * the shop no longer offers is dropped, pickup only while some store is offered), else express to
 * the starting address and pickup by the shopper's own phone.
 */
export function startingForm(
  kept: KeptChoices | undefined,
  storeIds: readonly number[],
  addressId: number | null,
  shopperPhone: string,
): CheckoutForm {
  const storeId =
    kept?.storeId != null && storeIds.includes(kept.storeId) ? kept.storeId : (storeIds[0] ?? null);
  return {
    deliveryType: kept?.deliveryType === 'pickup' && storeIds.length > 0 ? 'pickup' : 'express',
    addressId,
    storeId,
    pickupName: kept?.pickupName ?? '',
    pickupPhone: kept?.pickupPhone || shopperPhone,
    buyerNote: kept?.buyerNote ?? '',
  };
}

/** The address the checkout starts with: the one chosen before, else the default, else the first. */
export function startingAddress(addresses: readonly Address[], chosen: number | undefined): number | null {
  const found = addresses.find((a) => a.id === chosen) ?? addresses.find((a) => a.isDefault) ?? addresses[0];
  return found?.id ?? null;
}

/** Whether the wallet covers the amount, and by how much it falls short when not. */
export function walletCovers(balance: string, amount: string): { enough: boolean; short: string } {
  const gap = toCents(amount) - toCents(balance);
  return { enough: gap <= 0n, short: fromCents(gap > 0n ? gap : 0n) };
}

/** `mm:ss` (or `h:mm:ss`) left until the deadline; null once it passed. */
export function timeLeft(deadline: string, now: number): string | null {
  const ms = new Date(deadline).getTime() - now;
  if (!(ms > 0)) return null;
  const seconds = Math.floor(ms / 1000);
  const two = (n: number) => String(n).padStart(2, '0');
  const [h, m, s] = [Math.floor(seconds / 3600), Math.floor((seconds % 3600) / 60), seconds % 60];
  return h > 0 ? `${h}:${two(m)}:${two(s)}` : `${two(m)}:${two(s)}`;
}
