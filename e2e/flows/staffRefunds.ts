import type { BrowserContextOptions, Page } from 'playwright-core';
import {
  afterSaleCount,
  afterSaleDetail,
  afterSaleDetailPath,
  afterSaleList,
  apply,
  buyWithWallet,
  deliver,
  dialogOf,
  openAfterSales,
  type ShopperOrder,
  searchByOrder,
  signUpShopper,
} from '../lib/afterSales.ts';
import { setLanguage, signInToDashboard } from '../lib/app.ts';
import { assert, assertEqual } from '../lib/assert.ts';
import { chooseTag, notice } from '../lib/crud.ts';
import type { Flow } from '../lib/harness.ts';
import { patientPage, waitUntil } from '../lib/members.ts';
import { freshTag, orderDetailPath, seedGoods } from '../lib/orders.ts';

const SHOP = '朝阳优选商城';

async function start(newPage: (options?: BrowserContextOptions) => Promise<Page>, width = 1366) {
  const page = await patientPage(() => newPage({ viewport: { width, height: 820 } }));
  await signInToDashboard(page, 'admin', SHOP);
  return page;
}

const detail = (page: Page) => page.locator('[data-testid=order-detail]:visible');

async function openDetail(page: Page, order: ShopperOrder): Promise<void> {
  await page.goto(orderDetailPath(order.id));
  await detail(page).locator('[data-testid=detail-code]', { hasText: order.code }).waitFor();
}

/** Opens the detail's dialog by its button and waits for what the order may still give back. */
async function openDialog(page: Page, button: string, name: string) {
  await detail(page).locator(`[data-testid=${button}]`).click();
  const dialog = dialogOf(page, name);
  await dialog.waitFor();
  await dialog.locator('[data-testid=refund-lines], [data-testid=refund-mode]').first().waitFor();
  return dialog;
}

const chooseReason = (page: Page, select: string, label: string) =>
  chooseTag(page, page.locator(`[data-testid=${select}]`), label);

const refundTag = (page: Page) => detail(page).locator('[data-testid=order-refund]');

