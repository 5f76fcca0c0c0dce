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
    await page.keyboard.press('Escape');
    await panel.waitFor({ state: 'hidden' });

    const sidebarColour = () =>
      page.locator('[data-testid=sidebar]').evaluate((element) => getComputedStyle(element).backgroundColor);
    assertEqual(await sidebarColour(), 'rgb(0, 21, 41)', 'theme style 1 darkens the sidebar');
    assertEqual(await page.locator('[data-testid=tab]').count(), 0, 'tabs switched off');

    await page.reload();
    await page.locator('[data-testid=dashboard]').waitFor();
    assertEqual(await sidebarColour(), 'rgb(0, 21, 41)', 'theme style kept');
    assertEqual(await page.locator('[data-testid=tab]').count(), 0, 'tabs still off');
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

export const shopFooterFlow: Flow = {
  name: 'shop footer: saved for the shop on the server, seen in another session, with the current year',
  async run({ newPage, screenshot }) {
    const text = `朝阳运营中心 ${Date.now() % 100000}`;
    const owner = await newPage();
    const yearBefore = new Date().getFullYear();
    await signInToDashboard(owner, 'alice');
    const copyright = await owner.locator('[data-testid=footer-copyright]').textContent();
    // The year the page was shown in: the one the flow began in, or the next if it crossed New Year.
    const years = [yearBefore, new Date().getFullYear()].map(String);
    assert(
      years.some((year) => copyright?.includes(year)),
      `the copyright line shows ${years.join(' or ')}: ${copyright}`,
    );
    await owner.click('[data-testid=open-settings]');
    const form = owner.locator('[data-testid=shop-footer-form]');
    await form.waitFor();
    await owner.fill('[data-testid=setting-footerTxt]', text);
    await owner.fill('[data-testid=setting-caseNumber]', '京ICP备12345678号');
    await screenshot(owner, 'shop-footer-form-zh');
    await owner.click('[data-testid=save-shop-footer]');
    await owner.locator('.ant-message', { hasText: '页脚已保存' }).waitFor();
    await owner.keyboard.press('Escape');
    await owner.locator('[data-testid=footer-text]', { hasText: text }).waitFor();
    await owner.locator('[data-testid=footer-case]', { hasText: '京ICP备12345678号' }).waitFor();
    await owner.locator('[data-testid=footer]').scrollIntoViewIfNeeded();
    await screenshot(owner, 'shop-footer-saved-zh');

    const clerk = await newPage();
    await signInToDashboard(clerk, 'carol', '朝阳优选商城');
    await clerk.locator('[data-testid=footer-text]', { hasText: text }).waitFor();
    await clerk.locator('[data-testid=footer-case]', { hasText: '京ICP备12345678号' }).waitFor();
    await clerk.click('[data-testid=open-settings]');
    await clerk.locator('[data-testid=settings-panel]').waitFor();
    assertEqual(
      await clerk.locator('[data-testid=shop-footer-form]').count(),
      0,
      'a clerk cannot edit the footer',
    );
    // Closed by its close button: an Escape pressed on a busy machine may land before the drawer holds the focus.
    await clerk.locator('.hh-settings-drawer .ant-drawer-close').click();
    await clerk.locator('[data-testid=settings-panel]').waitFor({ state: 'hidden' });
    await clerk.locator('[data-testid=footer]').scrollIntoViewIfNeeded();
    await screenshot(clerk, 'shop-footer-other-session-zh');
  },
};
