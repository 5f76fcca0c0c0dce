import type { Page } from '@hh/shared';
import { http, unchecked } from '../../../http/client.ts';
import { PRODUCT_URL, type TabCounts } from '../api.ts';
import type { ImportResult } from './importReport.ts';

export interface StockChange {
  skuId: number;
  change: number;
  before: number;
  after: number;
  reason: string;
}

export interface StockLedgerLine extends StockChange {
  id: number;
  operatorId: number | null;
  operatorName: string | null;
  createdAt: string;
}

export const fetchCounts = () => unchecked.get<TabCounts>(`${PRODUCT_URL}/counts`);

export const setShelf = (ids: number[], onShelf: boolean) =>
  unchecked.post<void>(`${PRODUCT_URL}/bulk`, { ids, onShelf });

export const moveToCategory = (ids: number[], categoryId: number) =>
  unchecked.post<void>(`${PRODUCT_URL}/bulk`, { ids, categoryId });

export const recycleProducts = (ids: number[]) => unchecked.delete<void>(PRODUCT_URL, { body: ids });

export const restoreProducts = (ids: number[]) => unchecked.post<void>(`${PRODUCT_URL}/restore`, ids);

export const purgeProducts = (ids: number[]) => unchecked.delete<void>(`${PRODUCT_URL}/purge`, { body: ids });

export const adjustStock = (skuId: number, change: number, reason: string) =>
  unchecked.post<StockChange>(`${PRODUCT_URL}/stock`, { skuId, change, reason });

export const fetchStockLedger = (id: number, page: number, size: number) =>
  unchecked.get<Page<StockLedgerLine>>(`${PRODUCT_URL}/${id}/stockLedger`, { page, size });

export const downloadImportTemplate = () => http.blob(`${PRODUCT_URL}/importTemplate`);

/** Checks (dryRun) or imports an xlsx workbook sent as the multipart field `file`. */
export function importProducts(file: File, dryRun: boolean): Promise<ImportResult> {
  const body = new FormData();
  body.append('file', file, file.name);
  return unchecked.post<ImportResult>(`${PRODUCT_URL}/import`, body, { params: { dryRun } });
}
