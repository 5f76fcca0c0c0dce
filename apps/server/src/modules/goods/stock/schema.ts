import type { StockReason } from '@hh/shared';
import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { companyId, createdAt, id } from '../../../db/columns.ts';

/** Every change of a SKU's stock: who, why, before and after. */
export const stockLedger = pgTable(
  'stock_ledger',
  {
    id: id(),
    companyId: companyId(),
    productId: bigint('product_id', { mode: 'number' }).notNull(),
    skuId: bigint('sku_id', { mode: 'number' }).notNull(),
    change: integer('change').notNull(),
    before: integer('before').notNull(),
    after: integer('after').notNull(),
    reason: text('reason').notNull(),
    /** An order's or after-sale's reason (null on a staff remark): the clients translate it, `reason` keeps the zh text. */
    reasonCode: text('reason_code').$type<StockReason>(),
    reasonParams: jsonb('reason_params').$type<Record<string, string>>(),
    operatorId: bigint('operator_id', { mode: 'number' }),
    createdAt: createdAt(),
    /** Its product's stock is not re-derived yet (an order's change: fold.ts does, off the order's transaction). */
    productPending: boolean('product_pending').notNull().default(false),
  },
  (t) => [
    index('stock_ledger_sku_idx').on(t.skuId, t.id),
    index('stock_ledger_product_pending_idx').on(t.companyId, t.id).where(sql`product_pending`),
  ],
);
