import type { Page } from 'playwright-core';
import { setLanguage, signInToDashboard } from '../lib/app.ts';
import type { Flow, FlowContext } from '../lib/harness.ts';
import { cancelDialog, memberList, memberRows, modalWith, openMembers, patientPage } from '../lib/members.ts';

type Lang = 'zh' | 'en';

const AMOUNT_LABEL = { zh: '金额', en: 'Amount' } as const;

async function closeDialog(page: Page, testId: string) {
  const dialog = modalWith(page, testId);
  await cancelDialog(dialog);
  await dialog.waitFor({ state: 'hidden' });
}

async function memberScreens(context: FlowContext, page: Page, lang: Lang) {
  await openMembers(page);
  await context.screenshot(page, `members-list-${lang}`);

  const promoted = memberRows(page)
    .filter({ has: page.locator('[data-testid=member-spread]:not(:text-is("-"))') })
    .first();
  await promoted.locator('[data-testid=crud-edit]').click();
  await modalWith(page, 'crud-form').waitFor();
  await context.screenshot(page, `members-edit-${lang}`);
  await closeDialog(page, 'crud-form');

  await promoted.locator('[data-testid=member-money-open]').click();
  const money = modalWith(page, 'money-form');
  await money.getByLabel(AMOUNT_LABEL[lang]).fill('10.50');
  await money.locator('[data-testid=money-after]').waitFor();
  await context.screenshot(page, `members-money-${lang}`);
  await closeDialog(page, 'money-form');

  await promoted.locator('[data-testid=member-spread-open]').click();
  const spread = modalWith(page, 'spread-form');
  await spread.locator('[data-testid=spread-current]:not(:has-text("…"))').waitFor();
  await spread.locator('.ant-select-content-has-value').waitFor();
  await context.screenshot(page, `members-spread-${lang}`);
  await closeDialog(page, 'spread-form');

  await promoted.locator('[data-testid=member-ledger-open]').click();
  const drawer = page.locator('.ant-drawer:has([data-testid=ledger-balance])');
  await drawer.locator('[data-testid=ledger-wallet] .ant-table-row').first().waitFor();
  await context.screenshot(page, `members-ledger-${lang}`);
  await drawer.locator('.ant-segmented-item').nth(1).click();
  await drawer.locator('[data-testid=ledger-points]').waitFor();
  await context.screenshot(page, `members-points-${lang}`);
  await drawer.locator('.ant-drawer-close').click();
  await drawer.waitFor({ state: 'hidden' });
  await memberList(page).waitFor();
}

async function dictScreens(context: FlowContext, page: Page, lang: Lang) {
  await page.goto('/system/dict');
  const row = page.locator('[data-testid=dict-row]', { has: page.locator('td:text-is("member_level")') });
  await row.click();
  const entries = page.locator('[data-testid=dict-entries]');
  await entries.locator('.ant-table-row').nth(3).waitFor();
  await context.screenshot(page, `dict-screen-${lang}`);
  await entries.locator('.ant-table-row').first().locator('button').first().click();
  await modalWith(page, 'entry-form').waitFor();
  await context.screenshot(page, `dict-entry-${lang}`);
  await closeDialog(page, 'entry-form');
}

export const memberScreensFlow: Flow = {
  name: 'screenshots of the member and dictionary screens in both languages',
  async run(context) {
    for (const lang of ['zh', 'en'] as const) {
      const page = await patientPage(context.newPage);
      await setLanguage(page, context.baseUrl, lang);
      await signInToDashboard(page, 'admin', '朝阳优选商城');
      await memberScreens(context, page, lang);
      await dictScreens(context, page, lang);
    }
  },
};
