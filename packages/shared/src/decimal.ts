/**
 * Decimal strings done exactly: money, weight and volume are compared and added as whole units of
 * their last decimal (cents, thousandths) with BigInt, never with floats.
 */

/** "12.3" at scale 2 → 1230n ("-1" → -100n); decimals past the scale are cut, not rounded. */
function toUnits(text: string, scale: number): bigint {
  const negative = text.startsWith('-');
  const [whole = '0', fraction = ''] = (negative ? text.slice(1) : text).split('.');
  const units = BigInt(whole) * 10n ** BigInt(scale) + BigInt(fraction.padEnd(scale, '0').slice(0, scale));
  return negative ? -units : units;
}

/** Money text → cents ("12.3" → 1230n). */
export const toCents = (text: string): bigint => toUnits(text, 2);

/** Weight, volume or pieces text → thousandths ("1.5" → 1500n). */
export const toMilli = (text: string): bigint => toUnits(text, 3);

/** 1230n → "12.30" */
export function fromCents(cents: bigint): string {
  const sign = cents < 0n ? '-' : '';
  const absolute = cents < 0n ? -cents : cents;
  return `${sign}${absolute / 100n}.${(absolute % 100n).toString().padStart(2, '0')}`;
}
