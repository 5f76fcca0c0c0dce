import type { Locator, Page } from 'playwright-core';
import { setLanguage, signInToDashboard } from '../lib/app.ts';
import { assert, assertEqual } from '../lib/assert.ts';
import { api, confirmPopover, dialog, notice, openList, row, rows, waitIdle } from '../lib/crud.ts';
import type { Flow } from '../lib/harness.ts';
import { noisyPng } from '../lib/png.ts';

const TAG = String(Date.now()).slice(-4);

async function submit(page: Page, message: string): Promise<void> {
  await dialog(page).locator('.ant-modal-footer .ant-btn-primary').click();
  await notice(page, message);
  await dialog(page).waitFor({ state: 'hidden' });
  await waitIdle(page);
}

async function pickFromLibrary(page: Page, upload?: string): Promise<void> {
  await dialog(page).locator('[data-testid=media-input-choose]').click();
  const picker = page.locator('.hh-media-picker');
  await picker.locator('[data-testid=media-browser]').waitFor();
  if (upload) {
    await picker
      .locator('[data-testid=media-upload-input]')
      .setInputFiles([{ name: upload, mimeType: 'image/png', buffer: noisyPng(96, [90, 160, 220]) }]);
    await picker.locator(`[data-testid=media-card][data-name="${upload}"][data-selected=true]`).waitFor();
  } else {
    await picker.locator('[data-testid=media-card]').first().locator('.hh-media-thumb').click();
  }
  await picker.locator('[data-testid=media-picker-ok]').click();
  await picker.waitFor({ state: 'hidden' });
  await dialog(page).locator('[data-testid=media-input] img').waitFor();
}

// ---------------------------------------------------------------- categories

const handleOf = (page: Page, name: string): Locator =>
  row(page, name).locator('[data-testid=category-drag-handle]');

async function dragAbove(page: Page, handle: Locator, target: Locator): Promise<void> {
  const from = await handle.boundingBox();
  const to = await target.boundingBox();
  assert(from && to, 'the rows are on screen');
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2, from.y - 10, { steps: 5 });
  await page.mouse.move(from.x + from.width / 2, to.y + 4, { steps: 15 });
  await page.mouse.up();
}

async function moveUpWithKeyboard(page: Page, handle: Locator): Promise<void> {
  await handle.focus();
  for (const press of ['Space', 'ArrowUp', 'Space']) {
    await page.keyboard.press(press);
    await page.waitForTimeout(250);
  }
}

const OUTDOOR = `户外${TAG}`;
const SPORT = `运动${TAG}`;
const MUSIC = `乐器${TAG}`;
const TENT = `帐篷${TAG}`;
const BAG = `睡袋${TAG}`;

const idsOf = (body: string | undefined): number[] =>
  (JSON.parse(body ?? '{}') as { ids?: number[] }).ids ?? [];

/** The names of this run's rows of one level, top to bottom (the demo data has its own). */
async function ours(page: Page, level: 0 | 1): Promise<string> {
  const names = await page
    .locator(`.ant-table-row-level-${level} [data-testid=category-name]`)
    .allTextContents();
  return names.filter((name) => name.endsWith(TAG)).join(',');
}

