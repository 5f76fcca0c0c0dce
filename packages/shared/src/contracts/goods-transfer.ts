import { z } from 'zod';

export const PRODUCT_DOWNLOAD_URL = '/api/product/download';
export const PRODUCT_IMPORT_TEMPLATE_URL = '/api/product/importTemplate';
export const PRODUCT_IMPORT_URL = '/api/product/import';

export const importError = z.object({ row: z.number(), column: z.string(), message: z.string() });

export const goodsTransferContract = {
  importQuery: z.object({ dryRun: z.enum(['true', 'false']).default('true') }),
  importReport: z.object({
    dryRun: z.boolean(),
    products: z.number(),
    skus: z.number(),
    imported: z.number(),
    errors: z.array(importError),
  }),
};
