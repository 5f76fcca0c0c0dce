import { setLanguage, signInToDashboard } from '../lib/app.ts';
import { assert } from '../lib/assert.ts';
import type { Flow } from '../lib/harness.ts';

export const shopConfigFlow: Flow = {
  name: 'shop: system config switches pickup off and keeps it',
  async run({ newPage, screenshot, baseUrl }) {
    const page = await newPage();
    await signInToDashboard(page, 'alice');
    await page.goto('/shop/config');
    const form = page.locator('[data-testid=config-form]');
    await form.waitFor();
    assert(await form.getByLabel('开启').isChecked(), 'pickup starts on');
    await screenshot(page, 'shop-config-zh');

    await form.getByLabel('关闭').check();
    await page.fill('[data-testid=config-map-key]', 'E2E-MAP-KEY');
    await page.click('[data-testid=config-submit]');
    await page.locator('.ant-message', { hasText: '设置成功' }).waitFor();

    await page.reload();
    await form.waitFor();
    assert(await form.getByLabel('关闭').isChecked(), 'pickup off was kept');
    assert((await page.inputValue('[data-testid=config-map-key]')) === 'E2E-MAP-KEY', 'the map key was kept');

    await setLanguage(page, baseUrl, 'en');
    await page.reload();
    await form.getByLabel('Off').waitFor();
    await screenshot(page, 'shop-config-en');
  },
};
