import type { Page } from 'playwright-core';
import { signInToDashboard } from '../lib/app.ts';
import { assert, assertEqual } from '../lib/assert.ts';
import { api } from '../lib/crud.ts';
import type { Flow } from '../lib/harness.ts';
import { addAddress, type Shopper, shopperSignIn } from '../lib/shopper.ts';
import { PHONE_VIEW } from './storefrontSignIn.ts';

const COMPANY_KEY = 'sunrise';
const HOME = `/h5/${COMPANY_KEY}/`;
const HOUR = 3_600_000;

/** The browser at 375 px signed in as the shopper, in the language asked. */
async function phoneAs(
  newPage: (options?: typeof PHONE_VIEW) => Promise<Page>,
  baseUrl: string,
  shopper: Shopper,
  lang: 'zh' | 'en',
) {
  const phone = await newPage(PHONE_VIEW);
  await phone.context().addCookies([{ name: 'lang', value: lang, url: baseUrl }]);
  await phone.goto(HOME);
  await phone.evaluate(
    ([key, token]) => window.localStorage.setItem(`hh.h5.shopper.${key}`, token!),
    [COMPANY_KEY, shopper.token],
  );
  return phone;
}

/** From the checkout the buy-now opened: place the order, pay it from the wallet, land on the result. */
async function placeAndPayByWallet(phone: Page, zh: boolean) {
  await phone.locator('[data-testid=sf-checkout-line]').first().waitFor();
  await phone.getByRole('button', { name: zh ? '提交订单' : 'Place order' }).click();
  await phone.waitForURL(/\/pay\/\d+$/);
  const pay = phone.locator('[data-testid=sf-pay]');
  await pay.getByRole('radio', { name: zh ? /余额支付/ : /Wallet/ }).check({ force: true });
  await pay.getByRole('button', { name: zh ? /立即支付/ : /Pay now/ }).click();
  await phone.locator('[data-testid=sf-pay-result][data-state=paid]').waitFor();
}

export const groupBuyStorefrontFlow: Flow = {
  name: 'group buy H5: a leader at 375 px opens a group of 2 on the flow’s own activity (发起拼团, checkout, wallet), sees it filling with a share link; a second shopper opens the link in English, joins (参团) and pays; the group succeeds for both, and the me tab’s 我的拼团 lists it (zh, en)',
  async run({ newPage, screenshot, baseUrl }) {
    const stamp = Date.now() % 100000;
    const title = `二人团-${stamp}`;
    const page = await newPage();
    await signInToDashboard(page, 'alice');
    const product = await api<{ id: number }>(page, 'POST', '/api/product', {
      name: `拼团水杯${stamp}`,
      onShelf: true,
      skus: [{ price: '39.90', stock: 50 }],
    });
    const shown = (await (
      await fetch(`${baseUrl}/api/front/shops/${COMPANY_KEY}/products/${product.id}`)
    ).json()) as { skus: { id: number }[] };
    await api(page, 'POST', '/api/group-buy/activities', {
      title,
      productId: product.id,
      skus: [{ skuId: shown.skus[0]!.id, price: '19.90', stock: 20 }],
      groupSize: 2,
      hoursOpen: 24,
      startAt: new Date(Date.now() - HOUR).toISOString(),
      endAt: new Date(Date.now() + 48 * HOUR).toISOString(),
    });

    const [leader, friend] = [
      await shopperSignIn(baseUrl, COMPANY_KEY),
      await shopperSignIn(baseUrl, COMPANY_KEY),
    ];
    for (const who of [leader, friend]) {
      await addAddress(who);
      await api(page, 'POST', '/api/user/money', { uid: who.uid, ptype: 1, money: '50', remark: 'e2e 拼团' });
    }

    // The leader finds the activity in the list and opens a group.
    const phone = await phoneAs(newPage, baseUrl, leader, 'zh');
    await phone.goto(`${HOME}groups`);
    const card = phone.locator('[data-testid=sf-gb-activity]', { hasText: title });
    await card.waitFor();
    assert(((await card.textContent()) ?? '').includes('¥19.90'), 'the list shows the group price');
    assert(((await card.textContent()) ?? '').includes('2 人团'), 'the list shows the group size');
    await screenshot(phone, 'storefront-group-buy-list-zh');
    await card.click();
    await phone.locator('[data-testid=sf-gb-activity-page]').waitFor();
    await screenshot(phone, 'storefront-group-buy-activity-zh');
    await phone.locator('[data-testid=sf-gb-start]').click();
    await phone.waitForURL(`**${HOME}checkout`);
    await placeAndPayByWallet(phone, true);
    await phone.locator('[data-testid=sf-pay-group]').waitFor();
    await screenshot(phone, 'storefront-group-paid-zh');
    await phone.locator('[data-testid=sf-pay-group]').click();
    await phone.waitForURL(/\/group\/\d+$/);
    const standing = phone.locator('[data-testid=sf-gb-state]');
    await phone.locator('[data-testid=sf-gb-state][data-state=open]').waitFor();
    assertEqual(await phone.locator('[data-testid=sf-gb-seat]').count(), 1, 'the leader’s seat');
    assertEqual(await phone.locator('[data-testid=sf-gb-seat-empty]').count(), 1, 'one seat left');
    assert(
      ((await standing.textContent()) ?? '').includes('还差 1 人'),
      'one more needed, with the countdown',
    );
    const share = await phone.locator('[data-testid=sf-gb-share] input').inputValue();
    assert(/\/h5\/sunrise\/group\/\d+$/.test(share), `a share link (${share})`);
    await screenshot(phone, 'storefront-group-open-zh');

    // The friend opens the link (in English) and joins.
    const other = await phoneAs(newPage, baseUrl, friend, 'en');
    await other.goto(share);
    await other.locator('[data-testid=sf-gb-leader]').waitFor();
    assertEqual(await other.locator('[data-testid=sf-gb-share]').count(), 0, 'no share link before joining');
    await screenshot(other, 'storefront-group-join-en');
    await other.locator('[data-testid=sf-gb-join]').click();
    await other.waitForURL(`**${HOME}checkout`);
    await placeAndPayByWallet(other, false);
    await other.locator('[data-testid=sf-pay-group]').click();
    await other.locator('[data-testid=sf-gb-state][data-state=succeeded]').waitFor();
    assertEqual(await other.locator('[data-testid=sf-gb-seat]').count(), 2, 'both seats taken');
    await other.getByText('Group complete').waitFor();
    await screenshot(other, 'storefront-group-succeeded-en');
    await other.goto(`${HOME}groups`);
    await other.locator('[data-testid=sf-gb-mine]', { hasText: title }).getByText('Group complete').waitFor();
    await screenshot(other, 'storefront-group-buy-list-en');

    // The leader sees the result, and finds the group under 我的拼团.
    await phone.reload();
    await phone.locator('[data-testid=sf-gb-state][data-state=succeeded]').waitFor();
    await phone.getByText('拼团成功').first().waitFor();
    assertEqual(await phone.locator('[data-testid=sf-gb-seat-empty]').count(), 0, 'no empty seat');
    await screenshot(phone, 'storefront-group-succeeded-zh');
    await phone.goto(`${HOME}me`);
    await phone.locator('[data-testid=sf-me-groups]').click();
    await phone.waitForURL(`**${HOME}groups`);
    const mine = phone.locator('[data-testid=sf-gb-mine]', { hasText: title });
    await mine.getByText('拼团成功').waitFor();
    await screenshot(phone, 'storefront-group-mine-zh');
  },
};
