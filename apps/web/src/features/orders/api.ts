import {
  AFTER_SALE_COUNTS_URL,
  AFTER_SALE_REASONS_URL,
  AFTER_SALE_RECORD_URL,
  AFTER_SALE_STAFF_REFUND_URL,
  afterSaleRefundableUrl,
  afterSalesContract,
  ordersDeskContract as desk,
  EXPRESS_ENABLED_URL,
  expressContract,
  goodsProductsContract,
  MEMBERS_URL,
  memberAddressesUrl,
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
  ORDER_VERIFY_STORES_URL,
  ORDER_VERIFY_URL,
  ORDERS_URL,
  type orderListLine,
  type orderListRow,
  ordersContract,
  type ordersDeskContract,
  PRODUCTS_URL,
  type ShipInput,
  storefrontContract,
  type Wire,
} from '@hh/shared';
import type { z } from 'zod';
import { http, type QueryParams } from '../../http/client.ts';

export type OrderRow = Wire<typeof orderListRow>;
export type OrderDetail = Wire<typeof ordersDeskContract.detail>;
export type ListLine = Wire<typeof orderListLine>;
export type TimelineLine = OrderDetail['events'][number];
export type OrderPayment = OrderDetail['payments'][number];
export type ReturnedPayment = OrderDetail['returnedPayments'][number];
export type PickupPreview = Wire<typeof ordersDeskContract.verifyPreview>;
export type BatchShipReport = Wire<typeof ordersDeskContract.batchShipReport>;
export type PriceBreakdownWire = Wire<typeof ordersContract.computed>['price'];
export type CheckoutCouponsWire = Wire<typeof ordersContract.computed>['coupons'];
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

export type SavedAddress = Wire<typeof storefrontContract.address>;

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

export const fetchPickupStores = () => http.get(ORDER_VERIFY_STORES_URL, desk.verifyStores);

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

/** The member as the server has them now (the wallet balance shown before paying from it). */
export const fetchMember = (uid: number) => http.get(`${MEMBERS_URL}/${uid}`, membersContract.one);

/** The member's saved addresses, the default first. */
export const fetchMemberAddresses = (uid: number) =>
  http.get(memberAddressesUrl(uid), storefrontContract.addresses);

export const searchProducts = (blurry: string) =>
  http.get(PRODUCTS_URL, goodsProductsContract.list, { page: 0, size: PICKER_SIZE, tab: 'onSale', blurry });

export const fetchProduct = (id: number) => http.get(`${PRODUCTS_URL}/${id}`, goodsProductsContract.one);

export const confirmCheckout = (memberId: number, lines: { skuId: number; quantity: number }[]) =>
  http.post(`${ORDER_CHECKOUT_URL}/confirm`, ordersContract.confirmed, { memberId, lines });

export const computeCheckout = (memberId: number, key: string, choices: CheckoutChoices) =>
  http.post(`${ORDER_CHECKOUT_URL}/${key}/compute`, ordersContract.computed, { ...choices, memberId });

export const createOrder = (memberId: number, key: string, choices: CheckoutChoices) =>
  http.post(`${ORDER_CHECKOUT_URL}/${key}/create`, ordersContract.order, { ...choices, memberId });

export const payWithWallet = (memberId: number, orderId: number) =>
  http.post(`${ORDERS_URL}/${orderId}/payByWallet`, ordersContract.order, { memberId });

/** What staff may still give back on an order, line by line, and whether it may be cancelled whole. */
export type StaffRefundable = Wire<typeof afterSalesContract.refundable>;
export type StaffRefundBody = z.input<typeof afterSalesContract.staffRefund>;
export type RecordAfterSaleBody = z.input<typeof afterSalesContract.record>;

export const fetchRefundable = (orderId: number) =>
  http.get(afterSaleRefundableUrl(orderId), afterSalesContract.refundable);
export const fetchAfterSaleReasons = () => http.get(AFTER_SALE_REASONS_URL, afterSalesContract.reasons);
export const staffRefund = (body: StaffRefundBody) =>
  http.post(AFTER_SALE_STAFF_REFUND_URL, afterSalesContract.changed, body);
export const recordAfterSale = (body: RecordAfterSaleBody) =>
  http.post(AFTER_SALE_RECORD_URL, afterSalesContract.changed, body);
