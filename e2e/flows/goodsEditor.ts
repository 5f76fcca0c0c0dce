import type { Locator, Page } from 'playwright-core';
import { setLanguage, signInToDashboard } from '../lib/app.ts';
import { assert, assertEqual } from '../lib/assert.ts';
import { api } from '../lib/crud.ts';
import { createCategory, freshTag, pickCascader } from '../lib/goodsProducts.ts';
import type { Flow } from '../lib/harness.ts';
import { patientPage, waitUntil } from '../lib/members.ts';
import { noisyPng } from '../lib/png.ts';
import { tab } from '../lib/tabStrip.ts';

const ADD_PATH = '/goods/product/add';

interface SavedSku {
  specKey: string;
  price: string;
  stock: number;
}

interface SavedProduct {
  id: number;
  name: string;
  price: string;
  stock: number;
  image: string | null;
  gallery: string[];
  categoryId: number | null;
  description: string;
  specType: 'single' | 'multi';
  specs: { name: string; values: string[] }[];
  skus: SavedSku[];
}

const editor = (page: Page): Locator => page.locator('[data-testid=product-editor]:visible');
const skuRow = (page: Page, specKey: string): Locator =>
  editor(page).locator(`[data-testid=sku-table] .ant-table-row[data-row-key="${specKey}"]`);
const skuRows = (page: Page): Locator =>
  editor(page).locator('[data-testid=sku-table] .ant-table-row:not([data-row-key="__bulk"])');
const picker = (page: Page): Locator => page.locator('.hh-media-picker:visible');

async function notice(page: Page, text: string): Promise<void> {
  await page.locator('.ant-message-notice', { hasText: text }).last().waitFor({ timeout: 20_000 });
}

async function openAdd(page: Page): Promise<void> {
  await page.goto(ADD_PATH);
  await editor(page).locator('[data-testid=rich-text-content] .tiptap').waitFor();
}

/** Uploads pictures inside the open media picker (they are chosen as they arrive) and confirms. */
async function uploadInPicker(page: Page, names: readonly string[]): Promise<void> {
  await picker(page).locator('[data-testid=media-browser]').waitFor();
  await picker(page)
    .locator('[data-testid=media-upload-input]')
    .setInputFiles(
      names.map((name, index) => ({
        name,
        mimeType: 'image/png',
        buffer: noisyPng(64, [40 + index * 60, 120, 200 - index * 50]),
      })),
    );
  for (const name of names) {
    await picker(page).locator(`[data-testid=media-card][data-name="${name}"][data-selected=true]`).waitFor();
  }
  await picker(page).locator('[data-testid=media-picker-ok]').click();
  await picker(page).waitFor({ state: 'hidden' });
}

async function addOption(page: Page, name: string, values: readonly string[]): Promise<void> {
  await editor(page).locator('[data-testid=spec-option-add]').click();
  const option = editor(page).locator('[data-testid=spec-option]').last();
  await option.locator('[data-testid=spec-option-name]').fill(name);
  const input = option.locator('[data-testid=spec-option-values] input');
  for (const value of values) {
    await input.fill(value);
    await input.press('Enter');
  }
}

async function fillSku(page: Page, specKey: string, field: string, value: string): Promise<void> {
  await skuRow(page, specKey).locator(`[data-testid=sku-${field}]`).fill(value);
}

async function derived(page: Page): Promise<{ price: string; stock: string }> {
  const text = async (id: string) =>
    ((await editor(page).locator(`[data-testid=${id}] .ant-statistic-content`).textContent()) ?? '').trim();
  return { price: await text('derived-price'), stock: await text('derived-stock') };
}

async function waitDerived(page: Page, price: string, stock: string): Promise<void> {
  await waitUntil(async () => {
    const now = await derived(page);
    return now.price === price && now.stock === stock;
  }, `derived price ${price} and stock ${stock}`);
}

async function saveNew(page: Page): Promise<number> {
  await editor(page).locator('[data-testid=editor-save]').click();
  await notice(page, '商品已创建');
  await page.waitForURL((url) => /\/goods\/product\/edit\/\d+$/.test(url.pathname));
  return Number(new URL(page.url()).pathname.split('/').pop());
}

const product = (page: Page, id: number) => api<SavedProduct>(page, 'GET', `/api/product/${id}`);

