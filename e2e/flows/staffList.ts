import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { signInToDashboard } from '../lib/app.ts';
import { assert, assertEqual } from '../lib/assert.ts';
import {
  api,
  assertExportName,
  chooseTag,
  confirmPopover,
  dialog,
  headerTitles,
  list,
  notice,
  openList,
  row,
  rows,
  submitDialog,
  waitForRowCount,
  waitForTotal,
  waitIdle,
} from '../lib/crud.ts';
import type { Flow } from '../lib/harness.ts';

const SEEDED = 13;
const pad = (n: number) => String(n).padStart(2, '0');

/**
 * Names and phones of this try. Accounts are global and outlive their removal from the shop, so a
 * retry in the same database needs people of its own (an old phone would make an invitation).
 */
function staffNames() {
  const run = Math.random().toString(36).slice(2, 6);
  const digits = String(Math.floor(Math.random() * 100_000)).padStart(5, '0');
  return {
    prefix: `e2e${run}_s`,
    seeded: (n: number) => `e2e${run}_s${pad(n)}`,
    seededPhone: (n: number) => `1370${digits}${pad(n)}`,
    added: `e2e${run}_new`,
    addedPhone: `1379${digits}01`,
  };
}
let names = staffNames();

async function seedStaff(page: Page): Promise<void> {
  const roles = await api<{ id: number; name: string }[]>(page, 'GET', '/api/roles/all');
  const clerk = roles.find((role) => role.name === '店员');
  assert(clerk, 'the clerk role exists');
  for (let n = 1; n <= SEEDED; n += 1) {
    await api(page, 'POST', '/api/users', {
      username: names.seeded(n),
      nickName: `批量员工${pad(n)}`,
      phone: names.seededPhone(n),
      email: null,
      password: '123456',
      enabled: true,
      roles: [clerk.id],
    });
  }
}

const listRequest = (page: Page) =>
  page.waitForRequest((request) => request.method() === 'GET' && /\/api\/users\?/.test(request.url()));

async function search(page: Page, text: string): Promise<URL> {
  await page.getByLabel('用户名/昵称/手机/邮箱').fill(text);
  const [request] = await Promise.all([listRequest(page), page.click('[data-testid=crud-search]')]);
  await waitIdle(page);
  return new URL(request.url());
}

async function chooseRole(page: Page, name: string): Promise<void> {
  await chooseTag(
    page,
    dialog(page).locator('.ant-select', { has: page.locator('input[id$="_roles"]') }),
    name,
  );
  await page.keyboard.press('Escape');
}

async function paging(page: Page): Promise<void> {
  const first = await search(page, names.prefix);
  assertEqual(first.searchParams.get('blurry'), names.prefix, 'the filter is sent');
  assertEqual(first.searchParams.get('page'), '0', 'a search starts on the first page');
  await waitForTotal(page, `共 ${SEEDED} 条`, 'total of the seeded staff');
  await waitForRowCount(page, 10, 'ten rows per page');

  const [second] = await Promise.all([
    listRequest(page),
    list(page).locator('.ant-pagination-item-2').click(),
  ]);
  await waitIdle(page);
  assertEqual(new URL(second.url()).searchParams.get('page'), '1', 'page 2 is page=1 on the wire');
  await waitForRowCount(page, SEEDED - 10, 'the rest on page 2');
  assertEqual(
    (await rows(page).first().locator('td').nth(1).textContent())?.trim(),
    '11',
    'rows keep counting across pages',
  );

  const [sorted] = await Promise.all([
    listRequest(page),
    list(page).locator('th', { hasText: '用户名' }).click(),
  ]);
  await waitIdle(page);
  assertEqual(new URL(sorted.url()).searchParams.get('sort'), 'username,asc', 'column sort on the wire');
  assertEqual(new URL(sorted.url()).searchParams.get('page'), '0', 'sorting goes back to the first page');
  // The sorted answer renders a moment after the spinner goes: wait for its first row.
  await rows(page)
    .first()
    .filter({ hasText: names.seeded(1) })
    .waitFor()
    .catch(async () => {
      throw new Error(`sorted by username: the first row is ${await rows(page).first().textContent()}`);
    });

  await list(page).locator('.ant-pagination-options .ant-select').click();
  const [bigger] = await Promise.all([
    listRequest(page),
    page.locator('.ant-select-item-option', { hasText: '20 条/页' }).click(),
  ]);
  await waitIdle(page);
  assertEqual(new URL(bigger.url()).searchParams.get('size'), '20', 'the page size changer');
  await waitForRowCount(page, SEEDED, 'all on one page');
}

