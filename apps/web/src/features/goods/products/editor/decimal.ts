/**
 * Money, weight and volume stay decimal strings from the input to the request. Comparing and adding
 * is done on whole units of the last decimal (cents for money) with BigInt, never with floats.
 */
import { fromCents, MEASURE_RE, moneyCents } from '@hh/shared';

export type DecimalProblem = 'required' | 'format' | 'zero';

/** A money text (at most 2 decimals) the server accepts; `positive` also refuses zero. */
export function moneyProblem(text: string | undefined, positive: boolean): DecimalProblem | undefined {
  const value = (text ?? '').trim();
  if (value === '') return positive ? 'required' : undefined;
  const cents = moneyCents(value);
  if (cents === undefined) return 'format';
  if (positive && cents === 0n) return 'zero';
  return undefined;
}

/** A weight or volume text (at most 3 decimals); empty means zero. */
export function measureProblem(text: string | undefined): DecimalProblem | undefined {
  const value = (text ?? '').trim();
  return value === '' || MEASURE_RE.test(value) ? undefined : 'format';
}

/** The lowest of the valid money texts, normalised to 2 decimals; undefined when none is valid. */
export function lowestMoney(texts: readonly (string | undefined)[]): string | undefined {
  let lowest: bigint | undefined;
  for (const text of texts) {
    const cents = moneyCents(text);
    if (cents !== undefined && (lowest === undefined || cents < lowest)) lowest = cents;
  }
  return lowest === undefined ? undefined : fromCents(lowest);
}

/** An empty optional decimal travels as "0". */
export const decimalOrZero = (text: string | undefined): string => {
  const value = (text ?? '').trim();
  return value === '' ? '0' : value;
};
