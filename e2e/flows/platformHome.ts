import type { Page } from 'playwright-core';
import { setLanguage, signIn, waitForPath } from '../lib/app.ts';
import { assert, assertEqual } from '../lib/assert.ts';
import type { Flow } from '../lib/harness.ts';
import { pendingShop } from '../lib/pendingShop.ts';
import { startServer } from '../lib/server.ts';

const OPERATOR = { username: 'root', password: 'fresh-start-secret' };
const TAG = String(Date.now()).slice(-6);

const figure = async (page: Page, id: string) =>
  ((await page.locator(`[data-testid=${id}] .ant-statistic-content`).textContent()) ?? '').trim();

async function signInFresh(page: Page): Promise<void> {
  await page.goto('/login');
  await page.locator('[data-testid=login-form]').waitFor();
  await page.fill('input[name=username]', OPERATOR.username);
  await page.fill('input[name=password]', OPERATOR.password);
  await page.locator('[data-testid=captcha-image] img').waitFor();
  await page.fill('input[name=code]', 'abcd');
  await page.click('[data-testid=login-submit]');
}

export const platformHomeFreshFlow: Flow = {
  name: 'platform home: a production-fresh operator (no phone, no shop) lands on it, then sees a new shop counted',
  async run({ newPage, screenshot }) {
    const fresh = await startServer({
      DEMO_DATA: 'false',
      ADMIN_USERNAME: OPERATOR.username,
      ADMIN_PASSWORD: OPERATOR.password,
    });
    try {
      const page = await newPage({ baseURL: fresh.baseUrl });
      await signInFresh(page);
      await waitForPath(page, '/dashboard');
      await page.locator('[data-testid=platform-home]').waitFor();
      assertEqual(
        await page.locator('[data-testid=dashboard]').count(),
        0,
        'no shop dashboard for the platform',
      );
      await page.locator('[data-testid=home-empty]').waitFor();
      assertEqual(await figure(page, 'home-state-total'), '0', 'no shop yet');
      assertEqual(await figure(page, 'home-sales-amount'), '¥0.00', 'nothing sold yet');
      await page.locator('[data-testid=sidebar-item]', { hasText: '平台管理' }).waitFor();
      await page.locator('[data-testid=home-new-chart] canvas').waitFor();
      await screenshot(page, 'platform-home-fresh-zh');

      const merchant = await newPage({ baseURL: fresh.baseUrl });
      await pendingShop(merchant, fresh.baseUrl, `首家测试店${TAG}`, `13903${TAG}`);
      await page.reload();
      await page.locator('[data-testid=platform-home]').waitFor();
      await page
        .locator('[data-testid=home-pending] .ant-table-row', { hasText: `首家测试店${TAG}` })
        .waitFor();
      assertEqual(await page.locator('[data-testid=home-empty]').count(), 0, 'the empty hint is gone');
      assertEqual(await figure(page, 'home-state-total'), '1', 'one shop');
      assertEqual(await figure(page, 'home-state-pending_approval'), '1', 'waiting for approval');
      assertEqual(await figure(page, 'home-sales-amount'), '¥0.01', 'the basic plan paid, to the cent');
      assertEqual(await figure(page, 'home-sales-orders'), '1', 'one paid order');
      assertEqual(await page.locator('[data-testid=home-new-total]').textContent(), '共 1 家', 'new today');
      await screenshot(page, 'platform-home-first-shop-zh');
      await page.locator('[data-testid=home-new-shops]').scrollIntoViewIfNeeded();
      await screenshot(page, 'platform-home-chart-zh');

      await page.locator('[data-testid=home-review]').click();
      await waitForPath(page, '/platform/company');
      await page.locator('[data-testid=crud-list] .ant-table-row', { hasText: `首家测试店${TAG}` }).waitFor();
    } finally {
      await fresh.stop();
    }
  },
};

export const platformHomeDemoFlow: Flow = {
  name: 'platform home: the demo operator reaches it from the shop picker, in English too',
  async run({ newPage, screenshot, baseUrl }) {
    const page = await newPage();
    await signIn(page, 'admin');
    await waitForPath(page, '/store');
    await page.locator('[data-testid=company-card]', { hasText: '平台运营中心' }).click();
    await waitForPath(page, '/dashboard');
    await page.locator('[data-testid=platform-home]').waitFor();
    assert(Number(await figure(page, 'home-state-total')) > 0, 'the demo shops are counted');
    await page.locator('[data-testid=home-new-chart] canvas').waitFor();
    await screenshot(page, 'platform-home-demo-zh');

    await page.click('[data-testid=avatar-menu]');
    await page.locator('.ant-dropdown-menu-item', { hasText: '我的店铺' }).click();
    await waitForPath(page, '/store');
    await page.locator('[data-testid=company-card]:not(:has-text("平台运营中心"))').first().click();
    await waitForPath(page, '/dashboard');
    await page.locator('[data-testid=dashboard]').waitFor();
    assertEqual(await page.locator('[data-testid=platform-home]').count(), 0, 'a shop keeps its dashboard');

    const english = await newPage();
    await setLanguage(english, baseUrl, 'en');
    await signIn(english, 'admin');
    await waitForPath(english, '/store');
    await english.locator('[data-testid=company-card]', { hasText: '平台运营中心' }).click();
    await english.locator('[data-testid=home-sales]', { hasText: 'Plan sales' }).waitFor();
    await english.locator('[data-testid=home-sales] .ant-table-row', { hasText: 'Professional' }).waitFor();
    await screenshot(english, 'platform-home-demo-en');

    const phone = await newPage({ viewport: { width: 375, height: 812 } });
    await signIn(phone, 'admin');
    await waitForPath(phone, '/store');
    await phone.locator('[data-testid=company-card]', { hasText: '平台运营中心' }).click();
    await phone.locator('[data-testid=platform-home]').waitFor();
    const width = await phone.evaluate(() => document.documentElement.scrollWidth);
    assert(width <= 375, `the platform home fits a phone (scroll width ${width})`);
    await screenshot(phone, 'platform-home-demo-375');
  },
};
