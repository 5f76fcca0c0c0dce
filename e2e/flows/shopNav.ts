import type { Locator, Page } from 'playwright-core';
import { setLanguage, signInToDashboard } from '../lib/app.ts';
import { assert, assertEqual } from '../lib/assert.ts';
import { api } from '../lib/crud.ts';
import type { Flow } from '../lib/harness.ts';
import { confirmLink, openLinkTab } from '../lib/navLinks.ts';

const ACTIVE = '#1677FF';

async function names(page: Page): Promise<string[]> {
  return page.locator('[data-testid=nav-item] [data-testid=nav-item-name]').allTextContents();
}

async function previewNames(page: Page): Promise<string[]> {
  return page.locator('[data-testid=nav-preview-tab] .hh-phone-tab-text').allTextContents();
}

async function dragAbove(page: Page, handle: Locator, target: Locator): Promise<void> {
  const from = await handle.boundingBox();
  const to = await target.boundingBox();
  assert(from && to, 'drag handles are on screen');
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2, from.y - 10, { steps: 5 });
  await page.mouse.move(to.x + to.width / 2, to.y + 2, { steps: 15 });
  await page.mouse.up();
}

async function moveWithKeyboard(page: Page, handle: Locator, key: 'ArrowUp' | 'ArrowDown'): Promise<void> {
  await handle.focus();
  for (const press of ['Space', key, 'Space']) {
    await page.keyboard.press(press);
    await page.waitForTimeout(200);
  }
}

async function setColour(page: Page, key: string, hex: string): Promise<void> {
  await page.click(`[data-testid=nav-color-${key}]`);
  const input = page.locator('.ant-color-picker:visible .ant-color-picker-hex-input input');
  await input.fill(hex.replace('#', ''));
  await input.press('Enter');
  await page.keyboard.press('Escape');
}

export const shopNavFlow: Flow = {
  name: 'shop: bottom navigation builder reorders, verifies, saves and reloads',
  async run({ newPage, screenshot, baseUrl }) {
    const page = await newPage();
    const puts: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'PUT' && request.url().includes('/api/navigation')) puts.push(request.url());
    });
    await signInToDashboard(page, 'alice');
    // The spec's four default entries to start from (the demo seed gives the shop a cart tab too).
    await api(page, 'PUT', '/api/navigation', {
      items: [
        ['首页', 'home', 'builtin:home'],
        ['分类', 'category', 'builtin:category'],
        ['订单列表', 'orders', 'builtin:order'],
        ['个人中心', 'user', 'builtin:user'],
      ].map(([navName, key, navIcon]) => ({ navName, navIcon, link: { kind: 'page', page: key } })),
    });
    await page.goto('/shop/nav');
    await page.locator('[data-testid=nav-builder]').waitFor();
    assertEqual((await names(page)).join(','), '首页,分类,订单列表,个人中心', 'the four entries');
    await screenshot(page, 'shop-nav-zh');

    const handles = page.locator('[data-testid=nav-drag-handle]');
    await dragAbove(page, handles.nth(3), page.locator('[data-testid=nav-item]').first());
    assertEqual(
      (await names(page)).join(','),
      '个人中心,首页,分类,订单列表',
      'the last entry was dragged to the top',
    );

    await moveWithKeyboard(page, handles.nth(2), 'ArrowDown');
    assertEqual(
      (await names(page)).join(','),
      '个人中心,首页,订单列表,分类',
      'the keyboard moved an entry down',
    );
    await moveWithKeyboard(page, handles.nth(3), 'ArrowUp');
    assertEqual((await names(page)).join(','), '个人中心,首页,分类,订单列表', 'and back up');

    await page.click('[data-testid=nav-add]');
    const added = page.locator('[data-testid=nav-item]').nth(4);
    const pages = await openLinkTab(page, '商城页面');
    await pages.getByRole('radio', { name: /购物车/ }).check();
    await confirmLink(page);
    await page.click('[data-testid=nav-save]');
    await page.locator('[data-testid=nav-item][data-invalid=true]').waitFor();
    assertEqual(await added.getAttribute('data-invalid'), 'true', 'the entry without a name is invalid');
    assert((await added.textContent())?.includes('请输入导航名称'), 'the entry says its name is missing');
    await screenshot(page, 'shop-nav-invalid-zh');
    assertEqual(puts.length, 0, 'nothing was saved');

    await page.locator('[data-testid=nav-name]').fill('购物车');
    assertEqual(await added.getAttribute('data-invalid'), 'false', 'filling the name clears the mark');
    await setColour(page, 'activeIconColor', ACTIVE);
    const activeIcon = page.locator('[data-testid=nav-preview-tab][data-active=true] .hh-nav-icon');
    assertEqual(
      await activeIcon.evaluate((node) => getComputedStyle(node).color),
      'rgb(22, 119, 255)',
      'the preview shows the new active colour',
    );
    await page.click('[data-testid=nav-save]');
    await page.locator('.ant-message', { hasText: '设置成功' }).waitFor();
    assertEqual(puts.length, 1, 'saved once');

    await page.reload();
    await page.locator('[data-testid=nav-builder]').waitFor();
    const kept = '个人中心,首页,分类,订单列表,购物车';
    assertEqual((await names(page)).join(','), kept, 'order and the new entry were kept');
    assertEqual((await previewNames(page)).join(','), kept, 'the preview shows the saved order');
    assert(
      (await page.locator('[data-testid=nav-color-activeIconColor]').textContent())?.includes(ACTIVE),
      'the active colour was kept',
    );
    assertEqual(
      await activeIcon.evaluate((node) => getComputedStyle(node).color),
      'rgb(22, 119, 255)',
      'the preview uses the saved active colour',
    );
    await screenshot(page, 'shop-nav-saved-zh');

    await setLanguage(page, baseUrl, 'en');
    await page.reload();
    await page.locator('[data-testid=nav-builder]', { hasText: 'Save navigation' }).waitFor();
    await screenshot(page, 'shop-nav-en');
  },
};
