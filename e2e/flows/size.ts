import type { Page } from 'playwright-core';
import { cookieValue, signInToDashboard } from '../lib/app.ts';
import { assertEqual } from '../lib/assert.ts';
import type { Flow } from '../lib/harness.ts';

const searchHeight = (page: Page) =>
  page.locator('[data-testid=route-search]').evaluate((element) => element.getBoundingClientRect().height);

async function chooseSize(page: Page, label: string) {
  await page.click('[data-testid=size-select]');
  await page.locator('.ant-dropdown-menu-item', { hasText: label }).click();
}

async function waitForHeight(page: Page, check: (height: number) => boolean, what: string) {
  const deadline = Date.now() + 5000;
  let height = await searchHeight(page);
  while (!check(height)) {
    if (Date.now() > deadline) throw new Error(`${what} (height ${height})`);
    await page.waitForTimeout(100);
    height = await searchHeight(page);
  }
  return height;
}

export const sizeFlow: Flow = {
  name: 'size switch',
  async run({ newPage }) {
    const page = await newPage();
    await signInToDashboard(page, 'alice');
    assertEqual(await cookieValue(page, 'size'), undefined, 'no size cookie before choosing (default small)');
    const small = await searchHeight(page);

    await chooseSize(page, '默认');
    await waitForHeight(page, (height) => height > small, 'controls grow with the default size');
    assertEqual(await cookieValue(page, 'size'), 'default', 'size cookie');

    await chooseSize(page, '迷你');
    await waitForHeight(page, (height) => height < small, 'controls shrink with mini');
    assertEqual(await cookieValue(page, 'size'), 'mini', 'size cookie');

    await page.reload();
    await page.locator('[data-testid=dashboard]').waitFor();
    await waitForHeight(page, (height) => height < small, 'size kept after reload');
  },
};
