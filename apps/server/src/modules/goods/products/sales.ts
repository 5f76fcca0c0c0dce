import { type SQL, sql } from 'drizzle-orm';
import { products } from './schema.ts';

/**
 * Goods paid for, as a write for `writeTogether`: each product's sales go up by the quantity bought
 * (`bought`: a query of `product_id, quantity` rows), in the payer's transaction. The products come
 * in id order, the order stock changes lock products in, so concurrent orders never deadlock on
 * them. The product's edit time is left alone: a sale is not an edit.
 */
export function addingSales(bought: SQL) {
  return sql`update ${products} set sales = ${products.sales} + b.quantity
    from (select product_id, sum(quantity)::int quantity from (${bought}) x group by product_id order by product_id) b
    where ${products.id} = b.product_id`;
}
