import { describe, expect, it } from 'vitest';
import { fromCents, toCents, toMilli } from './decimal.ts';

describe('exact decimals', () => {
  it('reads money as cents and thousandths, cutting extra decimals', () => {
    expect(toCents('12.3')).toBe(1230n);
    expect(toCents('0.019')).toBe(1n);
    expect(toCents('-1')).toBe(-100n);
    expect(toMilli('1.5')).toBe(1500n);
    expect(toMilli('2')).toBe(2000n);
  });

  it('writes cents with two decimals', () => {
    expect(fromCents(1230n)).toBe('12.30');
    expect(fromCents(5n)).toBe('0.05');
    expect(fromCents(-100n)).toBe('-1.00');
  });
});
