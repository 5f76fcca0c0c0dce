import { signInToDashboard } from '../lib/app.ts';
import { assert, assertEqual } from '../lib/assert.ts';
import type { Flow } from '../lib/harness.ts';

export const settingsFlow: Flow = {
  name: 'settings kept after reload',
  async run({ newPage, screenshot }) {
    const page = await newPage();
    await signInToDashboard(page, 'alice');
    await page.click('[data-testid=open-settings]');
    const panel = page.locator('[data-testid=settings-panel]');
    await panel.waitFor();
    await screenshot(page, 'settings-zh');

    await panel.locator('[data-testid=theme-style-1]').click();
    await page.locator('[data-testid=setting-tagsView]').click();
    await page.fill('[data-testid=setting-footerTxt]', '朝阳运营中心');
    await page.fill('[data-testid=setting-caseNumber]', '粤ICP备12345678号');
    await page.keyboard.press('Escape');
    await panel.waitFor({ state: 'hidden' });

    const sidebarColour = () =>
      page.locator('[data-testid=sidebar]').evaluate((element) => getComputedStyle(element).backgroundColor);
    assertEqual(await sidebarColour(), 'rgb(0, 21, 41)', 'theme style 1 darkens the sidebar');
    assertEqual(await page.locator('[data-testid=tab]').count(), 0, 'tabs switched off');
    await page.locator('[data-testid=footer-text]', { hasText: '朝阳运营中心' }).waitFor();

    await page.reload();
    await page.locator('[data-testid=dashboard]').waitFor();
    assertEqual(await sidebarColour(), 'rgb(0, 21, 41)', 'theme style kept');
    assertEqual(await page.locator('[data-testid=tab]').count(), 0, 'tabs still off');
    await page.locator('[data-testid=footer-case]', { hasText: '粤ICP备12345678号' }).waitFor();
    const clock = page.locator('[data-testid=footer-clock]');
    const before = await clock.textContent();
    await page.waitForTimeout(1200);
    assert((await clock.textContent()) !== before, 'the footer clock ticks every second');
    await screenshot(page, 'settings-applied-zh');

    for (const style of [2, 3]) {
      await page.click('[data-testid=open-settings]');
      await panel.locator(`[data-testid=theme-style-${style}]`).click();
      await page.keyboard.press('Escape');
      await panel.waitFor({ state: 'hidden' });
      await screenshot(page, `theme-style-${style}-zh`);
    }
  },
};
