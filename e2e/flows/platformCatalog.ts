import type { Locator, Page } from 'playwright-core';
import { setLanguage, signInToDashboard } from '../lib/app.ts';
import { assert, assertEqual } from '../lib/assert.ts';
import { assertExportName, chooseTag } from '../lib/crud.ts';
import type { Flow } from '../lib/harness.ts';

const PLATFORM = '平台运营中心';
const TAG = String(Date.now()).slice(-4);

function dialog(page: Page): Locator {
  return page.locator('.ant-modal:has([data-testid=crud-form])');
}

function row(page: Page, name: string): Locator {
  return page.locator('[data-testid=crud-list] .ant-table-row', { hasText: name });
}

async function submit(page: Page, notice: string): Promise<void> {
  await dialog(page).locator('.ant-modal-footer .ant-btn-primary').click();
  await page.locator('.ant-message', { hasText: notice }).last().waitFor();
  await dialog(page).waitFor({ state: 'hidden' });
}

async function deleteRow(page: Page, target: Locator): Promise<void> {
  await target.locator('[data-testid=crud-delete]').click();
  await page.locator('.ant-popconfirm:visible .ant-btn-primary').click();
  await page.waitForFunction(() =>
    [...document.querySelectorAll('.ant-popconfirm')].every(
      (pop) => pop.closest('.ant-popover-hidden') !== null || getComputedStyle(pop).display === 'none',
    ),
  );
}

export const platformCategoriesFlow: Flow = {
  name: 'platform: shop categories as a two-level tree (add, nest, refuse deleting a parent)',
  async run({ newPage, screenshot, baseUrl }) {
    const parent = `宠物用品${TAG}`;
    const child = `猫粮${TAG}`;
    const page = await newPage();
    await signInToDashboard(page, 'admin', PLATFORM);
    await page.goto('/platform/category');
    await row(page, '生鲜食品').waitFor();
    assert(
      await row(page, '水果蔬菜').isVisible(),
      'the tree opens with the children of every category shown',
    );
    await screenshot(page, 'platform-category-zh');

    await page.click('[data-testid=crud-add]');
    await dialog(page).getByLabel('分类名称').fill(parent);
    await dialog(page).getByLabel('英文名称').fill(`Pets ${TAG}`);
    await dialog(page).getByLabel('排序').fill('9');
    await submit(page, '新增成功');
    await row(page, parent).waitFor();

    await page.click('[data-testid=crud-add]');
    await chooseTag(page, dialog(page).locator('[data-testid=category-parent]'), parent);
    await dialog(page).getByLabel('分类名称').fill(child);
    await screenshot(page, 'platform-category-dialog-zh');
    await submit(page, '新增成功');
    const childRow = row(page, child);
    await childRow.waitFor();
    assertEqual(
      await childRow.getAttribute('data-row-key'),
      await childRow.getAttribute('data-row-key'),
      'row',
    );
    assert(
      (await childRow.getAttribute('class'))?.includes('ant-table-row-level-1'),
      'the new category is nested under its parent',
    );

    await deleteRow(page, row(page, parent));
    await page.locator('.ant-notification', { hasText: '请先删除' }).waitFor();
    await row(page, parent).waitFor();
    await deleteRow(page, childRow);
    await page.locator('.ant-message', { hasText: '删除成功' }).last().waitFor();
    await childRow.waitFor({ state: 'detached' });

    await setLanguage(page, baseUrl, 'en');
    await page.reload();
    await row(page, 'Fresh food').waitFor();
    await screenshot(page, 'platform-category-en');
    await row(page, parent).locator('[data-testid=crud-edit]').click();
    await dialog(page).getByLabel('English name').waitFor();
    await screenshot(page, 'platform-category-dialog-en');
  },
};

export const platformPlansFlow: Flow = {
  name: 'platform: plans with a decimal-string price, export',
  async run({ newPage, screenshot, baseUrl }) {
    const name = `季度版${TAG}`;
    const page = await newPage();
    await signInToDashboard(page, 'admin', PLATFORM);
    await page.goto('/platform/plan');
    await row(page, '旗舰版').waitFor();
    await screenshot(page, 'platform-plan-zh');

    await page.click('[data-testid=crud-add]');
    await dialog(page).getByLabel('套餐名称').fill(name);
    await dialog(page).getByLabel('英文名称').fill(`Quarterly ${TAG}`);
    const price = dialog(page).getByLabel('价格（元）');
    await price.fill('12.345');
    await dialog(page).getByLabel('时长（天）').fill('90');
    await dialog(page).locator('.ant-modal-footer .ant-btn-primary').click();
    await dialog(page).locator('.ant-form-item-explain-error', { hasText: '最多两位小数' }).waitFor();
    await screenshot(page, 'platform-plan-dialog-zh');
    await price.fill('1288.50');
    await submit(page, '新增成功');
    assertEqual(
      await row(page, name).locator('[data-testid=plan-price]').textContent(),
      '¥1,288.50',
      'the price is kept to the cent',
    );

    const download = page.waitForEvent('download');
    const asked = new Date();
    await page.click('[data-testid=crud-export]');
    assertExportName((await download).suggestedFilename(), '套餐管理数据', asked, 'export file name');

    await row(page, name).locator('[data-testid=crud-edit]').click();
    assertEqual(await price.inputValue(), '1288.50', 'the edit form shows the saved decimal string');
    await dialog(page).locator('.ant-modal-footer button').first().click();
    await deleteRow(page, row(page, name));
    await row(page, name).waitFor({ state: 'detached' });

    await setLanguage(page, baseUrl, 'en');
    await page.reload();
    await row(page, 'Enterprise').waitFor();
    await screenshot(page, 'platform-plan-en');
    await page.click('[data-testid=crud-add]');
    await dialog(page).locator('.ant-modal-footer .ant-btn-primary').click();
    await dialog(page)
      .locator('.ant-form-item-explain-error', { hasText: 'Please enter the price' })
      .waitFor();
    await screenshot(page, 'platform-plan-dialog-en');
  },
};

export const platformStatusFlow: Flow = {
  name: 'platform: system status, refreshed every 10 seconds',
  async run({ newPage, screenshot, baseUrl }) {
    const page = await newPage();
    await signInToDashboard(page, 'admin', PLATFORM);
    await page.goto('/platform/status');
    const uptime = page.locator('[data-testid=status-uptime]');
    await uptime.waitFor();
    assert(/\d+ (秒|分|小时|天)/.test((await uptime.textContent()) ?? ''), 'uptime in words');
    assert(
      /\d+(\.\d)? (KB|MB|GB)/.test((await page.locator('[data-testid=status-rss]').textContent()) ?? ''),
      'rss in MB',
    );
    await page.locator('[data-testid=status-slow-unavailable]', { hasText: 'pg_stat_statements' }).waitFor();
    await screenshot(page, 'platform-status-zh');

    const first = await uptime.textContent();
    await page.waitForFunction(
      (before) => document.querySelector('[data-testid=status-uptime]')?.textContent !== before,
      first,
      { timeout: 15_000 },
    );

    await setLanguage(page, baseUrl, 'en');
    await page.reload();
    await page.locator('[data-testid=status-slow-unavailable]', { hasText: 'not recorded' }).waitFor();
    await screenshot(page, 'platform-status-en');
  },
};
