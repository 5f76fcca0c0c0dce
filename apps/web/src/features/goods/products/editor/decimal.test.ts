import { describe, expect, it } from 'vitest';
import {
  decimalOrZero,
  fromCents,
  isMoney,
  lowestMoney,
  measureProblem,
  moneyProblem,
  toCents,
} from './decimal.ts';

describe('decimal helpers', () => {
  it('accept money with at most two decimals', () => {
    for (const text of ['0', '0.5', '12.30', '999999999.99', ' 3.5 ']) expect(isMoney(text), text).toBe(true);
    for (const text of ['', '1.234', '-1', '01', '1.', '.5', '1e3', '1,5', 'abc']) {
      expect(isMoney(text), text).toBe(false);
    }
  });

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

  it('convert to and from whole cents exactly', () => {
    expect(toCents('0.1') + toCents('0.2')).toBe(30n);
    expect(fromCents(toCents('0.1') + toCents('0.2'))).toBe('0.30');
    expect(toCents('12')).toBe(1200n);
    expect(fromCents(5n)).toBe('0.05');
    expect(fromCents(-150n)).toBe('-1.50');
    expect(() => toCents('1.234')).toThrow(RangeError);
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
