import { fillLogin, pathOf, waitForPath } from '../lib/app.ts';
import { assertEqual } from '../lib/assert.ts';
import type { Flow } from '../lib/harness.ts';

export const redirectFlow: Flow = {
  name: 'redirect back after sign-in',
  async run({ newPage }) {
    const page = await newPage();
    await page.goto('/user/center');
    await waitForPath(page, '/login');
    assertEqual(await pathOf(page), '/login?redirect=/user/center', 'no token goes to /login?redirect=');
    await fillLogin(page, 'alice');
    await page.click('[data-testid=login-submit]');
    await waitForPath(page, '/user/center');
    await page.locator('[data-testid=user-center]').waitFor();

    await page.goto('/login');
    await waitForPath(page, '/login/');
    await page.locator('[data-testid=login-form]').waitFor();
  },
};
