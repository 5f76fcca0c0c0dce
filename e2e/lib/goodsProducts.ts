import type { Locator, Page } from 'playwright-core';
import { assert } from './assert.ts';
import { api } from './crud.ts';
import { waitUntil } from './members.ts';

/** Helpers for the product list screen (apps/web/src/features/goods/products). */

const PRODUCTS_PATH = '/goods/product';

export type ProductTab = 'onSale' | 'warehouse' | 'soldOut' | 'lowStock' | 'recycle';
export type TabCounts = Record<ProductTab, number>;

export interface CreatedCategory {
  id: number;
  name: string;
}

export interface CreatedProduct {
  id: number;
  name: string;
}

/** A word no demo product contains, to find this run's products by keyword. */
export const freshTag = (): string =>
  `E2E${Date.now().toString(36).toUpperCase()}${Math.floor(Math.random() * 1296)
    .toString(36)
    .toUpperCase()}`;

export const createCategory = (page: Page, name: string, parentId = 0) =>
  api<CreatedCategory>(page, 'POST', '/api/goodsCategory', {
    parentId,
    name,
    pic: null,
    sort: 0,
    isShow: true,
  });

export interface ProductSeed {
  name: string;
  categoryId?: number | null;
  onShelf?: boolean;
  stock?: number;
  price?: string;
  /** Two sizes at price and price + 10 (the list shows "from price"). */
  multi?: boolean;
  isHot?: boolean;
}

const sku = (specKey: string, price: string, stock: number) => ({ specKey, price, stock });

export function createProduct(page: Page, seed: ProductSeed) {
  const price = seed.price ?? '19.90';
  const stock = seed.stock ?? 50;
  const multi = seed.multi === true;
  return api<CreatedProduct>(page, 'POST', '/api/product', {
    name: seed.name,
    categoryId: seed.categoryId ?? null,
    onShelf: seed.onShelf ?? true,
    isHot: seed.isHot ?? false,
    specType: multi ? 'multi' : 'single',
    specs: multi ? [{ name: '尺码', values: ['S', 'M'] }] : [],
    skus: multi
      ? [sku('S', price, stock), sku('M', (Number(price) + 10).toFixed(2), stock)]
      : [sku('', price, stock)],
  });
}

export const apiCounts = (page: Page) => api<TabCounts>(page, 'GET', '/api/product/counts');

export const productList = (page: Page): Locator => page.locator('[data-testid=product-list]');
export const productRow = (page: Page, name: string): Locator =>
  productList(page).locator('.ant-table-tbody .ant-table-row', {
    has: page.locator('[data-testid=product-name]', { hasText: name }),
  });

export async function waitIdle(page: Page): Promise<void> {
  await productList(page).locator('.ant-table .ant-spin-spinning').waitFor({ state: 'detached' });
}

export async function openProducts(page: Page): Promise<void> {
  await page.goto(PRODUCTS_PATH);
  await productList(page).locator('.ant-table').waitFor();
  await waitIdle(page);
}

export async function tabCount(page: Page, tab: ProductTab): Promise<number> {
  const text = (await productList(page).locator(`[data-testid=product-count-${tab}]`).textContent()) ?? '';
  return Number(text.trim());
}

export async function waitForCount(page: Page, tab: ProductTab, expected: number): Promise<void> {
  await waitUntil(async () => (await tabCount(page, tab)) === expected, `${tab} count ${expected}`);
}

export async function switchTab(page: Page, tab: ProductTab): Promise<void> {
  await productList(page).locator(`[data-testid=product-tab-${tab}]`).click();
  await productList(page)
    .locator('.ant-tabs-tab-active', { has: page.locator(`[data-testid=product-tab-${tab}]`) })
    .waitFor();
  await waitIdle(page);
}

/** Names of the rows shown, once the list has settled on the expected count. */
export async function shownNames(page: Page, count?: number): Promise<string[]> {
  if (count !== undefined) {
    await waitUntil(
      async () => (await productList(page).locator('[data-testid=product-name]').count()) === count,
      `${count} products listed`,
    );
  }
  await waitIdle(page);
  return productList(page).locator('[data-testid=product-name]').allTextContents();
}

/** Waits until exactly these products are listed (in any order). */
export async function expectNames(page: Page, names: readonly string[]): Promise<void> {
  const wanted = [...names].sort().join('|');
  let shown = '';
  await waitUntil(async () => {
    shown = (await productList(page).locator('[data-testid=product-name]').allTextContents())
      .sort()
      .join('|');
    return shown === wanted;
  }, `listed ${wanted}`).catch(() => {
    throw new Error(`expected ${wanted}, listed ${shown}`);
  });
  await waitIdle(page);
}

export async function searchProducts(page: Page, text: string): Promise<void> {
  await page.fill('[data-testid=product-blurry]', text);
  await page.click('[data-testid=crud-search]');
  await waitIdle(page);
}

export async function selectRows(page: Page, names: readonly string[]): Promise<void> {
  for (const name of names) await productRow(page, name).locator('.ant-checkbox-input').check();
  const selected = await productList(page)
    .locator('.ant-table-tbody .ant-table-row-selected [data-testid=product-name]')
    .allTextContents();
  assert(
    selected.length === names.length && names.every((name) => selected.includes(name)),
    `selected ${names.join()}, not ${selected.join()}`,
  );
}

export async function message(page: Page, text: string): Promise<void> {
  await page.locator('.ant-message-notice', { hasText: text }).last().waitFor({ timeout: 20_000 });
}

export async function confirmModal(page: Page): Promise<void> {
  await page
    .locator('.ant-modal-confirm .ant-btn-dangerous, .ant-modal-confirm .ant-btn-primary')
    .last()
    .click();
}

export async function confirmPopover(page: Page): Promise<void> {
  await page.locator('.ant-popconfirm:visible .ant-btn-primary').click();
}

export async function pickCascader(page: Page, trigger: Locator, names: readonly string[]): Promise<void> {
  await trigger.click();
  for (const name of names) {
    await page.locator(`.ant-cascader-dropdown:visible .ant-cascader-menu-item[title="${name}"]`).click();
  }
  await page.keyboard.press('Escape');
}
