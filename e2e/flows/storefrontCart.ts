import { assert, assertEqual } from '../lib/assert.ts';
import type { Flow } from '../lib/harness.ts';
import { PHONE_VIEW, signInOnPage } from './storefrontSignIn.ts';

const COMPANY_KEY = 'sunrise';
const HOME = `/h5/${COMPANY_KEY}/`;
const SHOPPER = '13755550029';

interface Detail {
  id: number;
  name: string;
  specType: 'single' | 'multi';
  specs: { name: string; values: string[] }[];
  skus: { id: number; specKey: string; price: string; stock: number }[];
}

const cents = (price: string) => Math.round(Number(price) * 100);
const yuan = (value: number) => `¥${(value / 100).toFixed(2)}`;

export const storefrontCartFlow: Flow = {
  name: 'storefront: a shopper chooses a spec on the product page (price and stock follow), adds two to the cart, sees the badge, ticks, changes and removes lines in the cart',
  async run({ newPage, screenshot }) {
    const phone = await newPage(PHONE_VIEW);
    // A demo product with options and at least two SKUs in stock, from the public catalogue.
    const list = await phone.request.get(`/api/front/shops/${COMPANY_KEY}/products?size=50`);
    const cards = ((await list.json()) as { content: { id: number }[] }).content;
    let product: Detail | undefined;
    for (const card of cards) {
      const detail = (await (
        await phone.request.get(`/api/front/shops/${COMPANY_KEY}/products/${card.id}`)
      ).json()) as Detail;
      if (detail.specType === 'multi' && detail.skus.filter((s) => s.stock >= 5).length >= 2) {
        product = detail;
        break;
      }
    }
    assert(product, 'the demo shop sells a product with options');
    const sku = product.skus.find((s) => s.stock >= 5)!;
    const values = sku.specKey.split(',');

    await phone.goto(`${HOME}product/${product.id}`);
    await phone.locator('[data-testid=sf-buybar]').waitFor();
    assert(
      !(await phone.locator('[data-testid=sf-tabbar]').isVisible()),
      'the product page has its buy bar, not the tabs',
    );
    await phone.locator('[data-testid=sf-add-cart]').click();
    const sheet = phone.locator('[data-testid=sf-buy-sheet]');
    await sheet.waitFor();
    assert(
      await sheet.locator('[data-testid=sf-buy-cart]').isDisabled(),
      'nothing to add before every option is chosen',
    );
    for (const [i, value] of values.entries()) {
      await sheet.locator('fieldset').nth(i).getByRole('button', { name: value, exact: true }).click();
    }
    await sheet.getByText(`库存 ${sku.stock}`).waitFor();
    await sheet.getByRole('button', { name: '增加 购买数量' }).click();
    assertEqual(await sheet.getByLabel('购买数量', { exact: true }).inputValue(), '2', 'two of it');
    await screenshot(phone, 'storefront-product-sheet');

    // Not signed in: adding asks for the sign-in and comes back to the product.
    await sheet.locator('[data-testid=sf-buy-cart]').click();
    await phone.waitForURL(/\/login\?back=/);
    await signInOnPage(phone, SHOPPER);
    await phone.waitForURL(`**${HOME}product/${product.id}`);
    await phone.locator('[data-testid=sf-add-cart]').click();
    for (const [i, value] of values.entries()) {
      await sheet.locator('fieldset').nth(i).getByRole('button', { name: value, exact: true }).click();
    }
    await sheet.getByRole('button', { name: '增加 购买数量' }).click();
    await sheet.locator('[data-testid=sf-buy-cart]').click();
    await phone.getByRole('status').getByText('已加入购物车').waitFor();
    await phone.locator('[data-testid=sf-buybar] [data-testid=sf-cart-badge]').getByText('2').waitFor();
    await screenshot(phone, 'storefront-product-added');

    await phone.locator('.sf-buybar-cart').click();
    await phone.waitForURL(`**${HOME}cart`);
    const line = phone.locator('[data-testid=sf-cart-line]');
    await line.first().waitFor();
    assertEqual(await line.count(), 1, 'one line in the new shopper’s cart');
    const total = phone.locator('[data-testid=sf-cart-total]');
    assertEqual(await total.textContent(), yuan(cents(sku.price) * 2), 'the total is the line’s price × 2');
    await screenshot(phone, 'storefront-cart');

    await line.getByRole('checkbox').uncheck();
    assertEqual(await total.textContent(), '¥0.00', 'an unticked line leaves the total');
    assert(await phone.locator('[data-testid=sf-cart-checkout]').isDisabled(), 'nothing to check out');
    await line.getByRole('checkbox').check();
    await line.getByRole('button', { name: /^增加/ }).click();
    await phone.waitForFunction(
      (expected) => document.querySelector('[data-testid=sf-cart-total]')?.textContent === expected,
      yuan(cents(sku.price) * 3),
    );
    // Checkout of the ticked lines opens the checkout page.
    await phone.locator('[data-testid=sf-cart-checkout]').click();
    await phone.waitForURL(`**${HOME}checkout`);
    await phone.goBack();
    await line.first().waitFor();
    await line.getByRole('button', { name: /^删除/ }).click();
    await phone.locator('[data-testid=sf-cart-empty]').waitFor();

    // Buy now goes straight to the checkout.
    await phone.goto(`${HOME}product/${product.id}`);
    await phone.locator('[data-testid=sf-buy-now]').click();
    for (const [i, value] of values.entries()) {
      await sheet.locator('fieldset').nth(i).getByRole('button', { name: value, exact: true }).click();
    }
    await sheet.locator('[data-testid=sf-buy-buy]').click();
    await phone.waitForURL(`**${HOME}checkout`);
  },
};
