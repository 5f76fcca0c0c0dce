import type { Page } from 'playwright-core';
import { afterSaleDetail, afterSaleDetailPath, detailStatus, dialogOf } from '../lib/afterSales.ts';
import { setLanguage, signInToDashboard } from '../lib/app.ts';
import { assert, assertEqual } from '../lib/assert.ts';
import { api, notice } from '../lib/crud.ts';
import { createProduct } from '../lib/goodsProducts.ts';
import type { Flow } from '../lib/harness.ts';
import { freshPhone, patientPage, waitUntil } from '../lib/members.ts';
import {
  apiCounts,
  freshTag,
  ORDER_VERIFY_PATH,
  openOrders,
  orderDetailPath,
  orderList,
  seedGoods,
  shipBySf,
  tabCount,
} from '../lib/orders.ts';
import { noisyPng } from '../lib/png.ts';
import { PHONE_VIEW, signInOnPage } from './storefrontSignIn.ts';

const SHOP = '朝阳优选商城';
const COMPANY_KEY = 'sunrise';
const H5 = `/h5/${COMPANY_KEY}/`;

/** Whole yuan and cents of a money text, for sums the flow expects. */
const cents = (money: string) => Math.round(Number(money) * 100);
const yuan = (value: number) => `¥${(value / 100).toFixed(2)}`;

interface MyOrder {
  id: number;
  code: string;
  status: string;
  payAmount: string;
}

/** A storefront call with the token the sign-in page left in the phone (reading what the page shows). */
async function asShopper<T>(phone: Page, path: string): Promise<T> {
  const token = await phone.evaluate(
    (key) => window.localStorage.getItem(`hh.h5.shopper.${key}`),
    COMPANY_KEY,
  );
  assert(token, 'the sign-in page keeps the shopper signed in');
  const response = await phone.request.get(path, { headers: { Authorization: `Bearer ${token}` } });
  assert(response.ok(), `GET ${path} answered ${response.status()}`);
  return (await response.json()) as T;
}

/** A new shopper signs in by SMS from the me tab; staff put money in the new member's wallet. */
async function newShopper(phone: Page, staff: Page, money: string) {
  const number = freshPhone();
  await phone.goto(`${H5}me`);
  await phone.waitForURL(/\/login\?back=/);
  await signInOnPage(phone, number);
  await phone.locator('[data-testid=sf-me-phone]', { hasText: number }).waitFor();
  const member = await asShopper<{ uid: number }>(phone, '/api/front/user');
  await api(staff, 'POST', '/api/user/money', { uid: member.uid, ptype: 1, money, remark: 'e2e 充值' });
  return number;
}

/** Opens a product and adds it to the cart through the buy sheet, choosing `option` when it has options. */
async function addToCart(phone: Page, productId: number, option?: { value: string; price: string }) {
  await phone.goto(`${H5}product/${productId}`);
  await phone.locator('[data-testid=sf-add-cart]').click();
  const sheet = phone.locator('[data-testid=sf-buy-sheet]');
  await sheet.waitFor();
  if (option) {
    await sheet.getByRole('button', { name: option.value, exact: true }).click();
    await sheet.locator('.sf-sheet-head [data-testid=sf-price]', { hasText: `¥${option.price}` }).waitFor();
  }
  await sheet.locator('[data-testid=sf-buy-cart]').click();
  await phone
    .getByRole('status')
    .getByText(/已加入购物车|Added to cart/)
    .waitFor();
}

/** A new address through the checkout's address link (the region cascade of the back office's data). */
async function addAddressFromCheckout(phone: Page, mobile: string) {
  await phone.locator('[data-testid=sf-checkout-address]').click();
  const form = phone.locator('[data-testid=sf-address-form]');
  await form.waitFor();
  await form.getByLabel('收货人').fill('旅程顾客');
  await form.getByLabel('手机号').fill(mobile);
  await form.getByLabel('省份').selectOption({ label: '浙江省' });
  await form.getByLabel('城市').selectOption({ label: '杭州市' });
  await form.getByLabel('区县').selectOption({ label: '上城区' });
  await form.getByLabel('详细地址').fill('解放路 8 号');
  await form.getByRole('button', { name: '保存' }).click();
  await phone.waitForURL(`**${H5}checkout`);
}

