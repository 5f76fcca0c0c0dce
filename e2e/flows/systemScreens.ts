import type { Page } from 'playwright-core';
import { fillLogin, setLanguage, waitForPath } from '../lib/app.ts';
import { api, dialog, openList, row, rows } from '../lib/crud.ts';
import type { Flow, FlowContext } from '../lib/harness.ts';

type Lang = 'zh' | 'en';

const TEXT = {
  zh: { clerk: '店员', system: '系统管理' },
  en: { clerk: 'Clerk', system: 'System' },
} as const;

async function signInAs(context: FlowContext, lang: Lang, username: string, company?: string): Promise<Page> {
  const page = await context.newPage();
  await setLanguage(page, context.baseUrl, lang);
  await page.goto('/login');
  await fillLogin(page, username);
  await page.click('[data-testid=login-submit]');
  if (company) {
    await waitForPath(page, '/store');
    await page.locator('[data-testid=company-card]', { hasText: company }).click();
  }
  await waitForPath(page, '/dashboard');
  return page;
}

async function shopScreens(context: FlowContext, lang: Lang): Promise<void> {
  const page = await signInAs(context, lang, 'alice');
  await openList(page, '/system/user');
  await context.screenshot(page, `system-staff-${lang}`);
  await page.click('[data-testid=crud-add]');
  await dialog(page).waitFor();
  await dialog(page).locator('.ant-modal-footer .ant-btn-primary').click();
  await dialog(page).locator('.ant-form-item-explain-error').first().waitFor();
  await context.screenshot(page, `system-staff-dialog-${lang}`);
  await page.keyboard.press('Escape');
  await dialog(page).waitFor({ state: 'hidden' });

  await openList(page, '/system/role');
  await row(page, TEXT[lang].clerk).click();
  await page.locator('[data-testid=role-menu-tree]').waitFor();
  await context.screenshot(page, `system-roles-${lang}`);
  await row(page, TEXT[lang].clerk).locator('[data-testid=crud-edit]').click();
  await dialog(page).waitFor();
  await context.screenshot(page, `system-role-dialog-${lang}`);
  await page.keyboard.press('Escape');

  await touchClerkRole(page, lang);
  await openList(page, '/system/log');
  await context.screenshot(page, `system-log-${lang}`);
  await rows(page).first().locator('[data-testid=log-detail]').click();
  await page.locator('[data-testid=log-changes]').waitFor();
  await context.screenshot(page, `system-log-detail-${lang}`);
}

interface Role {
  id: number;
  name: string;
  level: number;
  description: string;
  isAdmin: boolean;
}

/** An edit of the clerk role, so that the log has an entry with both sides to show. */
async function touchClerkRole(page: Page, lang: Lang): Promise<void> {
  const { content } = await api<{ content: Role[] }>(page, 'GET', '/api/roles?blurry=%E5%BA%97%E5%91%98');
  const clerk = content.find((role) => role.name === '店员');
  if (!clerk) throw new Error('the clerk role exists');
  const { id, name, level, isAdmin } = clerk;
  await api(page, 'PUT', '/api/roles', { id, name, level, isAdmin, description: `Clerk (${lang})` });
}

async function platformScreens(context: FlowContext, lang: Lang): Promise<void> {
  const page = await signInAs(context, lang, 'admin', '平台运营中心');
  await openList(page, '/system/menu');
  await row(page, TEXT[lang].system).first().locator('.ant-table-row-expand-icon').click();
  await context.screenshot(page, `system-menus-${lang}`);
  await row(page, TEXT[lang].system).first().locator('[data-testid=crud-edit]').click();
  await dialog(page).waitFor();
  await context.screenshot(page, `system-menu-dialog-${lang}`);
}

export const systemScreensFlow: Flow = {
  name: 'screenshots of the system screens in both languages',
  async run(context) {
    for (const lang of ['zh', 'en'] as const) {
      await shopScreens(context, lang);
      await platformScreens(context, lang);
    }
  },
};
