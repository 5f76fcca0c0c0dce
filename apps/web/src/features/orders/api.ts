import {
  AFTER_SALE_COUNTS_URL,
  afterSalesContract,
  orderDeskContract as desk,
  EXPRESS_ENABLED_URL,
  expressContract,
  MEMBERS_URL,
  membersContract,
  ORDER_BATCH_SHIP_TEMPLATE_URL,
  ORDER_BATCH_SHIP_URL,
  ORDER_CANCEL_URL,
  ORDER_CHECKOUT_URL,
  ORDER_COUNTS_URL,
  ORDER_DOWNLOAD_URL,
  ORDER_PRICE_URL,
  ORDER_REMARK_URL,
  ORDER_RETRY_RETURN_URL,
  ORDER_SETTINGS_URL,
  ORDER_SHIP_URL,
  ORDER_TRACKING_URL,
  ORDER_VERIFY_PREVIEW_URL,
  ORDER_VERIFY_URL,
  ORDERS_URL,
  type orderDeskContract,
  type orderListLine,
  type orderListRow,
  ordersContract,
  PRODUCTS_URL,
  productContract,
  type ShipInput,
  type Wire,
} from '@hh/shared';
import type { z } from 'zod';
import { http, type QueryParams } from '../../http/client.ts';

export type OrderRow = Wire<typeof orderListRow>;
export type OrderDetail = Wire<typeof orderDeskContract.detail>;
export type OrderCounts = Wire<typeof orderDeskContract.counts>;
export type ListLine = Wire<typeof orderListLine>;
export type TimelineLine = OrderDetail['events'][number];
export type OrderPayment = OrderDetail['payments'][number];
export type ReturnedPayment = OrderDetail['returnedPayments'][number];
export type PickupPreview = Wire<typeof orderDeskContract.verifyPreview>;
export type BatchShipReport = Wire<typeof orderDeskContract.batchShipReport>;
export type PriceBreakdownWire = Wire<typeof ordersContract.computed>['price'];
export type CheckoutConfirmed = Wire<typeof ordersContract.confirmed>;
export type PlacedOrder = Wire<typeof ordersContract.order>;
export type CheckoutChoices = Omit<z.input<typeof ordersContract.choices>, 'memberId'>;
export type { ShipInput };

/** What an action dialog needs of an order, from a list row or the detail alike. */
export type OrderRef = Pick<
  OrderRow,
  'id' | 'code' | 'status' | 'deliveryType' | 'payAmount' | 'priceChangeCount' | 'staffRemark'
> &
  Partial<Pick<OrderDetail, 'shippingKind' | 'expressCode' | 'expressName' | 'trackingNo'>>;

export type MemberBrief = Pick<Wire<typeof membersContract.one>, 'uid' | 'nickname' | 'phone' | 'nowMoney'>;

export type ShipBody = ShipInput extends infer T ? (T extends { id: number } ? Omit<T, 'id'> : never) : never;

export const fetchOrderCounts = (filters: QueryParams) => http.get(ORDER_COUNTS_URL, desk.counts, filters);

/** The after-sales desk's counts, for the number waiting for review beside its link. */
export const fetchAfterSaleCounts = () => http.get(AFTER_SALE_COUNTS_URL, afterSalesContract.counts);

export const fetchOrder = (id: number) => http.get(`${ORDERS_URL}/${id}`, desk.detail);

export const shipOrder = (id: number, body: ShipBody) =>
  http.post(ORDER_SHIP_URL, desk.changed, { id, ...body });

export const changeTracking = (
  id: number,
  body: { expressCode: string; expressName: string; trackingNo: string },
) => http.put(ORDER_TRACKING_URL, desk.changed, { id, ...body });

export const changePrice = (id: number, payAmount: string) =>
  http.put(ORDER_PRICE_URL, desk.changed, { id, payAmount });

export const setRemark = (id: number, remark: string) =>
  http.put(ORDER_REMARK_URL, desk.changed, { id, remark });

export const cancelOrder = (id: number) => http.post(ORDER_CANCEL_URL, desk.changed, { id });

export const retryReturn = (id: number, returnId: number) =>
  http.post(ORDER_RETRY_RETURN_URL, desk.changed, { id, returnId });

/** The order a pickup code names, within this person's stores; refusals are shown on the screen. */
export const previewPickup = (code: string) =>
  http.post(ORDER_VERIFY_PREVIEW_URL, desk.verifyPreview, { code }, { quiet: true });

export const confirmPickup = (code: string) =>
  http.post(ORDER_VERIFY_URL, desk.changed, { code }, { quiet: true });

export const exportOrders = (params: QueryParams) => http.file(ORDER_DOWNLOAD_URL, params);

export type OrderSettings = Wire<typeof ordersContract.settings>;

export const fetchOrderSettings = () => http.get(ORDER_SETTINGS_URL, ordersContract.settings);

export const saveOrderSettings = (settings: OrderSettings) =>
  http.put(ORDER_SETTINGS_URL, ordersContract.settings, settings);

export const downloadBatchTemplate = () => http.file(ORDER_BATCH_SHIP_TEMPLATE_URL);

/** Checks (dryRun) or ships an xlsx sheet sent as the multipart field `file`. */
export function batchShip(file: File, dryRun: boolean) {
  const body = new FormData();
  body.append('file', file, file.name);
  return http.post(ORDER_BATCH_SHIP_URL, desk.batchShipReport, body, { params: { dryRun } });
}

export const fetchEnabledExpress = () => http.get(EXPRESS_ENABLED_URL, expressContract.enabled);

const PICKER_SIZE = 20;

export const searchMembers = (blurry: string) =>
  http.get(MEMBERS_URL, membersContract.list, { page: 0, size: PICKER_SIZE, sort: 'uid,desc', blurry });

export const searchProducts = (blurry: string) =>
  http.get(PRODUCTS_URL, productContract.list, { page: 0, size: PICKER_SIZE, tab: 'onSale', blurry });

export const fetchProduct = (id: number) => http.get(`${PRODUCTS_URL}/${id}`, productContract.one);

export const confirmCheckout = (memberId: number, lines: { skuId: number; quantity: number }[]) =>
  http.post(`${ORDER_CHECKOUT_URL}/confirm`, ordersContract.confirmed, { memberId, lines });

export const computeCheckout = (memberId: number, key: string, choices: CheckoutChoices) =>
  http.post(`${ORDER_CHECKOUT_URL}/${key}/compute`, ordersContract.computed, { ...choices, memberId });

export const createOrder = (memberId: number, key: string, choices: CheckoutChoices) =>
  http.post(`${ORDER_CHECKOUT_URL}/${key}/create`, ordersContract.order, { ...choices, memberId });

export const payWithWallet = (memberId: number, orderId: number) =>
  http.post(`${ORDERS_URL}/${orderId}/payByWallet`, ordersContract.order, { memberId });
