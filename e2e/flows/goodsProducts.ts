import ExcelJS from 'exceljs';
import type { Page } from 'playwright-core';
import { setLanguage, signInToDashboard } from '../lib/app.ts';
import { assert, assertEqual } from '../lib/assert.ts';
import { assertExportName } from '../lib/crud.ts';
import {
  apiCounts,
  confirmModal,
  confirmPopover,
  createCategory,
  createProduct,
  expectNames,
  freshTag,
  message,
  openProducts,
  pickCascader,
  productList,
  productRow,
  searchProducts,
  selectRows,
  shownNames,
  switchTab,
  tabCount,
  waitForCount,
  waitIdle,
} from '../lib/goodsProducts.ts';
import type { Flow } from '../lib/harness.ts';
import { patientPage, waitUntil } from '../lib/members.ts';

interface Catalog {
  tag: string;
  fruit: string;
  apple: string;
  veg: string;
  apples: string[];
  carrot: string;
  stored: string;
  soldOut: string;
  low: string;
  sized: string;
}

/** A small catalog of this run's own, named after a fresh tag so filters can isolate it. */
async function seedCatalog(page: Page): Promise<Catalog> {
  const tag = freshTag();
  const fruit = await createCategory(page, `水果${tag}`);
  const apple = await createCategory(page, `苹果${tag}`, fruit.id);
  const veg = await createCategory(page, `蔬菜${tag}`);
  const apples = [`红富士${tag}`, `青苹果${tag}`, `黄元帅${tag}`];
  for (const name of apples) await createProduct(page, { name, categoryId: apple.id, stock: 40 });
  const catalog: Catalog = {
    tag,
    fruit: fruit.name,
    apple: apple.name,
    veg: veg.name,
    apples,
    carrot: `胡萝卜${tag}`,
    stored: `仓库货${tag}`,
    soldOut: `售罄货${tag}`,
    low: `紧俏货${tag}`,
    sized: `多规格T恤${tag}`,
  };
  await createProduct(page, { name: catalog.carrot, categoryId: veg.id, isHot: true, price: '3.5' });
  await createProduct(page, { name: catalog.stored, onShelf: false });
  await createProduct(page, { name: catalog.soldOut, stock: 0 });
  await createProduct(page, { name: catalog.low, stock: 3 });
  await createProduct(page, { name: catalog.sized, multi: true, price: '59.00', categoryId: fruit.id });
  return catalog;
}

async function start(newPage: () => Promise<Page>, user = 'alice'): Promise<Page> {
  const page = await patientPage(newPage);
  await signInToDashboard(page, user);
  return page;
}

async function assertTabsMatch(page: Page): Promise<void> {
  const counts = await apiCounts(page);
  for (const tab of ['onSale', 'warehouse', 'soldOut', 'lowStock', 'recycle'] as const) {
    await waitForCount(page, tab, counts[tab]);
  }
}

