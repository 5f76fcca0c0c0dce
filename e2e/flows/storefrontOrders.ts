import type { Page } from 'playwright-core';
import { buyUnpaid, buyWithWallet, deliver, front, type Shopper, signUpShopper } from '../lib/afterSales.ts';
import { signInToDashboard } from '../lib/app.ts';
import { assert, assertEqual } from '../lib/assert.ts';
import { api } from '../lib/crud.ts';
import type { Flow, FlowContext } from '../lib/harness.ts';
import { patientPage } from '../lib/members.ts';
import { freshTag, seedGoods } from '../lib/orders.ts';
import { noisyPng } from '../lib/png.ts';

const COMPANY_KEY = 'sunrise';
const H5 = `/h5/${COMPANY_KEY}/`;
const PHONE_VIEW = { viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true };

/** The shopper's phone, signed in to the shop as the sign-in page leaves it (the token kept for the shop). */
async function shopperPhone(
  { newPage, baseUrl }: Pick<FlowContext, 'newPage' | 'baseUrl'>,
  shopper: Shopper,
  lang: 'zh' | 'en' = 'zh',
) {
  const phone = await newPage(PHONE_VIEW);
  await phone
    .context()
    .addInitScript(([key, token]) => window.localStorage.setItem(`hh.h5.shopper.${key}`, token), [
      COMPANY_KEY,
      shopper.token,
    ] as const);
  if (lang === 'en')
    await phone.context().addCookies([{ name: 'lang', value: 'en', url: new URL(H5, baseUrl).href }]);
  phone.on('dialog', (dialog) => void dialog.accept());
  return phone;
}

const tab = (phone: Page, name: RegExp) => phone.locator('.sf-otabs a', { hasText: name });
const status = (phone: Page) => phone.locator('[data-testid=sf-order-status]');

