import { describe, expect, it } from 'vitest';
import { formatMoney, priceDisplay, toCents } from './money.ts';

describe('formatMoney', () => {
  it('shows two decimals with thousands separators', () => {
    expect(formatMoney('12.5')).toBe('12.50');
    expect(formatMoney('3')).toBe('3.00');
    expect(formatMoney('1234567.8')).toBe('1,234,567.80');
    expect(formatMoney('0.10')).toBe('0.10');
    expect(formatMoney('007.00')).toBe('7.00');
  });

  it('keeps exact digits where a float would not', () => {
    expect(formatMoney('999999999.99')).toBe('999,999,999.99');
    expect(formatMoney('0.1')).toBe('0.10');
  });

  it('handles signs and non-numbers', () => {
    expect(formatMoney('-5')).toBe('-5.00');
    expect(formatMoney('-0')).toBe('0.00');
    expect(formatMoney('n/a')).toBe('n/a');
  });
});

describe('toCents', () => {
  it('reads amounts as whole cents', () => {
    expect(toCents('12.5')).toBe(1250n);
    expect(toCents('0.01')).toBe(1n);
    expect(toCents('-1')).toBe(-100n);
    expect(toCents('x')).toBeUndefined();
  });
});

describe('priceDisplay', () => {
  it('marks multi-spec prices as the lowest ("from")', () => {
    expect(priceDisplay({ price: '9.9', specType: 'multi' })).toEqual({ amount: '9.90', from: true });
    expect(priceDisplay({ price: '10', specType: 'single' })).toEqual({ amount: '10.00', from: false });
  });
});