export const goodsProductTabsFlow: Flow = {
  name: 'goods: product list tabs with counts, filters by category, keyword, flag and price',
  async run({ newPage, screenshot, baseUrl }) {
    const page = await start(newPage);
    const catalog = await seedCatalog(page);
    await openProducts(page);
    await assertTabsMatch(page);
    await screenshot(page, 'goods-products-zh');

    await searchProducts(page, catalog.tag);
    const onSale = await shownNames(page, 6);
    assert(
      !onSale.includes(catalog.stored) && !onSale.includes(catalog.soldOut),
      'on sale: shelved, in stock',
    );
    const sized = productRow(page, catalog.sized);
    assertEqual(
      await sized.locator('[data-testid=product-price]').textContent(),
      '59.00 起',
      'multi-spec price',
    );
    assertEqual(
      await productRow(page, catalog.carrot).locator('[data-testid=product-price]').textContent(),
      '3.50',
      'two decimals',
    );
    await productRow(page, catalog.carrot).locator('.ant-tag', { hasText: '热卖' }).waitFor();
    assertEqual(
      await productRow(page, catalog.apples[0] ?? '')
        .locator('[data-testid=product-category]')
        .textContent(),
      `${catalog.fruit} / ${catalog.apple}`,
      'category path',
    );

    await switchTab(page, 'warehouse');
    await expectNames(page, [catalog.stored]);
    await switchTab(page, 'soldOut');
    await expectNames(page, [catalog.soldOut]);
    await switchTab(page, 'lowStock');
    await expectNames(page, [catalog.low]);
    await switchTab(page, 'recycle');
    await shownNames(page, 0);
    await productList(page).locator('.ant-empty', { hasText: '没有符合条件的商品' }).waitFor();
    await switchTab(page, 'onSale');
    await shownNames(page, 6);

    await pickCascader(page, page.locator('[data-testid=product-category-filter]'), [catalog.fruit]);
    await page.click('[data-testid=crud-search]');
    const fruit = await shownNames(page, 4);
    assertEqual(
      [...fruit].sort().join(),
      [...catalog.apples, catalog.sized].sort().join(),
      'a top category includes its children',
    );
    await pickCascader(page, page.locator('[data-testid=product-category-filter]'), [
      catalog.fruit,
      catalog.apple,
    ]);
    await page.click('[data-testid=crud-search]');
    await shownNames(page, 3);
    await page.fill('[data-testid=product-blurry]', catalog.apples[1] ?? '');
    await page.click('[data-testid=crud-search]');
    await expectNames(page, [catalog.apples[1] ?? '']);
    await screenshot(page, 'goods-products-filtered-zh');

    await page.click('[data-testid=crud-reset]');
    await searchProducts(page, catalog.tag);
    await page.locator('[data-testid=product-flag-filter]').click();
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: '热卖' }).click();
    await page.click('[data-testid=crud-search]');
    await expectNames(page, [catalog.carrot]);
    await page.click('[data-testid=crud-reset]');
    await searchProducts(page, catalog.tag);
    await page.fill('[data-testid=product-price-min]', '50');
    await page.fill('[data-testid=product-price-max]', '60');
    await page.click('[data-testid=crud-search]');
    await expectNames(page, [catalog.sized]);

    await page.click('[data-testid=crud-reset]');
    await searchProducts(page, catalog.tag);
    await productList(page).locator('th', { hasText: '价格' }).click();
    await waitIdle(page);
    const byPrice = await shownNames(page, 6);
    assertEqual(byPrice[0], catalog.carrot, 'price ascending puts the cheapest first');

    await setLanguage(page, baseUrl, 'en');
    await openProducts(page);
    await searchProducts(page, catalog.tag);
    await shownNames(page, 6);
    await productRow(page, catalog.sized)
      .locator('[data-testid=product-price]', { hasText: 'from 59.00' })
      .waitFor();
    await screenshot(page, 'goods-products-en');
    await page.setViewportSize({ width: 1100, height: 820 });
    const deleteInView = () =>
      productRow(page, catalog.sized)
        .locator('[data-testid=product-delete]')
        .evaluate((button) => {
          const content = button.closest('.ant-table-content')!;
          const box = content.getBoundingClientRect();
          const own = button.getBoundingClientRect();
          return {
            overflows: content.scrollWidth > content.clientWidth,
            inside: own.left >= box.left && own.right <= box.right + 1,
          };
        });
    await waitUntil(async () => (await deleteInView()).overflows, 'at 1100 px the table scrolls sideways');
    assert((await deleteInView()).inside, 'the action column stays in view while the table scrolls sideways');
    await screenshot(page, 'goods-products-narrow-en');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.waitForTimeout(300);
    await screenshot(page, 'goods-products-mobile-en');
  },
};

