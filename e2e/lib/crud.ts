import type { Locator, Page } from 'playwright-core';
import { TOKEN_COOKIE } from './app.ts';
import { assert } from './assert.ts';

/** Helpers for screens built on the shared list component (components/crud in the web app). */

/** The list on screen: pages kept alive in other tabs hold hidden lists of their own. */
export const list = (page: Page): Locator => page.locator('[data-testid=crud-list]:visible').first();

export const dialog = (page: Page): Locator => page.locator('.ant-modal.hh-crud-dialog');

export const row = (page: Page, text: string): Locator =>
  list(page).locator('.ant-table-tbody .ant-table-row', { hasText: text });

export const rows = (page: Page): Locator => list(page).locator('.ant-table-tbody .ant-table-row');

/** Waits until the list shows exactly `count` rows (a new page renders a moment after its spinner goes). */
export async function waitForRowCount(page: Page, count: number, what: string): Promise<void> {
  try {
    if (count > 0)
      await rows(page)
        .nth(count - 1)
        .waitFor();
    await rows(page).nth(count).waitFor({ state: 'detached' });
  } catch {
    throw new Error(`${what}: expected ${count} rows, got ${await rows(page).count()}`);
  }
}

export async function openList(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await list(page).locator('.ant-table').waitFor();
  await waitIdle(page);
}

/** Waits until the table's spinner is gone. */
export async function waitIdle(page: Page): Promise<void> {
  await list(page).locator('.ant-spin-spinning').waitFor({ state: 'detached' });
}

/** Waits for a notice; on a timeout the error names the notices and field errors on screen instead. */
export async function notice(page: Page, text: string): Promise<void> {
  try {
    await page.locator('.ant-message-notice', { hasText: text }).last().waitFor({ timeout: 20_000 });
  } catch (error) {
    const seen = await page
      .locator('.ant-message-notice, .ant-notification-notice, .ant-form-item-explain-error')
      .allTextContents();
    throw new Error(`no notice "${text}"; on screen: ${JSON.stringify(seen)}\n${String(error)}`);
  }
}

export async function submitDialog(page: Page, message: string): Promise<void> {
  await dialog(page).locator('.ant-modal-footer .ant-btn-primary').click();
  await notice(page, message);
  await dialog(page).waitFor({ state: 'hidden' });
  await waitIdle(page);
}

export async function confirmPopover(page: Page): Promise<void> {
  await page.locator('.ant-popconfirm:visible .ant-btn-primary').click();
}

/** Waits until the list's total reads `expected` (a new answer renders a moment after its spinner goes). */
export async function waitForTotal(page: Page, expected: string, what: string): Promise<void> {
  const total = list(page).locator('.ant-pagination-total-text');
  try {
    await total.filter({ hasText: new RegExp(`^${expected}$`) }).waitFor();
  } catch {
    throw new Error(`${what}: expected ${expected}, got ${await total.textContent()}`);
  }
}

export async function headerTitles(page: Page): Promise<string[]> {
  return list(page)
    .locator('.ant-table-thead th')
    .evaluateAll((cells) => cells.map((cell) => cell.textContent?.trim() ?? '').filter(Boolean));
}

/** A call to the API with the page's own token (for preparing data, not for what is under test). */
export async function api<T>(page: Page, method: string, url: string, body?: unknown): Promise<T> {
  const token = (await page.context().cookies()).find((cookie) => cookie.name === TOKEN_COOKIE)?.value;
  assert(token, 'signed in');
  const response = await page.request.fetch(url, {
    method,
    headers: { Authorization: `Bearer ${token}` },
    ...(body === undefined ? {} : { data: body }),
  });
  assert(response.ok(), `${method} ${url} answered ${response.status()}: ${await response.text()}`);
  return (response.status() === 204 ? undefined : await response.json()) as T;
}

/**
 * Picks an option of a select and waits until the select shows it: a click that lands while the
 * dropdown is still opening or closing selects nothing, so it is tried again (at most three times).
 */
export async function chooseTag(page: Page, select: Locator, text: string): Promise<void> {
  const root = select.locator(
    'xpath=ancestor-or-self::*[contains(concat(" ", @class, " "), " ant-select ")][1]',
  );
  const tag = root.locator('.ant-select-selection-item, .ant-select-content', { hasText: text }).first();
  for (let attempt = 0; attempt < 3 && (await tag.count()) === 0; attempt += 1) {
    await select.click();
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: text }).click();
    await tag.waitFor({ timeout: 3000 }).catch(() => undefined);
  }
  await tag.waitFor({ timeout: 1000 });
}

/**
 * Types `text` into a searchable select and picks the option holding it (a select's first option is
 * whatever other flows left first), then waits for its dropdown to close, so the next select opened
 * is not confused with this one's closing dropdown.
 */
export async function searchAndChoose(page: Page, select: Locator, text: string): Promise<void> {
  await select.click();
  await page.keyboard.type(text);
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: text }).click();
  await page.locator('.ant-select-dropdown:visible').waitFor({ state: 'hidden' });
}

/**
 * Asserts the name an export downloaded under (`会员列表数据_{today}.xlsx`, `Members data_{today}.xlsx`),
 * today as the server (this machine) counted it: the day it was `asked` for, or today's when the
 * download came after midnight.
 */
export function assertExportName(actual: string, title: string, asked: Date, message: string): void {
  const pad = (n: number) => String(n).padStart(2, '0');
  const names = [asked, new Date()].map(
    (at) => `${title}_${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}.xlsx`,
  );
  assert(names.includes(actual), `${message}: expected ${[...new Set(names)].join(' or ')}, got ${actual}`);
}

/**
 * A product of the flow's own through the API, shipped free by a template of its own: another flow
 * may make a charging template the shop's default, which a product naming none would follow. It is
 * in no seckill (the demo's runs on each shop's first product in the day's slots, changing its page by
 * the hour). With `sizes`, one SKU per size (尺码), each ¥10 dearer than the one before.
 */
export async function ownProduct(
  page: Page,
  name: string,
  price: string,
  stock: number,
  sizes: string[] = [],
) {
  const template = await api<{ id: number }>(page, 'POST', '/api/freightTemplate', {
    name: `包邮-${name}`.slice(0, 30),
    chargeBy: 'piece',
    rules: [{ regionIds: [], first: '1', firstPrice: '0', additional: '1', additionalPrice: '0' }],
    freeRules: [],
    isDefault: false,
    sort: 99,
  });
  const options =
    sizes.length === 0
      ? { skus: [{ price, stock }] }
      : {
          specType: 'multi',
          specs: [{ name: '尺码', values: sizes }],
          skus: sizes.map((size, i) => ({
            specKey: size,
            price: (Number(price) + 10 * i).toFixed(2),
            stock,
          })),
        };
  return api<{ id: number }>(page, 'POST', '/api/product', {
    name,
    onShelf: true,
    freightTemplateId: template.id,
    ...options,
  });
}
