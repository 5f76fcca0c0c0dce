import {
  AFTER_SALE_APPROVE_URL,
  AFTER_SALE_CHECK_REFUND_URL,
  AFTER_SALE_COUNTS_URL,
  AFTER_SALE_DOWNLOAD_URL,
  AFTER_SALE_RECEIVE_URL,
  AFTER_SALE_REFUND_URL,
  AFTER_SALE_REJECT_URL,
  AFTER_SALE_RETRY_REFUND_URL,
  AFTER_SALE_SETTINGS_URL,
  AFTER_SALES_URL,
  type afterSaleListRow,
  afterSalesContract as contract,
  type RefundTarget,
  type ReturnAddress,
  type Wire,
} from '@hh/shared';
import { http, type QueryParams } from '../../http/client.ts';

export type AfterSaleRow = Wire<typeof afterSaleListRow>;
export type AfterSaleDetail = Wire<typeof contract.detail>;
export type AfterSaleLine = AfterSaleRow['lines'][number];
export type RefundRow = AfterSaleDetail['refunds'][number];
export type AfterSaleSettings = Wire<typeof contract.settings>;

/** What an action dialog needs of an after-sale, from a list row or the detail alike. */
export type AfterSaleRef = Pick<
  AfterSaleRow,
  | 'id'
  | 'code'
  | 'orderCode'
  | 'type'
  | 'status'
  | 'amountRequested'
  | 'amountApproved'
  | 'lines'
  | 'createdAt'
> &
  Partial<Pick<AfterSaleDetail, 'defaultReturnAddress' | 'refunds' | 'order'>>;

export const fetchAfterSaleCounts = (filters: QueryParams) =>
  http.get(AFTER_SALE_COUNTS_URL, contract.counts, filters);

export const fetchAfterSale = (id: number) => http.get(`${AFTER_SALES_URL}/${id}`, contract.detail);

export interface ApproveBody {
  amount?: string;
  returnAddress?: ReturnAddress;
  refundTo?: RefundTarget;
}

export const approveAfterSale = (id: number, body: ApproveBody) =>
  http.post(AFTER_SALE_APPROVE_URL, contract.changed, { id, ...body });

export const rejectAfterSale = (id: number, reason: string) =>
  http.post(AFTER_SALE_REJECT_URL, contract.changed, { id, reason });

export const receiveAfterSale = (id: number, restock: boolean) =>
  http.post(AFTER_SALE_RECEIVE_URL, contract.changed, { id, restock });

export const refundAfterSale = (id: number, refundTo: RefundTarget) =>
  http.post(AFTER_SALE_REFUND_URL, contract.changed, { id, refundTo });

export const retryRefund = (id: number) => http.post(AFTER_SALE_RETRY_REFUND_URL, contract.changed, { id });

export const checkRefund = (id: number) => http.post(AFTER_SALE_CHECK_REFUND_URL, contract.changed, { id });

export const exportAfterSales = (params: QueryParams) => http.file(AFTER_SALE_DOWNLOAD_URL, params);

export const fetchSettings = () => http.get(AFTER_SALE_SETTINGS_URL, contract.settings);

export const saveSettings = (settings: AfterSaleSettings) =>
  http.put(AFTER_SALE_SETTINGS_URL, contract.settings, settings);