export const goodsProductBulkFlow: Flow = {
  name: 'goods: product list bulk off-shelf moves counts, on-shelf switch, move to category, edit/add open',
  async run({ newPage, screenshot }) {
    const page = await start(newPage);
    const catalog = await seedCatalog(page);
    await openProducts(page);
    await assertTabsMatch(page);
    const onSale = await tabCount(page, 'onSale');
    const warehouse = await tabCount(page, 'warehouse');

    await searchProducts(page, catalog.tag);
    await shownNames(page, 6);
    const two = catalog.apples.slice(0, 2);
    await selectRows(page, two);
    await screenshot(page, 'goods-products-selected-zh');
    await page.click('[data-testid=product-bulk-off]');
    await message(page, '已下架');
    await waitForCount(page, 'onSale', onSale - 2);
    await waitForCount(page, 'warehouse', warehouse + 2);
    const left = await shownNames(page, 4);
    assert(
      two.every((name) => !left.includes(name)),
      'off-shelf products leave the on-sale tab',
    );

    await switchTab(page, 'warehouse');
    await shownNames(page, 3);
    await productRow(page, catalog.stored).locator('[data-testid=product-shelf]').click();
    await message(page, '已上架');
    await waitForCount(page, 'warehouse', warehouse + 1);
    await waitForCount(page, 'onSale', onSale - 1);
    await shownNames(page, 2);

    await selectRows(page, two);
    await page.click('[data-testid=product-bulk-move]');
    const dialog = page.locator('.ant-modal:has([data-testid=move-category])');
    await dialog.waitFor();
    await pickCascader(page, dialog.locator('[data-testid=move-category]'), [catalog.veg]);
    await screenshot(page, 'goods-products-move-zh');
    await dialog.locator('.ant-modal-footer .ant-btn-primary').click();
    await message(page, '已移动分类');
    await dialog.waitFor({ state: 'hidden' });
    await waitUntil(
      async () =>
        (await productList(page).locator('[data-testid=product-category]').allTextContents()).every(
          (text) => text === catalog.veg,
        ),
      'moved products show their new category',
    );

    await selectRows(page, two);
    await page.click('[data-testid=product-bulk-on]');
    await message(page, '已上架');
    await waitForCount(page, 'onSale', onSale + 1);
    await waitForCount(page, 'warehouse', warehouse - 1);

    await shownNames(page, 0);
    await switchTab(page, 'onSale');
    await productRow(page, catalog.carrot).locator('[data-testid=product-edit]').click();
    await page.waitForURL((url) => /^\/goods\/product\/edit\/\d+$/.test(url.pathname));
    await openProducts(page);
    await page.click('[data-testid=product-add]');
    await page.waitForURL((url) => url.pathname === '/goods/product/add');
  },
};

export const goodsProductStockFlow: Flow = {
  name: 'goods: product list stock adjustment with its ledger line',
  async run({ newPage, screenshot, baseUrl }) {
    const page = await start(newPage);
    const catalog = await seedCatalog(page);
    await openProducts(page);
    const lowBefore = await tabCount(page, 'lowStock');
    await switchTab(page, 'lowStock');
    await searchProducts(page, catalog.tag);
    await expectNames(page, [catalog.low]);

    await productRow(page, catalog.low).locator('[data-testid=product-stock]').click();
    const dialog = page.locator('.ant-modal:has([data-testid=stock-form])');
    await dialog.locator('[data-testid=stock-current]', { hasText: '3' }).waitFor();
    await dialog.locator('.ant-radio-button-wrapper', { hasText: '减少' }).click();
    await dialog.getByLabel('数量').fill('5');
    await dialog.locator('[data-testid=stock-after]', { hasText: '-2' }).waitFor();
    await dialog.locator('.ant-alert', { hasText: '库存不能小于 0' }).waitFor();
    assert(await dialog.locator('.ant-modal-footer .ant-btn-primary').isDisabled(), 'no change below zero');
    await dialog.locator('.ant-radio-button-wrapper', { hasText: '增加' }).click();
    await dialog.getByLabel('数量').fill('20');
    await dialog.getByLabel('原因').fill('盘点补货');
    await dialog.locator('[data-testid=stock-after]', { hasText: '23' }).waitFor();
    await screenshot(page, 'goods-products-stock-zh');
    await dialog.locator('.ant-modal-footer .ant-btn-primary').click();
    await message(page, '库存已调整：3 → 23');
    await dialog.waitFor({ state: 'hidden' });
    await waitForCount(page, 'lowStock', lowBefore - 1);
    await shownNames(page, 0);

    await switchTab(page, 'onSale');
    const row = productRow(page, catalog.low);
    await row.locator('[data-testid=product-stock-value]', { hasText: '23' }).waitFor();
    await row.locator('[data-testid=product-ledger]').click();
    const drawer = page.locator('.ant-drawer:has([data-testid=stock-ledger])');
    await drawer.locator('[data-testid=stock-ledger] .ant-table-row').nth(1).waitFor();
    const lines = await drawer
      .locator('[data-testid=stock-ledger] .ant-table-row')
      .evaluateAll((rows) =>
        rows.map((r) => [...r.querySelectorAll('td')].map((td) => td.textContent ?? '')),
      );
    assertEqual(lines.length, 2, 'initial stock and the adjustment');
    assertEqual(
      JSON.stringify(lines[0]?.slice(1)),
      JSON.stringify(['默认规格', '+20', '3', '23', '盘点补货', '林晓丽（我）']),
      'newest first: the adjustment',
    );
    assertEqual(
      JSON.stringify(lines[1]?.slice(1)),
      JSON.stringify(['默认规格', '+3', '0', '3', '初始库存', '林晓丽（我）']),
      'then the initial stock',
    );
    await screenshot(page, 'goods-products-ledger-zh');
    await drawer.locator('.ant-drawer-close').click();

    await setLanguage(page, baseUrl, 'en');
    await openProducts(page);
    await searchProducts(page, catalog.low);
    await productRow(page, catalog.low).locator('[data-testid=product-stock]').click();
    await page
      .locator('.ant-modal:has([data-testid=stock-form])')
      .locator('[data-testid=stock-current]', { hasText: '23' })
      .waitFor();
    await screenshot(page, 'goods-products-stock-en');
    await page
      .locator('.ant-modal:has([data-testid=stock-form]) .ant-modal-footer .ant-btn', { hasText: 'Cancel' })
      .click();
    await page.locator('.ant-modal:has([data-testid=stock-form])').waitFor({ state: 'hidden' });
    await productRow(page, catalog.low).locator('[data-testid=product-ledger]').click();
    await page.locator('.ant-drawer [data-testid=stock-ledger] .ant-table-row').nth(1).waitFor();
    await screenshot(page, 'goods-products-ledger-en');
  },
};

