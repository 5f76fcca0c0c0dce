import { describe, expect, it } from 'vitest';
import { signedChange, skuName } from './stockChange.ts';

describe('signedChange', () => {
  it('signs whole quantities above zero', () => {
    expect(signedChange(1, 5)).toBe(5);
    expect(signedChange(-1, 3)).toBe(-3);
  });

  it('refuses empty, zero, negative and fractional quantities', () => {
    expect(signedChange(1, null)).toBeUndefined();
    expect(signedChange(1, 0)).toBeUndefined();
    expect(signedChange(-1, -2)).toBeUndefined();
    expect(signedChange(1, 1.5)).toBeUndefined();
  });
});

describe('skuName', () => {
  it('joins the spec values, naming the single SKU', () => {
    expect(skuName('红,S', '默认规格')).toBe('红 / S');
    expect(skuName('', '默认规格')).toBe('默认规格');
  });
});
