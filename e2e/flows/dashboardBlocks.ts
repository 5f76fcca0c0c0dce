import type { Page } from 'playwright-core';
import { setLanguage, signInToDashboard } from '../lib/app.ts';
import { assert, assertEqual } from '../lib/assert.ts';
import { openList, row } from '../lib/crud.ts';
import type { Flow } from '../lib/harness.ts';

const MONEY_CALLS = /\/api\/dashboard\/(sales|refunds|stockValue)/;

/** The dashboard calls a page makes, and those the server refused. */
function watchCalls(page: Page) {
  const asked: string[] = [];
  const refused: string[] = [];
  page.on('response', (response) => {
    const { pathname } = new URL(response.url());
    if (pathname.startsWith('/api/dashboard') || pathname === '/api/ysProductIndex') asked.push(pathname);
    if (response.status() === 403) refused.push(pathname);
  });
  return { asked, refused };
}

export const dashboardBlocksFlow: Flow = {
  name: 'dashboard: each block by its permission (clerk bob: counts only; manager dave: all)',
  async run({ newPage, screenshot, baseUrl }) {
    const clerk = await newPage();
    const clerkCalls = watchCalls(clerk);
    await signInToDashboard(clerk, 'bob');
    const counts = clerk.locator('[data-testid=product-stats]');
    await counts.locator('[data-testid=stat-on-sale] .ant-statistic-content').waitFor();
    await counts.locator('[data-testid=product-stats-chart] canvas').waitFor();
    assertEqual(await clerk.locator('[data-testid=sales-stats]').count(), 0, 'no sales for the clerk');
    assertEqual(await clerk.locator('[data-testid=stat-stock-value]').count(), 0, 'no stock value either');
    assert(
      !clerkCalls.asked.some((call) => MONEY_CALLS.test(call)),
      `the clerk's page never asks for the money figures (${clerkCalls.asked.join(', ')})`,
    );
    assert(clerkCalls.refused.length === 0, `nothing is refused (${clerkCalls.refused.join(', ')})`);
    await counts.scrollIntoViewIfNeeded();
    await clerk.waitForTimeout(1000);
    await screenshot(clerk, 'dashboard-blocks-clerk');

    const manager = await newPage();
    const managerCalls = watchCalls(manager);
    await signInToDashboard(manager, 'dave', '朝阳');
    const sales = manager.locator('[data-testid=sales-stats]');
    await sales.locator('[data-testid=sales-amount] .ant-statistic-content').waitFor();
    await sales.locator('[data-testid=sales-refunds]').waitFor();
    await manager.locator('[data-testid=stat-stock-value]', { hasText: '¥' }).waitFor();
    assert(managerCalls.refused.length === 0, `nothing is refused (${managerCalls.refused.join(', ')})`);
    await screenshot(manager, 'dashboard-blocks-manager');
    await manager.locator('[data-testid=product-stats]').scrollIntoViewIfNeeded();
    await manager.waitForTimeout(1000);
    await screenshot(manager, 'dashboard-blocks-manager-products');

    // The role editor names the blocks; the clerk's role holds the product counts only.
    await openList(manager, '/system/role');
    await row(manager, '店员').click();
    const tree = manager.locator('[data-testid=role-menu-tree]');
    await tree.waitFor();
    const node = (name: string) =>
      tree.locator('.ant-tree-treenode', {
        has: manager.locator('[data-testid=role-menu-name]', { hasText: new RegExp(`^${name}$`) }),
      });
    const checked = async (name: string) =>
      (await node(name).locator('.ant-tree-checkbox-checked').count()) === 1;
    assert(await checked('商品统计'), 'the clerk holds the product counts');
    for (const money of ['销售统计', '退款统计', '库存成本总值'])
      assert(!(await checked(money)), `the clerk does not hold ${money}`);
    await node('首页').scrollIntoViewIfNeeded();
    await screenshot(manager, 'dashboard-blocks-role-zh');

    await setLanguage(manager, baseUrl, 'en');
    await manager.reload();
    await row(manager, 'Clerk').click();
    await tree.waitFor();
    for (const name of [
      'Home',
      'Product statistics',
      'Sales statistics',
      'Refund statistics',
      'Stock value at cost',
    ])
      await node(name).waitFor();
    await node('Home').scrollIntoViewIfNeeded();
    await screenshot(manager, 'dashboard-blocks-role-en');
  },
};
