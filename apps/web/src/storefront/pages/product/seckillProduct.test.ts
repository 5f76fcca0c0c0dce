import { describe, expect, it } from 'vitest';
import type { ProductDetail } from '../../api.ts';
import type { Offer } from '../seckill/api.ts';
import { canChoose, firstChoice } from './choice.ts';
import { seckillProduct } from './seckillProduct.ts';

const sku = (id: number, specKey: string, stock: number, price: string) => ({
  id,
  specKey,
  image: null,
  price,
  originalPrice: '0',
  stock,
});

const tee: ProductDetail = {
  id: 1,
  name: 'T 恤',
  summary: '',
  image: null,
  unit: '件',
  price: '30.00',
  sales: 0,
  stock: 60,
  categoryId: null,
  gallery: [],
  video: null,
  description: '',
  specType: 'multi',
  specs: [{ name: '尺码', values: ['S', 'M', 'L'] }],
  skus: [sku(11, 'S', 20, '30.00'), sku(12, 'M', 3, '32.00'), sku(13, 'L', 37, '34.00')],
};

const card = (seckillSkuId: number, skuId: number, price: string, stock: number) => ({
  seckillSkuId,
  activityId: 5,
  productId: 1,
  skuId,
  name: 'T 恤',
  specKey: '',
  image: null,
  price,
  originalPrice: '',
  total: 10,
  stock,
  sold: 10 - stock,
  perOrder: 2,
});

const offer: Offer = {
  activityId: 5,
  name: '秒杀',
  session: {
    slotId: 1,
    startHour: 10,
    hours: 2,
    day: '2026-11-30',
    state: 'ongoing',
    startsAt: '2026-11-30T02:00:00.000Z',
    endsAt: '2026-11-30T04:00:00.000Z',
  },
  skus: [card(101, 12, '9.90', 8), card(102, 13, '12.50', 0)],
};

describe('the product as its running seckill sells it', () => {
  const selling = seckillProduct(tee, offer);

  it("keeps only the activity's SKUs, at the seckill price over their own", () => {
    expect(selling.skus.map((s) => [s.id, s.price, s.originalPrice])).toEqual([
      [12, '9.90', '32.00'],
      [13, '12.50', '34.00'],
    ]);
    expect(selling.price).toBe('9.90');
  });

  it('sells no more than both the activity and the shelf hold', () => {
    expect(selling.skus.map((s) => s.stock)).toEqual([3, 0]);
    expect(selling.stock).toBe(3);
  });

  it('lets the shopper choose only what the seckill still sells', () => {
    expect(firstChoice(selling)).toEqual([null]);
    expect(canChoose(selling, [null], 0, 'S')).toBe(false);
    expect(canChoose(selling, [null], 0, 'M')).toBe(true);
    expect(canChoose(selling, [null], 0, 'L')).toBe(false);
  });
});
