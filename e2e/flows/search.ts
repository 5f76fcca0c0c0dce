import { signInToDashboard, waitForPath } from '../lib/app.ts';
import type { Flow } from '../lib/harness.ts';

export const searchFlow: Flow = {
  name: 'route search',
  async run({ newPage, screenshot }) {
    const page = await newPage();
    await signInToDashboard(page, 'alice');
    const search = page.locator('[data-testid=route-search] input');
    await search.click();
    await search.fill('角色');
    await page.locator('.ant-select-item-option', { hasText: '角色管理' }).waitFor();
    await screenshot(page, 'search-zh');
    await search.press('Enter');
    await waitForPath(page, '/system/role');

    await search.click();
    await search.fill('system/log');
    await page.locator('.ant-select-item-option', { hasText: '操作日志' }).waitFor();
    await search.press('Enter');
    await waitForPath(page, '/system/log');
  },
};
