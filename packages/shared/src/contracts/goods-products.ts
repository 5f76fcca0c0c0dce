import { z } from 'zod';
import { MONEY_RE } from '../decimal.ts';
import { pageQuerySchema, pageWithCategories } from '../list.ts';
import { COUNT_MAX, wholeIn } from '../numberRange.ts';
import { dateParam, idList, money, moneyAmount, timestamp } from './common.ts';
import { specKeys, specOption, specOptionRow } from './goods-specs.ts';

export { PRODUCTS_URL } from '../first-urls.ts';

export const PRODUCT_TABS = ['onSale', 'warehouse', 'soldOut', 'lowStock', 'recycle'] as const;
export type ProductTab = (typeof PRODUCT_TABS)[number];

export const PRODUCT_FLAGS = ['isHot', 'isBest', 'isNew', 'isRecommend'] as const;

/** A SKU's weight (kg) or volume (m³): a decimal string with at most three decimals. */
export const MEASURE_RE = /^(0|[1-9]\d{0,6})(\.\d{1,3})?$/;

const measure = () =>
  z
    .union([z.string(), z.number()])
    .transform((v) => String(v).trim())
    .pipe(z.string().regex(MEASURE_RE, 'msg:decimal'));
const url = () => z.string().trim().max(500);

const skuInput = z.object({
  specKey: z.string().trim().max(200).default(''),
  image: url().nullable().default(null),
  price: moneyAmount(),
  originalPrice: money().default('0'),
  cost: money().default('0'),
  stock: wholeIn(0, COUNT_MAX).default(0),
  weight: measure().default('0'),
  volume: measure().default('0'),
  barcode: z.string().trim().max(64).default(''),
  commission1: money().default('0'),
  commission2: money().default('0'),
});

/** products.stock (int4) holds the sum of the SKUs' stock. */
const MAX_TOTAL_STOCK = 2_147_483_647;

/** A product as sent by its editor; the server also cleans the description's HTML. */
export const productInput = z
  .object({
    name: z.string().trim().min(1, 'msg:required').max(100),
    summary: z.string().trim().max(300).default(''),
    keywords: z.string().trim().max(200).default(''),
    unit: z.string().trim().min(1).max(10).default('件'),
    image: url().nullable().default(null),
    gallery: z.array(url()).max(10).default([]),
    video: url().nullable().default(null),
    categoryId: z.number().int().positive().nullable().default(null),
    description: z.string().max(200_000).default(''),
    isHot: z.boolean().default(false),
    isBest: z.boolean().default(false),
    isNew: z.boolean().default(false),
    isRecommend: z.boolean().default(false),
    sort: wholeIn(0, 99999).default(0),
    virtualSales: wholeIn(0, COUNT_MAX).default(0),
    giftPoints: wholeIn(0, COUNT_MAX).default(0),
    freightTemplateId: z.number().int().positive().nullable().default(null),
    /** Absent: a new product starts off the shelf, an edited one keeps its state. */
    onShelf: z.boolean().optional(),
    specType: z.enum(['single', 'multi']).default('single'),
    specs: z.array(specOption).max(3).default([]),
    skus: z.array(skuInput).min(1).max(1000),
  })
  .superRefine((p, ctx) => {
    const wanted = p.specType === 'single' ? [''] : specKeys(p.specs);
    const given = p.skus.map((s) => (p.specType === 'single' ? '' : s.specKey));
    const same = wanted.length === given.length && wanted.every((k) => given.includes(k));
    if ((p.specType === 'multi' && p.specs.length === 0) || !same) {
      ctx.addIssue({ code: 'custom', path: ['skus'], message: 'msg:skuMatrix' });
    }
    if (p.skus.reduce((sum, s) => sum + s.stock, 0) > MAX_TOTAL_STOCK) {
      ctx.addIssue({ code: 'custom', path: ['skus'], message: 'msg:stockTotal' });
    }
  });

export type ProductInput = z.output<typeof productInput>;

export const productRow = z.object({
  id: z.number(),
  name: z.string(),
  summary: z.string(),
  keywords: z.string(),
  unit: z.string(),
  image: z.string().nullable(),
  gallery: z.array(z.string()),
  video: z.string().nullable(),
  categoryId: z.number().nullable(),
  isHot: z.boolean(),
  isBest: z.boolean(),
  isNew: z.boolean(),
  isRecommend: z.boolean(),
  sort: z.number(),
  virtualSales: z.number(),
  giftPoints: z.number(),
  freightTemplateId: z.number().nullable(),
  onShelf: z.boolean(),
  isDeleted: z.boolean(),
  specType: z.enum(['single', 'multi']),
  specs: z.array(specOptionRow),
  price: z.string(),
  stock: z.number(),
  sales: z.number(),
  createdAt: timestamp(),
  updatedAt: timestamp(),
});

export const skuRow = z.object({
  id: z.number(),
  specKey: z.string(),
  image: z.string().nullable(),
  price: z.string(),
  originalPrice: z.string(),
  cost: z.string(),
  stock: z.number(),
  weight: z.string(),
  volume: z.string(),
  barcode: z.string(),
  commission1: z.string(),
  commission2: z.string(),
});

export const productDetail = productRow.extend({ description: z.string(), skus: z.array(skuRow) });

/** A price bound in a query string. */
const priceBound = () => z.string().trim().regex(MONEY_RE, 'msg:money');

/** The product list's filters, shared by the list and its export. */
export const productFilterQuery = z.object({
  tab: z.enum(PRODUCT_TABS).default('onSale'),
  blurry: z.string().trim().max(50).optional(),
  categoryId: z.coerce.number().int().positive().optional(),
  priceMin: priceBound().optional(),
  priceMax: priceBound().optional(),
  flag: z.enum(PRODUCT_FLAGS).optional(),
  createTime: z.array(dateParam()).length(2).optional(),
});

export const goodsProductsContract = {
  listQuery: pageQuerySchema.extend(productFilterQuery.shape),
  list: pageWithCategories(productRow),
  counts: z.record(z.enum(PRODUCT_TABS), z.number()),
  one: productDetail,
  create: productInput,
  update: z.intersection(productInput, z.object({ id: z.number().int().positive() })),
  saved: productRow,
  remove: idList,
  restore: idList,
  purge: idList,
  bulk: z.object({
    ids: idList,
    onShelf: z.boolean().optional(),
    categoryId: z.number().int().positive().optional(),
  }),
};
