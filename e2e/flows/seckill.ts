import type { Page } from 'playwright-core';
import { setLanguage, signInToDashboard } from '../lib/app.ts';
import { assert, assertEqual } from '../lib/assert.ts';
import {
  api,
  chooseTag,
  dialog,
  list,
  openList,
  ownProduct,
  row,
  searchAndChoose,
  submitDialog,
} from '../lib/crud.ts';
import type { Flow } from '../lib/harness.ts';
import { addAddress, shopperSignIn } from '../lib/shopper.ts';
import { PHONE_VIEW } from './storefrontSignIn.ts';

const COMPANY_KEY = 'sunrise';
const HOME = `/h5/${COMPANY_KEY}/`;

interface Slot {
  id: number;
  startHour: number;
  hours: number;
}

const HOUR = 3_600_000;
/** The shops' offset from UTC (Asia/Shanghai, +08:00, as the server counts slots). */
const SHOP_OFFSET = 8 * HOUR;
/** What the flow needs of its session after choosing it (a loaded machine runs it in about a minute). */
const SESSION_LEFT = 3 * 60_000;

const label = (slot: Pick<Slot, 'startHour' | 'hours'>) =>
  `${String(slot.startHour).padStart(2, '0')}:00–${String(slot.startHour + slot.hours).padStart(2, '0')}:00`;

/** Milliseconds from `at` to the end of the slot's session that day (shop time). */
const leftOf = (slot: Pick<Slot, 'startHour' | 'hours'>, at: number) =>
  (slot.startHour + slot.hours) * HOUR - ((at + SHOP_OFFSET) % (24 * HOUR));

/**
 * A slot of the shop running now with at least SESSION_LEFT to go: one of its own, else an hour of its
 * own made through the API from the current hour (one hour never passes midnight, and no slot covers
 * it, so none overlaps). A session about to end is waited out first, so the flow never sees its slot
 * end halfway (the run may come at any minute of the day).
 */
async function slotRunningNow(page: Page): Promise<Slot> {
  for (;;) {
    const at = Date.now();
    const hour = new Date(at + SHOP_OFFSET).getUTCHours();
    const slots = await api<{ content: Slot[] }>(page, 'GET', '/api/seckill/slots?page=0&size=50');
    const running = slots.content.find((s) => s.startHour <= hour && hour < s.startHour + s.hours);
    const left = leftOf(running ?? { startHour: hour, hours: 1 }, at);
    if (left < SESSION_LEFT) {
      await page.waitForTimeout(left + 1000);
      continue;
    }
    return running ?? api<Slot>(page, 'POST', '/api/seckill/slots', { startHour: hour, hours: 1 });
  }
}

/** The storefront's seckill page as a visitor (no sign-in): the slot running now, its countdown, the goods. */
async function seckillPage(phone: Page, product: string) {
  await phone.goto(`${HOME}seckill`);
  await phone.locator('[data-testid=sf-seckill-clock][data-state=ongoing]').waitFor();
  const card = phone.locator('[data-testid=sf-seckill-goods]', { hasText: product });
  await card.waitFor();
  return card;
}