export const staffRefundsFlow: Flow = {
  name: 'staffRefunds: a paid order cancelled and refunded from the desk; a per-line refund; a recorded after-sale',
  async run({ newPage, screenshot, baseUrl }) {
    const page = await start(newPage);
    const tag = freshTag();
    const goods = await seedGoods(page, tag, '19.90', 30);
    const shopper = await signUpShopper(page, '300.00');

    // 1. A paid order not yet shipped: cancelled whole and refunded, back to the wallet it was paid from.
    const whole = await buyWithWallet(page, shopper, goods.skuId, 2);
    await openDetail(page, whole);
    const cancel = await openDialog(page, 'order-staff-refund', 'staff-refund');
    await waitUntil(
      () => cancel.locator('[data-testid=refund-mode-whole]').isChecked(),
      'whole cancel is offered first',
    );
    await cancel.getByText(`整单取消并退款（${whole.payAmount}）`).waitFor();
    await chooseReason(page, 'refund-reason', '其他');
    await screenshot(page, 'staff-refund-whole-zh');
    await cancel.locator('[data-testid=staff-refund-ok]').click();
    await notice(page, `已退款 ${whole.payAmount}`);
    await detail(page).locator('[data-testid=order-status][data-status=closed]').waitFor();
    assertEqual(await refundTag(page).getAttribute('data-refund'), 'full', 'fully refunded');
    assertEqual(
      await detail(page).locator('[data-testid=order-staff-refund]').count(),
      0,
      'nothing left to refund',
    );

    // 2. Received goods: no whole cancel, one of two pieces refunded to the wallet.
    const lines = await buyWithWallet(page, shopper, goods.skuId, 2);
    await deliver(page, shopper, lines);
    await openDetail(page, lines);
    const partial = await openDialog(page, 'order-staff-refund', 'staff-refund');
    assert(
      await partial.locator('[data-testid=refund-mode-whole]').isDisabled(),
      'no whole cancel once received',
    );
    await partial.locator('[data-testid=refund-whole-not]').waitFor();
    await partial.locator('[data-testid^=refund-quantity-]').first().fill('1');
    await chooseReason(page, 'refund-reason', '质量问题');
    await partial.locator('[data-testid=refund-to] label', { hasText: '退到余额' }).click();
    await screenshot(page, 'staff-refund-lines-zh');
    await partial.locator('[data-testid=staff-refund-ok]').click();
    await notice(page, '已退款 19.90');
    await detail(page).locator('[data-testid=order-refund][data-refund=partial]').waitFor();

    // 3. A phone complaint taken down for the shopper: it waits on the after-sales desk for review.
    const called = await buyWithWallet(page, shopper, goods.skuId, 1);
    await deliver(page, shopper, called);
    await openDetail(page, called);
    const record = await openDialog(page, 'order-record-after-sale', 'record-after-sale');
    await record.locator('[data-testid^=refund-quantity-]').first().fill('1');
    await chooseReason(page, 'record-reason', '商品破损');
    await record.locator('[data-testid=record-explanation]').fill('买家来电：杯身有裂纹');
    await screenshot(page, 'record-after-sale-zh');
    await record.locator('[data-testid=record-after-sale-ok]').click();
    await notice(page, '已登记售后');
    await openAfterSales(page);
    const row = await searchByOrder(page, called.code);
    assertEqual(
      await row.locator('[data-testid=after-sale-status]').textContent(),
      '待审核',
      'waits for review',
    );
    assertEqual(await row.locator('[data-testid=after-sale-type]').textContent(), '退货退款', 'a return');
    await afterSaleList(page).waitFor();

    // The dialogs in English, and at phone width.
    const english = await start(newPage);
    await setLanguage(english, baseUrl, 'en');
    const another = await buyWithWallet(english, shopper, goods.skuId, 1);
    await openDetail(english, another);
    const en = await openDialog(english, 'order-staff-refund', 'staff-refund');
    await en.getByText('Cancel the whole order and refund it').waitFor();
    await screenshot(english, 'staff-refund-whole-en');
    const phone = await start(newPage, 375);
    await openDetail(phone, another);
    await openDialog(phone, 'order-staff-refund', 'staff-refund');
    await screenshot(phone, 'staff-refund-phone-zh');
  },
};

export const afterSalesLiveFlow: Flow = {
  name: 'staffRefunds: a shopper’s new after-sale request reaches the open after-sales desk with a live notice and the count',
  async run({ newPage, screenshot }) {
    const page = await start(newPage);
    const goods = await seedGoods(page, freshTag(), '25.00', 10);
    const shopper = await signUpShopper(page, '100.00');
    const order = await buyWithWallet(page, shopper, goods.skuId, 1);
    await openAfterSales(page);
    const before = await afterSaleCount(page, 'toReview');

    const sale = await apply(page, shopper, order, 'refund', 1, '不想要了');
    const told = page.locator('[data-testid="live-notice-afterSale.submitted"]', { hasText: order.code });
    await told.waitFor();
    assert((await told.textContent())?.includes('仅退款'), 'the notice names the kind');
    await waitUntil(
      async () => (await afterSaleCount(page, 'toReview')) === before + 1,
      'the to-review count grew by one without a reload',
    );
    await afterSaleList(page)
      .locator('[data-testid=after-sale-order-code]', { hasText: order.code })
      .waitFor();
    await screenshot(page, 'after-sale-live-notice-zh');
    await told.locator('[data-testid=live-notice-open]').click();
    await page.waitForURL(`**${afterSaleDetailPath(sale.id)}`);
    await afterSaleDetail(page).locator('[data-testid=detail-code]', { hasText: sale.code }).waitFor();
  },
};
