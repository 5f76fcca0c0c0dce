import { describe, expect, it } from 'vitest';
import {
  bulkFill,
  combinations,
  derivedPrice,
  derivedStock,
  emptySku,
  rebuildSkus,
  type SkuValues,
  singleSku,
  specValuesOf,
  syncedSkus,
  usableOptions,
} from './skuMatrix.ts';

const colour = { name: '颜色', values: ['红', '蓝'] };
const size = { name: '尺码', values: ['S', 'M'] };
const priced = (specKey: string, price: string, stock = 1): SkuValues => ({
  ...emptySku(specKey),
  price,
  stock,
});

describe('the SKU matrix', () => {
  it('is the cartesian product of the option values, in option order', () => {
    expect(combinations([colour, size])).toEqual([
      ['红', 'S'],
      ['红', 'M'],
      ['蓝', 'S'],
      ['蓝', 'M'],
    ]);
    expect(combinations([colour])).toEqual([['红'], ['蓝']]);
    expect(combinations([])).toEqual([]);
    expect(rebuildSkus([colour, size], []).map((sku) => sku.specKey)).toEqual([
      '红,S',
      '红,M',
      '蓝,S',
      '蓝,M',
    ]);
    expect(specValuesOf('红,S')).toEqual(['红', 'S']);
    expect(specValuesOf('')).toEqual([]);
  });

  it('grows to 3 options with every combination', () => {
    const material = { name: '材质', values: ['棉', '麻', '丝'] };
    expect(rebuildSkus([colour, size, material], [])).toHaveLength(12);
  });

  it('keeps what was typed for combinations that still exist', () => {
    const before = [priced('红,S', '10'), priced('红,M', '11'), priced('蓝,S', '12'), priced('蓝,M', '13')];
    const after = rebuildSkus([colour, { name: '尺码', values: ['M', 'L'] }], before);
    expect(after.map((sku) => [sku.specKey, sku.price])).toEqual([
      ['红,M', '11'],
      ['红,L', ''],
      ['蓝,M', '13'],
      ['蓝,L', ''],
    ]);
    expect(after[0]).toBe(before[1]);
  });

  it('ignores options that have no values yet', () => {
    const typing = [colour, { name: '尺码', values: [' '] }, { name: '' }];
    expect(usableOptions(typing)).toEqual([colour]);
    expect(usableOptions(undefined)).toEqual([]);
  });

  it('turns into one SKU for a single spec, keeping the first row', () => {
    expect(singleSku([priced('红,S', '10'), priced('红,M', '11')])).toEqual([priced('', '10')]);
    expect(singleSku([])).toEqual([emptySku('')]);
  });

  it('bulk fills only the columns given', () => {
    const skus = [priced('红', '10', 3), priced('蓝', '12', 4)];
    const filled = bulkFill(skus, { price: '9.90', stock: 5, cost: ' ', barcode: undefined, image: null });
    expect(filled.map((sku) => [sku.price, sku.stock, sku.cost])).toEqual([
      ['9.90', 5, ''],
      ['9.90', 5, ''],
    ]);
    expect(bulkFill(skus, { stock: 0 }).map((sku) => sku.stock)).toEqual([0, 0]);
    expect(bulkFill(skus, {})).toEqual(skus);
  });

  it('derives the price from the lowest SKU and the stock from the sum', () => {
    const skus = [priced('a', '10.5', 3), priced('b', '9.99', 4), priced('c', '', 2)];
    expect(derivedPrice(skus)).toBe('9.99');
    expect(derivedStock(skus)).toBe(9);
    expect(derivedStock([{ ...emptySku('x'), stock: null }, undefined])).toBe(0);
    expect(derivedPrice([])).toBeUndefined();
    expect(derivedPrice([priced('a', '0'), priced('b', '3')])).toBe('3.00');
  });

  it('sync with the spec type and options only when the rows change', () => {
    const one = [priced('', '5')];
    expect(syncedSkus('single', [], one)).toBeUndefined();
    expect(syncedSkus('multi', [{ name: '颜色' }], one)).toBeUndefined();
    const multi = syncedSkus('multi', [colour], one);
    expect(multi?.map((sku) => sku.specKey)).toEqual(['红', '蓝']);
    expect(syncedSkus('multi', [colour], multi ?? [])).toBeUndefined();
    expect(syncedSkus('single', [colour], [priced('红', '7'), priced('蓝', '8')])).toEqual([priced('', '7')]);
  });
});