export const goodsCategoriesFlow: Flow = {
  name: 'goods: categories tree with pictures, drag to reorder, show switch, delete refused, export',
  async run({ newPage, screenshot, baseUrl }) {
    const page = await newPage();
    await signInToDashboard(page, 'alice');
    await openList(page, '/goods/category');
    await row(page, '服装').first().waitFor();

    await page.click('[data-testid=crud-add]');
    await dialog(page).waitFor();
    await dialog(page).getByLabel('分类名称').fill(OUTDOOR);
    await pickFromLibrary(page, `category-${TAG}.png`);
    await screenshot(page, 'goods-category-dialog-zh');
    await submit(page, '新增成功');
    await row(page, OUTDOOR).locator('[data-testid=category-pic] img').waitFor();

    await row(page, OUTDOOR).locator('[data-testid=category-add-child]').click();
    await dialog(page).locator('[data-testid=category-parent]', { hasText: OUTDOOR }).waitFor();
    await dialog(page).getByLabel('分类名称').fill(TENT);
    await pickFromLibrary(page);
    await submit(page, '新增成功');
    await page.locator('.ant-table-row-level-1', { hasText: TENT }).waitFor();
    await row(page, TENT).locator('[data-testid=category-pic] img').waitFor();

    const found = await api<{ content: { id: number }[] }>(
      page,
      'GET',
      `/api/goodsCategory?page=0&size=5&blurry=${encodeURIComponent(OUTDOOR)}`,
    );
    const outdoorId = found.content[0]?.id;
    assert(outdoorId, 'the parent exists');
    for (const name of [SPORT, MUSIC]) {
      await api(page, 'POST', '/api/goodsCategory', { parentId: 0, name, pic: null, sort: 0, isShow: true });
    }
    await api(page, 'POST', '/api/goodsCategory', { parentId: outdoorId, name: BAG, sort: 0, isShow: true });
    await page.click('[data-testid=crud-refresh]');
    await row(page, BAG).waitFor();
    await waitIdle(page);
    assertEqual(await ours(page, 0), [OUTDOOR, SPORT, MUSIC].join(','), 'top level in creation order');
    assertEqual(await ours(page, 1), [TENT, BAG].join(','), 'children in creation order');
    await row(page, OUTDOOR).evaluate((element) => element.scrollIntoView({ block: 'center' }));
    await screenshot(page, 'goods-category-zh');

    const reorders: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'PUT' && request.url().endsWith('/api/goodsCategory/reorder')) {
        reorders.push(request.postData() ?? '');
      }
    });
    await dragAbove(page, handleOf(page, MUSIC), row(page, OUTDOOR));
    await notice(page, '排序已保存');
    await waitIdle(page);
    assertEqual(await ours(page, 0), [MUSIC, OUTDOOR, SPORT].join(','), 'dragged above');
    assertEqual(reorders.length, 1, 'one reorder request');
    assert(idsOf(reorders[0]).includes(outdoorId), 'the top level was sent');

    // The second save is awaited by its request: the first notice may be gone or still shown by then.
    const secondSave = page.waitForResponse(
      (response) =>
        response.request().method() === 'PUT' && response.url().endsWith('/api/goodsCategory/reorder'),
    );
    await moveUpWithKeyboard(page, handleOf(page, BAG));
    await secondSave;
    await notice(page, '排序已保存');
    await waitIdle(page);
    assertEqual(await ours(page, 1), [BAG, TENT].join(','), 'the keyboard moved a child up');
    assertEqual(await ours(page, 0), [MUSIC, OUTDOOR, SPORT].join(','), 'the top level stayed');
    assertEqual(reorders.length, 2, 'a second reorder request');
    assertEqual(idsOf(reorders[1]).length, 2, 'the child level only');

    await page.reload();
    await row(page, BAG).waitFor();
    await waitIdle(page);
    assertEqual(await ours(page, 0), [MUSIC, OUTDOOR, SPORT].join(','), 'top order kept after reload');
    assertEqual(await ours(page, 1), [BAG, TENT].join(','), 'child order kept after reload');

    await row(page, SPORT).locator('[data-testid=category-show]').click();
    await notice(page, '显示状态已更新');
    await page.reload();
    await row(page, SPORT).waitFor();
    assertEqual(
      await row(page, SPORT).locator('[data-testid=category-show]').getAttribute('aria-checked'),
      'false',
      'hidden after reload',
    );

    await row(page, OUTDOOR).locator('[data-testid=crud-delete]').click();
    await confirmPopover(page);
    await page.locator('.ant-notification-notice', { hasText: '分类下还有商品或子分类，不能删除' }).waitFor();
    await screenshot(page, 'goods-category-in-use-zh');
    assert(await row(page, OUTDOOR).isVisible(), 'the parent is still there');

    await page.fill('[data-testid=category-query-blurry]', BAG);
    await page.click('[data-testid=crud-search]');
    await row(page, '服装').first().waitFor({ state: 'detached' });
    assertEqual(await rows(page).count(), 1, 'the search finds the child');
    assert(await handleOf(page, BAG).isDisabled(), 'no dragging while searching');
    await page.click('[data-testid=crud-reset]');
    await row(page, OUTDOOR).waitFor();

    const download = page.waitForEvent('download');
    await page.click('[data-testid=crud-export]');
    assert((await download).suggestedFilename().endsWith('.xlsx'), 'exported as xlsx');

    await row(page, TENT).locator('[data-testid=crud-edit]').click();
    await dialog(page).getByLabel('分类名称').fill(`单人${TENT}`);
    await submit(page, '编辑成功');
    await row(page, `单人${TENT}`).locator('[data-testid=crud-delete]').click();
    await confirmPopover(page);
    await notice(page, '删除成功');
    await row(page, `单人${TENT}`).waitFor({ state: 'detached' });

    await setLanguage(page, baseUrl, 'en');
    await page.reload();
    await page.locator('[data-testid=category-add-child]', { hasText: 'Add subcategory' }).first().waitFor();
    await screenshot(page, 'goods-category-en');
    await row(page, BAG).locator('[data-testid=crud-edit]').click();
    await dialog(page).getByLabel('Category name').waitFor();
    await screenshot(page, 'goods-category-dialog-en');
  },
};

