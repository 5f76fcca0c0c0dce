import { signInToDashboard } from '../lib/app.ts';
import { assert, assertEqual } from '../lib/assert.ts';
import { ownProduct } from '../lib/crud.ts';
import type { Flow } from '../lib/harness.ts';
import { freshPhone } from '../lib/members.ts';
import { PHONE_VIEW, signInOnPage } from './storefrontSignIn.ts';

const COMPANY_KEY = 'sunrise';
const HOME = `/h5/${COMPANY_KEY}/`;

const cents = (price: string) => Math.round(Number(price) * 100);
const yuan = (value: number) => `¥${(value / 100).toFixed(2)}`;

export const storefrontCartFlow: Flow = {
  name: 'storefront: a shopper chooses a spec on the product page (price and stock follow), adds two to the cart, sees the badge, ticks, changes and removes lines in the cart',
  async run({ newPage, screenshot }) {
    // The flow's own product with two sizes (a demo product's stock, price or seckill is other flows' and the clock's).
    const staff = await newPage();
    await signInToDashboard(staff, 'alice');
    const product = await ownProduct(staff, `购物车T恤${Date.now() % 100000}`, '45.00', 30, ['S', 'M']);
    await staff.close();
    // Size M: ¥10 over S.
    const sku = { price: '55.00', stock: 30 };

    const phone = await newPage(PHONE_VIEW);
    await phone.goto(`${HOME}product/${product.id}`);
    await phone.locator('[data-testid=sf-buybar]').waitFor();
    assert(
      !(await phone.locator('[data-testid=sf-tabbar]').isVisible()),
      'the product page has its buy bar, not the tabs',
    );
    await phone.locator('[data-testid=sf-add-cart]').click();
    const sheet = phone.locator('[data-testid=sf-buy-sheet]');
    const chooseM = () => sheet.getByRole('button', { name: 'M', exact: true }).click();
    await sheet.waitFor();
    assert(
      await sheet.locator('[data-testid=sf-buy-cart]').isDisabled(),
      'nothing to add before every option is chosen',
    );
    await chooseM();
    await sheet.getByText(`库存 ${sku.stock}`).waitFor();
    await sheet.locator('.sf-sheet-head [data-testid=sf-price]', { hasText: `¥${sku.price}` }).waitFor();
    await sheet.getByRole('button', { name: '增加 购买数量' }).click();
    assertEqual(await sheet.getByLabel('购买数量', { exact: true }).inputValue(), '2', 'two of it');
    await screenshot(phone, 'storefront-product-sheet');

    // Not signed in: adding asks for the sign-in and comes back to the product.
    await sheet.locator('[data-testid=sf-buy-cart]').click();
    await phone.waitForURL(/\/login\?back=/);
    await signInOnPage(phone, freshPhone());
    await phone.waitForURL(`**${HOME}product/${product.id}`);
    await phone.locator('[data-testid=sf-add-cart]').click();
    await chooseM();
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
    await chooseM();
    await sheet.locator('[data-testid=sf-buy-buy]').click();
    await phone.waitForURL(`**${HOME}checkout`);
  },
};