async function tabTitle(page: Page, path: string): Promise<string> {
  return ((await tab(page, path).textContent()) ?? '').trim();
}

async function dragBefore(page: Page, moving: Locator, target: Locator): Promise<void> {
  const from = await moving.boundingBox();
  const to = await target.boundingBox();
  assert(from && to, 'both tiles are on screen');
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2 - 10, from.y + from.height / 2, { steps: 4 });
  await page.mouse.move(to.x + to.width / 4, to.y + to.height / 2, { steps: 12 });
  await page.mouse.up();
}

const galleryUrls = (page: Page) =>
  editor(page)
    .locator('[data-testid=gallery-item]')
    .evaluateAll((items) => items.map((item) => item.getAttribute('data-url') ?? ''));

export const goodsEditorCreateFlow: Flow = {
  name: 'goods: editor creates a multi-spec product with media and a description, reopens and edits a price',
  async run({ newPage, screenshot, baseUrl }) {
    const page = await patientPage(newPage);
    await signInToDashboard(page, 'alice');
    const tag = freshTag();
    const clothes = await createCategory(page, `服装${tag}`);
    const shirts = await createCategory(page, `衬衫${tag}`, clothes.id);
    const name = `牛津纺衬衫${tag}`;

    await openAdd(page);
    assertEqual(await tabTitle(page, ADD_PATH), '添加商品', 'the add tab title');
    await editor(page).locator('[data-testid=editor-name]').fill(name);
    await pickCascader(page, editor(page).locator('[data-testid=editor-category]'), [
      clothes.name,
      shirts.name,
    ]);
    await editor(page).getByLabel('热卖').check();
    await editor(page).getByLabel('新品').check();

    await editor(page).locator('[data-testid=editor-image] [data-testid=media-input-choose]').click();
    await uploadInPicker(page, [`main-${tag}.png`]);
    await editor(page).locator('[data-testid=editor-image] img').waitFor();
    await editor(page).locator('[data-testid=gallery-add]').click();
    await uploadInPicker(page, [`gallery-a-${tag}.png`, `gallery-b-${tag}.png`]);
    await editor(page).locator('[data-testid=gallery-item]').nth(1).waitFor();
    const before = await galleryUrls(page);
    assertEqual(before.length, 2, 'two gallery pictures');
    const tiles = editor(page).locator('[data-testid=gallery-item]');
    await dragBefore(page, tiles.nth(1), tiles.nth(0));
    await waitUntil(
      async () => (await galleryUrls(page))[0] === before[1],
      'the dragged picture comes first',
    );

    const content = editor(page).locator('[data-testid=rich-text-content] .tiptap');
    await content.click();
    await page.keyboard.type('面料：');
    await editor(page).locator('[data-testid=rte-bold]').click();
    await page.keyboard.type('100% 纯棉');
    await editor(page).locator('[data-testid=rte-bold]').click();
    await page.keyboard.type('，透气舒适。');
    await content.locator('strong', { hasText: '100% 纯棉' }).waitFor();
    await page.keyboard.type('尺码表');
    for (let i = 0; i < 3; i += 1) await page.keyboard.press('Shift+ArrowLeft');
    await editor(page).locator('[data-testid=rte-link]').click();
    const linkInput = page.locator('.ant-popover:visible input');
    await linkInput.fill('https://example.com/size');
    await linkInput.press('Enter');
    await content.locator('a[href="https://example.com/size"]', { hasText: '尺码表' }).waitFor();
    await content.press('End');
    await editor(page).locator('[data-testid=rte-image]').click();
    await picker(page)
      .locator(`[data-testid=media-card][data-name="main-${tag}.png"] .hh-media-thumb`)
      .click();
    await picker(page).locator('[data-testid=media-picker-ok]').click();
    await content.locator('img').waitFor();

    await editor(page).locator('[data-testid=editor-spec-type]').getByText('多规格').click();
    await editor(page).locator('[data-testid=spec-no-matrix]').waitFor();
    await addOption(page, '颜色', ['白', '蓝']);
    await addOption(page, '尺码', ['M', 'L']);
    await skuRow(page, '蓝,L').waitFor();
    assertEqual(await skuRows(page).count(), 4, 'four SKUs from two options of two values');
    const bulk = editor(page).locator('[data-testid=sku-table] .ant-table-row[data-row-key="__bulk"]');
    await bulk.locator('[data-testid=bulk-price]').fill('129');
    await bulk.locator('[data-testid=bulk-cost]').fill('60.5');
    await bulk.locator('input[data-testid=bulk-stock]').fill('10');
    await bulk.locator('[data-testid=bulk-fill]').click();
    await waitDerived(page, '¥129.00', '40');
    await fillSku(page, '白,M', 'price', '119.9');
    await skuRow(page, '蓝,L').locator('input[data-testid=sku-stock]').fill('25');
    await waitDerived(page, '¥119.90', '55');
    await editor(page).locator('[data-testid=editor-dirty]').waitFor();
    // Closing the tab with unsaved edits asks first; staying keeps every edit.
    await page
      .locator('.ant-tabs-tab', { has: tab(page, ADD_PATH) })
      .locator('.ant-tabs-tab-remove')
      .click();
    const ask = page.locator('.ant-modal-confirm', { hasText: '放弃未保存的修改' });
    await ask.waitFor();
    await screenshot(page, 'goods-editor-unsaved-close-zh');
    await ask
      .getByRole('button', { name: '取 消' })
      .or(ask.getByRole('button', { name: '取消' }))
      .click();
    await ask.waitFor({ state: 'detached' });
    await waitDerived(page, '¥119.90', '55');
    await editor(page).locator('[data-testid=editor-basic]').scrollIntoViewIfNeeded();
    await screenshot(page, 'goods-editor-top-zh');
    await editor(page).locator('[data-testid=gallery-input]').scrollIntoViewIfNeeded();
    await screenshot(page, 'goods-editor-media-zh');
    await editor(page).locator('[data-testid=sku-table]').scrollIntoViewIfNeeded();
    await screenshot(page, 'goods-editor-multi-zh');

    const id = await saveNew(page);
    const editPath = `/goods/product/edit/${id}`;
    await waitUntil(
      async () => (await tabTitle(page, editPath)) === name,
      'the edit tab is named after the product',
    );
    assertEqual(await tab(page, ADD_PATH).count(), 0, 'the add tab closed');
    const saved = await product(page, id);
    assertEqual(saved.price, '119.90', 'the saved price is the lowest SKU price');
    assertEqual(saved.stock, 55, 'the saved stock is the sum');
    assertEqual(saved.categoryId, shirts.id, 'the category');
    assert(saved.description.includes('<strong>100% 纯棉</strong>'), `bold text kept: ${saved.description}`);
    assert(saved.description.includes('href="https://example.com/size"'), `link kept: ${saved.description}`);
    assert(saved.description.includes(`<img src="${saved.image}"`), `image kept: ${saved.description}`);
    assertEqual(
      saved.gallery.join(' '),
      [before[1], before[0]].join(' '),
      'the gallery keeps the dragged order',
    );

    await page.reload();
    await editor(page).locator('[data-testid=rich-text-content] strong', { hasText: '100% 纯棉' }).waitFor();
    assertEqual(await editor(page).locator('[data-testid=editor-name]').inputValue(), name, 'the name');
    assert(
      (await editor(page).locator('[data-testid=editor-category]').textContent())?.includes(
        `${clothes.name} / ${shirts.name}`,
      ),
      'the category path shows',
    );
    assert(await editor(page).getByLabel('热卖').isChecked(), 'the hot flag is kept');
    assertEqual(
      await editor(page).locator('[data-testid=editor-image] img').getAttribute('src'),
      saved.image,
      'the main image',
    );
    assertEqual((await galleryUrls(page)).join(' '), saved.gallery.join(' '), 'the gallery');
    assertEqual(await skuRows(page).count(), 4, 'four SKUs after reopening');
    assertEqual(
      await skuRow(page, '白,M').locator('[data-testid=sku-price]').inputValue(),
      '119.90',
      'the typed SKU price',
    );
    assertEqual(
      await skuRow(page, '蓝,M').locator('[data-testid=sku-cost]').inputValue(),
      '60.50',
      'the bulk-filled cost',
    );
    await waitDerived(page, '¥119.90', '55');
    await waitUntil(
      async () => (await tabTitle(page, editPath)) === name,
      'the reopened tab is named after the product',
    );

    await fillSku(page, '蓝,M', 'price', '99.5');
    await waitDerived(page, '¥99.50', '55');
    await fillSku(page, '白,L', 'price', '1.234');
    await editor(page).locator('[data-testid=editor-save]').click();
    await skuRow(page, '白,L').locator('.ant-form-item-explain-error', { hasText: '最多两位小数' }).waitFor();
    await fillSku(page, '白,L', 'price', '129');
    await editor(page).locator('[data-testid=editor-save]').click();
    await notice(page, '商品已保存');
    const edited = await product(page, id);
    assertEqual(edited.skus.find((sku) => sku.specKey === '蓝,M')?.price, '99.50', 'the edited SKU price');
    assertEqual(edited.price, '99.50', 'the product price follows the cheapest SKU');

    await setLanguage(page, baseUrl, 'en');
    await page.reload();
    await editor(page).locator('[data-testid=sku-table]').waitFor();
    await editor(page).getByText('Variants and stock').waitFor();
    await screenshot(page, 'goods-editor-top-en');
    await editor(page).locator('[data-testid=sku-table]').scrollIntoViewIfNeeded();
    await screenshot(page, 'goods-editor-multi-en');

    await fillSku(page, '蓝,M', 'price', '5');
    await page
      .locator('.ant-tabs-tab', { has: tab(page, editPath) })
      .locator('.ant-tabs-tab-remove')
      .click();
    const discard = page.locator('.ant-modal-confirm', { hasText: 'Discard unsaved changes?' });
    await discard.waitFor();
    await screenshot(page, 'goods-editor-unsaved-close-en');
    await discard.getByRole('button', { name: 'Discard changes' }).click();
    await tab(page, editPath).waitFor({ state: 'detached' });
    assertEqual((await product(page, id)).price, '99.50', 'discarded edits are not saved');
  },
};

