import ExcelJS from 'exceljs';
import type { Page } from 'playwright-core';
import { setLanguage, signInToDashboard } from '../lib/app.ts';
import { assert, assertEqual } from '../lib/assert.ts';
import { assertExportName } from '../lib/crud.ts';
import type { Flow } from '../lib/harness.ts';
import { openMembers, patientPage } from '../lib/members.ts';

const LEVELS = {
  zh: ['普通会员', '银卡会员', '金卡会员', '钻石会员'],
  en: ['Regular', 'Silver', 'Gold', 'Diamond'],
};

/** Clicks the list's export and reads the downloaded workbook. */
async function exportMembers(page: Page) {
  const asked = new Date();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.click('[data-testid=crud-export]'),
  ]);
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(await download.path());
  const sheet = book.worksheets[0];
  assert(sheet, 'the export has a sheet');
  return { name: download.suggestedFilename(), asked, sheet };
}

export const memberExportFlow: Flow = {
  name: 'exports: the member list downloads as 会员列表数据_{today}.xlsx with labels, two-decimal money, UI-language headers',
  async run({ newPage, baseUrl, screenshot }) {
    const page = await patientPage(newPage);
    await signInToDashboard(page, 'alice');
    await openMembers(page);
    await page.locator('[data-testid=member-spread]', { hasText: '（ID' }).first().waitFor();
    await screenshot(page, 'member-list-promoter-names-zh');
    const zh = await exportMembers(page);
    assertExportName(zh.name, '会员列表数据', zh.asked, 'the Chinese file name carries today');
    const header = zh.sheet.getRow(1).values as unknown[];
    assertEqual(header.slice(1, 5).join(), '会员ID,昵称,姓名,手机号', 'Chinese headers');
    const first = zh.sheet.getRow(2);
    assert(
      LEVELS.zh.includes(String(first.getCell(7).value)),
      `level shown by name: ${first.getCell(7).value}`,
    );
    assertEqual(first.getCell(5).numFmt, '0.00', 'the balance is a two-decimal number');
    assertEqual(typeof first.getCell(5).value, 'number', 'the balance is a number cell');

    await setLanguage(page, baseUrl, 'en');
    await page.reload();
    await page.locator('[data-testid=crud-export]').waitFor();
    const en = await exportMembers(page);
    assertExportName(en.name, 'Members data', en.asked, 'the English file name');
    assertEqual(String(en.sheet.getRow(1).getCell(7).value), 'Level', 'English headers');
    assert(LEVELS.en.includes(String(en.sheet.getRow(2).getCell(7).value)), 'level in English');
  },
};
