import { signInToDashboard, waitForPath } from '../lib/app.ts';
import { assertEqual } from '../lib/assert.ts';
import type { Flow } from '../lib/harness.ts';

export const mobileFlow: Flow = {
  name: 'mobile drawer at 800 px',
  async run({ newPage, screenshot }) {
    const page = await newPage({ viewport: { width: 800, height: 900 } });
    await signInToDashboard(page, 'alice');
    assertEqual(await page.locator('[data-testid=sidebar]').count(), 0, 'no fixed sidebar under 992 px');
    const drawer = page.locator('.hh-mobile-drawer .ant-drawer-section');
    assertEqual(await drawer.isVisible(), false, 'the drawer starts closed');
    await page.click('[data-testid=hamburger]');
    await drawer.waitFor();
    await page.locator('.hh-mobile-drawer .ant-menu-submenu-title', { hasText: '系统管理' }).click();
    await screenshot(page, 'mobile-drawer-zh');
    await page.locator('.hh-mobile-drawer .ant-menu-item', { hasText: '角色管理' }).click();
    await waitForPath(page, '/system/role');
    await drawer.waitFor({ state: 'hidden' });
    await screenshot(page, 'mobile-page-zh');
  },
};
