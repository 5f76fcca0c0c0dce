import type { Page } from 'playwright-core';
import { setLanguage, signInToDashboard, waitForPath } from '../lib/app.ts';
import { assert, assertEqual } from '../lib/assert.ts';
import { api, chooseTag, list, notice, openList, row, rows, waitIdle } from '../lib/crud.ts';
import type { Flow } from '../lib/harness.ts';

const NEW_PASSWORD = 'Secret-9876';

export const auditLogFlow: Flow = {
  name: 'audit log: a password reset is listed with the password masked',
  async run({ newPage, screenshot }) {
    const page = await newPage();
    await signInToDashboard(page, 'alice');
    const roles = await api<{ id: number; name: string }[]>(page, 'GET', '/api/roles/all');
    // Unique per attempt, so a retry does not meet the person the first attempt added.
    const suffix = String(Date.now() % 10_000).padStart(4, '0');
    const username = `e2e_pw${suffix}`;
    await api(page, 'POST', '/api/users', {
      username,
      nickName: '改密员工',
      phone: `1376666${suffix}`,
      email: `pw${suffix}@example.com`,
      password: '123456',
      enabled: true,
      roles: [roles.find((role) => role.name === '店员')?.id],
    });

    await openList(page, '/system/user');
    await page.getByLabel('用户名/昵称/手机/邮箱').fill(username);
    await page.click('[data-testid=crud-search]');
    await waitIdle(page);
    await row(page, username).locator('.ant-checkbox-input').check();
    await page.click('[data-testid=staff-reset-password]');
    const modal = page.locator('.ant-modal.hh-staff-reset');
    await modal.getByLabel('新密码').fill(NEW_PASSWORD);
    await modal.locator('.ant-btn-primary').click();
    await notice(page, '密码已重置');

    await openList(page, '/system/log');
    await page.locator('[data-testid=log-action]').click();
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option[title="重置密码"]').click();
    await page.click('[data-testid=crud-search]');
    await waitIdle(page);
    const entry = row(page, '林晓丽').first();
    assert((await entry.textContent())?.includes('员工'), 'the reset is listed for the staff member');
    await screenshot(page, 'log-zh');
    await entry.locator('[data-testid=log-detail]').click();
    const changes = page.locator('[data-testid=log-changes]');
    await changes.waitFor();
    const password = changes.locator('.ant-table-row', { hasText: '密码' });
    assertEqual(
      (await password.locator('.hh-log-new').textContent())?.trim(),
      '已隐藏',
      'the password is masked',
    );
    assert(!(await page.content()).includes(NEW_PASSWORD), 'the password shows nowhere');
    await screenshot(page, 'log-detail-zh');

    await openList(page, '/system/log');
    await page.locator('[data-testid=log-action]').click();
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option[title="新增"]').click();
    await page.click('[data-testid=crud-search]');
    await waitIdle(page);
    await list(page).locator('.ant-table-row').first().waitFor();
    const created = await list(page).locator('.ant-table-tbody').textContent();
    assert(
      created?.includes('员工') && created.includes('改密员工') && created.includes('林晓丽'),
      'the staff just added is in the log, by name, with who added them',
    );
  },
};

async function search(page: Page) {
  await page.click('[data-testid=crud-search]');
  await waitIdle(page);
}

export const auditLogReadableFlow: Flow = {
  name: 'audit log: names, who, a linked entity, a change table, relative times and filters, in zh and en',
  async run({ newPage, screenshot, baseUrl }) {
    const page = await newPage();
    await signInToDashboard(page, 'alice');
    const store = await api<{ id: number; name: string }>(page, 'POST', '/api/hhStores', {
      name: '审计门店',
    });
    await api(page, 'PUT', '/api/hhStores', { ...store, name: '审计门店新址' });
    // Unique per attempt: other flows (and a retry) log dealers of alice's too.
    const dealer = `审计经销商${Date.now() % 100_000}`;
    await api(page, 'POST', '/api/hhDealer', { name: dealer });

    await openList(page, '/system/log');
    const line = row(page, '审计门店新址').first();
    const text = (await line.textContent()) ?? '';
    assert(/刚刚|\d+分钟前/.test(text), `the line shows a relative time: ${text}`);
    for (const part of ['林晓丽', '店主', '修改', '门店', '审计门店新址']) {
      assert(text.includes(part), `the line shows ${part}: ${text}`);
    }
    assert(!text.includes('update') && !text.includes('store'), `no codes on the line: ${text}`);
    await screenshot(page, 'log-readable-zh');

    await line.locator('[data-testid=log-detail]').click();
    const changes = page.locator('[data-testid=log-changes]');
    await changes.waitFor();
    const name = changes.locator('.ant-table-row', { hasText: '名称' });
    assertEqual((await name.locator('.hh-log-old').textContent())?.trim(), '审计门店', 'old name');
    assertEqual((await name.locator('.hh-log-new').textContent())?.trim(), '审计门店新址', 'new name');
    assertEqual(await changes.locator('.ant-table-row').count(), 1, 'only the changed field');
    assertEqual(await page.locator('.hh-log-detail pre').count(), 0, 'no raw JSON');
    await screenshot(page, 'log-changes-zh');
    await page.keyboard.press('Escape');
    await page.locator('.hh-log-detail').waitFor({ state: 'hidden' });

    await chooseTag(page, page.locator('[data-testid=log-person-filter]'), '林晓丽');
    await chooseTag(page, page.locator('[data-testid=log-entity]'), '经销商');
    await search(page);
    const found = await list(page).locator('[data-testid=log-entity-link]').allTextContents();
    assert(found.includes(dealer), `person + entity: ${dealer} among ${JSON.stringify(found)}`);
    const lines = await rows(page).allTextContents();
    assert(
      lines.every((text) => text.includes('林晓丽') && text.includes('经销商')),
      `person + entity: only alice's dealer lines (${JSON.stringify(lines)})`,
    );

    await page.locator('[data-testid=crud-reset]').click();
    await waitIdle(page);
    await page.getByLabel('IP 地址').fill('300.1.1.1');
    await page.click('[data-testid=crud-search]');
    await page.locator('.ant-form-item-explain-error', { hasText: '请输入正确的 IP 地址' }).waitFor();
    await page.getByLabel('IP 地址').fill('');

    const range = page.locator('[data-testid=crud-query] .ant-picker-range');
    await range.locator('input').first().click();
    await range.locator('input').first().fill('2020-01-01 00:00:00');
    await page.keyboard.press('Enter');
    await range.locator('input').nth(1).fill('2020-01-02 00:00:00');
    await page.keyboard.press('Enter');
    await search(page);
    assertEqual(await rows(page).count(), 0, 'nothing in a past day');

    await page.locator('[data-testid=crud-reset]').click();
    await waitIdle(page);
    await row(page, '审计门店新址').first().locator('[data-testid=log-entity-link]').click();
    await waitForPath(page, '/shop/stores');

    await setLanguage(page, baseUrl, 'en');
    await openList(page, '/system/log');
    const english = (await row(page, '审计门店新址').first().textContent()) ?? '';
    // Under load the English look can come more than 30 s after the change: any English relative time will do.
    assert(/just now|\d+ minutes? ago/.test(english), `en shows a relative time: ${english}`);
    for (const part of ['Update', 'Store']) assert(english.includes(part), `en shows ${part}: ${english}`);
    await screenshot(page, 'log-readable-en');
    await row(page, '审计门店新址').first().locator('[data-testid=log-detail]').click();
    await page.locator('[data-testid=log-changes] .ant-table-row', { hasText: 'Name' }).waitFor();
    await screenshot(page, 'log-changes-en');
  },
};