async function addWithValidation(page: Page, screenshot: (name: string) => Promise<void>): Promise<void> {
  let posted = 0;
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/api/users')) posted += 1;
  });
  await page.click('[data-testid=crud-add]');
  await dialog(page).waitFor();
  assert((await dialog(page).textContent())?.includes('新增员工'), 'the add dialog title');
  await dialog(page).getByLabel('用户名').fill(names.added);
  await dialog(page).getByLabel('昵称').fill('E2E 新员工');
  await dialog(page).getByLabel('手机号').fill('12345678901');
  await dialog(page).getByLabel('初始密码').fill('123456');
  await chooseRole(page, '店员');
  await dialog(page).locator('.ant-modal-footer .ant-btn-primary').click();
  await dialog(page).locator('.ant-form-item-explain-error', { hasText: '请输入正确的手机号' }).waitFor();
  await screenshot('staff-dialog-errors-zh');
  assertEqual(posted, 0, 'nothing is sent while the form is invalid');
  await dialog(page).getByLabel('手机号').fill(names.addedPhone);
  await submitDialog(page, '新增成功');
  assertEqual(posted, 1, 'one add');
  await search(page, names.added);
  await row(page, names.added).waitFor();
}

async function editAndCancel(page: Page): Promise<void> {
  await row(page, names.added).locator('[data-testid=crud-edit]').click();
  await dialog(page).waitFor();
  assert((await dialog(page).textContent())?.includes('编辑员工'), 'the edit dialog title');
  assertEqual(await dialog(page).getByLabel('昵称').inputValue(), 'E2E 新员工', 'the row is in the form');
  await dialog(page).getByLabel('昵称').fill('E2E 改名');
  await submitDialog(page, '编辑成功');
  await row(page, 'E2E 改名').waitFor();

  await row(page, names.added).locator('[data-testid=crud-edit]').click();
  await dialog(page).waitFor();
  await dialog(page).getByLabel('昵称').fill('不应保留');
  await dialog(page).locator('.ant-modal-footer .ant-btn', { hasText: '取 消' }).click();
  await dialog(page).waitFor({ state: 'hidden' });
  assertEqual(
    await dialog(page).getByLabel('昵称').inputValue(),
    'E2E 改名',
    'cancel restores the saved copy',
  );
  assert(!(await list(page).textContent())?.includes('不应保留'), 'cancel saves nothing');

  const toggle = row(page, names.added).locator('[data-testid=staff-enabled]');
  assertEqual(await toggle.getAttribute('aria-checked'), 'true', 'enabled at first');
  await toggle.click();
  await notice(page, '编辑成功');
  await row(page, names.added).locator('[data-testid=staff-enabled][aria-checked="false"]').waitFor();
}

