import type { Locator, Page } from 'playwright-core';
import { assert } from './assert.ts';

const MEMBERS_PATH = '/member/user';

/** These flows wait on list reloads and parallel requests: give them more slack on a busy machine. */
const PATIENT_TIMEOUT_MS = 20_000;

export async function patientPage(newPage: () => Promise<Page>): Promise<Page> {
  const page = await newPage();
  page.setDefaultTimeout(PATIENT_TIMEOUT_MS);
  return page;
}

export const memberList = (page: Page): Locator => page.locator('[data-testid=member-list]');
export const memberRows = (page: Page): Locator => memberList(page).locator('.ant-table-row');
export const memberRow = (page: Page, uid: string): Locator =>
  memberList(page).locator(`.ant-table-row[data-row-key="${uid}"]`);
export const modalWith = (page: Page, testId: string): Locator =>
  page.locator(`.ant-modal:has([data-testid=${testId}])`);

/** Polls a condition until it holds, for lists that reload after an action. */
export async function waitUntil(
  check: () => Promise<boolean>,
  message: string,
  timeoutMs = PATIENT_TIMEOUT_MS,
) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  throw new Error(`timed out: ${message}`);
}

/** A mobile number no demo member has (demo numbers have 12 digits; these have 11). */
export function freshPhone(): string {
  return `139${String(Date.now() + Math.floor(Math.random() * 1000)).slice(-8)}`;
}

export async function openMembers(page: Page): Promise<void> {
  await page.goto(MEMBERS_PATH);
  await memberRows(page).first().waitFor();
}

export async function searchMembers(page: Page, text: string): Promise<void> {
  await page.fill('[data-testid=member-blurry]', text);
  await page.click('[data-testid=crud-search]');
  await waitUntil(async () => {
    const phones = await memberList(page).locator('[data-testid=member-phone]').allTextContents();
    const nicknames = await memberRows(page).allTextContents();
    return (
      phones.length > 0 && phones.every((phone, i) => phone.includes(text) || nicknames[i]?.includes(text))
    );
  }, `members matching ${text}`);
}

export async function memberUidByPhone(page: Page, phone: string): Promise<string> {
  await searchMembers(page, phone);
  const rows = memberRows(page);
  assert((await rows.count()) === 1, `one member has ${phone}`);
  const uid = await rows.first().getAttribute('data-row-key');
  assert(uid, 'rows are keyed by uid');
  return uid;
}

export async function addMember(page: Page, nickname: string, phone: string): Promise<string> {
  await page.click('[data-testid=crud-add]');
  const dialog = modalWith(page, 'crud-form');
  await dialog.waitFor();
  await dialog.getByLabel('昵称').fill(nickname);
  await dialog.getByLabel('手机号').fill(phone);
  await dialog.locator('.ant-modal-footer .ant-btn-primary').click();
  await page.locator('.ant-message', { hasText: '新增成功' }).last().waitFor();
  await dialog.waitFor({ state: 'hidden' });
  return memberUidByPhone(page, phone);
}

export async function balanceOf(page: Page, uid: string): Promise<string> {
  return (await memberRow(page, uid).locator('[data-testid=member-money]').textContent()) ?? '';
}

export async function waitForBalance(page: Page, uid: string, expected: string): Promise<void> {
  await waitUntil(async () => (await balanceOf(page, uid)) === expected, `balance ${expected}`);
}

export async function openMoney(page: Page, uid: string): Promise<Locator> {
  await memberRow(page, uid).locator('[data-testid=member-money-open]').click();
  const dialog = modalWith(page, 'money-form');
  await dialog.waitFor();
  return dialog;
}

export async function fillMoney(dialog: Locator, direction: '增加' | '扣减', amount: string, reason: string) {
  await dialog.locator('.ant-radio-button-wrapper', { hasText: direction }).click();
  await dialog.getByLabel('金额').fill(amount);
  await dialog.getByLabel('原因').fill(reason);
}

export const confirmDialog = (dialog: Locator) =>
  dialog.locator('.ant-modal-footer .ant-btn-primary').click();
export const cancelDialog = (dialog: Locator) =>
  dialog.locator('.ant-modal-footer .ant-btn:not(.ant-btn-primary)').click();

export async function adjustBalance(
  page: Page,
  uid: string,
  direction: '增加' | '扣减',
  amount: string,
  reason: string,
): Promise<void> {
  const dialog = await openMoney(page, uid);
  await fillMoney(dialog, direction, amount, reason);
  await confirmDialog(dialog);
  await page.locator('.ant-message', { hasText: '余额已调整' }).last().waitFor();
  await dialog.waitFor({ state: 'hidden' });
}

export async function pickMember(page: Page, dialog: Locator, search: string, uid: string): Promise<void> {
  const picker = dialog.locator('[data-testid=member-picker]');
  await picker.click();
  await picker.locator('input').fill(search);
  await page
    .locator(`.ant-select-dropdown:visible .ant-select-item-option`, { hasText: `ID ${uid}` })
    .click();
}
