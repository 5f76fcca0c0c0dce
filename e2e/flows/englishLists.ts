import type { Page } from 'playwright-core';
import { setLanguage, signInToDashboard } from '../lib/app.ts';
import { assert } from '../lib/assert.ts';
import { openList, row } from '../lib/crud.ts';
import type { Flow } from '../lib/harness.ts';

const LISTS = [
  ['orders', '/order/index'],
  ['after-sales', '/order/after-sales'],
  ['goods', '/goods/product'],
  ['members', '/member/user'],
  ['users', '/system/user'],
  ['roles', '/system/role'],
  ['logs', '/system/log'],
  ['stores', '/shop/stores'],
  ['dealers', '/shop/dealer'],
  ['express', '/shop/express'],
  ['categories', '/goods/category'],
  ['freight', '/goods/freight'],
] as const;

/** The columns that, as the list first shows, run under the sticky right-hand one (Actions), and by how many pixels. */
async function underActions(page: Page): Promise<string[]> {
  return page
    .locator('.ant-table-wrapper:visible')
    .first()
    .evaluate((wrapper) => {
      const cells = [...wrapper.querySelectorAll<HTMLElement>('.ant-table-thead > tr:first-child > th')];
      const sticky = cells.find(
        (cell) =>
          cell.classList.contains('ant-table-cell-fix-end') || cell.classList.contains('hh-sticky-end'),
      );
      if (!sticky) return [];
      const edge = sticky.getBoundingClientRect().left;
      return cells
        .filter((cell) => cell !== sticky && !cell.classList.contains('ant-table-cell-fix'))
        .map((cell) => ({
          title: cell.textContent?.trim() ?? '',
          over: cell.getBoundingClientRect().right - edge,
        }))
        .filter((cell) => cell.over > 1)
        .map((cell) => `${cell.title} (${Math.round(cell.over)} px)`);
    });
}

export const englishListsFlow: Flow = {
  name: 'english lists at 1366: no column stays under the sticky Actions',
  async run({ baseUrl, newPage, screenshot }) {
    const page = await newPage({ viewport: { width: 1366, height: 768 } });
    await setLanguage(page, baseUrl, 'en');
    await signInToDashboard(page, 'alice');
    const cut: string[] = [];
    for (const [name, path] of LISTS) {
      await page.goto(path);
      await page.locator('.ant-table-wrapper:visible .ant-table-thead').first().waitFor();
      await page.locator('.ant-table-wrapper:visible .ant-spin-spinning').waitFor({ state: 'detached' });
      await screenshot(page, `list-1366-en-${name}`);
      const hidden = await underActions(page);
      if (hidden.length) cut.push(`${name}: ${hidden.join(', ')}`);
    }
    assert(cut.length === 0, `columns cut under Actions: ${cut.join(' | ')}`);
  },
};

export const englishNamesSwitchFlow: Flow = {
  name: 'english names: stock roles and dictionaries follow a language switch without a reload',
  async run({ newPage, screenshot }) {
    const page = await newPage();
    await signInToDashboard(page, 'alice');
    await openList(page, '/system/role');
    await row(page, '店员').waitFor();
    await page.click('[data-testid=lang-switch]');
    await page.locator('.ant-dropdown-menu-item', { hasText: 'English' }).click();
    await row(page, 'Clerk').waitFor();
    assert((await row(page, '店员').count()) === 0, 'no Chinese stock role name left in English');
    await screenshot(page, 'roles-after-switch-en');

    await openList(page, '/system/user');
    // Other flows add staff, so each person is searched for rather than expected on the first page.
    for (const [username, role] of [
      ['alice', 'Owner'],
      ['dave', 'Manager'],
    ] as const) {
      await page.getByLabel('Name, phone or email').fill(username);
      await page.click('[data-testid=crud-search]');
      await row(page, username).locator('.ant-tag', { hasText: role }).waitFor();
    }
    await screenshot(page, 'staff-roles-en');

    await openList(page, '/system/dict');
    await row(page, 'after_sale_reason').filter({ hasText: 'After-sale reasons' }).waitFor();
    await screenshot(page, 'dictionaries-en');
  },
};
