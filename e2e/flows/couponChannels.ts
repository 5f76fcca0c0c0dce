import type { Page } from 'playwright-core';
import { signInToDashboard } from '../lib/app.ts';
import { assert, assertEqual } from '../lib/assert.ts';
import { api, chooseTag, dialog, list, notice, openList, row, submitDialog, waitIdle } from '../lib/crud.ts';
import type { Flow } from '../lib/harness.ts';
import { waitUntil } from '../lib/members.ts';
import { ORDER_CREATE_PATH } from '../lib/orders.ts';
import { addAddress, buyNow, shopperSignIn } from '../lib/shopper.ts';
import { PHONE_VIEW } from './storefrontSignIn.ts';

const COMPANY_KEY = 'sunrise';
const HOME = `/h5/${COMPANY_KEY}/`;

const statsRow = (page: Page, title: string) =>
  page.locator('[data-testid=coupon-stats-table] .ant-table-row', { hasText: title });

/** The statistics row's number, after a refresh (the job gives the coupon off the payment's request). */
async function statsNumber(page: Page, title: string, key: string): Promise<string> {
  await page.locator('[data-testid=coupon-stats-refresh]').click();
  await waitIdle(page);
  return (await statsRow(page, title).locator(`[data-testid=coupon-stat-${key}]`).textContent()) ?? '';
}

/** Picks a select's option by typing into its search (selects that ask the server). */
async function pickBySearch(page: Page, testId: string, text: string): Promise<void> {
  await page.locator(`[data-testid=${testId}]`).click();
  await page.keyboard.type(text);
  await page
    .locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: text })
    .first()
    .click();
}

