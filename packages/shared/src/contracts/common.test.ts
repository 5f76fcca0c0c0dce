import { describe, expect, it } from 'vitest';
import { moneyAmount } from './common.ts';

describe('moneyAmount', () => {
  it('refuses text that is no amount with a field message, never an exception', () => {
    for (const text of ['wall', '', '1.234', '0', '0.00', '-1']) {
      const parsed = moneyAmount().safeParse(text);
      expect(parsed.success, text).toBe(false);
      expect(parsed.error?.issues[0]?.message, text).toBe('msg:money');
    }
  });

  it('takes a positive amount as its exact text', () => {
    expect(moneyAmount().parse(' 0.01 ')).toBe('0.01');
    expect(moneyAmount().parse(12.5)).toBe('12.5');
  });
});
