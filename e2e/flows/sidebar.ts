import { hoverSidebar, signInToDashboard, waitForPath } from '../lib/app.ts';
import { assert } from '../lib/assert.ts';
import type { Flow } from '../lib/harness.ts';

export const sidebarFlow: Flow = {
  name: 'sidebar hover panel and navigation',
  async run({ newPage, screenshot }) {
    const page = await newPage();
    await signInToDashboard(page, 'alice');
    const width = await page
      .locator('[data-testid=sidebar]')
      .evaluate((element) => element.getBoundingClientRect().width);
    assert(Math.round(width) === 88, `sidebar is 88 px wide (got ${width})`);
    const first = page.locator('[data-testid=sidebar-item]').first();
    assert((await first.textContent())?.includes('首页'), 'the fixed home entry comes first');

    await hoverSidebar(page, '系统管理');
    const panel = page.locator('[data-testid=hover-panel]');
    assert(
      (await panel.locator('[data-testid=panel-link]').count()) >= 2,
      'the panel lists second-level entries',
    );
    await screenshot(page, 'hover-panel-zh');
    await panel.locator('[data-testid=panel-link]', { hasText: '员工管理' }).click();
    await waitForPath(page, '/system/user');
    assert((await panel.count()) === 0, 'the panel closes after choosing');
    await page.locator('[data-testid=layout] [data-testid=crud-list]').waitFor();
    const crumbs = await page.locator('[data-testid=breadcrumb]').textContent();
    assert(
      crumbs?.includes('系统管理') && crumbs.includes('员工管理'),
      `breadcrumb shows the trail (${crumbs})`,
    );
    assert(
      (await page.title()).startsWith('员工管理 - '),
      `page title is "{route title} - {site title}" (${await page.title()})`,
    );

    await page.locator('[data-testid=sidebar-logo]').click();
    await waitForPath(page, '/dashboard');
  },
};
