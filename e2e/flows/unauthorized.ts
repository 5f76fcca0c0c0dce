import { signInToDashboard, TOKEN_COOKIE, waitForPath } from '../lib/app.ts';
import { assert } from '../lib/assert.ts';
import type { Flow } from '../lib/harness.ts';

export const unauthorizedFlow: Flow = {
  name: 'a 401 from the server shows the confirm',
  async run({ newPage, screenshot, baseUrl }) {
    const page = await newPage();
    await signInToDashboard(page, 'alice');
    const token = (await page.context().cookies()).find((cookie) => cookie.name === TOKEN_COOKIE)?.value;
    assert(token, 'signed in');
    const response = await fetch(`${baseUrl}/auth/logout`, {
      method: 'DELETE',
      headers: { Authorization: `Bearer ${token}` },
    });
    assert(response.ok, 'the token was revoked on the server');

    // The next call to the server gets the 401: a menu click, or a read the revoked session set off itself.
    const dialog = page.locator('.ant-modal-confirm', { hasText: '系统提示' });
    const callTheServer = async () => {
      await page.click('[data-testid=avatar-menu]', { timeout: 5_000 });
      await page.locator('.ant-dropdown-menu-item', { hasText: '我的店铺' }).click({ timeout: 5_000 });
    };
    await Promise.race([dialog.waitFor(), callTheServer().catch(() => dialog.waitFor())]);
    await dialog.waitFor();
    assert((await dialog.textContent())?.includes('登录状态已过期'), 'the session expired text');
    await screenshot(page, 'session-expired-zh');
    await dialog.locator('button', { hasText: '重新登录' }).click();
    await waitForPath(page, '/login');
    assert(!(await page.context().cookies()).some((cookie) => cookie.name === TOKEN_COOKIE), 'token cleared');
  },
};
