/**
 * Money, weight and volume stay decimal strings from the input to the request. Comparing and adding
 * is done on whole units of the last decimal (cents for money) with BigInt, never with floats.
 */
const MONEY = /^(0|[1-9]\d{0,8})(\.\d{1,2})?$/;
const MEASURE = /^(0|[1-9]\d{0,6})(\.\d{1,3})?$/;

export type DecimalProblem = 'required' | 'format' | 'zero';

/** A money text (at most 2 decimals) the server accepts; `positive` also refuses zero. */
export function moneyProblem(text: string | undefined, positive: boolean): DecimalProblem | undefined {
  const value = (text ?? '').trim();
  if (value === '') return positive ? 'required' : undefined;
  if (!MONEY.test(value)) return 'format';
  if (positive && toCents(value) === 0n) return 'zero';
  return undefined;
}

/** A weight or volume text (at most 3 decimals); empty means zero. */
export function measureProblem(text: string | undefined): DecimalProblem | undefined {
  const value = (text ?? '').trim();
  return value === '' || MEASURE.test(value) ? undefined : 'format';
}

export const isMoney = (text: string | undefined): boolean =>
  (text ?? '').trim() !== '' && moneyProblem(text, false) === undefined;

/** "12.3" → 1230n; throws on anything that is not a money text. */
export function toCents(text: string): bigint {
  const value = text.trim();
  if (!MONEY.test(value)) throw new RangeError(`not a money value: ${text}`);
  const [whole = '0', fraction = ''] = value.split('.');
  return BigInt(whole) * 100n + BigInt(fraction.padEnd(2, '0'));
}

/** 1230n → "12.30" */
export function fromCents(cents: bigint): string {
  const sign = cents < 0n ? '-' : '';
  const absolute = cents < 0n ? -cents : cents;
  return `${sign}${absolute / 100n}.${(absolute % 100n).toString().padStart(2, '0')}`;
}

/** The lowest of the valid money texts, normalised to 2 decimals; undefined when none is valid. */
export function lowestMoney(texts: readonly (string | undefined)[]): string | undefined {
  let lowest: bigint | undefined;
  for (const text of texts) {
    if (!isMoney(text)) continue;
    const cents = toCents(text ?? '');
    if (lowest === undefined || cents < lowest) lowest = cents;
  }
  return lowest === undefined ? undefined : fromCents(lowest);
}

/** An empty optional decimal travels as "0". */
export const decimalOrZero = (text: string | undefined): string => {
  const value = (text ?? '').trim();
  return value === '' ? '0' : value;
};
