import { describe, expect, it } from 'vitest';
import { addLine, checkoutLines, removeLine, setQuantity } from './lines.ts';

const sku = (skuId: number, stock = 5) => ({
  skuId,
  productName: `P${skuId}`,
  skuLabel: '红色',
  picture: null,
  price: '9.90',
  stock,
});

describe('the lines of an order being placed', () => {
  it('adds a SKU once and counts it up to its stock', () => {
    let lines = addLine([], sku(1, 2));
    lines = addLine(lines, sku(1, 2));
    lines = addLine(lines, sku(1, 2));
    expect(lines).toHaveLength(1);
    expect(lines[0]?.quantity).toBe(2);
  });

  it('changes and removes lines, and sends only SKUs and quantities', () => {
    let lines = addLine(addLine([], sku(1)), sku(2));
    lines = setQuantity(lines, 2, 4);
    expect(checkoutLines(lines)).toEqual([
      { skuId: 1, quantity: 1 },
      { skuId: 2, quantity: 4 },
    ]);
    expect(checkoutLines(removeLine(lines, 1))).toEqual([{ skuId: 2, quantity: 4 }]);
  });
});
