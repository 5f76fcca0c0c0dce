import {
  goodsProductsContract,
  goodsStockContract,
  goodsTransferContract,
  noContent,
  PRODUCT_IMPORT_TEMPLATE_URL,
  PRODUCT_IMPORT_URL,
  STOCK_URL,
  type stockLedgerRow,
  stockLedgerUrl,
  type Wire,
} from '@hh/shared';
import { http } from '../../../http/client.ts';
import { PRODUCT_URL } from '../api.ts';
export type StockLedgerLine = Wire<typeof stockLedgerRow>;

export const fetchCounts = () => http.get(`${PRODUCT_URL}/counts`, goodsProductsContract.counts);
export const arrivedCounts = () => http.takeArrived(`${PRODUCT_URL}/counts`, goodsProductsContract.counts);

export const setShelf = (ids: number[], onShelf: boolean) =>
  http.post(`${PRODUCT_URL}/bulk`, noContent, { ids, onShelf });

export const moveToCategory = (ids: number[], categoryId: number) =>
  http.post(`${PRODUCT_URL}/bulk`, noContent, { ids, categoryId });

export const recycleProducts = (ids: number[]) => http.delete(PRODUCT_URL, noContent, { body: ids });

export const restoreProducts = (ids: number[]) => http.post(`${PRODUCT_URL}/restore`, noContent, ids);

export const purgeProducts = (ids: number[]) => http.delete(`${PRODUCT_URL}/purge`, noContent, { body: ids });

export const adjustStock = (skuId: number, change: number, reason: string) =>
  http.post(STOCK_URL, goodsStockContract.adjusted, { skuId, change, reason });

export const fetchStockLedger = (id: number, page: number, size: number) =>
  http.get(stockLedgerUrl(id), goodsStockContract.ledger, { page, size });

export const downloadImportTemplate = () => http.blob(PRODUCT_IMPORT_TEMPLATE_URL);

/** Checks (dryRun) or imports an xlsx workbook sent as the multipart field `file`. */
export function importProducts(file: File, dryRun: boolean) {
  const body = new FormData();
  body.append('file', file, file.name);
  return http.post(PRODUCT_IMPORT_URL, goodsTransferContract.importReport, body, { params: { dryRun } });
}
