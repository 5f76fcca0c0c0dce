import type { Page } from 'playwright-core';
import { fillLogin, hoverSidebar, setLanguage, waitForPath } from '../lib/app.ts';
import type { Flow, FlowContext } from '../lib/harness.ts';

const LABELS = {
  zh: { system: '系统管理', staff: '员工管理' },
  en: { system: 'System', staff: 'Staff' },
} as const;

async function authScreens(context: FlowContext, lang: 'zh' | 'en') {
  const page = await context.newPage();
  await setLanguage(page, context.baseUrl, lang);
  await page.goto('/login');
  await page.locator('[data-testid=captcha-image] img').waitFor();
  await context.screenshot(page, `login-${lang}`);
  await page.locator('[data-testid=login-mode] button').nth(1).click();
  await page.locator('[data-testid=phone-login-form]').waitFor();
  await context.screenshot(page, `login-phone-${lang}`);
  await page.click('[data-testid=to-forgot]');
  await page.locator('[data-testid=find-password-form]').waitFor();
  await context.screenshot(page, `find-password-${lang}`);
  await page.goto('/register');
  await page.locator('[data-testid=register-form]').waitFor();
  await page.click('[data-testid=register-submit]');
  await context.screenshot(page, `register-${lang}`);
  await page.fill('input[name=phone]', lang === 'zh' ? '13912345678' : '13912345679');
  await page.locator('[data-testid=captcha-image] img').waitFor();
  await page.fill('input[name=captcha]', 'abcd');
  await page.click('[data-testid=sms-send]');
  await page.locator('.hh-field-hint').waitFor();
  await context.screenshot(page, `register-code-sent-${lang}`);
}

async function open(page: Page, path: string, selector: string) {
  await page.goto(path);
  await page.locator(selector).first().waitFor();
}

async function appScreens(context: FlowContext, lang: 'zh' | 'en') {
  const page = await context.newPage();
  await setLanguage(page, context.baseUrl, lang);
  await page.goto('/login');
  await fillLogin(page, 'carol');
  await page.click('[data-testid=login-submit]');
  await waitForPath(page, '/store');
  await page.locator('[data-testid=company-card]').first().waitFor();
  await context.screenshot(page, `store-${lang}`);
  await page.locator('[data-testid=company-card]').first().click();
  await waitForPath(page, '/dashboard');
  await page.locator('[data-testid=dashboard]').waitFor();
  await context.screenshot(page, `dashboard-${lang}`);
  await hoverSidebar(page, LABELS[lang].system);
  await context.screenshot(page, `hover-panel-${lang}`);
  await page.locator('[data-testid=panel-link]', { hasText: LABELS[lang].staff }).click();
  await page.locator('[data-testid=layout] [data-testid=crud-list]').waitFor();
  await open(page, '/user/center', '[data-testid=user-center]');
  await context.screenshot(page, `user-center-${lang}`);
  await page.locator('[data-testid=user-center] .ant-tabs-tab').nth(1).click();
  await page.locator('[data-testid=password-form]').waitFor();
  await context.screenshot(page, `user-password-${lang}`);
  await page.locator('.hh-help-box > .ant-float-btn').last().click();
  await page.locator('[data-testid=help-service]').click();
  await page.locator('[data-testid=help-qr] canvas').waitFor();
  await context.screenshot(page, `help-dialog-${lang}`);
  await page.keyboard.press('Escape');
  await open(page, '/help', '.hh-help-content');
  await context.screenshot(page, `help-centre-${lang}`);
  await open(page, '/404', '.ant-result-404');
  await context.screenshot(page, `not-found-${lang}`);
  await open(page, '/403', '.ant-result-403');
  await context.screenshot(page, `unauthorized-${lang}`);
}

export const screenshotsFlow: Flow = {
  name: 'screenshots of each screen in both languages',
  async run(context) {
    for (const lang of ['zh', 'en'] as const) {
      await authScreens(context, lang);
      await appScreens(context, lang);
    }
  },
};
