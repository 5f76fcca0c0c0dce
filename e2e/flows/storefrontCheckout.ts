import type { Page } from 'playwright-core';
import { signInToDashboard } from '../lib/app.ts';
import { assert, assertEqual } from '../lib/assert.ts';
import { api, ownProduct } from '../lib/crud.ts';
import type { Flow } from '../lib/harness.ts';
import { type Shopper, shopperSignIn } from '../lib/shopper.ts';

const COMPANY_KEY = 'sunrise';
const HOME = `/h5/${COMPANY_KEY}/`;
const PHONE_VIEW = { viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true };

interface OwnSku {
  skuId: number;
  price: string;
}

/**
 * The flow's own product (a demo product's price, freight and seckill are other flows' and the clock's),
 * with pickup on for the shop: another flow may have switched it off.
 */
async function ownSku(page: Page, baseUrl: string): Promise<OwnSku> {
  await signInToDashboard(page, 'alice');
  await api(page, 'PUT', '/api/systemConfig', { menuName: 'store_self_mention', value: 1 });
  const price = '38.80';
  const product = await ownProduct(page, `结账台灯${Date.now() % 100000}`, price, 50);
  const shown = (await (
    await fetch(`${baseUrl}/api/front/shops/${COMPANY_KEY}/products/${product.id}`)
  ).json()) as { skus: { id: number }[] };
  return { skuId: shown.skus[0]!.id, price };
}

/** The browser signed in as the shopper (the sign-in page itself is the storefrontSignIn flow's). */
async function asShopper(page: Page, baseUrl: string, shopper: Shopper, lang: string) {
  await page.context().addCookies([{ name: 'lang', value: lang, url: baseUrl }]);
  await page.goto(HOME);
  await page.evaluate(
    ([key, token]) => window.localStorage.setItem(`hh.h5.shopper.${key}`, token!),
    [COMPANY_KEY, shopper.token],
  );
}

/** What the cart or the product page hands the checkout: the lines and the prices the shopper saw. */
async function startCheckout(page: Page, sku: OwnSku, quantity: number, seenPrice = sku.price) {
  await page.evaluate(
    ([key, intent]) => window.sessionStorage.setItem(`hh.h5.checkout.${key}`, intent!),
    [
      COMPANY_KEY,
      JSON.stringify({
        buy: { skuId: sku.skuId, quantity },
        seen: [{ skuId: sku.skuId, price: seenPrice }],
      }),
    ],
  );
  await page.goto(`${HOME}checkout`);
  await page.locator('[data-testid=sf-checkout-line]').first().waitFor();
}

