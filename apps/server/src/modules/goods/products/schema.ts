import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
} from 'drizzle-orm/pg-core';
import { companyId, createdAt, id, money, updatedAt } from '../../../db/columns.ts';
import type { SpecOption } from '../specs/schema.ts';

/** A product; its price (lowest SKU price) and stock (sum of SKUs) are derived, never typed. */
export const products = pgTable(
  'products',
  {
    id: id(),
    companyId: companyId(),
    name: text('name').notNull(),
    summary: text('summary').notNull().default(''),
    keywords: text('keywords').notNull().default(''),
    unit: text('unit').notNull().default('件'),
    image: text('image'),
    gallery: jsonb('gallery').$type<string[]>().notNull().default([]),
    video: text('video'),
    categoryId: bigint('category_id', { mode: 'number' }),
    description: text('description').notNull().default(''),
    isHot: boolean('is_hot').notNull().default(false),
    isBest: boolean('is_best').notNull().default(false),
    isNew: boolean('is_new').notNull().default(false),
    isRecommend: boolean('is_recommend').notNull().default(false),
    sort: integer('sort').notNull().default(0),
    virtualSales: integer('virtual_sales').notNull().default(0),
    giftPoints: integer('gift_points').notNull().default(0),
    freightTemplateId: bigint('freight_template_id', { mode: 'number' }),
    onShelf: boolean('on_shelf').notNull().default(false),
    isDeleted: boolean('is_deleted').notNull().default(false),
    specType: text('spec_type').$type<'single' | 'multi'>().notNull().default('single'),
    specs: jsonb('specs').$type<SpecOption[]>().notNull().default([]),
    price: money('price').notNull().default('0'),
    stock: integer('stock').notNull().default(0),
    sales: integer('sales').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('products_company_idx').on(t.companyId, t.id),
    index('products_category_idx').on(t.companyId, t.categoryId),
    index('products_price_idx').on(t.companyId, t.price, t.id),
    index('products_sales_idx').on(t.companyId, t.sales, t.id),
    index('products_sort_idx').on(t.companyId, t.sort, t.id),
    index('products_created_idx').on(t.companyId, t.createdAt, t.id),
    index('products_alive_stock_idx').on(t.companyId, t.stock).where(sql`is_deleted = false`),
    index('products_search_idx').using('gin', t.name.op('gin_trgm_ops'), t.keywords.op('gin_trgm_ops')),
  ],
);

export const productSkus = pgTable(
  'product_skus',
  {
    id: id(),
    companyId: companyId(),
    productId: bigint('product_id', { mode: 'number' }).notNull(),
    specKey: text('spec_key').notNull().default(''),
    image: text('image'),
    price: money('price').notNull(),
    originalPrice: money('original_price').notNull().default('0'),
    cost: money('cost').notNull().default('0'),
    stock: integer('stock').notNull().default(0),
    weight: numeric('weight', { precision: 10, scale: 3 }).notNull().default('0'),
    volume: numeric('volume', { precision: 10, scale: 3 }).notNull().default('0'),
    barcode: text('barcode').notNull().default(''),
    commission1: money('commission1').notNull().default('0'),
    commission2: money('commission2').notNull().default('0'),
  },
  (t) => [index('product_skus_product_idx').on(t.productId)],
);

/**
 * How many products of a company are in each list state, per category (recycle, onSale, onShelfEmpty, offShelf,
 * offShelfEmpty), kept exact by statement triggers (migration 0002) so the tabs never count rows.
 */
export const productStateCounts = pgTable(
  'product_state_counts',
  {
    companyId: companyId(),
    /** 0 for products without a category. */
    categoryId: bigint('category_id', { mode: 'number' }).notNull(),
    state: text('state').notNull(),
    n: bigint('n', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.categoryId, t.state] })],
);
