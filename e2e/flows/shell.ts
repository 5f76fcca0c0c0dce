import type { Locator, Page } from 'playwright-core';
import { cookieValue, hoverSidebar, signIn, signInToDashboard, waitForPath } from '../lib/app.ts';
import { assert, assertEqual } from '../lib/assert.ts';
import { openList, rows } from '../lib/crud.ts';
import type { Flow } from '../lib/harness.ts';
import { tab } from '../lib/tabStrip.ts';

const PHONE = { width: 375, height: 812 };

const currentShop = (page: Page) => page.locator('[data-testid=current-shop]');

export const shopSwitchFlow: Flow = {
  name: 'header: the current shop, and switching shops',
  async run({ newPage, screenshot }) {
    const page = await newPage();
    await signIn(page, 'carol');
    await waitForPath(page, '/store');
    const sunrise = page.locator('[data-testid=company-card]', { hasText: '朝阳' });
    await sunrise.click();
    await page.locator('[data-testid=dashboard]').waitFor();
    await currentShop(page).waitFor();
    const first = (await page.locator('[data-testid=current-shop-name]').textContent()) ?? '';
    assert(first.includes('朝阳'), `the header names the shop (${first})`);
    assert((await currentShop(page).locator('.ant-avatar').count()) === 1, 'the header shows the logo');
    await hoverSidebar(page, '商品管理');
    const clerkGoods = (await page.locator('[data-testid=hover-panel]').textContent()) ?? '';
    const firstId = await cookieValue(page, 'storeId');

    await page.goto('/user/center');
    await tab(page, '/user/center').waitFor();
    await currentShop(page).click();
    const items = page.locator('[data-testid=shop-switch-item]');
    await items.first().waitFor();
    assertEqual(await items.count(), 2, 'carol can switch between her two shops');
    await screenshot(page, 'shop-switch-zh');
    const other = items.filter({ hasNotText: first });
    const otherName = ((await other.textContent()) ?? '').trim();
    await other.click();

    await waitForPath(page, '/dashboard');
    await page.locator('[data-testid=dashboard]', { hasText: otherName }).waitFor();
    await page.locator('[data-testid=current-shop-name]', { hasText: otherName }).waitFor();
    assert((await cookieValue(page, 'storeId')) !== firstId, 'the other shop is chosen');
    assertEqual(await page.locator('[data-testid=tab]').count(), 1, "the other shop's tabs are closed");
    await hoverSidebar(page, '商品管理');
    await page.locator('[data-testid=hover-panel]', { hasText: '规格模板' }).waitFor();
    assert(!clerkGoods.includes('规格模板'), "the clerk's menu had no spec templates: this is the manager's");

    const phone = await newPage({ viewport: PHONE });
    await signInToDashboard(phone, 'alice');
    await phone.locator('[data-testid=current-shop-name]').waitFor();
    const { overflow } = await horizontalOverflow(phone);
    assertEqual(overflow, 0, 'the header fits 375 px');
    await screenshot(phone, 'shop-header-375-zh');
  },
};

export const forbiddenFlow: Flow = {
  name: 'a page the person may not open shows 403, an unknown one 404',
  async run({ newPage, screenshot }) {
    const page = await newPage();
    await signInToDashboard(page, 'carol', '朝阳');
    await page.goto('/system/role');
    await waitForPath(page, '/403');
    await page.locator('.ant-result-title', { hasText: '403' }).waitFor();
    await screenshot(page, 'forbidden-zh');
    await page.locator('button', { hasText: '返回首页' }).click();
    await waitForPath(page, '/dashboard');

    await page.goto('/401');
    await waitForPath(page, '/403');
    await page.locator('.ant-result-title', { hasText: '403' }).waitFor();

    await page.goto('/system/nowhere');
    await waitForPath(page, '/404');
    await page.locator('.ant-result-title', { hasText: '404' }).waitFor();
  },
};

async function horizontalOverflow(page: Page): Promise<{ overflow: number; widest: string }> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    let widest = '';
    let right = width;
    for (const element of document.querySelectorAll('body *')) {
      const box = element.getBoundingClientRect();
      if (box.width === 0 || getComputedStyle(element).position === 'fixed') continue;
      if (
        box.right > right + 1 &&
        !element.closest('.ant-table-content, .ant-table-body, .ant-tabs-nav-wrap')
      ) {
        right = box.right;
        widest = `${element.tagName.toLowerCase()}.${element.className}`;
      }
    }
    return { overflow: Math.max(0, document.documentElement.scrollWidth - width), widest };
  });
}