export const goodsEditorTemplateFlow: Flow = {
  name: 'goods: editor applies a spec template, saves options as one, and saves a single-spec product',
  async run({ newPage, screenshot, baseUrl }) {
    const page = await patientPage(newPage);
    await signInToDashboard(page, 'alice');
    const tag = freshTag();
    const template = `杯型${tag}`;
    await api(page, 'POST', '/api/specTemplate', {
      name: template,
      specs: [{ name: '容量', values: ['350ml', '500ml', '750ml'] }],
      sort: 0,
    });

    await openAdd(page);
    const name = `保温杯${tag}`;
    await editor(page).locator('[data-testid=editor-name]').fill(name);
    await editor(page).locator('[data-testid=editor-spec-type]').getByText('多规格').click();
    await editor(page).locator('[data-testid=spec-template-select]').click();
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: template }).click();
    await skuRow(page, '750ml').waitFor();
    assertEqual(await skuRows(page).count(), 3, 'the template makes three SKUs');
    await addOption(page, '颜色', ['黑']);
    await skuRow(page, '350ml,黑').waitFor();
    assertEqual(await skuRows(page).count(), 3, 'a one-value option keeps three SKUs');

    const saved = `杯型加颜色${tag}`;
    await editor(page).locator('[data-testid=spec-template-save]').click();
    const dialog = page.locator('.hh-spec-template-dialog');
    await dialog.locator('[data-testid=spec-template-name]').fill(saved);
    await dialog.locator('.ant-btn-primary').click();
    await notice(page, '规格模板已保存');
    const templates = await api<{ content: { name: string; specs: { name: string; values: string[] }[] }[] }>(
      page,
      'GET',
      '/api/specTemplate?page=0&size=100',
    );
    const stored = templates.content.find((item) => item.name === saved);
    assertEqual(
      JSON.stringify(stored?.specs),
      JSON.stringify([
        { name: '容量', values: ['350ml', '500ml', '750ml'] },
        { name: '颜色', values: ['黑'] },
      ]),
      'the saved template holds the current options',
    );

    await editor(page).locator('[data-testid=editor-spec-type]').getByText('单规格').click();
    await waitUntil(async () => (await skuRows(page).count()) === 1, 'a single spec has one SKU row');
    await editor(page).locator('[data-testid=sku-price]').fill('');
    await editor(page).locator('[data-testid=editor-save]').click();
    await editor(page).locator('.ant-form-item-explain-error', { hasText: '请填写售价' }).waitFor();
    await editor(page).locator('[data-testid=sku-price]').fill('59');
    await editor(page).locator('input[data-testid=sku-stock]').fill('7');
    await editor(page).locator('[data-testid=sku-barcode]').fill(`690${tag}`.slice(0, 20));
    await waitDerived(page, '¥59.00', '7');
    await editor(page).locator('[data-testid=sku-table]').scrollIntoViewIfNeeded();
    await screenshot(page, 'goods-editor-single-zh');
    const id = await saveNew(page);
    const single = await product(page, id);
    assertEqual(single.specType, 'single', 'saved as a single spec');
    assertEqual(single.skus.length, 1, 'one SKU');
    assertEqual(single.skus[0]?.specKey, '', 'with an empty key');
    assertEqual(single.price, '59.00', 'the price');

    await setLanguage(page, baseUrl, 'en');
    await openAdd(page);
    await editor(page).getByText('Basic information').waitFor();
    await editor(page).locator('[data-testid=editor-name]').fill(`Travel mug ${tag}`);
    await editor(page).locator('[data-testid=sku-price]').fill('0');
    await editor(page).locator('[data-testid=editor-save]').click();
    await editor(page).locator('.ant-form-item-explain-error', { hasText: 'above 0' }).waitFor();
    await editor(page).locator('[data-testid=sku-table]').scrollIntoViewIfNeeded();
    await screenshot(page, 'goods-editor-single-en');
  },
};

