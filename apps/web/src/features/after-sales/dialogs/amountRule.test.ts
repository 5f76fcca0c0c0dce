import { describe, expect, it } from 'vitest';
import { amountProblem } from './amountRule.ts';

describe('the approved amount', () => {
  it('takes money above zero up to what was asked, in exact cents', () => {
    expect(amountProblem('12.30', '12.30')).toBeUndefined();
    expect(amountProblem(' 0.01 ', '12.30')).toBeUndefined();
    expect(amountProblem('12.31', '12.30')).toBe('max');
    expect(amountProblem('0', '12.30')).toBe('amount');
    expect(amountProblem('1.234', '12.30')).toBe('amount');
    expect(amountProblem('abc', '12.30')).toBe('amount');
    expect(amountProblem(undefined, '12.30')).toBe('amount');
  });
});
