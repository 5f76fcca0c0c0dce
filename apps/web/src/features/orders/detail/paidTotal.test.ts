import { describe, expect, it } from 'vitest';
import { paidTotal } from './paidTotal.ts';

describe('the paid total', () => {
  it('adds only paid payments, exactly', () => {
    expect(
      paidTotal([
        { amount: '0.10', status: 'paid' },
        { amount: '0.20', status: 'paid' },
        { amount: '99.00', status: 'closed' },
      ]),
    ).toBe('0.30');
    expect(paidTotal([])).toBe('0.00');
  });
});
