import { cookieValue, signInToDashboard } from '../lib/app.ts';
import { assert, assertEqual } from '../lib/assert.ts';
import type { Flow } from '../lib/harness.ts';

export const languageFlow: Flow = {
  name: 'language switch kept after reload and in the cookie',
  async run({ newPage }) {
    const page = await newPage();
    await page.goto('/login');
    await page.locator('[data-testid=lang-switch] [data-lang=en]').click();
    await page.locator('h2', { hasText: 'Welcome back' }).waitFor();
    assertEqual(await cookieValue(page, 'lang'), 'en', 'the login page switch writes the cookie');
    await page.locator('[data-testid=lang-switch] [data-lang=zh]').click();
    await page.locator('h2', { hasText: '欢迎登录' }).waitFor();

    await signInToDashboard(page, 'alice');
    await page.click('[data-testid=lang-switch]');
    await page.locator('.ant-dropdown-menu-item', { hasText: 'English' }).click();
    await page.locator('[data-testid=sidebar-item]', { hasText: 'System' }).waitFor();
    assertEqual(await cookieValue(page, 'lang'), 'en', 'lang cookie');
    assert((await page.title()).endsWith('- HH Shop Back Office'), `English title (${await page.title()})`);

    await page.reload();
    await page.locator('[data-testid=sidebar-item]', { hasText: 'System' }).waitFor();
    assert(
      (await page.locator('[data-testid=dashboard]').textContent())?.includes('Stores'),
      'still English after reload',
    );
    const serverMessage = await page.evaluate(async () => {
      const response = await fetch('/api/systemCompanyConfig/getCompanyByUser?userPhone=1');
      return ((await response.json()) as { message?: string }).message ?? '';
    });
    assert(!/[\u4e00-\u9fff]/.test(serverMessage), `the server answers in English too (${serverMessage})`);
  },
};
