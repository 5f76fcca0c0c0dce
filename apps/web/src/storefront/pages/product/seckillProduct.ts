import { toCents } from '@hh/shared/decimal';
import type { ProductDetail } from '../../api.ts';
import type { Offer } from '../seckill/api.ts';

/**
 * The product as its running seckill sells it: only the activity's SKUs, each at its seckill price
 * with the SKU's own price as the struck one, and as many as both the activity and the shelf hold.
 */
export function seckillProduct(product: ProductDetail, offer: Offer): ProductDetail {
  const skus = product.skus.flatMap((sku) => {
    const row = offer.skus.find((s) => s.skuId === sku.id);
    return row
      ? [{ ...sku, price: row.price, originalPrice: sku.price, stock: Math.min(row.stock, sku.stock) }]
      : [];
  });
  const lowest = skus.reduce<string | null>(
    (low, sku) => (low === null || toCents(sku.price) < toCents(low) ? sku.price : low),
    null,
  );
  return {
    ...product,
    skus,
    price: lowest ?? product.price,
    stock: skus.reduce((n, sku) => n + sku.stock, 0),
  };
}
