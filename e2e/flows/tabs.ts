import type { Page } from 'playwright-core';
import { signInToDashboard, waitForPath } from '../lib/app.ts';
import { assert, assertEqual } from '../lib/assert.ts';
import type { Flow } from '../lib/harness.ts';
import { openMenus, tab, tabContextMenu } from '../lib/tabStrip.ts';

const tabPaths = (page: Page) =>
  page
    .locator('[data-testid=tab]')
    .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-path')));

/** The page's scroll position once it is near `expected`, or after three seconds. */
async function scrollOnceNear(page: Page, expected: number): Promise<number> {
  const deadline = Date.now() + 3000;
  for (;;) {
    const y = await page.evaluate(() => window.scrollY);
    if (Math.abs(y - expected) < 5 || Date.now() > deadline) return y;
    await page.waitForTimeout(100);
  }
}

export const tabsFlow: Flow = {
  name: 'tabs: open, refresh, close others, affix, state kept',
  async run({ newPage, screenshot }) {
    const page = await newPage({ viewport: { width: 1366, height: 500 } });
    await signInToDashboard(page, 'alice');
    assertEqual(JSON.stringify(await tabPaths(page)), JSON.stringify(['/dashboard']), 'the affix home tab');
    assertEqual(await page.locator('.ant-tabs-tab-remove').count(), 0, 'affix tabs have no close button');

    await page.goto('/user/center');
    await page.locator('[data-testid=user-center]').waitFor();
    const nick = page.locator('[data-testid=profile-form] input#nickName');
    await nick.fill('half-filled');
    // The browser announces a scroll at its next frame: wait for it, as a person's click comes later.
    await page.evaluate(
      () =>
        new Promise((resolve) => {
          window.scrollTo(0, 300);
          requestAnimationFrame(() => requestAnimationFrame(resolve));
        }),
    );
    const scrolled = await page.evaluate(() => window.scrollY);

    await page.locator('[data-testid=sidebar-item]', { hasText: '系统管理' }).hover();
    await page.locator('[data-testid=panel-link]', { hasText: '角色管理' }).click();
    await waitForPath(page, '/system/role');
    await tab(page, '/system/role').waitFor();
    await page.locator('[data-testid=sidebar-item]', { hasText: '系统管理' }).hover();
    await page.locator('[data-testid=panel-link]', { hasText: '操作日志' }).click();
    await waitForPath(page, '/system/log');
    await tab(page, '/system/log').waitFor();
    assertEqual(
      (await tabPaths(page)).join(' '),
      '/dashboard /user/center /system/role /system/log',
      'one tab per visited route',
    );
    await screenshot(page, 'tabs-zh');

    await tab(page, '/user/center').click();
    await waitForPath(page, '/user/center');
    // The address changes first; the kept page shows (and scrolls back) when React commits the route.
    await page.locator('[data-testid=user-center]').waitFor({ state: 'visible' });
    assertEqual(await nick.inputValue(), 'half-filled', 'the half-filled form is kept');
    const restored = await scrollOnceNear(page, scrolled);
    assert(
      scrolled > 0 && Math.abs(restored - scrolled) < 5,
      `scroll position kept (${scrolled} → ${restored})`,
    );

    await tabContextMenu(page, '/user/center', '刷新');
    await waitForPath(page, '/user/center');
    await page.locator('[data-testid=user-center]').waitFor();
    await page.waitForFunction(
      () =>
        (document.querySelector('[data-testid=profile-form] input#nickName') as HTMLInputElement | null)
          ?.value !== 'half-filled',
    );

    await tabContextMenu(page, '/system/role', '关闭其他');
    await waitForPath(page, '/system/role');
    assertEqual(
      JSON.stringify(await tabPaths(page)),
      JSON.stringify(['/dashboard', '/system/role']),
      'close others keeps the affix tab',
    );

    await tabContextMenu(page, '/system/role', '关闭全部');
    await waitForPath(page, '/dashboard');
    assertEqual(
      JSON.stringify(await tabPaths(page)),
      JSON.stringify(['/dashboard']),
      'close all keeps the affix tab',
    );
    await tab(page, '/dashboard').click({ button: 'right' });
    const close = openMenus(page).locator('.ant-dropdown-menu-item', { hasText: /^关闭$/ });
    assert((await close.getAttribute('aria-disabled')) === 'true', 'an affix tab cannot be closed');
  },
};

/** Moves inside the app as a menu click does (no reload, so the open tabs stay). */
async function goInApp(page: Page, path: string) {
  await page.evaluate((target) => {
    window.history.pushState({}, '', target);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await tab(page, path).waitFor();
}

/** Pixels between the active tab and the visible strip's left and right edges. */
async function activeTabGaps(page: Page): Promise<{ left: number; right: number }> {
  return page.evaluate(() => {
    const wrap = document.querySelector('.hh-tabs .ant-tabs-nav-wrap')!.getBoundingClientRect();
    const active = document.querySelector('.hh-tabs .ant-tabs-tab-active')!.getBoundingClientRect();
    return { left: active.left - wrap.left, right: wrap.right - active.right };
  });
}

/** Opens `path` (its tab may be scrolled out of sight) and checks where the strip shows its tab. */
async function expectPadded(page: Page, path: string) {
  await goInApp(page, path);
  await waitForPath(page, path);
  let gaps = await activeTabGaps(page);
  for (let tries = 0; tries < 20 && Math.min(gaps.left, gaps.right) < 4; tries++) {
    await page.waitForTimeout(100);
    gaps = await activeTabGaps(page);
  }
  assert(
    gaps.left >= 3.5 && gaps.right >= 3.5,
    `the active tab ${path} keeps the spec's 4 px scroll padding (left ${gaps.left}, right ${gaps.right})`,
  );
}

export const tabsScrollPaddingFlow: Flow = {
  name: 'tabs: the strip scrolls with padding 4',
  async run({ newPage, screenshot }) {
    const page = await newPage({ viewport: { width: 1000, height: 600 } });
    await signInToDashboard(page, 'alice');
    const paths = [
      '/goods/product',
      '/goods/category',
      '/goods/spec',
      '/goods/freight',
      '/shop/stores',
      '/shop/dealer',
      '/member/user',
      '/system/user',
      '/system/role',
      '/system/dict',
      '/system/log',
      '/user/center',
    ];
    for (const path of paths) await goInApp(page, path);
    const overflowing = await page.evaluate(() => {
      const wrap = document.querySelector('.hh-tabs .ant-tabs-nav-wrap')!;
      const list = document.querySelector<HTMLElement>('.hh-tabs .ant-tabs-nav-list')!;
      return list.offsetWidth > wrap.clientWidth;
    });
    assert(overflowing, 'the tabs overflow the strip');

    await expectPadded(page, '/dashboard');
    await expectPadded(page, '/user/center');
    // Tabs between the ends, reached from the other side: antd alone leaves them flush with the edge.
    await expectPadded(page, '/shop/dealer');
    await screenshot(page, 'tabs-scroll-padding');
    await expectPadded(page, '/system/role');
    await expectPadded(page, '/goods/category');
  },
};
