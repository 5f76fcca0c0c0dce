import type { Locator, Page } from 'playwright-core';
import { setLanguage, signIn, signInToDashboard, waitForPath } from '../lib/app.ts';
import { assert } from '../lib/assert.ts';
import { api } from '../lib/crud.ts';
import type { Flow, FlowContext } from '../lib/harness.ts';

const PHONE = { width: 375, height: 740 };
const DESKTOP = { width: 1366, height: 820 };
const SHOP = '朝阳优选商城';
const LANGUAGES = ['zh', 'en'] as const;
type Lang = (typeof LANGUAGES)[number];

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

async function boxOf(locator: Locator, what: string): Promise<Box> {
  const box = await locator.boundingBox();
  assert(box, `${what} is shown`);
  return box;
}

async function noSidewaysScroll(page: Page, what: string): Promise<void> {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  const viewport = page.viewportSize()?.width ?? 0;
  assert(width <= viewport, `${what}: the page does not scroll sideways (${width} px > ${viewport} px)`);
}

async function insideViewport(page: Page, locator: Locator, what: string): Promise<void> {
  const box = await boxOf(locator, what);
  const viewport = page.viewportSize()?.width ?? 0;
  assert(
    box.x >= 0 && box.x + box.width <= viewport + 0.5,
    `${what} is inside the viewport (${Math.round(box.x)}..${Math.round(box.x + box.width)} of ${viewport})`,
  );
}

const overlap = (a: Box, b: Box): boolean =>
  a.x < b.x + b.width - 0.5 &&
  b.x < a.x + a.width - 0.5 &&
  a.y < b.y + b.height - 0.5 &&
  b.y < a.y + a.height - 0.5;

async function pageIn(context: FlowContext, lang: Lang, viewport: typeof PHONE): Promise<Page> {
  const page = await context.newPage({ viewport });
  await setLanguage(page, context.baseUrl, lang);
  return page;
}

async function signInCard(context: FlowContext, lang: Lang): Promise<void> {
  const page = await pageIn(context, lang, PHONE);
  await page.goto('/login');
  await page.locator('[data-testid=captcha-image] img').waitFor();
  await noSidewaysScroll(page, `sign-in ${lang}`);
  await insideViewport(page, page.locator('.hh-auth-card'), `the sign-in card (${lang})`);
  for (const selector of ['input[name=username]', 'input[name=code]', '[data-testid=captcha-image]']) {
    await insideViewport(page, page.locator(selector), `${selector} (${lang})`);
  }
  await insideViewport(page, page.locator('.hh-auth-footer .hh-link').last(), `the sign-up link (${lang})`);
  await context.screenshot(page, `phone-login-${lang}`);
}

async function builderOnPhone(context: FlowContext, lang: Lang): Promise<void> {
  const page = await pageIn(context, lang, PHONE);
  await signInToDashboard(page, 'admin', SHOP);
  const pages = await api<{ content: { id: number; isHome: boolean }[] }>(
    page,
    'GET',
    '/api/decoration/pages?terminal=3&size=50',
  );
  const home = pages.content.find((row) => row.isHome);
  assert(home, 'the demo shop has a home page');
  await page.goto(`/shop/decoration/builder/${home.id}`);
  const notice = page.locator('[data-testid=deco-needs-wide]');
  await notice.waitFor();
  await noSidewaysScroll(page, `builder at 375 px (${lang})`);
  await insideViewport(page, notice.locator('[data-testid=deco-needs-wide-back]'), `the way back (${lang})`);
  await context.screenshot(page, `phone-builder-${lang}`);
  await notice.locator('[data-testid=deco-needs-wide-back]').click();
  await waitForPath(page, '/shop/decoration');
}

async function builderToolbar(context: FlowContext, lang: Lang): Promise<void> {
  const page = await pageIn(context, lang, DESKTOP);
  await signInToDashboard(page, 'admin', SHOP);
  const pages = await api<{ content: { id: number; isHome: boolean }[] }>(
    page,
    'GET',
    '/api/decoration/pages?terminal=3&size=50',
  );
  const home = pages.content.find((row) => row.isHome);
  assert(home, 'the demo shop has a home page');
  await page.goto(`/shop/decoration/builder/${home.id}`);
  await page.locator('[data-testid=deco-builder]').waitFor();
  const items = page.locator('[data-testid=deco-canvas-item]');
  await items.first().waitFor();
  for (const index of [0, 1]) {
    const item = items.nth(index);
    await item.click();
    const tools = await boxOf(item.locator('[data-testid=deco-item-tools]'), 'the component toolbar');
    const view = await boxOf(item.locator('.hh-deco-item-view'), 'the component');
    assert(!overlap(tools, view), `the toolbar covers nothing of component ${index + 1} (${lang})`);
  }
  await context.screenshot(page, `builder-toolbar-${lang}`);
}

async function platformHelp(context: FlowContext, lang: Lang, viewport: typeof PHONE): Promise<void> {
  const page = await pageIn(context, lang, viewport);
  await signIn(page, 'admin');
  await waitForPath(page, '/store');
  await page.locator('[data-testid=company-card]', { hasText: '平台运营中心' }).click();
  await page.locator('[data-testid=platform-home]').waitFor();
  const total = page.locator('[data-testid=home-new-total]');
  await page.locator('[data-testid=home-new-chart] canvas').waitFor();
  // Scrolls the total to the height where the help button sits, where it was covered.
  await total.evaluate((element) => {
    const help = document.querySelector('.hh-help-box');
    if (!help) throw new Error('no help button');
    const delta =
      element.getBoundingClientRect().top +
      element.getBoundingClientRect().height / 2 -
      (help.getBoundingClientRect().top + help.getBoundingClientRect().height / 2);
    let scroller = element.parentElement;
    while (
      scroller &&
      !(
        scroller.scrollHeight > scroller.clientHeight &&
        /auto|scroll/.test(getComputedStyle(scroller).overflowY)
      )
    )
      scroller = scroller.parentElement;
    (scroller ?? document.scrollingElement ?? document.documentElement).scrollBy(0, delta);
  });
  await page.waitForTimeout(1200);
  const helpBox = await boxOf(page.locator('.hh-help-box'), 'the help group');
  const totalBox = await boxOf(total, 'the new shops total');
  assert(
    Math.abs(helpBox.y + helpBox.height / 2 - (totalBox.y + totalBox.height / 2)) < helpBox.height / 2,
    `the total is scrolled beside the help button (${lang}, ${viewport.width} px)`,
  );
  const help = await boxOf(page.locator('.hh-help-box > .ant-float-btn').last(), 'the help button');
  const text = await boxOf(total, 'the new shops total');
  assert(!overlap(help, text), `the help button covers nothing of the total (${lang}, ${viewport.width} px)`);
  await context.screenshot(page, `platform-help-${lang}-${viewport.width}`);
}

export const phoneAndEnglishFlow: Flow = {
  name: 'phoneAndEnglish: sign-in, builder and help at 375 px and 1366 px in zh and en',
  async run(context) {
    for (const lang of LANGUAGES) {
      await signInCard(context, lang);
      await builderOnPhone(context, lang);
      await builderToolbar(context, lang);
      await platformHelp(context, lang, PHONE);
      await platformHelp(context, lang, { width: 1366, height: 700 });
    }
  },
};
