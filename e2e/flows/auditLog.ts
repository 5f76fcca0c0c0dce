import { signInToDashboard } from '../lib/app.ts';
import { assert, assertEqual } from '../lib/assert.ts';
import { api, list, notice, openList, row, waitIdle } from '../lib/crud.ts';
import type { Flow } from '../lib/harness.ts';

const NEW_PASSWORD = 'Secret-9876';

export const auditLogFlow: Flow = {
  name: 'audit log: a password reset is listed with the password masked',
  async run({ newPage, screenshot }) {
    const page = await newPage();
    await signInToDashboard(page, 'alice');
    const roles = await api<{ id: number; name: string }[]>(page, 'GET', '/api/roles/all');
    await api(page, 'POST', '/api/users', {
      username: 'e2e_pw',
      nickName: '改密员工',
      phone: '13766660002',
      email: 'pw@example.com',
      password: '123456',
      enabled: true,
      roles: [roles.find((role) => role.name === '店员')?.id],
    });

    await openList(page, '/system/user');
    await page.getByLabel('用户名/昵称/手机/邮箱').fill('e2e_pw');
    await page.click('[data-testid=crud-search]');
    await waitIdle(page);
    await row(page, 'e2e_pw').locator('.ant-checkbox-input').check();
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
    const entry = row(page, 'alice').first();
    assert((await entry.textContent())?.includes('员工'), 'the reset is listed for the staff member');
    await screenshot(page, 'log-zh');
    await entry.locator('[data-testid=log-detail]').click();
    const after = page.locator('[data-testid=log-after]');
    await after.waitFor();
    assertEqual(JSON.parse((await after.textContent()) ?? '{}').password, '***', 'the password is masked');
    assert(!(await page.content()).includes(NEW_PASSWORD), 'the password shows nowhere');
    await screenshot(page, 'log-detail-zh');

    await openList(page, '/system/log');
    await page.locator('[data-testid=log-action]').click();
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option[title="新增"]').click();
    await page.click('[data-testid=crud-search]');
    await waitIdle(page);
    await list(page).locator('.ant-table-row').first().waitFor();
    const created = await list(page).locator('.ant-table-tbody').textContent();
    assert(created?.includes('员工') && created.includes('alice'), 'the staff just added is in the log');
  },
};