export const goodsProductRecycleFlow: Flow = {
  name: 'goods: product list delete to recycle bin, restore, purge',
  async run({ newPage, screenshot }) {
    const page = await start(newPage);
    const catalog = await seedCatalog(page);
    await openProducts(page);
    await assertTabsMatch(page);
    const onSale = await tabCount(page, 'onSale');
    const recycle = await tabCount(page, 'recycle');
    await searchProducts(page, catalog.tag);
    await shownNames(page, 6);

    const [first = '', second = '', third = ''] = catalog.apples;
    await productRow(page, first).locator('[data-testid=product-delete]').click();
    await confirmPopover(page);
    await message(page, '已移入回收站');
    await waitForCount(page, 'recycle', recycle + 1);
    await waitForCount(page, 'onSale', onSale - 1);
    await shownNames(page, 5);
    await selectRows(page, [second, third]);
    await page.click('[data-testid=product-bulk-delete]');
    await confirmModal(page);
    await message(page, '已移入回收站');
    await waitForCount(page, 'recycle', recycle + 3);
    await shownNames(page, 3);

    await switchTab(page, 'recycle');
    await expectNames(page, catalog.apples);
    assertEqual(
      await productList(page).locator('[data-testid=product-edit]').count(),
      0,
      'no edit in the bin',
    );
    await screenshot(page, 'goods-products-recycle-zh');

    await productRow(page, first).locator('[data-testid=product-restore]').click();
    await message(page, '已恢复');
    await waitForCount(page, 'recycle', recycle + 2);
    await waitForCount(page, 'warehouse', (await apiCounts(page)).warehouse);
    await shownNames(page, 2);

    await productRow(page, second).locator('[data-testid=product-purge]').click();
    await confirmPopover(page);
    await message(page, '已彻底删除');
    await waitForCount(page, 'recycle', recycle + 1);
    await shownNames(page, 1);
    await selectRows(page, [third]);
    await page.click('[data-testid=product-bulk-purge]');
    await confirmModal(page);
    await message(page, '已彻底删除');
    await waitForCount(page, 'recycle', recycle);
    await shownNames(page, 0);

    await switchTab(page, 'warehouse');
    assertEqual(
      (await shownNames(page, 2)).includes(first),
      true,
      'a restored product waits in the warehouse',
    );
  },
};

export const goodsProductExportFlow: Flow = {
  name: 'goods: product list export downloads the filtered tab as xlsx',
  async run({ newPage }) {
    const page = await start(newPage);
    const catalog = await seedCatalog(page);
    await openProducts(page);
    await searchProducts(page, catalog.tag);
    await shownNames(page, 6);
    const asked = new Date();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.click('[data-testid=product-export]'),
    ]);
    assertExportName(download.suggestedFilename(), '商品列表数据', asked, 'file name');
    const path = await download.path();
    const book = new ExcelJS.Workbook();
    await book.xlsx.readFile(path);
    const sheet = book.worksheets[0];
    assert(sheet, 'a sheet');
    const names = new Set<string>();
    sheet.eachRow((row, n) => {
      if (n > 1) names.add(row.getCell(2).text);
    });
    assertEqual(
      [...names].sort().join(),
      [...catalog.apples, catalog.carrot, catalog.low, catalog.sized].sort().join(),
      'the on-sale products of the filter',
    );
  },
};

const HEADERS = ['商品编码', '商品名称', '分类', '单位', '上架', '规格', '售价', '库存'];

async function workbook(rows: (string | number)[][]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('商品');
  sheet.addRow(HEADERS);
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await book.xlsx.writeBuffer());
}

