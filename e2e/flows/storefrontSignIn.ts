import type { Page } from 'playwright-core';
import { assert, assertEqual } from '../lib/assert.ts';
import type { Flow } from '../lib/harness.ts';

const COMPANY_KEY = 'sunrise';
const HOME = `/h5/${COMPANY_KEY}/`;
export const PHONE_VIEW = { viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true };
/** A phone new to the demo shop: signing in makes it a member. */
const SHOPPER = '13755550028';

/** Signs in on the sign-in page (CAPTCHA=off on the e2e server: any picture text passes; the dev SMS provider fills the code). */
export async function signInOnPage(page: Page, phone: string) {
  const form = page.locator('[data-testid=sf-signin]');
  await form.waitFor();
  await form.getByLabel(/手机号|Mobile number/).fill(phone);
  await form.getByLabel(/图形验证码|Picture code/).fill('abcd');
  await page.locator('[data-testid=sf-send-code]').click();
  await form
    .getByText(/验证码已发送|短信|sent/i)
    .first()
    .waitFor();
  await page.locator('[data-testid=sf-signin-submit]').click();
}

export const storefrontSignInFlow: Flow = {
  name: 'storefront: a new shopper signs in by SMS from the me tab, comes back there, stays signed in after a reload, signs out (zh, en)',
  async run({ newPage, screenshot }) {
    const phone = await newPage(PHONE_VIEW);
    await phone.goto(`${HOME}me`);
    await phone.waitForURL(/\/login\?back=/);
    assertEqual(
      new URL(phone.url()).searchParams.get('back'),
      `${HOME}me`,
      'sign-in names the page to return to',
    );
    await screenshot(phone, 'storefront-signin');

    // A wrong number is refused at its field, before any code is sent.
    const form = phone.locator('[data-testid=sf-signin]');
    await form.getByLabel('手机号').fill('12345');
    await phone.locator('[data-testid=sf-send-code]').click();
    await form.getByText('请输入正确的手机号').waitFor();

    await signInOnPage(phone, SHOPPER);
    await phone.waitForURL(`**${HOME}me`);
    await phone.locator('[data-testid=sf-me-phone]').waitFor();
    assertEqual(
      await phone.locator('[data-testid=sf-me-phone]').textContent(),
      SHOPPER,
      'the me page shows the phone',
    );
    assertEqual(
      await phone.locator('[data-testid=sf-me-balance]').textContent(),
      '¥0.00',
      'a new member’s wallet is empty',
    );
    assert(
      await phone.evaluate(() => document.activeElement?.tagName === 'H1'),
      'focus is on the page’s heading after the move',
    );
    await screenshot(phone, 'storefront-me');

    await phone.reload();
    await phone.locator('[data-testid=sf-me-phone]').waitFor();
    assert(!phone.url().includes('token'), 'the token is never in the address');

    // English, through the page's own switch.
    await phone.getByRole('button', { name: /语言/ }).click();
    await phone.getByRole('button', { name: 'Sign out' }).waitFor();
    await screenshot(phone, 'storefront-me-en');
    await phone.getByRole('button', { name: /Language/ }).click();

    await phone.locator('[data-testid=sf-signout]').click();
    await phone.waitForURL(`**${HOME}`);
    await phone.goto(`${HOME}me`);
    await phone.waitForURL(/\/login\?back=/);
  },
};
