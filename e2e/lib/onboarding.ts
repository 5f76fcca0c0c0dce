import type { Page } from 'playwright-core';
import { cookieValue, TOKEN_COOKIE } from './app.ts';
import { assert } from './assert.ts';

/** The first page of a fresh context loads every chunk; a busy machine can take a while. */
const FIRST_LOAD_MS = 30_000;

/** A mobile number no demo user has, different on each call. */
export function newFounderPhone(seed: number): string {
  return `137${String(Date.now() + seed).slice(-8)}`;
}

/** Registers with phone + SMS code, reading the code from the echo provider's response. */
export async function registerWithPhone(page: Page, phone: string): Promise<void> {
  await page.goto('/register');
  await page.locator('[data-testid=register-form]').waitFor({ timeout: FIRST_LOAD_MS });
  await page.fill('input[name=phone]', phone);
  await page.locator('[data-testid=captcha-image] img').waitFor();
  // CAPTCHA=off on the e2e server: any text passes, but the field must be filled before sending.
  await page.fill('input[name=captcha]', 'abcd');
  const sent = page.waitForResponse((response) => response.url().endsWith('/auth/sms/send'));
  await page.click('[data-testid=sms-send]');
  const body = (await (await sent).json()) as { code?: string };
  assert(body.code, 'the echo SMS provider returns the code');
  await page.fill('input[name=code]', body.code);
  await page.fill('input[name=password]', '123456');
  await page.fill('input[name=confirm]', '123456');
  await page.click('[data-testid=register-submit]');
  await page.waitForURL((url) => url.pathname === '/store');
}

/** Picks the first category that has children, then its first child, in the category cascader. */
export async function pickCategory(page: Page): Promise<void> {
  await page.locator('[data-testid=category-cascader]').click();
  const menus = page.locator('.ant-cascader-dropdown:visible .ant-cascader-menu');
  await menus.first().locator('.ant-cascader-menu-item').first().click();
  await menus.nth(1).locator('.ant-cascader-menu-item').first().click();
  await page.locator('.ant-cascader-dropdown:visible').waitFor({ state: 'hidden' });
}

/** Opens the order's sandbox pay page in a second tab and pays it (`before` sees the page first). */
export async function payInSecondPage(page: Page, before?: (payPage: Page) => Promise<void>): Promise<Page> {
  const opened = page.context().waitForEvent('page');
  await page.click('[data-testid=pay-open]');
  const payPage = await opened;
  await payPage.waitForLoadState();
  await payPage.locator('#pay').waitFor();
  await before?.(payPage);
  await payPage.click('#pay');
  await payPage.waitForLoadState();
  return payPage;
}

/** Marks the page so that a reload (which clears the mark) can be detected. */
export async function markPage(page: Page): Promise<void> {
  await page.evaluate(() => {
    (window as unknown as { e2eMark: boolean }).e2eMark = true;
  });
}

export async function stillMarked(page: Page): Promise<boolean> {
  return page.evaluate(() => (window as unknown as { e2eMark?: boolean }).e2eMark === true);
}

/** Approves a company as the platform through the API, with the platform operator's token. */
export async function approveCompany(adminPage: Page, companyId: number, status: 1 | 2, reason: string) {
  const token = await cookieValue(adminPage, TOKEN_COOKIE);
  assert(token, 'the platform operator is signed in');
  const response = await adminPage.request.post('/api/systemCompanyConfig/authCompany', {
    headers: { Authorization: `Bearer ${decodeURIComponent(token)}` },
    data: { companyId, status, reason },
  });
  assert(response.ok(), `authCompany answered ${response.status()}: ${await response.text()}`);
}
