import type { Locator, Page } from 'playwright-core';
import { setLanguage, signInToDashboard } from '../lib/app.ts';
import { assert, assertEqual } from '../lib/assert.ts';

import { dialog, notice, openList, row } from '../lib/crud.ts';
import type { Flow } from '../lib/harness.ts';

const sameList = (actual: string[], expected: string[], message: string) =>
  assertEqual(JSON.stringify(actual), JSON.stringify(expected), message);

const NOTICES = '.ant-message-notice, .ant-notification-notice';
const FIELD_ERRORS = '.ant-form-item-explain-error';

async function waitForFocus(field: Locator, what: string): Promise<void> {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    if (await field.evaluate((element) => element === document.activeElement)) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${what} never got the focus`);
}

/** The messages on screen once things have settled: field errors and notices (toasts). */
async function messages(page: Page): Promise<{ fields: string[]; notices: string[] }> {
  await page.waitForTimeout(800);
  return {
    fields: await page.locator(`${FIELD_ERRORS}:visible`).allTextContents(),
    notices: await page.locator(NOTICES).allTextContents(),
  };
}

async function openAdd(page: Page, firstLabel: string): Promise<Locator> {
  await page.click('[data-testid=crud-add]');
  await dialog(page).waitFor();
  const first = dialog(page).getByLabel(firstLabel);
  await waitForFocus(first, `the dialog's first field (${firstLabel})`);
  return first;
}

export const formsFlow: Flow = {
  name: 'forms: dialogs focus their first field, submit on Enter, say a number range once',
  async run({ baseUrl, newPage, screenshot }) {
    const page = await newPage();
    await signInToDashboard(page, 'alice');
    await openList(page, '/system/role');

    const role = `E2E 键盘角色 ${Date.now() % 100000}`;
    const name = await openAdd(page, '名称');
    await name.fill(role);
    const level = dialog(page).getByLabel('级别');
    await level.fill('100');
    await name.press('Enter');
    const tooHigh = await messages(page);
    sameList(
      tooHigh.fields,
      ['级别须为 1–99 的整数'],
      'the range, once, on the field (alice owns the shop: level 1)',
    );
    sameList(tooHigh.notices, [], 'no notice repeats it');
    assertEqual(await level.inputValue(), '100', 'what was typed stays (no clamping)');
    await screenshot(page, 'forms-range-zh');
    await level.fill('3');
    await level.press('Enter');
    await notice(page, '新增成功');
    await dialog(page).waitFor({ state: 'hidden' });
    await row(page, role).waitFor();
    await page.locator(NOTICES).first().waitFor({ state: 'detached' });

    await page.route('**/api/roles', async (route) => {
      if (route.request().method() !== 'POST') return route.fallback();
      return route.fulfill({
        status: 400,
        contentType: 'application/json',
        body: JSON.stringify({
          status: 400,
          message: '输入有误，请检查: name 名称已被占用',
          errors: [{ field: 'name', message: '名称已被占用' }],
        }),
      });
    });
    const again = await openAdd(page, '名称');
    await again.fill(role);
    await again.press('Enter');
    const refused = await messages(page);
    sameList(refused.fields, ['名称已被占用'], "the server's field error, on the field");
    sameList(refused.notices, [], 'and no notice besides');
    await screenshot(page, 'forms-server-field-zh');
    await page.unroute('**/api/roles');

    const en = await newPage();
    await setLanguage(en, baseUrl, 'en');
    await signInToDashboard(en, 'alice');
    await openList(en, '/system/role');
    await (await openAdd(en, 'Name')).fill(`E2E en ${Date.now()}`);
    await dialog(en).getByLabel('Level').fill('0');
    await dialog(en).getByLabel('Level').press('Enter');
    const tooLow = await messages(en);
    sameList(tooLow.fields, ['Level must be a whole number from 1 to 99'], 'the range in English');
    sameList(tooLow.notices, [], 'no notice in English either');
  },
};

async function menuNames(page: Page): Promise<string[]> {
  const tree = page.locator('[data-testid=role-menu-tree]');
  await tree.waitFor();
  return tree.locator('.ant-tree-treenode').allTextContents();
}

export const roleNamesFlow: Flow = {
  name: 'roles: the role editor names permissions grouped by menu, never codes',
  async run({ baseUrl, newPage, screenshot }) {
    const page = await newPage();
    await signInToDashboard(page, 'alice');
    await openList(page, '/system/role');
    await row(page, '店员').click();
    const zh = await menuNames(page);
    assert(!zh.some((text) => /[a-z]+:[a-z]+/i.test(text)), `no permission codes (${zh.join(' | ')})`);
    const system = zh.indexOf('系统管理');
    const roles = zh.indexOf('角色管理');
    assert(system >= 0 && roles > system, 'the screen sits under its menu');
    sameList(
      zh.slice(roles + 1, roles + 4),
      ['新增角色', '编辑角色', '删除角色'],
      'its buttons by name, under it',
    );
    await screenshot(page, 'role-names-zh');

    const en = await newPage();
    await setLanguage(en, baseUrl, 'en');
    await signInToDashboard(en, 'alice');
    await openList(en, '/system/role');
    await row(en, 'Clerk').click();
    const names = await menuNames(en);
    assert(!names.some((text) => /[a-z]+:[a-z]+/i.test(text)), `no permission codes (${names.join(' | ')})`);
    const rolesEn = names.indexOf('Roles');
    assert(rolesEn >= 0, `the roles screen by its English name (${names.join(' | ')})`);
    sameList(
      names.slice(rolesEn + 1, rolesEn + 4),
      ['Add role', 'Edit role', 'Delete role'],
      'buttons in English',
    );
    await screenshot(en, 'role-names-en');
  },
};
