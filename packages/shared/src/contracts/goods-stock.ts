import { z } from 'zod';
import { pageQuerySchema, pageSchema } from '../list.ts';
import { COUNT_MAX, wholeIn } from '../numberRange.ts';
import { codedReason, timestamp } from './common.ts';

export const STOCK_URL = '/api/product/stock';
export const stockLedgerUrl = (productId: number) => `/api/product/${productId}/stockLedger`;

/** Why an order or an after-sale moved stock (`stockLedgerRow.reasonCode`). */
const STOCK_REASONS = ['order', 'orderCancel', 'afterSaleReturn', 'refundRestock'] as const;
export type StockReason = (typeof STOCK_REASONS)[number];

export const stockLedgerRow = z.object({
  id: z.number(),
  skuId: z.number(),
  change: z.number(),
  before: z.number(),
  after: z.number(),
  reason: z.string(),
  ...codedReason(STOCK_REASONS),
  operatorId: z.number().nullable(),
  operatorName: z.string().nullable(),
  createdAt: timestamp(),
});

export const goodsStockContract = {
  adjust: z.object({
    skuId: z.number().int().positive(),
    change: wholeIn(-COUNT_MAX, COUNT_MAX).refine((v) => v !== 0, 'msg:required'),
    reason: z.string().trim().min(1, 'msg:required').max(200),
  }),
  adjusted: z.object({
    skuId: z.number(),
    change: z.number(),
    before: z.number(),
    after: z.number(),
    reason: z.string(),
  }),
  ledgerQuery: pageQuerySchema,
  ledger: pageSchema(stockLedgerRow),
};