/**
 * Opens a range picker and clicks one of its presets. Under heavy CPU load the first click
 * has now and then landed while the popup was still settling and was lost (the picker stayed
 * open on the old range), as a person's click would be; like a person, click it again.
 */
async function choosePreset(page: Page, picker: Locator, label: string): Promise<void> {
  await picker.click();
  const dropdown = page.locator('.ant-picker-dropdown:visible');
  const preset = dropdown.locator('.ant-picker-presets li', { hasText: label });
  for (let attempt = 0; attempt < 3; attempt += 1) {
    await preset.click();
    try {
      await dropdown.waitFor({ state: 'hidden', timeout: 3000 });
      return;
    } catch {
      if (!(await preset.isVisible())) await picker.click();
    }
  }
  throw new Error(`the preset ${label} was not applied`);
}

export const goodsDashboardFlow: Flow = {
  name: 'goods: dashboard shows product statistics with presets and the chart',
  async run({ newPage, screenshot, baseUrl }) {
    const page = await patientPage(newPage);
    await signInToDashboard(page, 'alice');
    const stats = page.locator('[data-testid=product-stats]');
    await stats.locator('[data-testid=stat-created]').waitFor();
    await stats.locator('[data-testid=product-stats-chart] canvas').waitFor();
    const created = await api<{ created: number; onSale: number }>(
      page,
      'GET',
      `/api/ysProductIndex?startTime=${encodeURIComponent(new Date(Date.now() - 29 * 86_400_000).toISOString())}&endTime=${encodeURIComponent(new Date().toISOString())}`,
    );
    const answer = page.waitForResponse((response) => response.url().includes('/api/ysProductIndex'));
    await choosePreset(page, stats.locator('[data-testid=product-stats-range]').first(), '近 30 天');
    await answer;
    await waitUntil(
      async () =>
        (
          (await stats.locator('[data-testid=stat-on-sale] .ant-statistic-content').textContent()) ?? ''
        ).includes(String(created.onSale)),
      'the on-sale count shows',
    );
    await stats.locator('[data-testid=stat-stock-value]', { hasText: '¥' }).waitFor();
    await stats.scrollIntoViewIfNeeded();
    await page.waitForTimeout(1200);
    await screenshot(page, 'goods-dashboard-zh');

    await setLanguage(page, baseUrl, 'en');
    await page.reload();
    await stats.getByText('Product statistics').waitFor();
    await stats.locator('[data-testid=product-stats-chart] canvas').waitFor();
    await stats.scrollIntoViewIfNeeded();
    await page.waitForTimeout(1200);
    await screenshot(page, 'goods-dashboard-en');
  },
};
