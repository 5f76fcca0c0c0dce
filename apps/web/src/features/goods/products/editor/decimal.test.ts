import { describe, expect, it } from 'vitest';
import { decimalOrZero, lowestMoney, measureProblem, moneyProblem } from './decimal.ts';

describe('decimal helpers', () => {
  it('tell why a price is refused', () => {
    expect(moneyProblem('', true)).toBe('required');
    expect(moneyProblem('', false)).toBeUndefined();
    expect(moneyProblem('0.00', true)).toBe('zero');
    expect(moneyProblem('0.00', false)).toBeUndefined();
    expect(moneyProblem('1.999', true)).toBe('format');
    expect(moneyProblem('0.01', true)).toBeUndefined();
  });

  it('accept weights and volumes with three decimals', () => {
    expect(measureProblem('')).toBeUndefined();
    expect(measureProblem('1.125')).toBeUndefined();
    expect(measureProblem('1.1255')).toBe('format');
    expect(measureProblem('-1')).toBe('format');
  });

  it('find the lowest price as decimals, ignoring what is not valid yet', () => {
    expect(lowestMoney(['10', '9.99', '100.5'])).toBe('9.99');
    expect(lowestMoney(['0.3', '0.29999', '', undefined, '0.30'])).toBe('0.30');
    expect(lowestMoney(['2', '10'])).toBe('2.00');
    expect(lowestMoney(['', 'x'])).toBeUndefined();
  });

  it('send empty optional decimals as zero', () => {
    expect(decimalOrZero(' ')).toBe('0');
    expect(decimalOrZero(undefined)).toBe('0');
    expect(decimalOrZero(' 1.5 ')).toBe('1.5');
  });
});