export const seckillFlow: Flow = {
  name: 'seckill: staff create a seckill activity in the browser (product, the slot running now, seckill price and stock); a visitor at 375 px sees the session countdown and the goods, opens the product at the seckill price; signed in as a shopper, grabs it and pays by wallet, and a second grab is refused with the server message (1 per member); staff see 1 sold in the live sales (zh, en)',
  async run({ newPage, screenshot, baseUrl }) {
    const stamp = Date.now() % 100000;
    const product = `秒杀商品${stamp}`;
    const page = await newPage();
    await signInToDashboard(page, 'alice');
    await ownProduct(page, product, '59.00', 40);
    const slot = await slotRunningNow(page);

    // Staff: the activity in the browser.
    await openList(page, '/marketing/seckill');
    await list(page).locator('[data-testid=crud-add]').click();
    const form = dialog(page);
    await searchAndChoose(page, form.locator('[data-testid=activity-product]'), product);
    await form.locator('[data-testid=sku-price]').waitFor();
    assertEqual(
      await form
        .locator('[data-testid=activity-name] input, input[data-testid=activity-name]')
        .first()
        .inputValue(),
      product,
      'the product names the activity',
    );
    await chooseTag(page, form.locator('[data-testid=activity-slots]'), label(slot));
    await form.locator('[data-testid=sku-price]').fill('19.90');
    await form.locator('[data-testid=sku-total] input, input[data-testid=sku-total]').first().fill('10');
    await form
      .locator('[data-testid=sku-per-activity] input, input[data-testid=sku-per-activity]')
      .first()
      .fill('1');
    await form.locator('[data-testid=activity-preview] li').first().waitFor();
    await screenshot(page, 'seckill-activity-form');
    await submitDialog(page, '新增成功');
    const activity = row(page, product);
    await activity.waitFor();
    assert(((await activity.textContent()) ?? '').includes('0 / 10'), 'the list shows 0 of 10 sold');
    await screenshot(page, 'seckill-activities');

    // A shopper with money in the wallet and a saved address (signed in through the API).
    const shopper = await shopperSignIn(baseUrl, COMPANY_KEY);
    await addAddress(shopper);
    await api(page, 'POST', '/api/user/money', {
      uid: shopper.uid,
      ptype: 1,
      money: '100',
      remark: 'e2e 秒杀',
    });

    // A visitor opens the seckill page: no sign-in asked.
    const phone = await newPage(PHONE_VIEW);
    const card = await seckillPage(phone, product);
    assert(((await card.textContent()) ?? '').includes('¥19.90'), 'the seckill price');
    assert(((await card.textContent()) ?? '').includes('¥59.00'), 'the list price, struck through');
    const clock = (await phone.locator('[data-testid=sf-seckill-clock]').textContent()) ?? '';
    assert(/已开抢.*距本场结束.*\d{2}:\d{2}/.test(clock), `a countdown to the session's end (${clock})`);
    await screenshot(phone, 'storefront-seckill-zh');

    // The product page at the seckill price; grab it, sign in, pay by wallet.
    await card.getByRole('link', { name: '马上抢' }).click();
    await phone.waitForURL(/\/product\/\d+$/);
    await phone.locator('[data-testid=sf-seckill-banner]').waitFor();
    const productPage = phone.url();
    await phone.locator('[data-testid=sf-product]').getByText('19.').first().waitFor();
    await screenshot(phone, 'storefront-seckill-product-zh');
    await phone.evaluate(
      ([key, token]) => window.localStorage.setItem(`hh.h5.shopper.${key}`, token!),
      [COMPANY_KEY, shopper.token],
    );
    await phone.locator('[data-testid=sf-seckill-buy]').click();
    const sheet = phone.locator('[data-testid=sf-buy-sheet]');
    await sheet.waitFor();
    await screenshot(phone, 'storefront-seckill-sheet-zh');
    await sheet.locator('[data-testid=sf-buy-buy]').click();
    await phone.waitForURL(`**${HOME}checkout`);
    const checkout = phone.locator('[data-testid=sf-checkout]');
    await checkout.locator('[data-testid=sf-checkout-line]').waitFor();
    await checkout.getByText(/秒杀/).first().waitFor();
    await screenshot(phone, 'storefront-seckill-checkout-zh');
    await phone.getByRole('button', { name: '提交订单' }).click();
    await phone.waitForURL(/\/pay\/\d+$/);
    const orderId = Number(phone.url().split('/').pop());
    const pay = phone.locator('[data-testid=sf-pay]');
    await pay.getByRole('radio', { name: /余额支付/ }).check({ force: true });
    await screenshot(phone, 'storefront-seckill-pay-zh');
    await pay.getByRole('button', { name: /立即支付/ }).click();
    await phone.waitForURL(`**${HOME}paid/${orderId}`);
    await phone.locator('[data-testid=sf-pay-result][data-state=paid]').waitFor();
    const order = await shopper.send<{ status: string; payMethod: string; payAmount: string }>(
      'GET',
      `/api/front/orders/${orderId}`,
    );
    assertEqual(
      [order.status, order.payMethod, order.payAmount].join(),
      'toShip,wallet,19.90',
      'one order paid from the wallet at the seckill price (free delivery or not, the goods are 19.90)',
    );

    // A second grab is refused at the checkout in the server's words: one per member in this activity.
    await phone.goto(productPage);
    await phone.locator('[data-testid=sf-seckill-buy]').click();
    await phone.locator('[data-testid=sf-buy-sheet] [data-testid=sf-buy-buy]').click();
    await phone.waitForURL(`**${HOME}checkout`);
    await phone.locator('[data-testid=sf-checkout-line]').waitFor();
    await screenshot(phone, 'storefront-seckill-again-zh');
    await phone.getByRole('button', { name: '提交订单' }).click();
    await phone.getByText('每人限购 1 件，已购 1 件').waitFor();
    await screenshot(phone, 'storefront-seckill-limit-zh');

    // Staff: the live sales say 1 sold.
    await page.reload();
    await list(page).locator('.ant-table').waitFor();
    await row(page, product).locator('[data-testid=activity-sales]').click();
    const sales = page.locator('[data-testid=seckill-sales]');
    await sales.locator('[data-testid=seckill-sales-sold]').getByText('1 / 10').waitFor();
    await screenshot(page, 'seckill-live-sales-zh');

    // The same pages in English.
    await setLanguage(page, baseUrl, 'en');
    await page.reload();
    await list(page).locator('.ant-table').waitFor();
    await row(page, product).locator('[data-testid=activity-sales]').click();
    await page.locator('[data-testid=seckill-sales-sold]').getByText('1 / 10').waitFor();
    await screenshot(page, 'seckill-live-sales-en');
    const english = await newPage(PHONE_VIEW);
    await setLanguage(english, baseUrl, 'en');
    const englishCard = await seckillPage(english, product);
    assert(((await englishCard.textContent()) ?? '').includes('1 sold'), 'one sold on the card');
    const englishClock = (await english.locator('[data-testid=sf-seckill-clock]').textContent()) ?? '';
    assert(/Started.*Ends in/.test(englishClock), `the countdown in English (${englishClock})`);
    await screenshot(english, 'storefront-seckill-en');
    await englishCard.getByRole('link', { name: 'Grab it' }).click();
    await english.locator('[data-testid=sf-seckill-banner]').waitFor();
    await screenshot(english, 'storefront-seckill-product-en');
  },
};
