import type { Locator, Page } from 'playwright-core';
import { assert } from './assert.ts';
import { api } from './crud.ts';
import { freshPhone, waitUntil } from './members.ts';

/** A list's rows: table rows, or the cards a phone shows instead. */
const LIST_ROWS = '.ant-table-tbody .ant-table-row, [data-testid=row-card]';

/** Helpers for the after-sales desk (apps/web/src/features/after-sales) and the shopper's side of it. */

export const AFTER_SALES_PATH = '/order/after-sales';
export const afterSaleDetailPath = (id: number): string => `${AFTER_SALES_PATH}/${id}`;

/** The demo shop 朝阳优选商城, as the storefront names it. */
const COMPANY_KEY = 'sunrise';

export type AfterSaleTab =
  | 'all'
  | 'toReview'
  | 'awaitingReturn'
  | 'toReceive'
  | 'refunding'
  | 'done'
  | 'closed';

export interface Shopper {
  token: string;
  uid: number;
  phone: string;
}

export interface ShopperOrder {
  id: number;
  code: string;
  payAmount: string;
}

export interface Application {
  id: number;
  code: string;
  status: string;
  amountRequested: string;
}

/** A storefront call with the shopper's token (preparing data as the shopper's app would). */
export async function front<T>(
  page: Page,
  shopper: Shopper | null,
  method: string,
  url: string,
  body?: unknown,
) {
  const response = await page.request.fetch(url, {
    method,
    headers: shopper ? { Authorization: `Bearer ${shopper.token}` } : {},
    ...(body === undefined ? {} : { data: body }),
  });
  assert(response.ok(), `${method} ${url} answered ${response.status()}: ${await response.text()}`);
  return (await response.json()) as T;
}

/** A new shopper of the shop signed in by SMS code (the echo provider hands it back), with money in the wallet. */
export async function signUpShopper(page: Page, money: string): Promise<Shopper> {
  const phone = freshPhone();
  const sent = await front<{ code: string }>(page, null, 'POST', '/api/front/login/sms', {
    companyKey: COMPANY_KEY,
    phone,
  });
  const signed = await front<{ token: string; member: { uid: number } }>(
    page,
    null,
    'POST',
    '/api/front/login',
    {
      companyKey: COMPANY_KEY,
      phone,
      code: sent.code,
    },
  );
  await api(page, 'POST', '/api/user/money', { uid: signed.member.uid, ptype: 1, money, remark: 'e2e 充值' });
  return { token: signed.token, uid: signed.member.uid, phone };
}

async function regionChild(page: Page, pid: number): Promise<number> {
  const regions = await api<{ id: number }[]>(page, 'GET', `/auth/cityList?pid=${pid}`);
  const first = regions[0];
  assert(first, `regions under ${pid} are seeded`);
  return first.id;
}

/** Buys `quantity` of one SKU through the storefront checkout (express to a new default address), unpaid. */
export async function buyUnpaid(page: Page, shopper: Shopper, skuId: number, quantity: number) {
  const provinceId = await regionChild(page, 0);
  const cityId = await regionChild(page, provinceId);
  const districtId = await regionChild(page, cityId);
  const address = await front<{ id: number }>(page, shopper, 'POST', '/api/front/addresses', {
    name: '售后买家',
    phone: shopper.phone,
    provinceId,
    cityId,
    districtId,
    detail: '端到端路 2 号',
    isDefault: true,
  });
  const confirmed = await front<{ key: string }>(page, shopper, 'POST', '/api/front/checkout/confirm', {
    skuId,
    quantity,
  });
  const choices = { deliveryType: 'express', addressId: address.id };
  await front(page, shopper, 'POST', `/api/front/checkout/${confirmed.key}/compute`, choices);
  return front<ShopperOrder>(page, shopper, 'POST', `/api/front/checkout/${confirmed.key}/create`, choices);
}

/** Buys `quantity` of one SKU through the storefront checkout and pays from the wallet. */
export async function buyWithWallet(page: Page, shopper: Shopper, skuId: number, quantity: number) {
  const order = await buyUnpaid(page, shopper, skuId, quantity);
  await front(page, shopper, 'POST', `/api/front/orders/${order.id}/pay`, { method: 'wallet' });
  return order;
}

