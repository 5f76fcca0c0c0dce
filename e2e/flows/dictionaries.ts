import type { Locator, Page } from 'playwright-core';
import { setLanguage, signInToDashboard } from '../lib/app.ts';
import { assert, assertEqual } from '../lib/assert.ts';
import type { Flow } from '../lib/harness.ts';
import { cancelDialog, confirmDialog, modalWith, openMembers, patientPage } from '../lib/members.ts';

const DICT_PATH = '/system/dict';
const COMPANY = '朝阳优选商城';

const dictRow = (page: Page, name: string): Locator =>
  page.locator('[data-testid=dict-row]', { has: page.locator(`td:text-is("${name}")`) });

async function openDict(page: Page, name: string): Promise<Locator> {
  await page.goto(DICT_PATH);
  await dictRow(page, name).click();
  const entries = page.locator('[data-testid=dict-entries]');
  await entries.locator('.ant-card-head', { hasText: name }).waitFor();
  return entries;
}

async function addEntry(page: Page, label: string, labelEn: string, value: string): Promise<Locator> {
  await page.click('[data-testid=entry-add]');
  const dialog = modalWith(page, 'entry-form');
  await dialog.waitFor();
  await dialog.getByLabel('标签', { exact: true }).fill(label);
  await dialog.getByLabel('英文标签').fill(labelEn);
  await dialog.getByLabel('值').fill(value);
  await confirmDialog(dialog);
  return dialog;
}

/** The preview select's options once its dropdown has settled (it re-renders while opening). */
async function previewOptions(page: Page): Promise<string[]> {
  await page.locator('[data-testid=dict-preview]').click();
  const options = page.locator('.ant-select-dropdown:visible .ant-select-item-option');
  for (let tries = 0; tries < 50; tries++) {
    const texts = await options.allTextContents();
    if (texts.length > 0) return texts;
    await page.waitForTimeout(100);
  }
  return [];
}

export const dictionariesFlow: Flow = {
  name: 'dictionaries: create one with two entries, a duplicate value refused, selects use them',
  async run({ newPage, screenshot, baseUrl }) {
    const page = await patientPage(newPage);
    await signInToDashboard(page, 'admin', COMPANY);
    await page.goto(DICT_PATH);
    await dictRow(page, 'member_level').waitFor();

    await page.click('[data-testid=crud-add]');
    const dialog = modalWith(page, 'crud-form');
    await dialog.waitFor();
    await dialog.getByLabel('字典名称').fill('Colour');
    await confirmDialog(dialog);
    await dialog.locator('.ant-form-item-explain-error', { hasText: '以小写字母开头' }).waitFor();
    await dialog.getByLabel('字典名称').fill('e2e_colour');
    await dialog.getByLabel('描述').fill('颜色 / Colour');
    await confirmDialog(dialog);
    await page.locator('.ant-message', { hasText: '新增成功' }).last().waitFor();
    await dialog.waitFor({ state: 'hidden' });

    await dictRow(page, 'e2e_colour').click();
    await page.locator('[data-testid=dict-entries] .ant-card-head', { hasText: 'e2e_colour' }).waitFor();
    for (const [label, labelEn, value] of [
      ['红色', 'Red', 'red'],
      ['蓝色', 'Blue', 'blue'],
    ] as const) {
      const entryDialog = await addEntry(page, label, labelEn, value);
      await page.locator('.ant-message', { hasText: '新增成功' }).last().waitFor();
      await entryDialog.waitFor({ state: 'hidden' });
    }
    const duplicate = await addEntry(page, '大红', 'Crimson', 'red');
    await duplicate.locator('.ant-form-item-explain-error').first().waitFor();
    await screenshot(page, 'dict-duplicate-zh');
    await cancelDialog(duplicate);
    await duplicate.waitFor({ state: 'hidden' });
    assertEqual(
      await page.locator('[data-testid=dict-entries] .ant-table-row').count(),
      2,
      'two entries, the duplicate refused',
    );
    assertEqual(JSON.stringify(await previewOptions(page)), JSON.stringify(['红色', '蓝色']), 'zh options');
    await screenshot(page, 'dict-zh');
    await page.keyboard.press('Escape');

    await openDict(page, 'member_level');
    const levelDialog = await addEntry(page, '黑金会员', 'Black', '4');
    await page.locator('.ant-message', { hasText: '新增成功' }).last().waitFor();
    await levelDialog.waitFor({ state: 'hidden' });
    await openMembers(page);
    await page.locator('[data-testid=crud-query] .ant-select', { hasText: '全部等级' }).click();
    await page
      .locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: '黑金会员' })
      .waitFor();
    await page.keyboard.press('Escape');

    await setLanguage(page, baseUrl, 'en');
    await openDict(page, 'e2e_colour');
    assertEqual(JSON.stringify(await previewOptions(page)), JSON.stringify(['Red', 'Blue']), 'en options');
    await screenshot(page, 'dict-en');
  },
};

export const dictionariesReadOnlyFlow: Flow = {
  name: 'dictionaries: dict:list alone reads but cannot change',
  async run({ newPage }) {
    const page = await patientPage(newPage);
    // dave, the manager, holds dict:list only; alice, the owner, holds every shop permission.
    await signInToDashboard(page, 'dave', '朝阳');
    const entries = await openDict(page, 'sex');
    await entries.locator('.ant-table-row').nth(2).waitFor();
    assertEqual(await page.locator('[data-testid=crud-add]').count(), 0, 'no add dictionary');
    assertEqual(await page.locator('[data-testid=crud-edit]').count(), 0, 'no edit dictionary');
    assertEqual(await page.locator('[data-testid=entry-add]').count(), 0, 'no add entry');
    assert((await entries.locator('button', { hasText: '编辑' }).count()) === 0, 'no edit entry');
  },
};
