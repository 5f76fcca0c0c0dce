import { MONEY_RE } from '@hh/shared';

/**
 * Wallet amounts stay decimal strings from the input to the request: no floating point ever
 * touches them. Arithmetic for the preview is done in whole cents with BigInt.
 */
const BALANCE_PATTERN = /^-?\d+(\.\d{1,2})?$/;

export type AmountProblem = 'required' | 'format' | 'zero';

/** Why a typed amount is refused, or undefined when it is a positive amount with at most 2 decimals. */
export function amountProblem(text: string | undefined): AmountProblem | undefined {
  const value = (text ?? '').trim();
  if (value === '') return 'required';
  if (!MONEY_RE.test(value)) return 'format';
  if (toCents(value) === 0n) return 'zero';
  return undefined;
}

export function isAmount(text: string | undefined): boolean {
  return amountProblem(text) === undefined;
}

/** "12.3" → 1230n; the text must be a balance or an amount (at most 2 decimals). */
export function toCents(text: string): bigint {
  const value = text.trim();
  if (!BALANCE_PATTERN.test(value)) throw new RangeError(`not a money value: ${text}`);
  const negative = value.startsWith('-');
  const [whole = '0', fraction = ''] = value.replace('-', '').split('.');
  const cents = BigInt(whole) * 100n + BigInt(fraction.padEnd(2, '0'));
  return negative ? -cents : cents;
}

/** 1230n → "12.30" */
export function fromCents(cents: bigint): string {
  const negative = cents < 0n;
  const absolute = negative ? -cents : cents;
  const whole = absolute / 100n;
  const fraction = (absolute % 100n).toString().padStart(2, '0');
  return `${negative ? '-' : ''}${whole}.${fraction}`;
}

export type MoneyDirection = 1 | 2;

/** The balance after adding (1) or subtracting (2) the amount, as a decimal string. */
export function balanceAfter(balance: string, direction: MoneyDirection, amount: string): string {
  const change = toCents(amount);
  return fromCents(toCents(balance) + (direction === 1 ? change : -change));
}
