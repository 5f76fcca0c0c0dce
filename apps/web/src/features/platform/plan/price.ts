const PRICE_PATTERN = /^(0|[1-9]\d{0,8})(\.\d{1,2})?$/;

/** A price as the server takes it: a decimal string above 0 with at most two decimals, checked as text. */
export function isValidPrice(text: string): boolean {
  const value = text.trim();
  return PRICE_PATTERN.test(value) && /[1-9]/.test(value);
}

/** "2999.5" → "¥2,999.50", by string operations only (no floating point). */
export function formatPrice(text: string): string {
  const [integer = '0', decimals = ''] = text.trim().split('.');
  const grouped = integer.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `¥${grouped}.${decimals.padEnd(2, '0').slice(0, 2)}`;
}
