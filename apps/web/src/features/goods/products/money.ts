import { toCents as centsOf } from '@hh/shared';

const DECIMAL = /^(-?)(\d+)(?:\.(\d+))?$/;

/**
 * A decimal string shown with two decimals and thousands separators ("1234.5" → "1,234.50"),
 * done on the digits so no float ever touches the amount; extra decimals are cut, not rounded
 * (the server stores 2). Anything that is not a decimal is shown as it is.
 */
export function formatMoney(text: string): string {
  const match = DECIMAL.exec(text.trim());
  if (!match) return text;
  const [, sign = '', whole = '0', fraction = ''] = match;
  const digits = whole.replace(/^0+(?=\d)/, '');
  const grouped = digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const cents = fraction.padEnd(2, '0').slice(0, 2);
  const zero = /^0+$/.test(digits) && cents === '00';
  return `${zero ? '' : sign}${grouped}.${cents}`;
}

/** "12.5" → 1250n, for comparing amounts without floats; undefined for anything else. */
export function toCents(text: string): bigint | undefined {
  const value = text.trim();
  return DECIMAL.test(value) ? centsOf(value) : undefined;
}

export interface PriceDisplay {
  amount: string;
  /** Several SKUs: the amount is the lowest price ("from …"). */
  from: boolean;
}

export const priceDisplay = (row: { price: string; specType: 'single' | 'multi' }): PriceDisplay => ({
  amount: formatMoney(row.price),
  from: row.specType === 'multi',
});
