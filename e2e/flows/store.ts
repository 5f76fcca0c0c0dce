import { cookieValue, signIn, waitForPath } from '../lib/app.ts';
import { assert, assertEqual } from '../lib/assert.ts';
import type { Flow } from '../lib/harness.ts';
import { tab } from '../lib/tabStrip.ts';

export const storeFlow: Flow = {
  name: 'shop chooser and automatic switch',
  async run({ newPage, screenshot }) {
    const single = await newPage();
    await signIn(single, 'bob');
    await waitForPath(single, '/dashboard');
    assert(await cookieValue(single, 'storeId'), 'one shop is switched to automatically');

    const page = await newPage();
    await signIn(page, 'carol');
    await waitForPath(page, '/store');
    const cards = page.locator('[data-testid=company-card]');
    await cards.first().waitFor();
    assertEqual(await cards.count(), 2, 'carol sees her two shops');
    await screenshot(page, 'store-zh');
    const second = cards.nth(1);
    const name = (await second.locator('.hh-company-name').textContent()) ?? '';
    await second.click();
    await waitForPath(page, '/dashboard');
    await page.locator('[data-testid=dashboard]', { hasText: name }).waitFor();
    const storeId = await cookieValue(page, 'storeId');
    assert(storeId, 'store id cookie is set');

    await page.locator('[data-testid=sidebar-logo]').click();
    await page.waitForURL((url) => url.pathname === '/store' || url.pathname === '/dashboard');
    await waitForPath(page, '/dashboard');
    await page.locator('[data-testid=dashboard]', { hasText: name }).waitFor();
    assertEqual(await cookieValue(page, 'storeId'), storeId, 'the logo (/) switches to the stored shop');

    await page.goto('/user/center');
    await tab(page, '/user/center').waitFor();
    await page.click('[data-testid=avatar-menu]');
    await page.locator('.ant-dropdown-menu-item', { hasText: '我的店铺' }).click();
    await waitForPath(page, '/store');
    await cards.first().waitFor();
    const current = page.locator('.hh-company-card--current');
    assertEqual(await current.count(), 1, 'the current shop is marked');
    await current.click();
    await waitForPath(page, '/dashboard');
    await page.locator('[data-testid=dashboard]').waitFor();
    assertEqual(await page.locator('[data-testid=tab]').count(), 1, 'my shops cleared the tabs');
    await page.goto('/store');
    await waitForPath(page, '/dashboard');
  },
};
