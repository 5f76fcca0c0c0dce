import { describe, expect, it } from 'vitest';
import { priceDisplay } from './money.ts';

describe('priceDisplay', () => {
  it('marks multi-spec prices as the lowest ("from")', () => {
    expect(priceDisplay({ price: '9.9', specType: 'multi' })).toEqual({ amount: '9.90', from: true });
    expect(priceDisplay({ price: '10', specType: 'single' })).toEqual({ amount: '10.00', from: false });
    expect(priceDisplay({ price: '1234567.8', specType: 'single' }).amount).toBe('1,234,567.80');
  });
});
