import type { Page } from 'playwright-core';
import { signInToDashboard } from '../lib/app.ts';
import { assertEqual } from '../lib/assert.ts';
import { api, dialog, list, openList, row, submitDialog } from '../lib/crud.ts';
import type { Flow } from '../lib/harness.ts';
import { PHONE_VIEW, signInOnPage } from './storefrontSignIn.ts';

const HOME = '/h5/sunrise/';

/** One more of the product in the cart, through its page's buy sheet. */
async function addToCart(phone: Page, productId: number) {
  await phone.goto(`${HOME}product/${productId}`);
  await phone.locator('[data-testid=sf-add-cart]').click();
  const sheet = phone.locator('[data-testid=sf-buy-sheet]');
  await sheet.waitFor();
  await sheet.locator('[data-testid=sf-buy-cart]').click();
  await phone
    .getByRole('status')
    .getByText(/已加入购物车|Added to cart/)
    .first()
    .waitFor();
}

export const promotionsFlow: Flow = {
  name: 'promotions: staff create a full-reduction rule with two tiers on a chosen product in the browser; a shopper at 375 px sees in the cart what it takes off and how much more for the next tier, and the discount at checkout; the cart and the staff screen in English',
  async run({ newPage, screenshot }) {
    const stamp = Date.now() % 100000;
    const productName = `满减保温杯${stamp}`;
    const ruleName = `满50减5-${stamp}`;
    const SHOPPER = `1377${String(Date.now()).slice(-7)}`;
    const page = await newPage();
    await signInToDashboard(page, 'alice');
    const product = await api<{ id: number }>(page, 'POST', '/api/product', {
      name: productName,
      onShelf: true,
      skus: [{ price: '30.00', stock: 50 }],
    });

    // The rule: ¥5 off from ¥50, ¥15 off from ¥100, on that product only.
    await openList(page, '/marketing/promotions');
    await list(page).locator('[data-testid=crud-add]').click();
    const form = dialog(page);
    await form.locator('[data-testid=promotion-name]').fill(ruleName);
    await form.locator('[data-testid=promotion-threshold-0]').fill('50');
    await form.locator('[data-testid=promotion-amount-0]').fill('5');
    await form.locator('[data-testid=promotion-add-tier]').click();
    await form.locator('[data-testid=promotion-threshold-1]').fill('100');
    await form.locator('[data-testid=promotion-amount-1]').fill('15');
    await form.locator('[data-testid=promotion-scope]').click();
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option[title="指定商品"]').click();
    const picker = form.locator('[data-testid=promotion-products]');
    await picker.waitFor();
    await picker.click();
    await page.keyboard.type(productName);
    await page
      .locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: productName })
      .click();
    await form.locator('.ant-modal-title').click();
    await page.locator('.ant-select-dropdown:visible').waitFor({ state: 'hidden' });
    await screenshot(page, 'promotions-form');
    await submitDialog(page, '新增成功');
    const ruleRow = row(page, ruleName);
    await ruleRow.waitFor();
    assertEqual(
      await ruleRow.locator('[data-testid=promotion-row-terms]').textContent(),
      '满 ¥50.00 减 ¥5.00；满 ¥100.00 减 ¥15.00',
      'the list states the tiers',
    );
    assertEqual(
      await ruleRow.locator('[data-testid=promotion-row-state]').textContent(),
      '进行中',
      'running now',
    );
    await screenshot(page, 'promotions-list');

    // The shopper puts two in the cart (¥60): ¥5 off, ¥40 more for ¥15 off.
    const phone = await newPage(PHONE_VIEW);
    await phone.goto(`${HOME}cart`);
    await phone.waitForURL(/\/login\?back=/);
    await signInOnPage(phone, SHOPPER);
    await phone.waitForURL(`**${HOME}cart`);
    await addToCart(phone, product.id);
    await addToCart(phone, product.id);
    await phone.goto(`${HOME}cart`);
    const hint = phone.locator('[data-testid=sf-cart-hint]');
    await hint.getByText('已减 ¥5.00，再买 ¥40.00 可减 ¥15.00').waitFor();
    await phone.locator('[data-testid=sf-cart-total]', { hasText: '¥60.00' }).waitFor();
    await screenshot(phone, 'promotions-cart-hint');

    // Checkout shows the rule's line and the total after it.
    await phone.locator('[data-testid=sf-cart-checkout]').click();
    await phone.waitForURL(`**${HOME}checkout**`);
    const breakdown = phone.locator('.sf-breakdown');
    await breakdown.getByText(ruleName).waitFor();
    await breakdown.getByText('-¥5.00').waitFor();
    await screenshot(phone, 'promotions-checkout');

    // The cart in English.
    await phone.context().addCookies([{ name: 'lang', value: 'en', url: new URL(phone.url()).origin }]);
    await phone.goto(`${HOME}cart`);
    await hint.getByText('¥5.00 off; add ¥40.00 more for ¥15.00 off').waitFor();
    await screenshot(phone, 'promotions-cart-hint-en');

    // The staff screen in English.
    await page.context().addCookies([{ name: 'lang', value: 'en', url: new URL(page.url()).origin }]);
    await page.reload();
    await list(page).locator('.ant-table').waitFor();
    await row(page, ruleName).getByText('Running').waitFor();
    await screenshot(page, 'promotions-list-en');
  },
};
