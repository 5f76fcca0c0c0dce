import { hoverSidebar, signIn, signInToDashboard, waitForPath } from '../lib/app.ts';
import { assert, assertEqual } from '../lib/assert.ts';
import { api, dialog, list, notice, openList, row, submitDialog } from '../lib/crud.ts';
import type { Flow } from '../lib/harness.ts';

const ROLE = 'E2E 审计员';
const GRANTED = '操作日志';

export const rolesGrantFlow: Flow = {
  name: 'roles: create a role, grant a menu, a member of it sees the entry',
  async run({ newPage, screenshot }) {
    const page = await newPage();
    await signInToDashboard(page, 'dave', '朝阳');
    await openList(page, '/system/role');
    await page.click('[data-testid=crud-add]');
    await dialog(page).waitFor();
    assertEqual(await dialog(page).getByLabel('级别').inputValue(), '3', 'a new role starts below my level');
    await dialog(page).getByLabel('级别').fill('1');
    await dialog(page).locator('.ant-form-item-explain-error', { hasText: '级别须为 2–99 的整数' }).waitFor();
    await dialog(page).getByLabel('级别').fill('3');
    await dialog(page).getByLabel('名称').fill(ROLE);
    await dialog(page).getByLabel('描述').fill('只看操作日志');
    await submitDialog(page, '新增成功');

    await row(page, ROLE).click();
    const card = page.locator('[data-testid=role-menus]');
    await card.locator('.ant-card-head', { hasText: ROLE }).waitFor();
    const tree = card.locator('[data-testid=role-menu-tree]');
    await tree.waitFor();
    assertEqual(await tree.locator('.ant-tree-checkbox-checked').count(), 0, 'a new role holds nothing');
    await tree.locator('.ant-tree-treenode', { hasText: GRANTED }).locator('.ant-tree-checkbox').click();
    assertEqual(
      await tree.locator('.ant-tree-checkbox-indeterminate').count(),
      1,
      'the directory is half checked',
    );
    await screenshot(page, 'role-menus-zh');
    const saved = page.waitForRequest(
      (request) => request.method() === 'PUT' && request.url().endsWith('/menu'),
    );
    await card.locator('[data-testid=role-menus-save]').click();
    await notice(page, '菜单分配已保存');
    const body = (await saved).postDataJSON() as { id: number; menus: number[] };
    assertEqual(body.menus.length, 1, 'one menu granted');
    await tree.locator('.ant-tree-checkbox-checked').first().waitFor();

    const roles = await api<{ id: number; name: string }[]>(page, 'GET', '/api/roles/all');
    const role = roles.find((item) => item.name === ROLE);
    assert(role, 'the role is in the options');
    await api(page, 'POST', '/api/users', {
      username: 'e2e_auditor',
      nickName: '审计员',
      phone: '13766660001',
      email: null,
      password: '123456',
      enabled: true,
      roles: [role.id],
    });

    const member = await newPage();
    await signIn(member, 'e2e_auditor');
    await waitForPath(member, '/dashboard');
    await member.locator('[data-testid=sidebar-item]', { hasText: '系统管理' }).waitFor();
    await hoverSidebar(member, '系统管理');
    const links = await member.locator('[data-testid=panel-link]').allTextContents();
    assert(
      links.some((text) => text.includes(GRANTED)),
      `the granted entry is in the sidebar (${links.join(', ')})`,
    );
    assert(!links.some((text) => text.includes('员工管理')), 'nothing else of the directory is');
    await member.locator('[data-testid=panel-link]', { hasText: GRANTED }).click();
    await waitForPath(member, '/system/log');
    await list(member).locator('.ant-table').waitFor();
    await screenshot(member, 'role-member-sidebar-zh');
  },
};
