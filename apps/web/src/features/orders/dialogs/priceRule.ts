import { toCents } from '@hh/shared';

const AMOUNT = /^(0|[1-9]\d{0,8})(\.\d{1,2})?$/;

/** Exact cents of a money string (no float on the way), or undefined when it is not one. */
export function amountCents(text: string): bigint | undefined {
  const value = text.trim();
  return AMOUNT.test(value) ? toCents(value) : undefined;
}

export type PriceProblem = 'amount' | 'same';

/** Why a new amount due is refused before asking the server: not money, or no change. */
export function priceProblem(text: string | undefined, current: string): PriceProblem | undefined {
  const cents = amountCents(text ?? '');
  if (cents === undefined || cents === 0n) return 'amount';
  return cents === amountCents(current) ? 'same' : undefined;
}

/** Whether this person may change the price now: once, or again with the permission. */
export const mayChangePrice = (changes: number, mayAgain: boolean): boolean => changes === 0 || mayAgain;