// ---------------------------------------------------------------- spec templates

async function fillOption(page: Page, index: number, name: string, values: readonly string[]) {
  const option = dialog(page).locator('[data-testid=spec-option]').nth(index);
  await option.locator('[data-testid=spec-option-name]').fill(name);
  const input = option.locator('[data-testid=spec-option-values] input');
  for (const value of values) {
    await input.fill(value);
    await input.press('Enter');
  }
}

const optionsOf = (page: Page, name: string) =>
  row(page, name).locator('[data-testid=spec-row-options] .ant-tag').allTextContents();

export const goodsSpecTemplatesFlow: Flow = {
  name: 'goods: spec templates add with options, validate, edit, delete and bulk delete',
  async run({ newPage, screenshot, baseUrl }) {
    const page = await newPage();
    await signInToDashboard(page, 'alice');
    await openList(page, '/goods/spec');

    await page.click('[data-testid=crud-add]');
    await dialog(page).waitFor();
    await dialog(page).getByLabel('模板名称').fill('服装规格');
    await dialog(page).locator('.ant-modal-footer .ant-btn-primary').click();
    await dialog(page).locator('.ant-form-item-explain-error', { hasText: '请输入规格名' }).waitFor();
    await dialog(page).locator('.ant-form-item-explain-error', { hasText: '请至少输入一个规格值' }).waitFor();
    await fillOption(page, 0, '颜色', ['红', '蓝']);
    await page.click('[data-testid=spec-option-add]');
    await fillOption(page, 1, '颜色', ['S', 'M', 'L']);
    await dialog(page).locator('.ant-modal-footer .ant-btn-primary').click();
    await dialog(page)
      .locator('.ant-form-item-explain-error', { hasText: '规格名不能重复' })
      .first()
      .waitFor();
    await dialog(page).locator('[data-testid=spec-option-name]').nth(1).fill('尺码');
    await page.click('[data-testid=spec-option-add]');
    assertEqual(
      await dialog(page).locator('[data-testid=spec-option-add]').count(),
      0,
      'three options at most',
    );
    await dialog(page).locator('[data-testid=spec-option-remove]').nth(2).click();
    await screenshot(page, 'goods-spec-dialog-zh');
    await submit(page, '新增成功');
    assertEqual(
      (await optionsOf(page, '服装规格')).join(' | '),
      '颜色: 红/蓝 | 尺码: S/M/L',
      'options as tags',
    );

    await row(page, '服装规格').locator('[data-testid=crud-edit]').click();
    await dialog(page)
      .locator('[data-testid=spec-option-values]')
      .first()
      .locator('.ant-select-selection-item', {
        hasText: '蓝',
      })
      .waitFor();
    await dialog(page)
      .locator('[data-testid=spec-option-values]')
      .first()
      .locator('.ant-select-selection-item', { hasText: '蓝' })
      .locator('.ant-select-selection-item-remove')
      .click();
    await fillOption(page, 0, '颜色', ['绿']);
    await dialog(page).getByLabel('模板名称').fill('服装规格（春）');
    await submit(page, '编辑成功');
    assertEqual(
      (await optionsOf(page, '服装规格（春）')).join(' | '),
      '颜色: 红/绿 | 尺码: S/M/L',
      'the edited options',
    );

    for (const name of ['鞋码', '容量']) {
      await api(page, 'POST', '/api/specTemplate', { name, specs: [{ name, values: ['1', '2'] }], sort: 0 });
    }
    await page.click('[data-testid=crud-refresh]');
    await row(page, '容量').waitFor();
    await screenshot(page, 'goods-spec-zh');

    await row(page, '鞋码').locator('[data-testid=crud-delete]').click();
    await confirmPopover(page);
    await notice(page, '删除成功');
    await row(page, '鞋码').waitFor({ state: 'detached' });

    await row(page, '容量').locator('.ant-checkbox-input').check();
    await row(page, '服装规格（春）').locator('.ant-checkbox-input').check();
    await page.click('[data-testid=crud-bulk-delete]');
    await page.locator('.ant-modal-confirm .ant-btn-dangerous').click();
    await notice(page, '删除成功');
    await row(page, '容量').waitFor({ state: 'detached' });
    assertEqual(await row(page, '服装规格（春）').count(), 0, 'both deleted');

    await api(page, 'POST', '/api/specTemplate', {
      name: 'Apparel',
      specs: [
        { name: 'Colour', values: ['Red', 'Blue'] },
        { name: 'Size', values: ['S', 'M'] },
      ],
      sort: 0,
    });
    await setLanguage(page, baseUrl, 'en');
    await page.reload();
    await row(page, 'Apparel').waitFor();
    await page.locator('[data-testid=crud-add]', { hasText: 'Add' }).waitFor();
    await screenshot(page, 'goods-spec-en');
    await row(page, 'Apparel').locator('[data-testid=crud-edit]').click();
    await dialog(page).getByLabel('Template name').waitFor();
    await screenshot(page, 'goods-spec-dialog-en');
  },
};