export const storefrontCheckoutFlow: Flow = {
  name: 'storefront checkout: address by region picker, delivery with a changed price named, short wallet, sandbox pay, result read from the server; pickup (zh, en)',
  async run({ newPage, screenshot, baseUrl }) {
    const staff = await newPage();
    const sku = await ownSku(staff, baseUrl);
    await staff.close();
    for (const lang of ['zh', 'en'] as const) {
      const zh = lang === 'zh';
      const shopper = await shopperSignIn(baseUrl, COMPANY_KEY);
      const phone = await newPage(PHONE_VIEW);
      await asShopper(phone, baseUrl, shopper, lang);

      // The address book: empty, then an address through the region cascade.
      await phone.goto(`${HOME}addresses`);
      await phone.getByText(zh ? '还没有收货地址' : 'No address yet').waitFor();
      await phone.getByRole('link', { name: zh ? '+ 新增收货地址' : '+ Add an address' }).click();
      const form = phone.locator('[data-testid=sf-address-form]');
      await form.waitFor();
      await form.getByRole('button', { name: zh ? '保存' : 'Save' }).click();
      assertEqual(
        await form.getByRole('alert').count(),
        4,
        'each empty field says so at the field, nothing is sent',
      );
      await form.getByLabel(zh ? '收货人' : 'Name').fill('端到端顾客');
      await form.getByLabel(zh ? '手机号' : 'Phone').fill(shopper.phone);
      await form.getByLabel(zh ? '省份' : 'Province').selectOption({ label: '浙江省' });
      await form.getByLabel(zh ? '城市' : 'City').selectOption({ label: '杭州市' });
      await form.getByLabel(zh ? '区县' : 'District').selectOption({ label: '上城区' });
      await form.getByLabel(zh ? '详细地址' : 'Street address').fill('解放路 1 号');
      await screenshot(phone, `storefront-address-form-${lang}`);
      await form.getByRole('button', { name: zh ? '保存' : 'Save' }).click();
      await phone.waitForURL(`**${HOME}addresses`);
      const saved = phone.locator('[data-testid=sf-addresses] li');
      await saved.first().waitFor();
      assert(
        (await saved.first().textContent())?.includes('浙江省 杭州市 上城区 解放路 1 号'),
        'the list names the region and the street',
      );

      // Checkout by delivery: the price the cart showed was lower, so the line says what changed.
      const shownBefore = (Number(sku.price) - 1).toFixed(2);
      await startCheckout(phone, sku, 2, shownBefore);
      const checkout = phone.locator('[data-testid=sf-checkout]');
      assert(
        (await checkout.locator('[data-testid=sf-checkout-address]').textContent())?.includes('解放路 1 号'),
        'the first address is the checkout’s',
      );
      const line = checkout.locator('[data-testid=sf-checkout-line]').first();
      await line
        .getByText(
          zh
            ? `价格已变动：原 ¥${shownBefore}，现 ¥${sku.price}`
            : `Price changed: was ¥${shownBefore}, now ¥${sku.price}`,
        )
        .waitFor();
      await phone.getByRole('button', { name: zh ? '提交订单' : 'Place order' }).waitFor();
      await screenshot(phone, `storefront-checkout-${lang}`);

      // Pickup: the stores with their hours, who collects.
      await checkout
        .getByRole('radio', { name: zh ? '到店自提' : 'Store pickup', exact: true })
        .check({ force: true });
      await checkout.getByLabel(zh ? '提货人' : 'Collected by').fill('端到端顾客');
      await screenshot(phone, `storefront-checkout-pickup-${lang}`);
      await checkout
        .getByRole('radio', { name: zh ? '快递配送' : 'Delivery', exact: true })
        .check({ force: true });

      await checkout.getByLabel(zh ? '订单备注' : 'Note').fill('请轻放');
      await phone.getByRole('button', { name: zh ? '提交订单' : 'Place order' }).click();
      await phone.waitForURL(/\/pay\/\d+$/);
      const orderId = Number(phone.url().split('/').pop());

      // A new member's wallet is empty: refused plainly, with the amount it lacks.
      const pay = phone.locator('[data-testid=sf-pay]');
      await pay.locator('[data-testid=sf-wallet-short]').waitFor();
      assert(
        await pay.getByRole('radio', { name: zh ? /余额支付/ : /Wallet/ }).isDisabled(),
        'a short wallet cannot be chosen',
      );
      await phone.locator('[data-testid=sf-pay-deadline]').waitFor();
      await screenshot(phone, `storefront-pay-${lang}`);
      await pay.getByRole('button', { name: zh ? /立即支付/ : /Pay now/ }).click();
      const sheet = phone.getByRole('dialog');
      await sheet.waitFor();
      await screenshot(phone, `storefront-pay-sandbox-${lang}`);
      await sheet.getByRole('button', { name: zh ? /确认支付/ : /^Pay ¥/ }).click();
      await phone.waitForURL(`**${HOME}paid/${orderId}`);
      await phone.locator('[data-testid=sf-pay-result][data-state=paid]').waitFor();
      await screenshot(phone, `storefront-pay-result-${lang}`);

      const order = await shopper.send<{ status: string; buyerNote: string; payMethod: string }>(
        'GET',
        `/api/front/orders/${orderId}`,
      );
      assertEqual(
        [order.status, order.buyerNote, order.payMethod].join(),
        'toShip,请轻放,sandbox',
        'one paid order, as placed',
      );
      const list = await shopper.send<{ totalElements: number }>('GET', '/api/front/orders');
      assertEqual(list.totalElements, 1, 'the shopper has exactly one order');
      await phone.close();
    }
  },
};
