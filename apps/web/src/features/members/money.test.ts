import { describe, expect, it } from 'vitest';
import { amountProblem, balanceAfter, isAmount } from './money.ts';

describe('wallet amounts', () => {
  it('accept positive amounts with at most two decimals', () => {
    for (const text of ['10.50', '0.1', '0.2', '0.01', '1', '999999999.99', ' 3.5 ']) {
      expect(isAmount(text), text).toBe(true);
    }
  });

  it('refuse more decimals, signs, words, zero and empty input', () => {
    expect(amountProblem('1.234')).toBe('format');
    expect(amountProblem('-1')).toBe('format');
    expect(amountProblem('+1')).toBe('format');
    expect(amountProblem('abc')).toBe('format');
    expect(amountProblem('1e3')).toBe('format');
    expect(amountProblem('01.5')).toBe('format');
    expect(amountProblem('1.')).toBe('format');
    expect(amountProblem('.5')).toBe('format');
    expect(amountProblem('1,000')).toBe('format');
    expect(amountProblem('1000000000')).toBe('format');
    expect(amountProblem('0')).toBe('zero');
    expect(amountProblem('0.00')).toBe('zero');
    expect(amountProblem('')).toBe('required');
    expect(amountProblem(undefined)).toBe('required');
  });

  it('add without floating point: 0.1 + 0.2 is exactly 0.30', () => {
    expect(0.1 + 0.2).not.toBe(0.3);
    expect(balanceAfter('0.1', 1, '0.2')).toBe('0.30');
    expect(balanceAfter('0.30', 2, '0.1')).toBe('0.20');
  });

  it('keep large balances exact', () => {
    expect(balanceAfter('999999999.99', 1, '0.01')).toBe('1000000000.00');
    expect(balanceAfter('12.30', 1, '10.50')).toBe('22.80');
    expect(balanceAfter('22.80', 2, '0.50')).toBe('22.30');
  });

  it('show a balance that would go below zero as negative', () => {
    expect(balanceAfter('5.00', 2, '7.25')).toBe('-2.25');
  });
});
