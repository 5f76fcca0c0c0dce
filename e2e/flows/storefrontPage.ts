import type { Page } from 'playwright-core';
import { signInToDashboard } from '../lib/app.ts';
import { assert, assertEqual } from '../lib/assert.ts';
import { api } from '../lib/crud.ts';
import type { Flow } from '../lib/harness.ts';

const COMPANY_KEY = 'sunrise';
const HOME = `/h5/${COMPANY_KEY}/`;
const PHONE = { viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true };
const DRAFT_TITLE = '草稿里的新标题';

interface PageRow {
  id: number;
  isHome: boolean;
  publishedVersion: number | null;
}
interface Detail {
  revision: number;
  document: { components: Record<string, unknown>[] } & Record<string, unknown>;
}

const decorated = (page: Page) => page.locator('[data-testid=sf-decorated]');

async function openHome(page: Page) {
  await page.goto(HOME);
  await decorated(page).waitFor();
  await page.locator('.sf-products .sf-card').first().waitFor();
}

/**
 * The home page's first product card whose product is in no seckill: the demo's seckill product
 * shows 立即抢购 instead of add to cart and buy now, but only in the day's slots.
 */
async function cardInNoSeckill(phone: Page) {
  const cards = phone.locator('.sf-products .sf-card');
  for (const [i, href] of (
    await cards.evaluateAll((links) => links.map((a) => a.getAttribute('href')))
  ).entries()) {
    const id = /\/product\/(\d+)$/.exec(href ?? '')?.[1];
    if (!id) continue;
    const seckill = await phone.request.get(`/api/front/shops/${COMPANY_KEY}/seckill/products/${id}`);
    assert(seckill.ok(), `the product's seckill answered ${seckill.status()}`);
    if (((await seckill.json()) as { offer: unknown }).offer === null) return cards.nth(i);
  }
  throw new Error('every product card on the home page is in a seckill');
}

/** The published home page of the demo shop's storefront terminal, as the staff API lists it. */
async function homePage(staff: Page, terminal: number): Promise<PageRow | undefined> {
  const list = await api<{ content: PageRow[] }>(
    staff,
    'GET',
    `/api/decoration/pages?terminal=${terminal}&size=50`,
  );
  return list.content.find((row) => row.isHome && row.publishedVersion !== null);
}

export const storefrontPageFlow: Flow = {
  name: 'storefront: the H5 page shows the published home with its tabs, opens products and custom pages, never a draft',
  async run({ newPage, screenshot }) {
    const phone = await newPage(PHONE);
    await openHome(phone);
    assert(await phone.locator('.sf-banner').isVisible(), 'the home page has its banner');
    assert((await phone.locator('.sf-navgrid-item').count()) >= 4, 'and its navigation grid');
    const tabs = phone.locator('[data-testid=sf-tabbar] .sf-tab');
    assert((await tabs.count()) >= 2, 'the bottom navigation shows');
    assert(await phone.locator('[data-testid=sf-tabbar]').isVisible(), 'the bottom navigation is on screen');
    assert((await tabs.first().getAttribute('class'))?.includes('sf-on'), 'its home tab is lit');
    const scripts = await phone.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .filter((e) => e.name.endsWith('.js'))
        .map((e) => e.name),
    );
    assert(
      !scripts.some((s) => /antd|i18n|router/.test(s)),
      `no back-office code loads: ${scripts.join(', ')}`,
    );
    await screenshot(phone, 'storefront-home');

    // A product card opens the product page inside the same page (no reload).
    await phone.evaluate(() => Object.assign(window, { stayed: true }));
    const card = await cardInNoSeckill(phone);
    const name = (await card.locator('.sf-card-name').textContent())?.trim();
    await card.click();
    await phone.waitForURL(/\/h5\/sunrise\/product\/\d+$/);
    await phone.locator('[data-testid=sf-product]').waitFor();
    assertEqual(
      (await phone.locator('.sf-product-head h2').textContent())?.trim(),
      name,
      "the product page shows the card's product",
    );
    assert(await phone.evaluate(() => 'stayed' in window), 'the link opened without reloading the page');
    // A product page trades the tabs for its buy bar (cart, add to cart, buy now), as mobile shops do.
    await phone.locator('[data-testid=sf-buybar] [data-testid=sf-add-cart]').waitFor();
    await phone.locator('[data-testid=sf-buybar] [data-testid=sf-buy-now]').waitFor();
    assertEqual(await phone.locator('[data-testid=sf-tabbar]').count(), 0, 'no tabs under the buy bar');
    await screenshot(phone, 'storefront-product');

    // Back, then the image ad opens the custom activity page.
    await phone.locator('.sf-bar-back').click();
    await decorated(phone).waitFor();
    const homeId = await decorated(phone).getAttribute('data-page-id');
    const ad = phone.locator('.sf-imagead a').first();
    const adHref = await ad.getAttribute('href');
    assert(
      adHref && /\/h5\/sunrise\/page\/\d+$/.test(adHref),
      `the image ad links to a custom page: ${adHref}`,
    );
    await ad.click();
    await phone.waitForURL(`**${adHref}`);
    await phone.locator(`[data-testid=sf-decorated]:not([data-page-id="${homeId}"])`).waitFor();
    await phone.locator('.sf-richtext').waitFor();
    assert(await phone.locator('[data-testid=sf-tabbar]').isVisible(), 'the custom page has the tabs too');
    await screenshot(phone, 'storefront-custom-page');

    // A category tab opens the category page.
    await phone.locator('[data-testid=sf-tabbar] .sf-tab', { hasText: '分类' }).click();
    await phone.locator('[data-testid=sf-category]').waitFor();
    await phone.locator('.sf-feed .sf-card').first().waitFor();
    await screenshot(phone, 'storefront-category');

    // A draft edit stays off the storefront until it is published.
    const staff = await newPage();
    await signInToDashboard(staff, 'alice');
    const terminal = (await phone.evaluate(async (key) => {
      const answer = await fetch(`/api/front/shops/${key}/decoration/home?terminal=2`);
      return ((await answer.json()) as { page: { terminal: number } }).page.terminal;
    }, COMPANY_KEY)) as number;
    const home = await homePage(staff, terminal);
    assert(home, `the shop has a published home page on terminal ${terminal}`);
    assertEqual(String(home.id), homeId, 'the storefront shows that page');
    const detail = await api<Detail>(staff, 'GET', `/api/decoration/pages/${home.id}`);
    const draft = {
      ...detail.document,
      components: [
        { id: 'e2e-draft-title', type: 'title', text: DRAFT_TITLE },
        ...detail.document.components,
      ],
    };
    const saved = await api<{ revision: number }>(staff, 'PUT', `/api/decoration/pages/${home.id}/draft`, {
      revision: detail.revision,
      document: draft,
    });
    await openHome(phone);
    assertEqual(await phone.getByText(DRAFT_TITLE).count(), 0, 'the saved draft is not on the storefront');

    await api(staff, 'POST', `/api/decoration/pages/${home.id}/publish`, { revision: saved.revision });
    await openHome(phone);
    await phone.getByText(DRAFT_TITLE).waitFor();
    await screenshot(phone, 'storefront-published-edit');

    // The shop's home as it was: version 1 again, as a new version.
    await api(staff, 'POST', `/api/decoration/pages/${home.id}/versions/${home.publishedVersion}/rollback`);
    await openHome(phone);
    assertEqual(await phone.getByText(DRAFT_TITLE).count(), 0, 'the rollback took the edit off again');
  },
};
