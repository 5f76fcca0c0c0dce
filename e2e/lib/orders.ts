import type { Locator, Page } from 'playwright-core';
import { assert } from './assert.ts';
import { api, chooseTag, notice } from './crud.ts';
import { createProduct, freshTag } from './goodsProducts.ts';
import { freshPhone, waitUntil } from './members.ts';

/** A list's rows: table rows, or the cards a phone shows instead. */
const LIST_ROWS = '.ant-table-tbody .ant-table-row, [data-testid=row-card]';

/** Helpers for the staff order desk (apps/web/src/features/orders). */

const ORDER_LIST_PATH = '/order/index';
export const ORDER_CREATE_PATH = '/order/create';
export const ORDER_VERIFY_PATH = '/order/verify';
export const orderDetailPath = (id: number): string => `/order/detail/${id}`;

export type OrderTab =
  | 'all'
  | 'unpaid'
  | 'toShip'
  | 'toVerify'
  | 'shipped'
  | 'received'
  | 'completed'
  | 'cancelled';
export type TabCounts = Record<OrderTab, number>;

export interface SeedMember {
  uid: number;
  nickname: string;
  phone: string;
}

export interface SeedGoods {
  productId: number;
  skuId: number;
  name: string;
}

export interface PlacedOrder {
  id: number;
  code: string;
  payAmount: string;
  status: string;
  pickupCode: string | null;
}

/** A member of this run with money in the wallet. */
export async function seedMember(page: Page, tag: string, money = '500.00'): Promise<SeedMember> {
  const phone = freshPhone();
  const nickname = `下单${tag.slice(-6)}`;
  const member = await api<{ uid: number }>(page, 'POST', '/api/user', { nickname, phone });
  await api(page, 'POST', '/api/user/money', { uid: member.uid, ptype: 1, money, remark: 'e2e' });
  return { uid: member.uid, nickname, phone };
}

/** A product on sale with one SKU, named by the run's tag. */
export async function seedGoods(page: Page, tag: string, price = '19.90', stock = 50): Promise<SeedGoods> {
  const name = `订单商品${tag}`;
  const product = await createProduct(page, { name, price, stock });
  const detail = await api<{ skus: { id: number }[] }>(page, 'GET', `/api/product/${product.id}`);
  const sku = detail.skus[0];
  assert(sku, 'the product has a SKU');
  return { productId: product.id, skuId: sku.id, name };
}

async function firstProvince(page: Page): Promise<number> {
  const provinces = await api<{ id: number }[]>(page, 'GET', '/auth/cityList?pid=0');
  const first = provinces[0];
  assert(first, 'regions are seeded');
  return first.id;
}

export interface OrderChoices {
  deliveryType: 'express' | 'pickup';
  storeId?: number;
  buyerNote?: string;
}

/** Places an order through the staff checkout (confirm → compute → create), as the screen does. */
export async function placeOrder(
  page: Page,
  member: SeedMember,
  goods: SeedGoods,
  choices: OrderChoices = { deliveryType: 'express' },
  quantity = 1,
): Promise<PlacedOrder> {
  if (choices.deliveryType === 'pickup') {
    // Another flow may have switched pickup off for the shop; this one needs it on.
    await api(page, 'PUT', '/api/systemConfig', { menuName: 'store_self_mention', value: 1 });
  }
  const confirmed = await api<{ key: string; pickupStores: { id: number }[] }>(
    page,
    'POST',
    '/api/order/checkout/confirm',
    { memberId: member.uid, lines: [{ skuId: goods.skuId, quantity }] },
  );
  const body =
    choices.deliveryType === 'pickup'
      ? {
          memberId: member.uid,
          deliveryType: 'pickup',
          storeId: choices.storeId ?? confirmed.pickupStores[0]?.id,
          buyerNote: choices.buyerNote ?? '',
        }
      : {
          memberId: member.uid,
          deliveryType: 'express',
          address: {
            receiverName: member.nickname,
            receiverPhone: member.phone,
            provinceId: await firstProvince(page),
            address: '端到端路 1 号',
          },
          buyerNote: choices.buyerNote ?? '',
        };
  await api(page, 'POST', `/api/order/checkout/${confirmed.key}/compute`, body);
  return api<PlacedOrder>(page, 'POST', `/api/order/checkout/${confirmed.key}/create`, body);
}

export const payByWallet = (page: Page, order: PlacedOrder, member: SeedMember) =>
  api<PlacedOrder>(page, 'POST', `/api/order/${order.id}/payByWallet`, { memberId: member.uid });

export const apiCounts = (page: Page) => api<TabCounts>(page, 'GET', '/api/order/counts');

export const orderList = (page: Page): Locator => page.locator('[data-testid=order-list]:visible');

const orderRow = (page: Page, code: string): Locator =>
  orderList(page).locator(LIST_ROWS, {
    has: page.locator('[data-testid=order-code]', { hasText: code }),
  });

export async function openOrders(page: Page): Promise<void> {
  await page.goto(ORDER_LIST_PATH);
  await orderList(page).locator('.ant-table, .hh-row-cards').first().waitFor();
  await orderList(page).locator('.ant-spin-spinning').waitFor({ state: 'detached' });
}

/** Finds one order by its code in the list's filter. */
export async function searchOrder(page: Page, code: string): Promise<Locator> {
  await orderList(page).locator('[data-testid=order-query-code]').fill(code);
  await orderList(page).locator('[data-testid=crud-search]').click();
  const row = orderRow(page, code);
  await waitUntil(
    async () => (await orderList(page).locator(LIST_ROWS).count()) === 1 && (await row.count()) === 1,
    `the list shows only ${code}`,
  );
  return row;
}

/** The tab's count, once it has loaded (it reads – until then). */
export async function tabCount(page: Page, tab: OrderTab): Promise<number> {
  const count = orderList(page).locator(`[data-testid=order-count-${tab}]`);
  await count.filter({ hasText: /^\d+$/ }).waitFor();
  return Number(await count.textContent());
}

export const dialogOf = (page: Page, name: string): Locator =>
  page.locator(`.ant-modal:has([data-testid=${name}-form])`);

/** Ships the open order detail by SF with a fresh tracking number; answers the number. */
export async function shipBySf(page: Page): Promise<string> {
  const detail = page.locator('[data-testid=order-detail]:visible');
  await detail.locator('[data-testid=order-ship]').click();
  const ship = dialogOf(page, 'order-ship');
  await ship.waitFor();
  const trackingNo = `SF${Date.now()}`;
  await ship.locator('[data-testid=ship-tracking-no]').fill(trackingNo);
  await chooseTag(page, ship.locator('[data-testid=ship-company]'), '顺丰');
  await ship.locator('[data-testid=order-ship-ok]').click();
  await notice(page, '已发货');
  await detail.locator('[data-testid=order-status]', { hasText: '已发货' }).waitFor();
  return trackingNo;
}

export { freshTag };
