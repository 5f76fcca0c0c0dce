import { fromCents, moneyCents, toCents } from '@hh/shared';

/**
 * Wallet amounts stay decimal strings from the input to the request: no floating point ever
 * touches them. Arithmetic for the preview is done in whole cents with BigInt.
 */
export type AmountProblem = 'required' | 'format' | 'zero';

/** Why a typed amount is refused, or undefined when it is a positive amount with at most 2 decimals. */
export function amountProblem(text: string | undefined): AmountProblem | undefined {
  if ((text ?? '').trim() === '') return 'required';
  const cents = moneyCents(text);
  if (cents === undefined) return 'format';
  if (cents === 0n) return 'zero';
  return undefined;
}

export function isAmount(text: string | undefined): boolean {
  return amountProblem(text) === undefined;
}

export type MoneyDirection = 1 | 2;

/** The balance after adding (1) or subtracting (2) the amount, as a decimal string. */
export function balanceAfter(balance: string, direction: MoneyDirection, amount: string): string {
  const change = toCents(amount);
  return fromCents(toCents(balance) + (direction === 1 ? change : -change));
}
