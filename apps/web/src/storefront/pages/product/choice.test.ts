import { describe, expect, it } from 'vitest';
import type { ProductDetail } from '../../api.ts';
import { canChoose, choose, chosenSku, firstChoice, missingOptions, quantityMax } from './choice.ts';

const sku = (id: number, specKey: string, stock: number, price = '10.00') => ({
  id,
  specKey,
  image: null,
  price,
  originalPrice: '0',
  stock,
});

const product = (skus: ProductDetail['skus'], specs: ProductDetail['specs'] = []): ProductDetail => ({
  id: 1,
  name: 'T 恤',
  summary: '',
  image: null,
  unit: '件',
  price: '10.00',
  sales: 0,
  stock: skus.reduce((n, s) => n + s.stock, 0),
  categoryId: null,
  gallery: [],
  video: null,
  description: '',
  specType: specs.length ? 'multi' : 'single',
  specs,
  skus,
});

const shirt = product(
  [sku(1, '红,S', 3), sku(2, '红,M', 0), sku(3, '蓝,S', 5, '12.00'), sku(4, '蓝,M', 1000)],
  [
    { name: '颜色', values: ['红', '蓝'] },
    { name: '尺码', values: ['S', 'M'] },
  ],
);

describe('the spec chooser', () => {
  it('names a SKU only once every option is chosen', () => {
    let chosen = firstChoice(shirt);
    expect(chosen).toEqual([null, null]);
    expect(chosenSku(shirt, chosen)).toBeNull();
    expect(missingOptions(shirt, chosen)).toEqual(['颜色', '尺码']);
    chosen = choose(chosen, 0, '蓝');
    expect(missingOptions(shirt, chosen)).toEqual(['尺码']);
    chosen = choose(chosen, 1, 'S');
    expect(chosenSku(shirt, chosen)?.price).toBe('12.00');
    expect(choose(chosen, 1, 'S')).toEqual(['蓝', null]);
  });

  it('disables a sold-out combination, not the value that has stock elsewhere', () => {
    expect(canChoose(shirt, [null, null], 1, 'M')).toBe(true);
    expect(canChoose(shirt, ['红', null], 1, 'M')).toBe(false);
    expect(canChoose(shirt, [null, 'M'], 0, '红')).toBe(false);
    expect(canChoose(shirt, [null, 'M'], 0, '蓝')).toBe(true);
    const soldOut = product([sku(1, '红', 0)], [{ name: '颜色', values: ['红'] }]);
    expect(canChoose(soldOut, [null], 0, '红')).toBe(false);
  });

  it('takes the single SKU of a product without options, and caps the quantity at stock and 999', () => {
    const plain = product([sku(9, '', 7)]);
    expect(firstChoice(plain)).toEqual([]);
    expect(chosenSku(plain, [])?.id).toBe(9);
    expect(quantityMax(chosenSku(plain, []))).toBe(7);
    expect(quantityMax(chosenSku(shirt, ['蓝', 'M']))).toBe(999);
    expect(quantityMax(null)).toBe(0);
  });
});
