/**
 * Decimal strings done exactly: money, weight and volume are compared and added as whole units of
 * their last decimal (cents, thousandths) with BigInt, never with floats.
 */

/** "12.3" at scale 2 → 1230n ("-1" → -100n); decimals past the scale are cut, not rounded. */
function toUnits(text: string, scale: number): bigint {
  const value = text.trim();
  const negative = value.startsWith('-');
  const [whole = '0', fraction = ''] = (negative ? value.slice(1) : value).split('.');
  const units = BigInt(whole) * 10n ** BigInt(scale) + BigInt(fraction.padEnd(scale, '0').slice(0, scale));
  return negative ? -units : units;
}

/** Money as the server takes it: not negative, at most 9 whole digits and 2 decimals. */
export const MONEY_RE = /^(0|[1-9]\d{0,8})(\.\d{1,2})?$/;

const DECIMAL_RE = /^-?\d+(\.\d+)?$/;

/** Money text → cents ("12.3" → 1230n). */
export const toCents = (text: string): bigint => toUnits(text, 2);

/** The cents of a typed money text the server takes (MONEY_RE, spaces around allowed); undefined otherwise. */
export function moneyCents(text: string | null | undefined): bigint | undefined {
  const value = (text ?? '').trim();
  return MONEY_RE.test(value) ? toCents(value) : undefined;
}

/** Weight, volume or pieces text → thousandths ("1.5" → 1500n). */
export const toMilli = (text: string): bigint => toUnits(text, 3);

/** 1230n → "12.30" */
export function fromCents(cents: bigint): string {
  const sign = cents < 0n ? '-' : '';
  const absolute = cents < 0n ? -cents : cents;
  return `${sign}${absolute / 100n}.${(absolute % 100n).toString().padStart(2, '0')}`;
}

/** Money as a shopper reads it: always two decimals ("1118" → "1118.00", "511.4" → "511.40"). */
export const formatMoney = (text: string): string => fromCents(toCents(text));

/** Money with thousands separators and two decimals ("1234567.5" → "1,234,567.50"), exactly; "" for a text that is no decimal. */
export function formatThousands(text: string): string {
  if (!DECIMAL_RE.test(text.trim())) return '';
  const [whole = '0', fraction = '00'] = formatMoney(text).split('.');
  return `${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${fraction}`;
}