export const storefrontExpressJourneyFlow: Flow = {
  name: 'storefront journey at 375 px: a new shopper signs in by SMS, buys two products (one with a size) by express, pays by wallet; the desk sees it live and ships; tracking, receipt, a refund of one line with a picture approved; the wallet ledger shows it (zh, en)',
  async run({ newPage, screenshot }) {
    const staff = await patientPage(() => newPage());
    await signInToDashboard(staff, 'admin', SHOP);
    const tag = freshTag();
    const shirt = await createProduct(staff, {
      name: `旅程衬衫${tag}`,
      price: '25.00',
      stock: 30,
      multi: true,
    });
    const cup = await seedGoods(staff, tag, '19.90', 30);

    const phone = await newPage(PHONE_VIEW);
    phone.on('dialog', (dialog) => void dialog.accept());
    const mobile = await newShopper(phone, staff, '200.00');

    // Size M costs 10 more: the sheet shows the chosen SKU's price before it goes in the cart.
    await addToCart(phone, shirt.id, { value: 'M', price: '35.00' });
    await screenshot(phone, 'journey-product-added');
    await addToCart(phone, cup.productId);
    await phone.locator('[data-testid=sf-buybar] [data-testid=sf-cart-badge]').getByText('2').waitFor();
    await phone.locator('.sf-buybar-cart').click();
    await phone.waitForURL(`**${H5}cart`);
    const lines = phone.locator('[data-testid=sf-cart-line]');
    await waitUntil(async () => (await lines.count()) === 2, 'both products in the cart');
    assert(
      (await lines.filter({ hasText: shirt.name }).textContent())?.includes('M'),
      'the shirt line names the size',
    );
    await phone
      .locator('[data-testid=sf-cart-total]')
      .getByText(yuan(3500 + 1990))
      .waitFor();
    await screenshot(phone, 'journey-cart');

    // Checkout: the note typed first stays when the shopper goes to add an address and comes back.
    await phone.locator('[data-testid=sf-cart-checkout]').click();
    await phone.waitForURL(`**${H5}checkout`);
    const checkout = phone.locator('[data-testid=sf-checkout]');
    await checkout.locator('[data-testid=sf-checkout-line]').nth(1).waitFor();
    await checkout.getByLabel('订单备注').fill('工作日送达');
    await addAddressFromCheckout(phone, mobile);
    await checkout.locator('[data-testid=sf-checkout-address]').getByText('解放路 8 号').waitFor();
    assertEqual(await checkout.getByLabel('订单备注').inputValue(), '工作日送达', 'the note is kept');
    await screenshot(phone, 'journey-checkout');

    // The desk is open on the order list before the shopper pays.
    await openOrders(staff);
    const before = await apiCounts(staff);
    await waitUntil(
      async () => (await tabCount(staff, 'toShip')) === before.toShip,
      'the desk shows the current counts',
    );

    await phone.getByRole('button', { name: '提交订单' }).click();
    await phone.waitForURL(/\/pay\/\d+$/);
    const orderId = Number(phone.url().split('/').pop());
    const pay = phone.locator('[data-testid=sf-pay]');
    assert(await pay.getByRole('radio', { name: /余额支付/ }).isChecked(), 'the wallet covers it: chosen');
    await screenshot(phone, 'journey-pay');
    await pay.getByRole('button', { name: /立即支付/ }).click();
    await phone.waitForURL(`**${H5}paid/${orderId}`);
    await phone.locator('[data-testid=sf-pay-result][data-state=paid]').waitFor();
    const order = await asShopper<MyOrder>(phone, `/api/front/orders/${orderId}`);
    assertEqual(order.status, 'toShip', 'paid by wallet: to ship');

    // The desk shows the paid order without a reload, then ships it by SF.
    const paidNotice = staff.locator('[data-testid="live-notice-order.paid"]', { hasText: order.code });
    await paidNotice.waitFor();
    await waitUntil(
      async () => (await tabCount(staff, 'toShip')) === before.toShip + 1,
      'the to-ship count grew by one',
    );
    await orderList(staff)
      .locator('.ant-table-tbody [data-testid=order-code]', { hasText: order.code })
      .waitFor();
    await screenshot(staff, 'journey-desk-live');
    await paidNotice.locator('[data-testid=live-notice-open]').click();
    await staff.waitForURL(`**${orderDetailPath(orderId)}`);
    const trackingNo = await shipBySf(staff);

    // The shopper: tracking, then receipt.
    await phone.locator('.sf-result-actions a', { hasText: '查看订单' }).click();
    await phone.waitForURL(`**${H5}orders/${orderId}`);
    const status = phone.locator('[data-testid=sf-order-status]');
    await status.filter({ hasText: '待收货' }).waitFor();
    await phone.locator('[data-testid=sf-tracking]').getByText(trackingNo).waitFor();
    await screenshot(phone, 'journey-tracking');
    await phone.getByRole('button', { name: '确认收货' }).click();
    await status.filter({ hasText: '已收货' }).waitFor();

    // A refund of the cup's line only, with a picture.
    await phone.locator('.sf-oline', { hasText: cup.name }).getByRole('link', { name: '申请售后' }).click();
    await phone.waitForURL(`**${H5}refund/${orderId}?line=*`);
    await phone.getByTestId('sf-refund-quote').filter({ hasText: '¥19.90' }).waitFor();
    await phone.getByLabel(/^仅退款/).check();
    await phone.getByLabel('退款原因').selectOption({ index: 1 });
    await phone.getByLabel('补充说明').fill('杯子有裂纹');
    await phone
      .getByLabel(/添加图片/)
      .setInputFiles([{ name: 'crack.png', mimeType: 'image/png', buffer: noisyPng(96, [90, 120, 200]) }]);
    await phone.getByAltText('crack.png').waitFor();
    await screenshot(phone, 'journey-refund-apply');
    await phone.getByRole('button', { name: '提交申请' }).click();
    await phone.waitForURL(/\/after-sale\/\d+$/);
    const saleId = Number(phone.url().split('/').pop());
    await phone.getByTestId('sf-after-sale-status').filter({ hasText: '待商家处理' }).waitFor();

    // Staff approve on the after-sales desk.
    await staff.goto(afterSaleDetailPath(saleId));
    await afterSaleDetail(staff).locator('[data-testid=after-sale-approve]').click();
    const approve = dialogOf(staff, 'after-sale-approve');
    await approve.waitFor();
    assertEqual(
      await approve.locator('[data-testid=approve-amount]').inputValue(),
      '19.90',
      'the asked amount',
    );
    await approve.locator('[data-testid=after-sale-approve-ok]').click();
    await notice(staff, '已同意售后');
    await detailStatus(staff, '已退款');

    // The shopper sees the refund, on the request and in the wallet's ledger.
    await phone.reload();
    await phone.getByTestId('sf-after-sale-status').filter({ hasText: '退款成功' }).waitFor();
    assertEqual(await phone.getByTestId('sf-after-sale-refunded').textContent(), '¥19.90', 'refunded');
    await screenshot(phone, 'journey-refunded');
    await phone.goto(`${H5}me`);
    const balance = 20000 - cents(order.payAmount) + 1990;
    await phone.locator('[data-testid=sf-me-balance]').getByText(yuan(balance)).waitFor();
    const ledger = phone.locator('[data-testid=sf-wallet-ledger] li');
    await ledger.first().waitFor();
    const newest = (await ledger.first().textContent()) ?? '';
    assert(
      newest.includes(order.code) && newest.includes('+19.90'),
      `the newest ledger line is the refund of the order: ${newest}`,
    );
    assertEqual(await ledger.count(), 3, 'top-up, payment and refund');
    await screenshot(phone, 'journey-me-ledger');
    await phone.getByRole('button', { name: /语言/ }).click();
    await phone.getByRole('heading', { name: 'Wallet history' }).waitFor();
    await screenshot(phone, 'journey-me-ledger-en');
  },
};