// ---------------------------------------------------------------- freight templates

async function chooseProvinces(page: Page, select: Locator, names: readonly string[]) {
  await select.click();
  for (const name of names) {
    await select.locator('input').fill(name.slice(0, 2));
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: name }).click();
  }
  await page.keyboard.press('Escape');
}

async function chooseOne(page: Page, select: Locator, name: string) {
  await select.click();
  await select.locator('input').fill(name.slice(0, 2));
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: name }).click();
}

async function fillRule(page: Page, index: number, values: readonly [string, string, string, string]) {
  const rule = dialog(page).locator('[data-testid=freight-rule]').nth(index);
  const ids = ['first', 'first-price', 'additional', 'additional-price'];
  for (const [position, id] of ids.entries()) {
    await rule.locator(`[data-testid=freight-rule-${id}]`).fill(values[position] ?? '');
  }
}

async function calculate(page: Page, province: string, quantity: string, amount: string): Promise<string> {
  const drawer = page.locator('.hh-freight-calculator');
  await chooseOne(page, drawer.locator('[data-testid=freight-calc-province]'), province);
  await drawer
    .locator('input[data-testid=freight-calc-quantity], [data-testid=freight-calc-quantity] input')
    .fill(quantity);
  await drawer.locator('[data-testid=freight-calc-amount]').fill(amount);
  await drawer.locator('[data-testid=freight-calc-submit]').click();
  const fee = drawer.locator('[data-testid=freight-calc-fee]');
  await fee.waitFor();
  return (await fee.textContent()) ?? '';
}

