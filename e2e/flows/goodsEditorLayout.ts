import type { Locator, Page } from 'playwright-core';
import { signInToDashboard } from '../lib/app.ts';
import { assert, assertEqual } from '../lib/assert.ts';
import { api, dialog, notice, openList } from '../lib/crud.ts';
import { freshTag } from '../lib/goodsProducts.ts';
import type { Flow } from '../lib/harness.ts';
import { patientPage } from '../lib/members.ts';

const PHONE = { width: 375, height: 740 };

const editor = (page: Page): Locator => page.locator('[data-testid=product-editor]:visible');
const saveBar = (page: Page): Locator => editor(page).locator('.hh-editor-footer');
const skuRow = (page: Page, specKey: string): Locator =>
  editor(page).locator(`[data-testid=sku-table] .ant-table-row[data-row-key="${specKey}"]`);

/** How far the page itself scrolls sideways (a table may scroll inside itself). */
const pageOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/**
 * Points on the element (a grid over its box, inside the viewport) where something else is on top:
 * what a person tapping there would hit instead.
 */
function coveredPoints(target: Locator): Promise<string[]> {
  return target.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const covered: string[] = [];
    for (let i = 1; i < 10; i += 1) {
      for (let j = 1; j < 4; j += 1) {
        const x = box.left + (box.width * i) / 10;
        const y = box.top + (box.height * j) / 4;
        if (x < 0 || y < 0 || x >= window.innerWidth || y >= window.innerHeight) continue;
        const hit = document.elementFromPoint(x, y);
        if (hit && !element.contains(hit)) {
          covered.push(
            `${Math.round(x)},${Math.round(y)}: ${hit.tagName}.${String(hit.className).slice(0, 60)}`,
          );
        }
      }
    }
    return covered;
  });
}

async function expectUncovered(target: Locator, what: string): Promise<void> {
  const covered = await coveredPoints(target);
  assertEqual(covered.length, 0, `${what} is not covered: ${covered.slice(0, 3).join(' | ')}`);
}

/** Wide enough to read and tap what it holds (a squeezed tags field shows a sliver). */
async function expectAtLeastWide(target: Locator, width: number, what: string): Promise<void> {
  const box = await target.boundingBox();
  assert(box && box.width >= width, `${what} is at least ${width} px wide: ${JSON.stringify(box)}`);
}

/** Inside the viewport's width (the page may scroll up and down, never sideways). */
async function expectWithinWidth(page: Page, target: Locator, what: string): Promise<void> {
  const box = await target.boundingBox();
  const width = page.viewportSize()?.width ?? 0;
  assert(
    box && box.x >= 0 && box.x + box.width <= width + 0.5,
    `${what} fits the width: ${JSON.stringify(box)}`,
  );
}

async function createMultiProduct(page: Page, name: string): Promise<number> {
  const colours = ['红', '蓝', '绿'];
  const sizes = ['S', 'M', 'L'];
  const fits = ['修身', '宽松'];
  const skus = colours.flatMap((colour) =>
    sizes.flatMap((size) =>
      fits.map((fit) => ({ specKey: `${colour},${size},${fit}`, price: '59.00', stock: 5 })),
    ),
  );
  const made = await api<{ id: number }>(page, 'POST', '/api/product', {
    name,
    specType: 'multi',
    specs: [
      { name: '颜色', values: colours },
      { name: '尺码', values: sizes },
      { name: '版型', values: fits },
    ],
    skus,
  });
  return made.id;
}

export const goodsEditorSaveBarFlow: Flow = {
  name: 'goods: editor save bar stays above the sticky SKU columns while the table scrolls beneath it',
  async run({ newPage, screenshot }) {
    const page = await patientPage(newPage);
    await signInToDashboard(page, 'alice');
    const id = await createMultiProduct(page, `条纹衬衫${freshTag()}`);
    await page.goto(`/goods/product/edit/${id}`);
    const table = editor(page).locator('[data-testid=sku-table]');
    await skuRow(page, '绿,L,宽松').waitFor();
    await editor(page).locator('[data-testid=spec-options]').scrollIntoViewIfNeeded();
    await screenshot(page, 'goods-editor-options-zh');
    // The table's top at the top of the window: its lower rows pass beneath the save bar.
    await table.evaluate((element) => window.scrollBy(0, element.getBoundingClientRect().top - 120));
    await table.locator('.ant-table-content').evaluate((element) => {
      element.scrollLeft = 300;
    });
    await page.waitForTimeout(300);
    await expectUncovered(saveBar(page), 'the save bar over the SKU table');
    await screenshot(page, 'goods-editor-savebar-zh');
    await saveBar(page).locator('[data-testid=editor-save]').click();
    await notice(page, '商品已保存');
  },
};