export const storefrontOrdersFlow: Flow = {
  name: 'storefront my orders at 375 px: tabs with counts, an unpaid order counting down and cancelled, tracking and receipt, a refund asked for one line with a picture and approved, a return parcel entered (zh, en)',
  async run({ newPage, screenshot, baseUrl }) {
    const staff = await patientPage(() => newPage());
    await signInToDashboard(staff, 'admin', '朝阳优选商城');
    const goods = await seedGoods(staff, freshTag(), '19.90', 30);
    const shopper = await signUpShopper(staff, '200.00');
    const paid = await buyWithWallet(staff, shopper, goods.skuId, 2);
    const unpaid = await buyUnpaid(staff, shopper, goods.skuId, 1);

    const phone = await shopperPhone({ newPage, baseUrl }, shopper);
    await phone.goto(new URL(`${H5}orders`, baseUrl).href);
    await phone.locator('[data-testid=sf-order-card]').first().waitFor();
    assertEqual(
      await tab(phone, /待付款/)
        .locator('.sf-badge')
        .textContent(),
      '1',
      'one order to pay',
    );
    assertEqual(
      await tab(phone, /待发货/)
        .locator('.sf-badge')
        .textContent(),
      '1',
      'one order to ship',
    );
    await screenshot(phone, 'storefront-orders');

    // Unpaid: the time left to pay, then cancelled from its page.
    await tab(phone, /待付款/).click();
    await phone.waitForURL(/tab=unpaid/);
    const card = phone.locator('[data-testid=sf-order-card]', { hasText: unpaid.code });
    await card.getByRole('link', { name: `查看详情 ${unpaid.code}` }).click();
    await phone.waitForURL(`**${H5}orders/${unpaid.id}`);
    const timer = phone.getByRole('timer');
    await timer.waitFor();
    assert(/^剩余 \d{2}:\d{2} 自动关闭$/.test((await timer.textContent()) ?? ''), 'the pay countdown');
    assert(
      await phone.evaluate(() => document.activeElement?.tagName === 'H1'),
      'focus is on the page heading after the move',
    );
    await screenshot(phone, 'storefront-order-unpaid');
    await phone.getByRole('button', { name: '取消订单' }).click();
    await status(phone).filter({ hasText: '已取消' }).waitFor();

    // Shipped by express: the courier, number and trace; the shopper confirms receipt.
    await api(staff, 'POST', '/api/order/ship', {
      id: paid.id,
      kind: 'express',
      expressCode: 'SF',
      expressName: '顺丰速运',
      trackingNo: 'SF9988776655',
    });
    await phone.goto(new URL(`${H5}orders/${paid.id}`, baseUrl).href);
    await status(phone).filter({ hasText: '待收货' }).waitFor();
    const tracking = phone.locator('[data-testid=sf-tracking]');
    await tracking.getByText('顺丰速运 SF9988776655').waitFor();
    await screenshot(phone, 'storefront-order-tracking');
    await phone.getByRole('button', { name: '确认收货' }).click();
    await status(phone).filter({ hasText: '已收货' }).waitFor();

    // A refund for one of the two pieces, with a picture; the server quotes the amount. Both pieces
    // would take back all that was paid, freight included (another flow may have set the shop's freight).
    await phone.getByRole('link', { name: '申请售后' }).click();
    await phone.waitForURL(`**${H5}refund/${paid.id}?line=*`);
    await phone
      .getByTestId('sf-refund-quote')
      .filter({ hasText: `¥${paid.payAmount}` })
      .waitFor();
    await phone.getByRole('button', { name: `减少 ${goods.name}` }).click();
    await phone.getByTestId('sf-refund-quote').filter({ hasText: '¥19.90' }).waitFor();
    await phone.getByLabel(/^仅退款/).check();
    await phone.getByLabel('退款原因').selectOption({ index: 1 });
    await phone.getByLabel('补充说明').fill('杯盖<b>漏水</b>');
    await phone
      .getByLabel(/添加图片/)
      .setInputFiles([{ name: 'leak.png', mimeType: 'image/png', buffer: noisyPng(96, [200, 90, 60]) }]);
    await phone.getByAltText('leak.png').waitFor();
    await screenshot(phone, 'storefront-refund-apply');
    await phone.getByRole('button', { name: '提交申请' }).click();
    await phone.waitForURL(/\/after-sale\/\d+$/);
    const saleId = Number(phone.url().split('/').pop());
    await phone.getByTestId('sf-after-sale-status').filter({ hasText: '待商家处理' }).waitFor();
    await phone.getByText('杯盖<b>漏水</b>').waitFor();

    // Staff approve: the money is back in the wallet, on the after-sale and on the order.
    await api(staff, 'POST', '/api/afterSale/approve', { id: saleId });
    await phone.reload();
    await phone.getByTestId('sf-after-sale-status').filter({ hasText: '退款成功' }).waitFor();
    assertEqual(await phone.getByTestId('sf-after-sale-refunded').textContent(), '¥19.90', 'refunded');
    await screenshot(phone, 'storefront-after-sale-refunded');
    await phone.goto(new URL(`${H5}orders/${paid.id}`, baseUrl).href);
    assertEqual(
      await phone.getByTestId('sf-order-refunded').textContent(),
      '¥19.90',
      'the order names what came back',
    );

    // A return: the shop's return address, then the parcel the shopper sends.
    const returned = await buyWithWallet(staff, shopper, goods.skuId, 1);
    await deliver(staff, shopper, returned);
    const refundable = await front<{ lines: { orderLineId: number }[] }>(
      staff,
      shopper,
      'GET',
      `/api/front/orders/${returned.id}/refundable`,
    );
    const sale = await front<{ id: number }>(staff, shopper, 'POST', '/api/front/after-sales', {
      orderId: returned.id,
      type: 'returnRefund',
      lines: [{ orderLineId: refundable.lines[0]?.orderLineId, quantity: 1 }],
      reason: 'quality',
    });
    await api(staff, 'POST', '/api/afterSale/approve', {
      id: sale.id,
      returnAddress: { name: '售后部', phone: '13800001234', address: '杭州市西湖区文三路 1 号' },
    });
    const en = await shopperPhone({ newPage, baseUrl }, shopper, 'en');
    await en.goto(new URL(`${H5}after-sale/${sale.id}`, baseUrl).href);
    await en.getByTestId('sf-after-sale-status').filter({ hasText: 'Send the goods back' }).waitFor();
    await en.getByTestId('sf-return-address').getByText('杭州市西湖区文三路 1 号').waitFor();
    await en.getByLabel('Courier').selectOption({ label: '顺丰速运' });
    await en.getByLabel('Tracking number').fill('x');
    await en.getByRole('button', { name: 'Save tracking' }).click();
    await en.getByText('4–40 letters, digits or -').waitFor();
    await en.getByLabel('Tracking number').fill('SF1122334455');
    assertEqual(
      await en.getByText('4–40 letters, digits or -').count(),
      0,
      'a corrected number clears its error',
    );
    // At 360 px the button the keyboard reaches next stops above the fixed bar of actions, not under it.
    await en.setViewportSize({ width: 360, height: 640 });
    await en.getByLabel('Tracking number').focus();
    await en.keyboard.press('Tab');
    const save = en.getByRole('button', { name: 'Save tracking' });
    assert(await save.evaluate((button) => button === document.activeElement), 'Save tracking has the focus');
    const [saveBox, barBox] = await Promise.all([save.boundingBox(), en.locator('.sf-obar').boundingBox()]);
    assert(
      saveBox && barBox && saveBox.y + saveBox.height <= barBox.y,
      `Save tracking (${saveBox?.y}+${saveBox?.height}) shows above the bar (${barBox?.y})`,
    );
    await screenshot(en, 'storefront-return-en');
    await en.getByRole('button', { name: 'Save tracking' }).click();
    await en.getByTestId('sf-after-sale-status').filter({ hasText: 'Goods on the way back' }).waitFor();
    await en.getByText('顺丰速运 SF1122334455').waitFor();

    // My after-sales, in the orders' own tab.
    await en.goto(new URL(`${H5}orders?tab=afterSales`, baseUrl).href);
    await en.locator('[data-testid=sf-after-sale-card]').first().waitFor();
    assertEqual(await en.locator('[data-testid=sf-after-sale-card]').count(), 2, 'both requests listed');
    await screenshot(en, 'storefront-after-sales-en');
  },
};
