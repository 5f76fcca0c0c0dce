import { describe, expect, it } from 'vitest';
import { isXlsx } from './isXlsx.ts';

describe('isXlsx', () => {
  it('accepts xlsx names only, in any case and with stray spaces', () => {
    expect(isXlsx('商品.xlsx')).toBe(true);
    expect(isXlsx('GOODS.XLSX')).toBe(true);
    expect(isXlsx(' ship.xlsx ')).toBe(true);
    expect(isXlsx('goods.xls')).toBe(false);
    expect(isXlsx('goods.csv')).toBe(false);
  });
});
