import type { Page } from 'playwright-core';
import { signInToDashboard } from '../lib/app.ts';
import { assert, assertEqual } from '../lib/assert.ts';
import { api, list, openList, ownProduct, row, waitIdle } from '../lib/crud.ts';
import type { Flow } from '../lib/harness.ts';
import { addAddress, shopperSignIn } from '../lib/shopper.ts';
import { PHONE_VIEW } from './storefrontSignIn.ts';

const COMPANY_KEY = 'sunrise';
const HOME = `/h5/${COMPANY_KEY}/`;
const DAY = 86_400_000;

/**
 * The flow's own product, so no full-reduction rule or price another flow set touches it
 * (in a full run the first demo product was the promotions flow's, with its rule).
 */
async function ownSku(page: Page, baseUrl: string, stamp: number) {
  const price = '56.90';
  const product = await ownProduct(page, `券后保温杯${stamp}`, price, 50);
  const shown = (await (
    await fetch(`${baseUrl}/api/front/shops/${COMPANY_KEY}/products/${product.id}`)
  ).json()) as { skus: { id: number }[] };
  return { skuId: shown.skus[0]!.id, price };
}

export const couponCheckoutFlow: Flow = {
  name: 'coupon checkout: a shopper at 375 px claims a coupon, the checkout preselects it (a sheet lists the usable and the unusable with why), places the order with it; staff see the coupon used on that order',
  async run({ newPage, screenshot, baseUrl }) {
    const stamp = Date.now() % 100000;
    const title = `无门槛减5-${stamp}`;
    const far = `满9999减99-${stamp}`;
    const page = await newPage();
    await signInToDashboard(page, 'alice');
    // Two claim-centre coupons: ¥5 off anything, and one whose threshold no cart here reaches.
    for (const [name, amount, threshold] of [
      [title, '5', '0'],
      [far, '99', '9999'],
    ] as const) {
      const template = await api<{ id: number }>(page, 'POST', '/api/coupon/templates', {
        title: name,
        kind: 'amount',
        amount,
        threshold,
        validity: 'days',
        validDays: 7,
      });
      await api(page, 'POST', '/api/coupon/issues', {
        templateId: template.id,
        claimStart: new Date(Date.now() - DAY).toISOString(),
        claimEnd: new Date(Date.now() + DAY).toISOString(),
        total: 10,
      });
    }

    const shopper = await shopperSignIn(baseUrl, COMPANY_KEY);
    await addAddress(shopper);
    const phone = await newPage(PHONE_VIEW);
    await phone.goto(HOME);
    await phone.evaluate(
      ([key, token]) => window.localStorage.setItem(`hh.h5.shopper.${key}`, token!),
      [COMPANY_KEY, shopper.token],
    );

    // The claim centre: both claimed in the browser.
    await phone.goto(`${HOME}coupon-centre`);
    for (const name of [title, far]) {
      const card = phone.locator('[data-testid=sf-centre-coupon]', { hasText: name });
      await card.locator('[data-testid=sf-coupon-claim]').click();
      await card.locator('[data-testid=sf-coupon-stamp]').waitFor();
    }

    // Buy now: the checkout preselects the usable coupon and names it in the breakdown.
    const sku = await ownSku(page, baseUrl, stamp);
    await phone.evaluate(
      ([key, intent]) => window.sessionStorage.setItem(`hh.h5.checkout.${key}`, intent!),
      [COMPANY_KEY, JSON.stringify({ buy: { skuId: sku.skuId, quantity: 1 }, seen: [] })],
    );
    await phone.goto(`${HOME}checkout`);
    const couponRow = phone.locator('[data-testid=sf-checkout-coupon]');
    await couponRow.getByText('-¥5.00').waitFor();
    assert((await couponRow.textContent())?.includes(title), 'the best coupon is preselected');
    await phone.getByText(`优惠券 · ${title}`).waitFor();
    await screenshot(phone, 'storefront-checkout-coupon');

    // The sheet: the usable one (applied), the other with how much is missing; then none, then it again.
    await couponRow.click();
    const sheet = phone.locator('[data-testid=sf-coupon-sheet]');
    await sheet.locator('[data-testid=sf-coupon-usable]', { hasText: title }).waitFor();
    const unusable = sheet.locator('.sf-coupon-unusable', { hasText: far });
    await unusable.getByText(/还差 ¥[\d.]+ 可用/).waitFor();
    await screenshot(phone, 'storefront-checkout-coupon-sheet');
    await sheet.getByRole('button', { name: '不使用优惠券' }).click();
    await couponRow.getByText('1 张可用').waitFor();
    await waitIdle(phone);
    assert(!(await phone.getByText(`优惠券 · ${title}`).isVisible()), 'no coupon, no discount line');
    await couponRow.click();
    await sheet.locator('[data-testid=sf-coupon-usable]', { hasText: title }).click();
    await couponRow.getByText('-¥5.00').waitFor();
    const total = `${(Number(sku.price) - 5).toFixed(2)}`;
    await phone.locator('.sf-submit-bar').getByText(total, { exact: false }).waitFor();

    await phone.getByRole('button', { name: '提交订单' }).click();
    await phone.waitForURL(/\/pay\/\d+$/);
    const orderId = Number(/\/pay\/(\d+)$/.exec(phone.url())![1]);
    const order = await shopper.send<{ discountTotal: string; payAmount: string }>(
      'GET',
      `/api/front/orders/${orderId}`,
    );
    assertEqual(order.discountTotal, '5.00', 'the order took the coupon');

    // Used: my coupons shows it under used.
    await phone.goto(`${HOME}coupons`);
    await phone.locator('[data-testid=sf-coupons-tab-used]').click();
    await phone.locator('[data-testid=sf-my-coupon]', { hasText: title }).waitFor();
    await screenshot(phone, 'storefront-my-coupons-used');

    // Staff: the member's coupon is used, on that order.
    await openList(page, '/marketing/coupons');
    await page.getByRole('tab', { name: '会员优惠券' }).click();
    await list(page).locator('.ant-table').waitFor();
    await waitIdle(page);
    const used = row(page, title);
    await used.waitFor();
    assert((await used.textContent())?.includes('已使用'), 'staff see it used');
    assertEqual(
      (await used.locator('[data-testid=member-coupon-order]').textContent())?.split(/\s/)[0],
      '订单',
      'the order column is filled',
    );
    assert(
      (await used.locator('[data-testid=member-coupon-order]').textContent())?.includes(String(orderId)),
      'it names the order it went to',
    );
    await screenshot(page, 'coupons-member-coupon-used');
  },
};