/** Staff ship the order by the shop's own courier and the shopper confirms receipt (a return needs the goods out). */
export async function deliver(page: Page, shopper: Shopper, order: ShopperOrder): Promise<void> {
  await api(page, 'POST', '/api/order/ship', {
    id: order.id,
    kind: 'courier',
    courierName: '张师傅',
    courierPhone: '13800138000',
  });
  await front(page, shopper, 'POST', `/api/front/orders/${order.id}/receive`);
}

/** The shopper applies for `quantity` of the order's first line, with the first reason the shop offers. */
export async function apply(
  page: Page,
  shopper: Shopper,
  order: ShopperOrder,
  type: 'refund' | 'returnRefund',
  quantity: number,
  explanation: string,
): Promise<Application> {
  const refundable = await front<{ lines: { orderLineId: number }[] }>(
    page,
    shopper,
    'GET',
    `/api/front/orders/${order.id}/refundable`,
  );
  const line = refundable.lines[0];
  assert(line, 'the order has a refundable line');
  const reasons = await front<{ value: string }[]>(page, shopper, 'GET', '/api/front/after-sales/reasons');
  const reason = reasons[0];
  assert(reason, 'the shop offers reasons');
  return front<Application>(page, shopper, 'POST', '/api/front/after-sales', {
    orderId: order.id,
    type,
    lines: [{ orderLineId: line.orderLineId, quantity }],
    reason: reason.value,
    explanation,
    pictureIds: [],
  });
}

/** The shopper sends the goods back with a tracking number. */
export const sendBack = (page: Page, shopper: Shopper, sale: Application, trackingNo: string) =>
  front<Application>(page, shopper, 'POST', `/api/front/after-sales/${sale.id}/return`, {
    expressCode: 'SF',
    expressName: '顺丰速运',
    trackingNo,
  });

export const afterSaleList = (page: Page): Locator => page.locator('[data-testid=after-sale-list]:visible');
export const afterSaleDetail = (page: Page): Locator =>
  page.locator('[data-testid=after-sale-detail]:visible');

export async function openAfterSales(page: Page): Promise<void> {
  await page.goto(AFTER_SALES_PATH);
  await afterSaleList(page).locator('.ant-table, .hh-row-cards').first().waitFor();
  await afterSaleList(page).locator('.ant-spin-spinning').waitFor({ state: 'detached' });
}

/** The tab's count, once it has loaded (it reads – until then). */
export async function afterSaleCount(page: Page, tab: AfterSaleTab): Promise<number> {
  const count = afterSaleList(page).locator(`[data-testid=after-sale-count-${tab}]`);
  await count.filter({ hasText: /^\d+$/ }).waitFor();
  return Number(await count.textContent());
}

export async function switchAfterSaleTab(page: Page, tab: AfterSaleTab): Promise<void> {
  await afterSaleList(page).locator(`[data-testid=after-sale-tab-${tab}]`).click();
  await afterSaleList(page)
    .locator('.ant-tabs-tab-active', { has: page.locator(`[data-testid=after-sale-tab-${tab}]`) })
    .waitFor();
  await afterSaleList(page).locator('.ant-spin-spinning').waitFor({ state: 'detached' });
}

/** Finds the after-sales of one order by its code in the list's filter; answers the one row. */
export async function searchByOrder(page: Page, orderCode: string): Promise<Locator> {
  await afterSaleList(page).locator('[data-testid=after-sale-query-order]').fill(orderCode);
  await afterSaleList(page).locator('[data-testid=crud-search]').click();
  const rows = afterSaleList(page).locator(LIST_ROWS);
  const row = rows.filter({
    has: page.locator('[data-testid=after-sale-order-code]', { hasText: orderCode }),
  });
  await waitUntil(
    async () => (await rows.count()) === 1 && (await row.count()) === 1,
    `the list shows only the after-sale of ${orderCode}`,
  );
  return row;
}

export const dialogOf = (page: Page, name: string): Locator =>
  page.locator(`.ant-modal:has([data-testid=${name}-form])`);

/** Waits until the detail shows the status (the label as staff read it). */
export async function detailStatus(page: Page, label: string): Promise<void> {
  await afterSaleDetail(page).locator('[data-testid=after-sale-status]', { hasText: label }).waitFor();
}