export const goodsFreightFlow: Flow = {
  name: 'goods: freight templates with region rules, free shipping and the calculator',
  async run({ newPage, screenshot, baseUrl }) {
    const page = await newPage();
    await signInToDashboard(page, 'alice');
    await openList(page, '/goods/freight');

    await page.click('[data-testid=crud-add]');
    await dialog(page).waitFor();
    await dialog(page).getByLabel('模板名称').fill('全国快递');
    const head = dialog(page).locator('[data-testid=freight-rules] .hh-freight-head');
    await head.filter({ hasText: '首件（件）' }).waitFor();
    await dialog(page).locator('[data-testid=freight-charge-by] label', { hasText: '按重量' }).click();
    await head.filter({ hasText: '首重（kg）' }).waitFor();
    await dialog(page).locator('[data-testid=freight-charge-by] label', { hasText: '按件数' }).click();
    await head.filter({ hasText: '续件（件）' }).waitFor();

    await chooseProvinces(page, dialog(page).locator('[data-testid=freight-rule-regions]').first(), [
      '北京市',
      '上海市',
    ]);
    await fillRule(page, 0, ['1', '6.005', '1', '2']);
    await page.click('[data-testid=freight-rule-add]');
    await fillRule(page, 1, ['2', '10', '1.5', '3.50']);
    await page.click('[data-testid=freight-free-add]');
    await dialog(page).locator('.ant-modal-footer .ant-btn-primary').click();
    await dialog(page).locator('.ant-form-item-explain-error', { hasText: '金额最多两位小数' }).waitFor();
    await dialog(page).locator('.ant-form-item-explain-error', { hasText: '请输入整数' }).waitFor();
    await dialog(page).locator('.ant-form-item-explain-error', { hasText: '请选择包邮区域' }).waitFor();
    await dialog(page).locator('.ant-form-item-explain-error', { hasText: '请填写满件数或满金额' }).waitFor();
    await screenshot(page, 'goods-freight-errors-zh');

    await fillRule(page, 0, ['1', '6.00', '1', '2']);
    await fillRule(page, 1, ['2', '10', '1', '3.50']);
    await chooseProvinces(page, dialog(page).locator('[data-testid=freight-free-regions]').first(), [
      '北京市',
    ]);
    await dialog(page).locator('[data-testid=freight-free-amount]').fill('99');
    await dialog(page).locator('[data-testid=freight-default]').click();
    await screenshot(page, 'goods-freight-dialog-zh');
    await submit(page, '新增成功');
    const added = row(page, '全国快递');
    assertEqual(await added.locator('[data-testid=freight-row-rules]').textContent(), '2', 'two rules');
    await added.locator('[data-testid=freight-row-default]').waitFor();

    await added.locator('[data-testid=crud-edit]').click();
    await dialog(page).locator('[data-testid=freight-rule]').nth(1).waitFor();
    assertEqual(
      await dialog(page).locator('[data-testid=freight-rule-first-price]').first().inputValue(),
      '6.00',
      'the money comes back as typed',
    );
    await dialog(page).locator('.ant-modal-footer .ant-btn:not(.ant-btn-primary)').click();

    await added.locator('[data-testid=freight-calc-row]').click();
    const drawer = page.locator('.hh-freight-calculator');
    await drawer.locator('[data-testid=freight-calc-template]', { hasText: '全国快递' }).waitFor();
    assertEqual(await calculate(page, '广东省', '5', '0'), '¥20.50', 'other regions: 10 + 3 × 3.50');
    assert(!(await drawer.locator('[data-testid=freight-calc-free]').isVisible()), 'not free');
    assertEqual(await calculate(page, '北京市', '3', '50'), '¥10.00', 'Beijing: 6 + 2 × 2');
    assertEqual(await calculate(page, '北京市', '3', '120'), '¥0.00', 'Beijing over 99 is free');
    await drawer.locator('[data-testid=freight-calc-free]', { hasText: '包邮' }).waitFor();
    await screenshot(page, 'goods-freight-calculator-zh');
    await drawer.locator('.ant-drawer-close').click();

    await api(page, 'POST', '/api/freightTemplate', {
      name: '大件物流',
      chargeBy: 'weight',
      rules: [{ regionIds: [], first: '1', firstPrice: '12', additional: '0.5', additionalPrice: '4' }],
      freeRules: [],
      isDefault: false,
      sort: 1,
    });
    await page.click('[data-testid=crud-refresh]');
    await row(page, '大件物流').waitFor();
    await screenshot(page, 'goods-freight-zh');

    await page.click('[data-testid=freight-calc-open]');
    await chooseOne(page, drawer.locator('[data-testid=freight-calc-template]'), '大件物流');
    await drawer.locator('[data-testid=freight-calc-units]').fill('2.2');
    assertEqual(
      await calculate(page, '广东省', '1', '0'),
      '¥24.00',
      'weight: 12 + 3 started blocks of 0.5 kg × 4',
    );
    await drawer.locator('.ant-drawer-close').click();

    await row(page, '大件物流').locator('[data-testid=crud-delete]').click();
    await confirmPopover(page);
    await notice(page, '删除成功');
    await row(page, '大件物流').waitFor({ state: 'detached' });

    await setLanguage(page, baseUrl, 'en');
    await page.reload();
    await row(page, '全国快递').waitFor();
    await page.locator('[data-testid=freight-calc-open]', { hasText: 'Freight calculator' }).waitFor();
    await screenshot(page, 'goods-freight-en');
    await row(page, '全国快递').locator('[data-testid=crud-edit]').click();
    await dialog(page).locator('[data-testid=freight-rule]').nth(1).waitFor();
    await screenshot(page, 'goods-freight-dialog-en');
    await dialog(page).locator('.ant-modal-footer .ant-btn:not(.ant-btn-primary)').click();
    await row(page, '全国快递').locator('[data-testid=freight-calc-row]').click();
    assertEqual(await calculate(page, '广东省', '2', '0'), '¥10.00', 'the first two pieces');
    await screenshot(page, 'goods-freight-calculator-en');
  },
};
