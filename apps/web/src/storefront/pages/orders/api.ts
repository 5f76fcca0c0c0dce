import type {
  AfterSaleStatus,
  OrderStatus,
  storefrontAfterSalesContract,
  storefrontOrdersContract,
  Wire,
} from '@hh/shared';
import { FRONT_API, frontCall, RequestError } from '../../request.ts';
import { shopperToken } from '../../session.ts';
import { lang } from '../../texts.ts';

type Orders = typeof storefrontOrdersContract;
type AfterSales = typeof storefrontAfterSalesContract;

export type OrderCounts = Wire<Orders['counts']>;
export type OrderPage = Wire<Orders['list']>;
export type OrderRow = OrderPage['content'][number];
export type OrderDetail = Wire<Orders['detail']>;
export type PickupCode = Wire<Orders['pickupCode']>;
export type Refundable = Wire<AfterSales['refundable']>;
export type Quote = Wire<AfterSales['quoted']>;
export type ApplyInput = Wire<AfterSales['apply']>;
export type Reason = Wire<AfterSales['reasons']>[number];
export type Courier = Wire<AfterSales['couriers']>[number];
export type AfterSalePage = Wire<AfterSales['list']>;
export type AfterSaleRow = AfterSalePage['content'][number];
export type AfterSaleDetail = Wire<AfterSales['detail']>;
export type ReturnInput = Wire<AfterSales['return']>;
export type Picture = Wire<AfterSales['picture']>;

/** A list's query string: the page, and each status repeated (a tab of several statuses). */
function listQuery(statuses: readonly string[], page: number, size: number) {
  const params = new URLSearchParams({ page: String(page), size: String(size) });
  for (const status of statuses) params.append('status', status);
  return params.toString();
}

/** The signed-in shopper's orders (`/api/front/orders`). */
export const myOrders = {
  counts: (companyKey: string) => frontCall<OrderCounts>(companyKey, 'GET', '/orders/counts'),
  list: (companyKey: string, statuses: readonly OrderStatus[], page: number, size = 10) =>
    frontCall<OrderPage>(companyKey, 'GET', `/orders?${listQuery(statuses, page, size)}`),
  detail: (companyKey: string, id: number) => frontCall<OrderDetail>(companyKey, 'GET', `/orders/${id}`),
  pickupCode: (companyKey: string, id: number) =>
    frontCall<PickupCode>(companyKey, 'GET', `/orders/${id}/pickup-code`),
  cancel: (companyKey: string, id: number) => frontCall<unknown>(companyKey, 'POST', `/orders/${id}/cancel`),
  receive: (companyKey: string, id: number) =>
    frontCall<unknown>(companyKey, 'POST', `/orders/${id}/receive`),
};

/** The signed-in shopper's after-sales (`/api/front/after-sales`). */
export const myAfterSales = {
  refundable: (companyKey: string, orderId: number) =>
    frontCall<Refundable>(companyKey, 'GET', `/orders/${orderId}/refundable`),
  reasons: (companyKey: string) => frontCall<Reason[]>(companyKey, 'GET', '/after-sales/reasons'),
  quote: (companyKey: string, input: Pick<ApplyInput, 'orderId' | 'lines'>) =>
    frontCall<Quote>(companyKey, 'POST', '/after-sales/quote', input),
  apply: (companyKey: string, input: ApplyInput) =>
    frontCall<AfterSaleDetail>(companyKey, 'POST', '/after-sales', input),
  list: (companyKey: string, statuses: readonly AfterSaleStatus[], page: number, size = 10) =>
    frontCall<AfterSalePage>(companyKey, 'GET', `/after-sales?${listQuery(statuses, page, size)}`),
  ofOrder: (companyKey: string, orderId: number) =>
    frontCall<AfterSalePage>(companyKey, 'GET', `/after-sales?orderId=${orderId}&page=0&size=50`),
  detail: (companyKey: string, id: number) =>
    frontCall<AfterSaleDetail>(companyKey, 'GET', `/after-sales/${id}`),
  withdraw: (companyKey: string, id: number) =>
    frontCall<AfterSaleDetail>(companyKey, 'POST', `/after-sales/${id}/withdraw`),
  couriers: (companyKey: string) => frontCall<Courier[]>(companyKey, 'GET', '/after-sales/couriers'),
  sendBack: (companyKey: string, id: number, input: ReturnInput) =>
    frontCall<AfterSaleDetail>(companyKey, 'POST', `/after-sales/${id}/return`, input),
};

/**
 * Uploads a picture for an application, telling how far it got (0–100). XMLHttpRequest, because
 * fetch reports no upload progress; the token goes in the header as for every call.
 */
export function uploadPicture(companyKey: string, file: File, onProgress: (percent: number) => void) {
  return new Promise<Picture>((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', `${FRONT_API}/after-sales/pictures`);
    request.setRequestHeader('accept', 'application/json');
    request.setRequestHeader('accept-language', lang);
    const token = shopperToken(companyKey);
    if (token) request.setRequestHeader('authorization', `Bearer ${token}`);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    request.onload = () => {
      const body = parse(request.responseText);
      if (request.status >= 200 && request.status < 300) resolve(body as Picture);
      else reject(new RequestError(request.status, messageOf(body) ?? request.statusText));
    };
    request.onerror = () => reject(new RequestError(0, ''));
    const form = new FormData();
    form.append('file', file);
    request.send(form);
  });
}

function parse(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

function messageOf(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const { message, errors } = body as { message?: string; errors?: { message: string }[] };
  return errors?.[0]?.message ?? message;
}