export const storefrontPickupJourneyFlow: Flow = {
  name: 'storefront journey at 375 px: a shopper buys for store pickup, pays by wallet, shows the pickup code; staff verify it on the desk; the shopper sees the order received (en)',
  async run({ newPage, baseUrl, screenshot }) {
    const staff = await patientPage(() => newPage());
    await signInToDashboard(staff, 'admin', SHOP);
    // Another flow may have switched pickup off for the shop; this one needs it on.
    await api(staff, 'PUT', '/api/systemConfig', { menuName: 'store_self_mention', value: 1 });
    const goods = await seedGoods(staff, freshTag(), '12.50', 20);

    const phone = await newPage(PHONE_VIEW);
    await setLanguage(phone, baseUrl, 'en');
    await newShopper(phone, staff, '50.00');

    await phone.goto(`${H5}product/${goods.productId}`);
    await phone.locator('[data-testid=sf-buy-now]').click();
    await phone.locator('[data-testid=sf-buy-sheet] [data-testid=sf-buy-buy]').click();
    await phone.waitForURL(`**${H5}checkout`);
    const checkout = phone.locator('[data-testid=sf-checkout]');
    await checkout.locator('[data-testid=sf-checkout-line]').first().waitFor();
    await checkout.getByRole('radio', { name: 'Store pickup', exact: true }).check({ force: true });
    const store = checkout.locator('.sf-stores label').first();
    await store.click();
    const storeName = (await store.locator('b').textContent()) ?? '';
    await checkout.getByLabel('Collected by').fill('Journey Shopper');
    await checkout.getByLabel('Note').fill('after 6 pm');
    await screenshot(phone, 'journey-pickup-checkout-en');
    await phone.getByRole('button', { name: 'Place order' }).click();
    await phone.waitForURL(/\/pay\/\d+$/);
    const orderId = Number(phone.url().split('/').pop());
    await phone
      .locator('[data-testid=sf-pay]')
      .getByRole('button', { name: /Pay now/ })
      .click();
    await phone.locator('[data-testid=sf-pay-result][data-state=paid]').waitFor();

    // The order's page shows the code as text and as a QR, and the store it is collected from.
    await phone.goto(`${H5}orders/${orderId}`);
    const status = phone.locator('[data-testid=sf-order-status]');
    await status.filter({ hasText: 'Ready for pickup' }).waitFor();
    const pickup = phone.locator('[data-testid=sf-pickup-code]');
    const code = ((await pickup.locator('.sf-pickup-text').textContent()) ?? '').trim();
    assert(/^\d{6,}$/.test(code), `a pickup code as text: ${code}`);
    await pickup.getByRole('img', { name: new RegExp(code) }).waitFor();
    assert((await phone.locator('.sf-odetail').textContent())?.includes(storeName), 'the store is named');
    await screenshot(phone, 'journey-pickup-code-en');

    // The clerk verifies the code the shopper shows.
    await staff.goto(ORDER_VERIFY_PATH);
    const screen = staff.locator('[data-testid=order-verify]:visible');
    await screen.locator('[data-testid=verify-code]').fill(code);
    await screen.locator('[data-testid=verify-preview]').click();
    const order = await asShopper<MyOrder>(phone, `/api/front/orders/${orderId}`);
    await screen.locator('[data-testid=verify-order-code]', { hasText: order.code }).waitFor();
    await screen.locator('[data-testid=verify-confirm]').click();
    await screen.locator('[data-testid=verify-done]').waitFor();
    await screenshot(staff, 'journey-pickup-verified');

    await phone.reload();
    await status.filter({ hasText: 'Received' }).waitFor();
    assertEqual(await pickup.count(), 0, 'a collected order shows no code to collect with');
    await screenshot(phone, 'journey-pickup-received-en');
  },
};
