import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, unique } from 'drizzle-orm/pg-core';
import { companyId, createdAt, id, updatedAt } from '../../../db/columns.ts';

/** A line of a shopper's cart: one per SKU, its quantity bounded (1–999). */
export const shopperCart = pgTable(
  'shopper_cart',
  {
    id: id(),
    companyId: companyId(),
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    productId: bigint('product_id', { mode: 'number' }).notNull(),
    skuId: bigint('sku_id', { mode: 'number' }).notNull(),
    quantity: integer('quantity').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('shopper_cart_line_uq').on(t.companyId, t.memberId, t.skuId),
    check('shopper_cart_quantity_ck', sql`${t.quantity} BETWEEN 1 AND 999`),
    index('shopper_cart_member_idx').on(t.companyId, t.memberId, t.id),
  ],
);