export const goodsProductImportFlow: Flow = {
  name: 'goods: product list import of 1,000 rows reports the two bad rows, then imports the fixed file',
  async run({ newPage, screenshot, baseUrl }) {
    const page = await start(newPage);
    const tag = freshTag();
    await openProducts(page);
    const onSale = await tabCount(page, 'onSale');
    const ROWS = 1000;
    const rows = (broken: boolean) =>
      Array.from({ length: ROWS }, (_, i) => [
        `H${i}`,
        `导入${i}号${tag}`,
        broken && i === 499 ? '没有这个分类' : '',
        '件',
        '是',
        '',
        broken && i === 2 ? '十元' : `${10 + (i % 90)}.50`,
        5,
      ]);

    await page.click('[data-testid=product-import]');
    const dialog = page.locator('.ant-modal:has([data-testid=import-template])');
    await dialog.waitFor();
    assert(await dialog.locator('[data-testid=import-run]').isDisabled(), 'nothing to import yet');
    const [template] = await Promise.all([
      page.waitForEvent('download'),
      dialog.locator('[data-testid=import-template]').click(),
    ]);
    assertEqual(template.suggestedFilename(), '商品导入模板.xlsx', 'template name');

    const input = dialog.locator('input[type=file]');
    await input.setInputFiles({
      name: 'products.xlsx',
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer: await workbook(rows(true)),
    });
    await dialog.locator('[data-testid=import-check]').click();
    const report = dialog.locator('[data-testid=import-report][data-ok=false]');
    await report.waitFor();
    const errors = await report
      .locator('.ant-table-row')
      .evaluateAll((trs) =>
        trs.map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent ?? '')),
      );
    assertEqual(
      JSON.stringify(errors.map((cells) => cells.slice(0, 2))),
      JSON.stringify([
        ['4', '售价'],
        ['501', '分类'],
      ]),
      'the two bad cells, by sheet row (after the header)',
    );
    assert(await dialog.locator('[data-testid=import-run]').isDisabled(), 'no import with errors');
    await screenshot(page, 'goods-products-import-errors-zh');

    await input.setInputFiles({
      name: 'products-fixed.xlsx',
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer: await workbook(rows(false)),
    });
    await report.waitFor({ state: 'detached' });
    await dialog.locator('[data-testid=import-check]').click();
    await dialog
      .locator('[data-testid=import-report][data-ok=true]', { hasText: '共 1000 个商品，1000 个规格' })
      .waitFor();
    await dialog.locator('[data-testid=import-run]').click();
    await dialog.locator('[data-testid=import-done]', { hasText: '已导入 1000 个商品' }).waitFor();
    await screenshot(page, 'goods-products-import-done-zh');
    await waitForCount(page, 'onSale', onSale + ROWS);
    await dialog.locator('[data-testid=import-close]').click();
    await searchProducts(page, `导入2号${tag}`);
    assertEqual((await shownNames(page, 1)).join(), `导入2号${tag}`, 'the once-bad row, imported');

    await setLanguage(page, baseUrl, 'en');
    await openProducts(page);
    await page.click('[data-testid=product-import]');
    await dialog.waitFor();
    await dialog.locator('input[type=file]').setInputFiles({
      name: 'again.xlsx',
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer: await workbook(rows(true)),
    });
    await dialog.locator('[data-testid=import-check]').click();
    await dialog.locator('[data-testid=import-report][data-ok=false]').waitFor();
    await screenshot(page, 'goods-products-import-errors-en');
  },
};

export const goodsProductClerkFlow: Flow = {
  name: 'goods: product list for a clerk without add, edit or delete',
  async run({ newPage, screenshot }) {
    const page = await start(newPage, 'bob');
    await openProducts(page);
    for (const id of ['product-add', 'product-import', 'product-bulk-off', 'product-bulk-delete']) {
      assertEqual(await page.locator(`[data-testid=${id}]`).count(), 0, `no ${id}`);
    }
    await page.locator('[data-testid=product-category-filter]').waitFor();
    assert((await productList(page).locator('[data-testid=product-stock]').count()) > 0, 'stock buttons');
    assertEqual(await productList(page).locator('[data-testid=product-edit]').count(), 0, 'no edit');
    await page.locator('[data-testid=product-export]').waitFor();
    await page.waitForTimeout(500);
    assertEqual(new URL(page.url()).pathname, '/goods/product', 'stays on the list');
    await screenshot(page, 'goods-products-clerk-zh');
  },
};
