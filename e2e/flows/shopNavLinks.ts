import type { Page } from 'playwright-core';
import { signInToDashboard } from '../lib/app.ts';
import { assert, assertEqual } from '../lib/assert.ts';
import { api } from '../lib/crud.ts';
import type { Flow } from '../lib/harness.ts';
import { confirmLink, linkDialog, openLinkTab } from '../lib/navLinks.ts';

const URL_MESSAGE = '链接须以 http://、https:// 或 / 开头';

const entries = (page: Page) => page.locator('[data-testid=nav-item]');

async function selectedIndex(page: Page): Promise<number> {
  const pressed = await page
    .locator('[data-testid=nav-item-select]')
    .evaluateAll((buttons) => buttons.map((button) => button.getAttribute('aria-pressed')));
  return pressed.indexOf('true');
}

async function openBuilder(page: Page): Promise<void> {
  await page.goto('/shop/nav');
  await page.locator('[data-testid=nav-builder]').waitFor();
}

export const shopNavLinksFlow: Flow = {
  name: 'shop: navigation link picker picks a product, keeps the entry selected, checks custom URLs',
  async run({ newPage, screenshot }) {
    const page = await newPage();
    await signInToDashboard(page, 'alice');
    // Four entries to start from, whatever other flows saved before.
    await api(page, 'PUT', '/api/navigation', {
      items: [
        ['首页', 'home'],
        ['分类', 'category'],
        ['订单', 'orders'],
        ['我的', 'user'],
      ].map(([navName, key]) => ({ navName, link: { kind: 'page', page: key } })),
    });
    await openBuilder(page);
    const oldest = await api<{ content: { id: number; name: string }[] }>(
      page,
      'GET',
      '/api/product?size=1&sort=id,asc',
    );
    const product = oldest.content[0];
    assert(product, 'the shop has a product');

    await page.click('[data-testid=nav-add]');
    await page.locator('[data-testid=nav-name]').fill('好物');
    assertEqual(await selectedIndex(page), 4, 'the new entry is selected');
    const products = await openLinkTab(page, '商品');
    await products.locator('.ant-table-row').first().waitFor();
    assertEqual(await products.locator('.ant-table-row').count(), 6, 'a page of six products');
    await screenshot(page, 'shop-link-products-zh');
    await products.locator('[data-testid=link-search] input').fill(product.name);
    await products.locator('[data-testid=link-search] input').press('Enter');
    const found = products
      .locator('.ant-table-row')
      .filter({ has: page.getByText(product.name, { exact: true }) })
      .first();
    await found.waitFor();
    await found.click();
    assert(await found.locator('input[type=radio]').isChecked(), 'the clicked product is chosen');
    await confirmLink(page);
    const value = page.locator('[data-testid=link-value]');
    assertEqual(await value.textContent(), `商品 · ${product.name}`, 'the link reads as the product');

    await page.click('[data-testid=nav-save]');
    await page.locator('.ant-message', { hasText: '设置成功' }).waitFor();
    await page.locator('[data-testid=nav-dirty]').waitFor({ state: 'detached' });
    assertEqual(await selectedIndex(page), 4, 'the edited entry stays selected after save');
    assertEqual(
      await page.locator('[data-testid=nav-name]').inputValue(),
      '好物',
      'and its settings stay open',
    );
    await screenshot(page, 'shop-nav-link-saved-zh');

    await page.reload();
    await page.locator('[data-testid=nav-builder]').waitFor();
    const saved = entries(page).nth(4);
    assertEqual(
      await saved.locator('[data-testid=nav-item-link]').textContent(),
      `商品 · ${product.name}`,
      "after a reload the entry shows the product's name as its link",
    );
    await saved.locator('[data-testid=nav-item-select]').click();
    assertEqual(await value.textContent(), `商品 · ${product.name}`, 'the editor shows it too');

    const categories = await openLinkTab(page, '分类');
    const node = categories.locator('.ant-tree-node-content-wrapper').first();
    await node.waitFor();
    await screenshot(page, 'shop-link-categories-zh');
    const category = await node.textContent();
    await node.click();
    await confirmLink(page);
    assertEqual(await value.textContent(), `分类 · ${category}`, 'a category reads as its name');

    const custom = await openLinkTab(page, '自定义链接');
    const input = custom.locator('[data-testid=link-url]');
    await input.fill('javascript:alert(1)');
    await custom.locator('[data-testid=link-ok]').click();
    await custom.getByText(URL_MESSAGE).waitFor();
    assert(await linkDialog(page).isVisible(), 'the dialog stays open on a refused address');
    await screenshot(page, 'shop-link-url-invalid-zh');
    await input.fill('//evil.example');
    await input.press('Enter');
    await custom.getByText(URL_MESSAGE).waitFor();
    await input.fill('https://example.com/sale');
    await input.press('Enter');
    await linkDialog(page).waitFor({ state: 'hidden' });
    assertEqual(
      await value.textContent(),
      '自定义链接 · https://example.com/sale',
      'a checked address is taken',
    );
  },
};
