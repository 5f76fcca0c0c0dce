import type { Page } from 'playwright-core';
import { setLanguage, signInToDashboard } from '../lib/app.ts';
import { assert, assertEqual } from '../lib/assert.ts';
import { api, notice } from '../lib/crud.ts';
import { freshTag } from '../lib/goodsProducts.ts';
import type { Flow } from '../lib/harness.ts';

const COMPANY_KEY = 'sunrise';
const PHONE = { viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true };
const TWO_DECIMALS = /^¥\d+\.\d{2}$/;

interface Category {
  id: number;
  name: string;
  isShow: boolean;
}

/** Every 404 answer and console error the page produces, to assert none happened. */
function watchProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`);
  });
  page.on('response', (response) => {
    if (response.status() === 404) problems.push(`404: ${response.url()}`);
  });
  return problems;
}

/** A product with one SKU at `price`, struck-through `originalPrice` when given. */
async function product(staff: Page, name: string, price: string, originalPrice?: string): Promise<number> {
  const created = await api<{ id: number }>(staff, 'POST', '/api/product', {
    name,
    categoryId: null,
    onShelf: true,
    isHot: false,
    specType: 'single',
    specs: [],
    skus: [{ specKey: '', price, stock: 20, ...(originalPrice ? { originalPrice } : {}) }],
  });
  return created.id;
}

/** The shop's top categories shown to shoppers, in the back office's order (its list sorted by `sort`). */
async function backOfficeTops(staff: Page): Promise<Category[]> {
  const list = await api<{ content: Category[] }>(
    staff,
    'GET',
    '/api/goodsCategory?parentId=0&size=100&sort=sort,asc',
  );
  return list.content.filter((c) => c.isShow);
}

async function reorderTops(staff: Page, ids: number[]): Promise<void> {
  await api(staff, 'PUT', '/api/goodsCategory/reorder', { ids });
}

export const storefrontTruthFlow: Flow = {
  name: 'storefront truth: the dashboard shows the H5 address and QR code; the H5 page loads clean, prices with two decimals and no invented original price, categories in the back office order; the preview says the live version after publishing',
  async run({ newPage, screenshot, baseUrl }) {
    const staff = await newPage();
    await signInToDashboard(staff, 'alice');
    const link = staff.locator('[data-testid=shop-link]');
    await link.waitFor();
    const url = (await staff.locator('[data-testid=shop-link-url]').textContent())?.trim() ?? '';
    assert(url.endsWith(`/h5/${COMPANY_KEY}/`), `the dashboard shows the shop's H5 address: ${url}`);
    const qr = staff.locator('[data-testid=shop-link-qr]');
    assert(await qr.isVisible(), 'and its QR code');
    assert(
      ((await qr.evaluate((img) => (img as HTMLImageElement).naturalWidth)) as number) > 0,
      'the QR code image renders',
    );
    await screenshot(staff, 'storefront-truth-dashboard-zh');

    // A page with two products: one with an original price above its price, one with none.
    const tag = freshTag();
    const plain = await product(staff, `无原价${tag}`, '12.5');
    const discounted = await product(staff, `有原价${tag}`, '30', '45.5');
    const created = await api<{ id: number }>(staff, 'POST', '/api/decoration/pages', {
      name: `价格页${tag}`,
    });
    const detail = await api<{ revision: number }>(staff, 'GET', `/api/decoration/pages/${created.id}`);
    await api(staff, 'PUT', `/api/decoration/pages/${created.id}/draft`, {
      revision: detail.revision,
      document: {
        name: `价格页${tag}`,
        components: [
          {
            id: 'truth-list',
            type: 'productList',
            source: { mode: 'picked', ids: [plain, discounted] },
            layout: 'two',
          },
        ],
      },
    });

    // Published from the builder, the preview names the live version at once, not the draft.
    await staff.goto(`/shop/decoration/builder/${created.id}`);
    await staff.locator('[data-testid=deco-builder]').waitFor();
    await staff.click('[data-testid=deco-publish]');
    await staff.click('[data-testid=deco-publish-ok]');
    await notice(staff, '已发布 v1');
    await staff.locator('[data-testid=deco-live-version]', { hasText: 'v1' }).waitFor();
    await staff.click('[data-testid=deco-preview]');
    const previewTag = staff.locator('[data-testid=deco-preview-tag]');
    await previewTag.waitFor();
    assertEqual((await previewTag.textContent())?.trim(), '线上 v1', 'the preview shows the live version');
    await screenshot(staff, 'storefront-truth-preview-zh');

    // The H5 page of the shop: no missing file, no console error.
    const phone = await newPage(PHONE);
    const problems = watchProblems(phone);
    await phone.goto(`/h5/${COMPANY_KEY}/`);
    await phone.locator('[data-testid=sf-decorated]').waitFor();
    await phone.locator('.sf-products .sf-card').first().waitFor();
    await phone.waitForLoadState('networkidle');
    const prices = await phone.locator('.sf-card [data-testid=sf-price]').allTextContents();
    assert(prices.length > 0, 'the home page shows product prices');
    for (const price of prices)
      assert(TWO_DECIMALS.test(price.trim()), `a price with two decimals: ${price}`);
    await screenshot(phone, 'storefront-truth-h5-home');

    await phone.goto(`/h5/${COMPANY_KEY}/page/${created.id}`);
    const cardOf = (id: number) => phone.locator(`.sf-products .sf-card[href$="/product/${id}"]`);
    await cardOf(plain).waitFor();
    assertEqual(
      (await cardOf(plain).locator('[data-testid=sf-price]').textContent())?.trim(),
      '¥12.50',
      'the price with two decimals',
    );
    assertEqual(
      await cardOf(plain).locator('[data-testid=sf-was-price]').count(),
      0,
      'a product without an original price shows none struck through',
    );
    assertEqual(
      (await cardOf(discounted).locator('[data-testid=sf-was-price]').textContent())?.trim(),
      '¥45.50',
      'a product with one shows it struck through, two decimals',
    );
    await screenshot(phone, 'storefront-truth-h5-prices');

    // Categories: the back office's order, and a new order there is the page's order.
    const tops = await backOfficeTops(staff);
    assert(tops.length >= 2, 'the shop has at least two top categories');
    const sideNames = async () => {
      await phone.goto(`/h5/${COMPANY_KEY}/category`);
      await phone.locator('[data-testid=sf-category]').waitFor();
      return (await phone.locator('.sf-category-side a').allTextContents()).map((s) => s.trim());
    };
    assertEqual(
      (await sideNames()).join(' | '),
      tops.map((c) => c.name).join(' | '),
      'the H5 categories are in the back office order',
    );
    const original = tops.map((c) => c.id);
    const last = original.at(-1);
    assert(last !== undefined, 'a last category');
    try {
      await reorderTops(staff, [last, ...original.slice(0, -1)]);
      const moved = await backOfficeTops(staff);
      assertEqual(moved[0]?.id, last, 'the back office moved the last category first');
      assertEqual(
        (await sideNames()).join(' | '),
        moved.map((c) => c.name).join(' | '),
        'after a reorder the H5 categories follow',
      );
      await screenshot(phone, 'storefront-truth-h5-categories');
    } finally {
      await reorderTops(staff, original);
    }
    assertEqual(problems.join('\n'), '', 'the H5 pages logged no 404 and no console error');

    await setLanguage(staff, baseUrl, 'en');
    await staff.goto('/dashboard');
    await staff.locator('[data-testid=shop-link]').waitFor();
    await staff.locator('[data-testid=dashboard]').waitFor();
    await screenshot(staff, 'storefront-truth-dashboard-en');
  },
};