export const goodsEditorPhoneFlow: Flow = {
  name: 'goods: product editor and spec template dialog work at 375 px',
  async run({ newPage, screenshot }) {
    const page = await patientPage(() => newPage({ viewport: PHONE, hasTouch: true }));
    await signInToDashboard(page, 'alice');
    const tag = freshTag();

    await page.goto('/goods/product/add');
    await editor(page).locator('[data-testid=rich-text-content] .tiptap').waitFor();
    assertEqual(
      await editor(page).locator('[data-testid=editor-on-shelf]').getAttribute('aria-checked'),
      'false',
      'a new product starts off the shelf',
    );
    await editor(page).locator('[data-testid=editor-name]').fill(`手机上架的帆布鞋${tag}`);
    await screenshot(page, 'goods-editor-phone-top-zh');
    assertEqual(await pageOverflow(page), 0, 'the editor page does not scroll sideways');

    await editor(page).locator('[data-testid=editor-spec-type]').getByText('多规格').click();
    for (const [name, values] of [
      ['颜色', ['米白', '黑']],
      ['尺码', ['38', '39', '40']],
      ['鞋底', ['橡胶']],
    ] as const) {
      await editor(page).locator('[data-testid=spec-option-add]').click();
      const option = editor(page).locator('[data-testid=spec-option]').last();
      await option.locator('[data-testid=spec-option-name]').fill(name);
      const input = option.locator('[data-testid=spec-option-values] input');
      for (const value of values) {
        await input.fill(value);
        await input.press('Enter');
      }
    }
    const lastOption = editor(page).locator('[data-testid=spec-option]').last();
    for (const part of ['spec-option-name', 'spec-option-values', 'spec-option-remove']) {
      const field = lastOption.locator(`[data-testid=${part}]`).first();
      await field.scrollIntoViewIfNeeded();
      await expectWithinWidth(page, field, part);
    }
    await expectAtLeastWide(lastOption.locator('[data-testid=spec-option-values]'), 240, 'the values field');
    await lastOption.scrollIntoViewIfNeeded();
    await screenshot(page, 'goods-editor-phone-specs-zh');

    await skuRow(page, '黑,40,橡胶').waitFor();
    assertEqual(await pageOverflow(page), 0, 'the SKU table scrolls inside itself, not the page');
    // Every SKU cell can be reached and typed into: no sticky column sits on top of it.
    const row = skuRow(page, '黑,40,橡胶');
    for (const field of ['price', 'cost', 'barcode', 'commission2']) {
      const input = row.locator(`[data-testid=sku-${field}]`);
      await input.scrollIntoViewIfNeeded();
      await page.waitForTimeout(150);
      await expectUncovered(input, `the ${field} cell`);
    }
    await editor(page).locator('[data-testid=sku-table]').scrollIntoViewIfNeeded();
    await screenshot(page, 'goods-editor-phone-skus-zh');
    const bulk = editor(page).locator('[data-testid=sku-table] .ant-table-row[data-row-key="__bulk"]');
    await bulk.locator('[data-testid=bulk-price]').fill('199');
    await bulk.locator('input[data-testid=bulk-stock]').fill('6');
    await bulk.locator('[data-testid=bulk-fill]').click();
    await row.locator('[data-testid=sku-commission2]').fill('3');

    await expectWithinWidth(page, saveBar(page).locator('[data-testid=editor-save]'), 'the save button');
    await expectUncovered(saveBar(page).locator('[data-testid=editor-save]'), 'the save button');
    await saveBar(page).locator('[data-testid=editor-save]').click();
    await notice(page, '商品已创建');
    await page.waitForURL((url) => /\/goods\/product\/edit\/\d+$/.test(url.pathname));
    const saved = await api<{
      onShelf: boolean;
      skus: { specKey: string; price: string; commission2: string }[];
    }>(page, 'GET', `/api/product/${new URL(page.url()).pathname.split('/').pop()}`);
    assertEqual(saved.skus.length, 6, 'six SKUs saved from the phone');
    assertEqual(
      saved.skus.find((sku) => sku.specKey === '黑,40,橡胶')?.commission2,
      '3.00',
      'the last cell saved',
    );
    assertEqual(saved.onShelf, false, 'saved off the shelf');

    await openList(page, '/goods/spec');
    await page.click('[data-testid=crud-add]');
    await dialog(page).locator('[data-testid=spec-name]').waitFor();
    await dialog(page).locator('[data-testid=spec-name]').fill(`鞋码${tag}`);
    const option = dialog(page).locator('[data-testid=spec-option]').first();
    await option.locator('[data-testid=spec-option-name]').fill('尺码');
    const values = option.locator('[data-testid=spec-option-values] input');
    for (const value of ['38', '39']) {
      await values.fill(value);
      await values.press('Enter');
    }
    await dialog(page).locator('[data-testid=spec-option-add]').click();
    await dialog(page).locator('[data-testid=spec-option]').nth(1).waitFor();
    await screenshot(page, 'goods-spec-dialog-phone-zh');
    assertEqual(await pageOverflow(page), 0, 'the spec dialog does not widen the page');
    await expectWithinWidth(page, dialog(page), 'the dialog');
    for (const part of ['spec-option-name', 'spec-option-values', 'spec-option-remove']) {
      const field = dialog(page)
        .locator('[data-testid=spec-option]')
        .nth(1)
        .locator(`[data-testid=${part}]`)
        .first();
      await expectWithinWidth(page, field, `the dialog's ${part}`);
    }
    await expectAtLeastWide(
      dialog(page).locator('[data-testid=spec-option]').nth(1).locator('[data-testid=spec-option-values]'),
      240,
      "the dialog's values field",
    );
    await dialog(page).locator('[data-testid=spec-option-remove]').nth(1).click();
    await dialog(page).locator('.ant-modal-footer .ant-btn-primary').click();
    await notice(page, '新增成功');
  },
};
