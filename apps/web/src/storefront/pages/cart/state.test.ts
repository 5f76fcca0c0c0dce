import { describe, expect, it } from 'vitest';
import type { CartList } from '../../cart.ts';
import { fixableQuantity, tickedAfterRead, tickedQuantity, tickedTotal } from './state.ts';

const line = (id: number, price: string | null, quantity: number, stock = 50) => ({
  id,
  productId: id,
  skuId: id,
  quantity,
  name: price === null ? null : `商品${id}`,
  image: null,
  specKey: '',
  price,
  stock,
});

const cart: CartList = {
  valid: [line(1, '19.90', 3), line(2, '0.10', 7)],
  invalid: [
    { ...line(3, '5.00', 1, 9), reason: 'offShelf' },
    { ...line(4, '8.00', 2, 0), reason: 'outOfStock' },
    { ...line(5, '8.00', 6, 4), reason: 'notEnoughStock' },
    { ...line(6, null, 1, 0), reason: 'skuGone' },
  ],
};

describe('the cart', () => {
  it('ticks every line that can be bought on the first read, never one that cannot', () => {
    const ticked = tickedAfterRead(cart, new Set(), new Set());
    expect([...ticked]).toEqual([1, 2]);
    expect(tickedTotal(cart, ticked)).toBe('60.40');
    expect(tickedQuantity(cart, ticked)).toBe(10);
    // A line that went off the shelf or sold out is no longer in the total, even if it was ticked.
    expect(tickedTotal(cart, new Set([1, 3, 4, 5]))).toBe('59.70');
  });

  it('keeps the shopper’s unticking across a read, and ticks a line new to the page', () => {
    const known = new Set([1, 2]);
    const after = tickedAfterRead(
      { ...cart, valid: [...cart.valid, line(7, '1.00', 1)] },
      new Set([2]),
      known,
    );
    expect([...after]).toEqual([2, 7]);
    expect(tickedTotal(cart, new Set())).toBe('0.00');
  });

  it('offers what is left of a line short of stock, nothing for one sold out or gone', () => {
    expect(cart.invalid.map(fixableQuantity)).toEqual([null, null, 4, null]);
  });
});
