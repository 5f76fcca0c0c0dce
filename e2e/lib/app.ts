import type { Page } from 'playwright-core';
import { assert } from './assert.ts';

export const PASSWORD = '123456';
export const TOKEN_COOKIE = 'HH-TOEKN';

export async function fillLogin(page: Page, username: string, remember = false): Promise<void> {
  await page.locator('[data-testid=login-form]').waitFor();
  await page.fill('input[name=username]', username);
  await page.fill('input[name=password]', PASSWORD);
  await page.locator('[data-testid=captcha-image] img').waitFor();
  await page.fill('input[name=code]', 'abcd');
  const box = page.locator('input[name=rememberMe]');
  if ((await box.isChecked()) !== remember) await box.click();
}

export async function signIn(
  page: Page,
  username: string,
  options: { remember?: boolean; from?: string } = {},
) {
  await page.goto(options.from ?? '/login');
  await fillLogin(page, username, options.remember);
  await page.click('[data-testid=login-submit]');
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
}

export async function signInToDashboard(page: Page, username: string, company?: string): Promise<void> {
  await signIn(page, username);
  if (company) {
    await page.waitForURL('**/store**');
    await page.locator('[data-testid=company-card]', { hasText: company }).click();
  }
  await page.waitForURL('**/dashboard');
  // The platform's home is its own figures; a shop's is the shop dashboard.
  await page.locator('[data-testid=dashboard], [data-testid=platform-home]').first().waitFor();
}

export async function cookieValue(page: Page, name: string): Promise<string | undefined> {
  const cookies = await page.context().cookies();
  return cookies.find((cookie) => cookie.name === name)?.value;
}

export async function pathOf(page: Page): Promise<string> {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}`;
}

export async function waitForPath(page: Page, pathname: string): Promise<void> {
  await page.waitForURL((url) => url.pathname === pathname);
}

export async function hoverSidebar(page: Page, label: string): Promise<void> {
  const item = page.locator('[data-testid=sidebar-item]', { hasText: label });
  assert((await item.count()) > 0, `no sidebar item ${label}`);
  await item.first().hover();
  await page.locator('[data-testid=hover-panel]').waitFor();
}

export async function setLanguage(page: Page, baseUrl: string, lang: 'zh' | 'en'): Promise<void> {
  await page.context().addCookies([{ name: 'lang', value: lang, url: baseUrl }]);
}
