import { signInToDashboard, waitForPath } from '../lib/app.ts';
import { assert, assertEqual } from '../lib/assert.ts';
import type { Flow } from '../lib/harness.ts';

const CLEARED = ['HH-TOEKN', 'user', 'store', 'storeId'];

export const logoutFlow: Flow = {
  name: 'logout clears the cookies and storage',
  async run({ newPage, screenshot, baseUrl }) {
    const page = await newPage();
    await signInToDashboard(page, 'alice');
    const cookies = await page.context().cookies();
    const token = cookies.find((cookie) => cookie.name === 'HH-TOEKN')?.value;
    const before = cookies.map((cookie) => cookie.name);
    for (const name of CLEARED) assert(before.includes(name), `${name} cookie set while signed in`);
    assert((await page.evaluate(() => localStorage.length)) > 0, 'local storage holds the shops');

    await page.click('[data-testid=avatar-menu]');
    await page.locator('.ant-dropdown-menu-item', { hasText: '退出登录' }).click();
    const dialog = page.locator('.ant-modal-confirm', { hasText: '确定注销并退出系统吗？' });
    await dialog.waitFor();
    await screenshot(page, 'logout-confirm-zh');
    await dialog.locator('.ant-btn-primary').click();
    await waitForPath(page, '/login');

    const after = (await page.context().cookies()).map((cookie) => cookie.name);
    for (const name of CLEARED) assert(!after.includes(name), `${name} cookie cleared`);
    assertEqual(await page.evaluate(() => localStorage.length), 0, 'local storage cleared');
    const info = await fetch(`${baseUrl}/auth/info`, { headers: { Authorization: `Bearer ${token}` } });
    assertEqual(info.status, 401, 'the old token is rejected after logout');
    assert(after.includes('lang'), 'the language cookie stays');
  },
};