async function deleteOneAndBulk(page: Page, screenshot: (name: string) => Promise<void>): Promise<void> {
  await search(page, names.seeded(13));
  await row(page, names.seeded(13)).locator('[data-testid=crud-delete]').click();
  await page.locator('.ant-popconfirm:visible', { hasText: '确定删除本条数据吗？' }).waitFor();
  await confirmPopover(page);
  await notice(page, '删除成功');
  await page.locator('.ant-popconfirm:visible').waitFor({ state: 'detached' });
  await row(page, names.seeded(13)).waitFor({ state: 'detached' });

  const kept = await search(page, names.prefix);
  assertEqual(kept.searchParams.get('size'), '20', 'the chosen page size is kept');
  await list(page).locator('.ant-pagination-options .ant-select').click();
  await Promise.all([
    listRequest(page),
    page.locator('.ant-select-item-option', { hasText: '10 条/页' }).click(),
  ]);
  await waitIdle(page);
  await Promise.all([listRequest(page), list(page).locator('.ant-pagination-item-2').click()]);
  await waitIdle(page);
  await waitForRowCount(page, 2, 'two left on page 2');
  await list(page).locator('.ant-table-thead .ant-checkbox-input').check();
  await page.click('[data-testid=crud-bulk-delete]');
  const confirm = page.locator('.ant-modal-confirm');
  await confirm.waitFor();
  assert((await confirm.textContent())?.includes('提示'), 'the Prompt title');
  assert((await confirm.textContent())?.includes('确定删除选中的数据吗？'), 'the bulk delete question');
  await screenshot('staff-bulk-confirm-zh');
  const deleted = page.waitForRequest((request) => request.method() === 'DELETE');
  const [reload] = await Promise.all([listRequest(page), confirm.locator('.ant-btn-primary').click()]);
  assertEqual((await deleted).postDataJSON().length, 2, 'the ids of the selected rows');
  await notice(page, '删除成功');
  assertEqual(new URL(reload.url()).searchParams.get('page'), '0', 'one page back when the page empties');
  await waitIdle(page);
  await waitForTotal(page, '共 10 条', 'ten left');
  assertEqual(
    await list(page).locator('.ant-pagination-item-active').textContent(),
    '1',
    'the first page is shown',
  );
}

async function columnsAndExport(page: Page, screenshot: (name: string) => Promise<void>): Promise<void> {
  await page.click('[data-testid=crud-columns-button]');
  const chooser = page.locator('[data-testid=crud-columns]');
  await chooser.waitFor();
  await chooser.locator('.ant-checkbox-wrapper', { hasText: '邮箱' }).click();
  assert(!(await headerTitles(page)).includes('邮箱'), 'the email column is hidden');
  await screenshot('staff-columns-zh');
  await page.keyboard.press('Escape');
  await openList(page, '/system/user');
  assert(!(await headerTitles(page)).includes('邮箱'), 'hidden columns are remembered');
  await page.click('[data-testid=crud-columns-button]');
  await chooser.locator('.ant-checkbox-wrapper', { hasText: '邮箱' }).click();
  assert((await headerTitles(page)).includes('邮箱'), 'the email column is back');
  await page.keyboard.press('Escape');

  await search(page, names.prefix);
  const exportRequest = page.waitForRequest((request) => request.url().includes('/api/users/download'));
  const asked = new Date();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.click('[data-testid=crud-export]'),
  ]);
  assertEqual(
    new URL((await exportRequest).url()).searchParams.get('blurry'),
    names.prefix,
    'the export carries the current filters',
  );
  assertExportName(
    download.suggestedFilename(),
    '员工管理数据',
    asked,
    'the export is named {title}数据_{today}.xlsx',
  );
  const file = readFileSync(await download.path());
  assert(file.length > 100 && file.subarray(0, 2).toString() === 'PK', 'the export is an xlsx file');
}

export const staffListFlow: Flow = {
  name: 'list pattern on staff: search, paging, sort, add, edit, cancel, delete, bulk delete, columns, export',
  async run({ newPage, screenshot }) {
    const page = await newPage();
    await signInToDashboard(page, 'alice');
    names = staffNames();
    await seedStaff(page);
    const [first] = await Promise.all([listRequest(page), openList(page, '/system/user')]);
    const params = new URL(first.url()).searchParams;
    assertEqual(
      `${params.get('page')} ${params.get('size')} ${params.get('sort')}`,
      '0 10 id,desc',
      'the default list request',
    );
    assertEqual(await rows(page).first().locator('td').nth(1).textContent(), '1', 'rows are numbered');
    const shot = (name: string) => screenshot(page, name);
    await paging(page);
    await addWithValidation(page, shot);
    await editAndCancel(page);
    await deleteOneAndBulk(page, shot);
    await columnsAndExport(page, shot);
  },
};
