import { describe, expect, it } from 'vitest';
import { formatPrice, isValidPrice } from './price.ts';

describe('plan price', () => {
  it('takes amounts above zero with at most two decimals', () => {
    for (const ok of ['0.01', '1', '999.00', '999.9', ' 12.5 ', '123456789.99']) {
      expect(isValidPrice(ok), ok).toBe(true);
    }
    for (const bad of ['', '0', '0.00', '-1', '1.234', '01', '1e3', 'abc', '1,000', '1234567890']) {
      expect(isValidPrice(bad), bad).toBe(false);
    }
  });

  it('formats the decimal string with thousands and two decimals without floating point', () => {
    expect(formatPrice('2999.00')).toBe('¥2,999.00');
    expect(formatPrice('0.1')).toBe('¥0.10');
    expect(formatPrice('123456789.99')).toBe('¥123,456,789.99');
    expect(formatPrice('5')).toBe('¥5.00');
  });
});
