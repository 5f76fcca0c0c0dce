import type { Page } from 'playwright-core';
import { hoverSidebar, signInToDashboard, waitForPath } from '../lib/app.ts';
import { assert } from '../lib/assert.ts';
import {
  api,
  confirmPopover,
  dialog,
  list,
  notice,
  openList,
  row,
  submitDialog,
  waitIdle,
} from '../lib/crud.ts';
import type { Flow } from '../lib/harness.ts';

const TITLE = 'E2E 测试菜单';

/** A failed first run may have left its menu behind; the second run starts without it. */
async function removeLeftovers(page: Page): Promise<void> {
  const menus = await api<{ content: { id: number; title: string }[] }>(page, 'GET', '/api/menus');
  const ids = menus.content.filter((menu) => menu.title === TITLE).map((menu) => menu.id);
  if (ids.length > 0) await api(page, 'DELETE', '/api/menus', ids);
}

export const menusAdminFlow: Flow = {
  name: 'menus on the platform: create, see it in the sidebar, refuse a parent, delete, audit',
  async run({ newPage, screenshot }) {
    const page = await newPage();
    await signInToDashboard(page, 'admin', '平台运营中心');
    await removeLeftovers(page);
    await openList(page, '/system/menu');
    const system = row(page, '系统管理').first();
    await system.locator('.ant-table-row-expand-icon').click();
    await row(page, '员工管理').waitFor();

    await page.click('[data-testid=crud-add]');
    await dialog(page).waitFor();
    await dialog(page).locator('.ant-radio-button-wrapper', { hasText: '菜单' }).click();
    await dialog(page).getByLabel('中文名称').fill(TITLE);
    await dialog(page).getByLabel('英文名称').fill('E2E test menu');
    await dialog(page).locator('[data-testid=menu-parent]').click();
    await page.keyboard.type('系统管理');
    await page
      .locator('.ant-select-dropdown:visible .ant-select-tree-node-content-wrapper[title="系统管理"]')
      .click();
    await dialog(page).locator('[data-testid=menu-icon-select]').click();
    await page.keyboard.type('Star');
    await page
      .locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: 'StarOutlined' })
      .click();
    await dialog(page).getByLabel('路由地址').fill('e2e-test');
    await dialog(page).getByLabel('组件路径').fill('system/log/index');
    await dialog(page).getByLabel('权限标识').fill('log:list');
    await dialog(page).getByLabel('排序').fill('99');
    await screenshot(page, 'menu-dialog-zh');
    await submitDialog(page, '新增成功');
    await row(page, TITLE).waitFor();

    await page.reload();
    await list(page).locator('.ant-table').waitFor();
    await hoverSidebar(page, '系统管理');
    await page.locator('[data-testid=panel-link]', { hasText: TITLE }).click();
    await waitForPath(page, '/system/e2e-test');
    await list(page).locator('.ant-table').waitFor();

    await openList(page, '/system/menu');
    await row(page, '系统管理').first().locator('[data-testid=crud-delete]').click();
    await confirmPopover(page);
    await page.locator('.ant-notification-notice').first().waitFor();
    await page.locator('.ant-popconfirm:visible').waitFor({ state: 'detached' });
    await waitIdle(page);
    assert((await row(page, '系统管理').count()) > 0, 'a parent with children is kept');

    await row(page, '系统管理').first().locator('.ant-table-row-expand-icon').click();
    await row(page, TITLE).locator('[data-testid=crud-delete]').click();
    await confirmPopover(page);
    await notice(page, '删除成功');
    await row(page, TITLE).waitFor({ state: 'detached' });
    await screenshot(page, 'menus-zh');

    await openList(page, '/system/log');
    await page.locator('[data-testid=log-entity]').click();
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option[title="菜单"]').click();
    await page.click('[data-testid=crud-search]');
    await waitIdle(page);
    await row(page, '删除').first().waitFor();
    await row(page, '新增').first().locator('[data-testid=log-detail]').click();
    const after = page.locator('[data-testid=log-changes]');
    await after.waitFor();
    assert((await after.textContent())?.includes(TITLE), 'the log shows the created menu');
  },
};
