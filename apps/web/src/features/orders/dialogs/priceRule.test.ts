import { describe, expect, it } from 'vitest';
import { mayChangePrice, priceProblem } from './priceRule.ts';

describe('the price change rule', () => {
  it('refuses a non-amount and the same amount', () => {
    expect(priceProblem('abc', '10.00')).toBe('amount');
    expect(priceProblem(undefined, '10.00')).toBe('amount');
    expect(priceProblem('10', '10.00')).toBe('same');
    expect(priceProblem('9.99', '10.00')).toBeUndefined();
    expect(priceProblem('0', '10.00')).toBe('amount');
    expect(priceProblem('0.01', '10.00')).toBeUndefined();
  });

  it('allows one change, more only with the permission', () => {
    expect(mayChangePrice(0, false)).toBe(true);
    expect(mayChangePrice(1, false)).toBe(false);
    expect(mayChangePrice(1, true)).toBe(true);
  });
});
