import { describe, expect, it } from 'vitest';
import { formatMoney, formatThousands, fromCents, moneyCents, toCents, toMilli } from './decimal.ts';

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

  it('formats money with two decimals always, and price ranges at both ends', () => {
    expect(formatMoney('1118')).toBe('1118.00');
    expect(formatMoney('511.4')).toBe('511.40');
    expect(formatMoney('0.5')).toBe('0.50');
  });

  it('reads signs and spaces around the digits', () => {
    expect(toCents('-0.05')).toBe(-5n);
    expect(toCents(' 3.5 ')).toBe(350n);
    expect(formatMoney(' 7 ')).toBe('7.00');
    expect(formatMoney('-0')).toBe('0.00');
  });

  it('adds in whole cents, so 0.1 + 0.2 is exactly 0.30', () => {
    expect(toCents('0.1') + toCents('0.2')).toBe(30n);
    expect(fromCents(toCents('0.1') + toCents('0.2'))).toBe('0.30');
    expect(fromCents(toCents('999999999.99') + 1n)).toBe('1000000000.00');
  });

  it('takes typed money only as the server does: not negative, 9 whole digits, 2 decimals', () => {
    expect(moneyCents('12.3')).toBe(1230n);
    expect(moneyCents('0.07')).toBe(7n);
    expect(moneyCents(' 3.5 ')).toBe(350n);
    expect(moneyCents('0')).toBe(0n);
    expect(moneyCents('999999999.99')).toBe(99999999999n);
    for (const text of ['', '1.234', '-1', '+1', '01', '1.', '.5', '1e3', '1,5', 'abc', '1000000000']) {
      expect(moneyCents(text), text).toBeUndefined();
    }
    expect(moneyCents(undefined)).toBeUndefined();
    expect(moneyCents(null)).toBeUndefined();
  });

  it('groups thousands with two decimals, exactly, and shows nothing for what is no decimal', () => {
    const shown: [string, string][] = [
      ['12.5', '12.50'],
      ['1234567.8', '1,234,567.80'],
      ['999999999.99', '999,999,999.99'],
      ['12345678901234567.89', '12,345,678,901,234,567.89'],
      ['007.00', '7.00'],
      ['0', '0.00'],
      ['-1234.5', '-1,234.50'],
      ['-0', '0.00'],
      ['1.239', '1.23'],
      [' 12 ', '12.00'],
      ['abc', ''],
      ['', ''],
    ];
    for (const [text, grouped] of shown) expect(formatThousands(text), text).toBe(grouped);
  });
});