export const couponChannelsFlow: Flow = {
  name: 'coupon channels and statistics: staff create an after-purchase issue in the browser; a shopper at 375 px pays an order from the wallet and finds the coupon under my coupons; staff place his next order choosing the coupon (then none, then it again) and pay it; the statistics tab shows it claimed, then used (zh, en)',
  async run({ newPage, screenshot, baseUrl }) {
    const stamp = Date.now() % 100000;
    const title = `购后赠券6元-${stamp}`;
    const page = await newPage();
    await signInToDashboard(page, 'alice');
    await api(page, 'POST', '/api/coupon/templates', {
      title,
      kind: 'amount',
      amount: '6',
      threshold: '0',
      validity: 'days',
      validDays: 7,
    });

    // The issue, in the browser: after purchase, from orders paid ¥30 or more.
    await openList(page, '/marketing/coupons');
    await page.getByRole('tab', { name: '发放' }).click();
    await list(page).locator('.ant-table').waitFor();
    await waitIdle(page);
    await list(page).locator('[data-testid=crud-add]').click();
    const form = dialog(page);
    await chooseTag(page, form.locator('[data-testid=issue-template]'), title);
    await form.locator('[data-testid=issue-total]').fill('5');
    await form.getByRole('radio', { name: '购物后赠送' }).check({ force: true });
    await form.getByText('会员订单支付后自动获得一张，不在领券中心展示').waitFor();
    await form.locator('[data-testid=issue-min-pay]').fill('30');
    await screenshot(page, 'coupons-issue-after-purchase');
    await submitDialog(page, '新增成功');
    const issue = row(page, title);
    await issue.waitFor();
    assertEqual(
      await issue.locator('[data-testid=issue-channel-cell]').textContent(),
      '购物后赠送实付满 ¥30.00',
      'the list names the channel and its least amount',
    );

    // Statistics before anyone bought: nothing claimed.
    await page.getByRole('tab', { name: '数据统计' }).click();
    await statsRow(page, title).waitFor();
    assertEqual(await statsNumber(page, title, 'claimed'), '0', 'nothing claimed yet');

    // A shopper with money in the wallet buys a ¥36 product of the flow's own and pays at 375 px.
    const shopper = await shopperSignIn(baseUrl, COMPANY_KEY);
    const addressId = await addAddress(shopper);
    await api(page, 'POST', '/api/user/money', { uid: shopper.uid, ptype: 1, money: '200', remark: 'e2e' });
    const productName = `购后赠券商品${stamp}`;
    const product = await api<{ id: number }>(page, 'POST', '/api/product', {
      name: productName,
      onShelf: true,
      skus: [{ price: '36.00', stock: 50 }],
    });
    const shown = (await (
      await fetch(`${baseUrl}/api/front/shops/${COMPANY_KEY}/products/${product.id}`)
    ).json()) as { skus: { id: number }[] };
    const skuId = shown.skus[0]!.id;
    const first = await buyNow(shopper, skuId, addressId);
    const phone = await newPage(PHONE_VIEW);
    await phone.goto(HOME);
    await phone.evaluate(
      ([key, token]) => window.localStorage.setItem(`hh.h5.shopper.${key}`, token!),
      [COMPANY_KEY, shopper.token],
    );
    await phone.goto(`${HOME}pay/${first.id}`);
    const pay = phone.locator('[data-testid=sf-pay]');
    await pay.getByRole('radio', { name: /余额支付/ }).waitFor();
    assert(await pay.getByRole('radio', { name: /余额支付/ }).isChecked(), 'the wallet covers it: chosen');
    await pay.getByRole('button', { name: /立即支付/ }).click();
    await phone.waitForURL(`**${HOME}paid/${first.id}`);
    await phone.locator('[data-testid=sf-pay-result][data-state=paid]').waitFor();

    // My coupons: the gift arrives (a job of the payment gives it within a poll or two).
    const mine = phone.locator('[data-testid=sf-my-coupon]', { hasText: title });
    await waitUntil(async () => {
      await phone.goto(`${HOME}coupons`);
      await phone.locator('[data-testid=sf-coupons-tab-unused]').waitFor();
      await waitIdle(phone);
      return (await mine.count()) === 1;
    }, 'the after-purchase coupon is under my coupons');
    await screenshot(phone, 'storefront-my-coupons-after-purchase');

    // Staff: claimed 1, used 0.
    await waitUntil(
      async () => (await statsNumber(page, title, 'claimed')) === '1',
      'the statistics count the coupon given',
    );
    assertEqual(await statsNumber(page, title, 'used'), '0', 'not used yet');
    assertEqual(await statsNumber(page, title, 'useRate'), '0.0%', 'a use rate of none');

    // Staff place the shopper's next order at the desk: the coupon applied, none, then it again; paid from the wallet.
    const desk = await newPage();
    await signInToDashboard(desk, 'alice');
    await desk.goto(ORDER_CREATE_PATH);
    await desk.locator('[data-testid=order-create]').waitFor();
    await pickBySearch(desk, 'create-member', shopper.phone);
    await waitUntil(
      async () => (await desk.locator('[data-testid=create-receiver]').inputValue()) !== '',
      'the saved address fills the receiver',
    );
    await pickBySearch(desk, 'create-product', productName);
    await chooseTag(desk, desk.locator('[data-testid=create-sku]'), '36.00');
    await desk.click('[data-testid=create-add-line]');
    await desk.locator('[data-testid=create-lines] .ant-table-row', { hasText: productName }).waitFor();
    await desk.click('[data-testid=create-compute]');
    const choice = desk.locator('[data-testid=create-coupon]');
    await choice.getByText(`${title} · 减 ¥6.00`).waitFor();
    const payAmount = desk.locator('[data-testid=create-pay-amount]');
    const withCoupon = (Number(first.payAmount) - 6).toFixed(2);
    await payAmount.getByText(withCoupon).waitFor();
    await choice.click();
    const options = desk.locator('.ant-select-dropdown:visible .ant-select-item-option');
    await options.filter({ hasText: '不使用优惠券' }).waitFor();
    await screenshot(desk, 'order-create-coupon-choice');
    await options.filter({ hasText: '不使用优惠券' }).click();
    await payAmount.getByText(first.payAmount).waitFor();
    await choice.getByText('不使用优惠券').waitFor();
    await choice.click();
    await options.filter({ hasText: title }).click();
    await payAmount.getByText(withCoupon).waitFor();
    await desk.click('[data-testid=create-submit]');
    await desk.locator('[data-testid=created-code]', { hasText: withCoupon }).waitFor();
    await desk.click('[data-testid=create-pay-wallet]');
    await desk.click('[data-testid=wallet-ok]');
    await notice(desk, '已用余额支付');
    await waitUntil(
      async () => (await statsNumber(page, title, 'used')) === '1',
      'the statistics count the coupon used',
    );
    const numbers = statsRow(page, title);
    assertEqual(
      await numbers.locator('[data-testid=coupon-stat-useRate]').textContent(),
      '100.0%',
      'one of one used',
    );
    assertEqual(
      await numbers.locator('[data-testid=coupon-stat-orderAmount]').textContent(),
      `¥${withCoupon}`,
      'the order it drove',
    );
    assertEqual(
      await numbers.locator('[data-testid=coupon-stat-discount]').textContent(),
      '¥6.00',
      'the discount it gave',
    );
    await page.locator('[data-testid=coupon-stats-totals]').waitFor();
    await screenshot(page, 'coupons-statistics');

    // English: the statistics, the issue's channel, and my coupons.
    await page.context().addCookies([{ name: 'lang', value: 'en', url: new URL(page.url()).origin }]);
    await page.reload();
    await page.getByRole('tab', { name: 'Statistics' }).click();
    await statsRow(page, title).waitFor();
    await page.getByText('Discount given').first().waitFor();
    await screenshot(page, 'coupons-statistics-en');
    await page.getByRole('tab', { name: 'Issues' }).click();
    await list(page).locator('.ant-table').waitFor();
    await waitIdle(page);
    await row(page, title).getByText('After purchase gift').waitFor();
    await row(page, title).locator('[data-testid=crud-edit]').click();
    await dialog(page).getByText('A member gets one when an order is paid').waitFor();
    await screenshot(page, 'coupons-issue-after-purchase-en');
    await phone.context().addCookies([{ name: 'lang', value: 'en', url: new URL(phone.url()).origin }]);
    await phone.goto(`${HOME}coupons`);
    await phone.locator('[data-testid=sf-coupons-tab-used]', { hasText: 'Used' }).click();
    await phone.locator('[data-testid=sf-my-coupon]', { hasText: title }).waitFor();
    await screenshot(phone, 'storefront-my-coupons-used-en');
  },
};
