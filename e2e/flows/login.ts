import { cookieValue, fillLogin, PASSWORD, TOKEN_COOKIE, waitForPath } from '../lib/app.ts';
import { assert, assertEqual } from '../lib/assert.ts';
import type { Flow } from '../lib/harness.ts';

const DAY_S = 86_400;

export const loginFlow: Flow = {
  name: 'sign in with captcha and remember-me',
  async run({ newPage, screenshot }) {
    const page = await newPage();
    await page.goto('/login');
    const image = page.locator('[data-testid=captcha-image] img');
    await image.waitFor();
    const first = await image.getAttribute('src');
    assert(first?.startsWith('data:image/svg+xml;base64,'), 'captcha image is an svg data url');
    await page.click('[data-testid=captcha-image]');
    await page.waitForFunction(
      (previous) =>
        document.querySelector('[data-testid=captcha-image] img')?.getAttribute('src') !== previous,
      first,
    );

    await page.click('[data-testid=login-submit]');
    assert((await page.locator('.hh-field-error').count()) >= 3, 'empty form shows the inline field errors');

    await fillLogin(page, 'alice');
    await page.fill('input[name=password]', 'wrong-password');
    await page.click('[data-testid=login-submit]');
    await page.locator('[data-testid=auth-error]').waitFor();
    await page.locator('.ant-notification-notice').first().waitFor();
    await screenshot(page, 'login-error-zh');

    await fillLogin(page, 'alice', true);
    assertEqual(await page.inputValue('input[name=password]'), PASSWORD, 'password filled');
    await page.click('[data-testid=login-submit]');
    await waitForPath(page, '/dashboard');
    await page.locator('[data-testid=dashboard]').waitFor();

    const cookies = await page.context().cookies();
    const token = cookies.find((cookie) => cookie.name === TOKEN_COOKIE);
    assert(token, 'token cookie HH-TOEKN is set');
    const days = (token.expires - Date.now() / 1000) / DAY_S;
    assert(days > 6 && days <= 7.01, `remember-me keeps the token 7 days (got ${days.toFixed(2)})`);
    assertEqual(await cookieValue(page, 'rememberMe'), '1', 'rememberMe cookie');

    await page.context().clearCookies({ name: TOKEN_COOKIE });
    await page.goto('/login');
    await page.locator('[data-testid=login-form]').waitFor();
    assertEqual(await page.inputValue('input[name=username]'), 'alice', 'remembered username is filled in');
    assert(await page.locator('input[name=rememberMe]').isChecked(), 'remember me stays checked');
  },
};