const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Scrolls the row to the help button's height, then checks no action of it lies under the button. */
async function helpSparesRow(page: Page, row: Locator, label: string): Promise<void> {
  const help = page.locator('.hh-help-box > .ant-float-btn').last();
  const home = await help.boundingBox();
  const box = await row.boundingBox();
  assert(home && box, 'help button and row on screen');
  await page.evaluate((dy) => window.scrollBy(0, dy), box.y + box.height / 2 - (home.y + home.height / 2));
  await page.waitForTimeout(450);
  const helpBox = await help.boundingBox();
  assert(helpBox, 'help button box');
  const actions = row.locator('td:last-child button, td:last-child a');
  const count = await actions.count();
  assert(count > 0, 'the row has actions');
  for (let i = 0; i < count; i++) {
    const action = await actions.nth(i).boundingBox();
    assert(action, 'action box');
    assert(
      !overlaps(helpBox, action),
      `${label}: the help button (${JSON.stringify(helpBox)}) covers an action (${JSON.stringify(action)})`,
    );
  }
}

export const helpAsideFlow: Flow = {
  name: "the help button never covers a table's actions",
  async run({ newPage, screenshot }) {
    for (const [name, viewport] of [
      ['desktop', { width: 1366, height: 700 }],
      ['375', PHONE],
    ] as const) {
      const page = await newPage({ viewport });
      await signInToDashboard(page, 'alice');
      await openList(page, '/member/user');
      const all = rows(page);
      await all.first().waitFor();
      const total = await all.count();
      for (const index of [Math.floor(total / 2), total - 1]) {
        await helpSparesRow(page, all.nth(index), `${name} row ${index + 1}`);
      }
      await screenshot(page, `help-aside-${name}-zh`);
      await page.locator('.hh-help-box > .ant-float-btn').last().hover();
      await page.waitForTimeout(300);
      const unfolded = await page.locator('.hh-help-box > .ant-float-btn').last().boundingBox();
      assert(
        unfolded && unfolded.x + unfolded.width < viewport.width - 8,
        'hovering the sliver brings it back',
      );
    }
  },
};

/** The screens whose add button opens a dialog. */
const WITH_DIALOG = new Set([
  '/goods/category',
  '/goods/freight',
  '/shop/stores',
  '/shop/dealer',
  '/member/user',
  '/system/user',
  '/system/role',
]);

const PHONE_SCREENS = [
  '/dashboard',
  '/goods/category',
  '/goods/freight',
  '/shop/stores',
  '/shop/dealer',
  '/shop/config',
  '/shop/nav',
  '/member/user',
  '/system/user',
  '/system/role',
  '/system/dict',
  '/system/log',
  '/study/materia/index',
  '/user/center',
];

export const phoneFormsFlow: Flow = {
  name: 'at 375 px the screens and their dialogs fit',
  async run({ newPage, screenshot }) {
    const page = await newPage({ viewport: PHONE, isMobile: true, hasTouch: true });
    await signInToDashboard(page, 'alice');
    for (const path of PHONE_SCREENS) {
      await page.goto(path);
      await tab(page, path).waitFor({ state: 'attached' });
      await page.waitForTimeout(600);
      const page375 = await horizontalOverflow(page);
      assertEqual(page375.overflow, 0, `${path} scrolls sideways (${page375.widest})`);
      if (!WITH_DIALOG.has(path)) continue;
      await page
        .locator('.hh-content button:visible', { hasText: /^\s*新增/ })
        .first()
        .click();
      const modal = page.locator('.ant-modal:visible').first();
      await modal.waitFor();
      await page.waitForTimeout(400);
      const box = await modal.boundingBox();
      assert(box && box.x >= 0 && box.x + box.width <= PHONE.width, `${path}: the dialog fits the width`);
      const inDialog = await horizontalOverflow(page);
      assertEqual(inDialog.overflow, 0, `${path} dialog scrolls sideways (${inDialog.widest})`);
      await screenshot(page, `phone${path.replace(/\//g, '-')}-dialog`);
      await modal.locator('.ant-modal-close').click();
      await modal.waitFor({ state: 'hidden' });
    }
  },
};

export const tabQueryFlow: Flow = {
  name: 'a tab keeps its query and its menu name',
  async run({ newPage }) {
    const page = await newPage();
    await signInToDashboard(page, 'alice');
    const members = tab(page, '/member/user');
    const search = () => new URL(page.url()).search;
    await page.goto('/member/user?status=1');
    await members.waitFor();
    assertEqual(await members.textContent(), '会员列表', 'the tab shows the menu name');

    await tab(page, '/dashboard').click();
    await waitForPath(page, '/dashboard');
    await members.click();
    await waitForPath(page, '/member/user');
    assertEqual(search(), '?status=1', 'switching back returns to the query');

    await tab(page, '/dashboard').click();
    await waitForPath(page, '/dashboard');
    await page.locator('[data-testid=sidebar-item]', { hasText: '会员管理' }).hover();
    await page.locator('[data-testid=panel-link]', { hasText: '会员列表' }).click();
    await waitForPath(page, '/member/user');
    assertEqual(search(), '?status=1', 'reopening from the menu returns to the query');
    assertEqual(await members.textContent(), '会员列表', 'the tab keeps the menu name');
  },
};
