import type { Locator, Page } from 'playwright-core';
import { setLanguage, signInToDashboard } from '../lib/app.ts';
import { assert, assertEqual } from '../lib/assert.ts';
import { chooseTag } from '../lib/crud.ts';
import type { Flow } from '../lib/harness.ts';

function dialog(page: Page): Locator {
  return page.locator('.ant-modal:has([data-testid=crud-form])');
}

async function chooseRegion(page: Page, names: readonly string[]): Promise<void> {
  await dialog(page).locator('[data-testid=region-cascader]').click();
  for (const name of names) {
    await page.locator(`.ant-cascader-menu-item[title="${name}"]`).click();
  }
  await page.keyboard.press('Escape');
}

async function submitDialog(page: Page, notice: string): Promise<void> {
  await dialog(page).locator('.ant-modal-footer .ant-btn-primary').click();
  await page.locator('.ant-message', { hasText: notice }).last().waitFor();
  await dialog(page).waitFor({ state: 'hidden' });
}

function row(page: Page, name: string): Locator {
  return page.locator('[data-testid=crud-list] .ant-table-row', { hasText: name });
}

async function deleteRow(page: Page, name: string): Promise<void> {
  await row(page, name).locator('[data-testid=crud-delete]').click();
  await page.locator('.ant-popconfirm .ant-btn-primary').click();
  await page.locator('.ant-message', { hasText: '删除成功' }).last().waitFor();
  await row(page, name).waitFor({ state: 'detached' });
}

async function search(page: Page, field: string, text: string): Promise<void> {
  await page.fill(`[data-testid=${field}]`, text);
  await page.click('[data-testid=crud-search]');
}

export const shopStoresFlow: Flow = {
  name: 'shop: stores with the region cascade, edit, filter and delete',
  async run({ newPage, screenshot, baseUrl }) {
    const page = await newPage();
    await signInToDashboard(page, 'alice');
    await page.goto('/shop/stores');
    await row(page, '朝阳门店').waitFor();
    await screenshot(page, 'shop-stores-zh');

    await page.click('[data-testid=crud-add]');
    await dialog(page).waitFor();
    await dialog(page).getByLabel('门店名称').fill('望京门店');
    await dialog(page).getByLabel('联系电话').fill('010-64701234');
    await chooseRegion(page, ['北京市', '市辖区', '朝阳区']);
    assert(
      (await dialog(page).locator('[data-testid=region-cascader]').textContent())?.includes(
        '北京市 / 市辖区 / 朝阳区',
      ),
      'the chosen region shows in the field',
    );
    await dialog(page).getByLabel('详细地址').fill('望京街 9 号');
    await screenshot(page, 'shop-store-dialog-zh');
    await submitDialog(page, '新增成功');
    const added = row(page, '望京门店');
    assertEqual(
      await added.locator('[data-testid=store-region]').textContent(),
      '北京市 市辖区 朝阳区',
      'region name',
    );

    await added.locator('[data-testid=crud-edit]').click();
    await dialog(page).waitFor();
    const cascader = dialog(page).locator('[data-testid=region-cascader]');
    await cascader.filter({ hasText: '北京市 / 市辖区 / 朝阳区' }).waitFor();
    await cascader.click();
    for (const name of ['北京市', '市辖区', '朝阳区']) {
      await page.locator(`.ant-cascader-menu-item-active[title="${name}"]`).waitFor();
    }
    await screenshot(page, 'shop-store-edit-region-zh');
    await page.locator('.ant-cascader-menu-item[title="海淀区"]').click();
    await page.keyboard.press('Escape');
    await dialog(page).getByLabel('门店名称').fill('望京旗舰店');
    await submitDialog(page, '编辑成功');
    assertEqual(
      await row(page, '望京旗舰店').locator('[data-testid=store-region]').textContent(),
      '北京市 市辖区 海淀区',
      'the edited region',
    );

    await search(page, 'store-query-blurry', '望京');
    await page.locator('[data-testid=crud-list] .ant-table-row').first().waitFor();
    await row(page, '朝阳门店').waitFor({ state: 'detached' });
    assertEqual(
      await page.locator('[data-testid=crud-list] .ant-table-row').count(),
      1,
      'the filter finds one store',
    );
    await deleteRow(page, '望京旗舰店');
    await page.click('[data-testid=crud-reset]');
    await row(page, '朝阳门店').waitFor();

    await setLanguage(page, baseUrl, 'en');
    await page.reload();
    await page.locator('[data-testid=crud-add]', { hasText: 'Add' }).waitFor();
    await row(page, '朝阳门店').waitFor();
    await screenshot(page, 'shop-stores-en');
    await row(page, '朝阳门店').locator('[data-testid=crud-edit]').click();
    await dialog(page)
      .locator('[data-testid=region-cascader]', { hasText: '北京市 / 市辖区 / 朝阳区' })
      .waitFor();
    await screenshot(page, 'shop-store-dialog-en');
  },
};

export const shopDealersFlow: Flow = {
  name: 'shop: dealers add, edit and delete',
  async run({ newPage, screenshot, baseUrl }) {
    const page = await newPage();
    await signInToDashboard(page, 'alice');
    await page.goto('/shop/dealer');
    await row(page, '华北经销商').waitFor();
    await screenshot(page, 'shop-dealers-zh');

    await page.click('[data-testid=crud-add]');
    await dialog(page).waitFor();
    await dialog(page).getByLabel('经销商名称').fill('华东经销商');
    await chooseTag(
      page,
      dialog(page).locator('.ant-form-item', { hasText: '级别' }).locator('.ant-select'),
      '二级经销商',
    );
    await chooseRegion(page, ['上海市', '市辖区', '浦东新区']);
    await submitDialog(page, '新增成功');
    const added = row(page, '华东经销商');
    assertEqual(
      await added.locator('[data-testid=dealer-region]').textContent(),
      '上海市 市辖区 浦东新区',
      'region',
    );
    assert((await added.textContent())?.includes('二级经销商'), 'the level shows its dictionary label');

    await added.locator('[data-testid=crud-edit]').click();
    await dialog(page)
      .locator('[data-testid=region-cascader]', { hasText: '上海市 / 市辖区 / 浦东新区' })
      .waitFor();
    await dialog(page).getByLabel('备注').fill('华东区总代');
    await submitDialog(page, '编辑成功');
    assert((await row(page, '华东经销商').textContent())?.includes('华东区总代'), 'the remark was saved');

    await search(page, 'dealer-query-blurry', '华东');
    await row(page, '华北经销商').waitFor({ state: 'detached' });
    await deleteRow(page, '华东经销商');

    await setLanguage(page, baseUrl, 'en');
    await page.reload();
    await row(page, '华北经销商').waitFor();
    await page.locator('[data-testid=crud-list]', { hasText: 'Level 1' }).waitFor();
    await screenshot(page, 'shop-dealers-en');
  },
};
