import { signInToDashboard } from '../lib/app.ts';
import { assert, assertEqual } from '../lib/assert.ts';
import type { Flow } from '../lib/harness.ts';
import {
  addMember,
  adjustBalance,
  balanceOf,
  cancelDialog,
  confirmDialog,
  fillMoney,
  freshPhone,
  memberList,
  memberRow,
  memberUidByPhone,
  modalWith,
  openMembers,
  openMoney,
  patientPage,
  pickMember,
  searchMembers,
  waitForBalance,
} from '../lib/members.ts';

export const membersSearchAddFlow: Flow = {
  name: 'members: search by phone, add with a field error, no delete without member:del',
  async run({ newPage, screenshot }) {
    const page = await patientPage(newPage);
    await signInToDashboard(page, 'dave', '朝阳');
    await openMembers(page);
    await screenshot(page, 'members-zh');
    assertEqual(await memberList(page).locator('[data-testid=crud-delete]').count(), 0, 'no delete button');
    assertEqual(await page.locator('[data-testid=crud-bulk-delete]').count(), 0, 'no bulk delete');
    assert((await memberList(page).locator('[data-testid=crud-edit]').count()) > 0, 'edit buttons');

    const listed = await memberList(page).locator('[data-testid=member-phone]').allTextContents();
    const phone = listed.filter((text) => text.length >= 11)[2] ?? '';
    assert(phone, 'the first page lists members with phones');
    const fragment = phone.slice(-6);
    await searchMembers(page, fragment);
    const phones = await memberList(page).locator('[data-testid=member-phone]').allTextContents();
    assert(phones.includes(phone), `the search for ${fragment} finds ${phone}`);
    assert(
      phones.every((found) => found.includes(fragment)),
      'every member found has the fragment',
    );
    await screenshot(page, 'members-search-zh');

    await page.click('[data-testid=crud-add]');
    const dialog = modalWith(page, 'crud-form');
    await dialog.waitFor();
    await dialog.getByLabel('昵称').fill('端到端会员');
    await dialog.getByLabel('手机号').fill('12345');
    await confirmDialog(dialog);
    await dialog.locator('.ant-form-item-explain-error', { hasText: '请输入正确的手机号' }).waitFor();
    await screenshot(page, 'member-add-error-zh');
    const valid = freshPhone();
    await dialog.getByLabel('手机号').fill(valid);
    await confirmDialog(dialog);
    await page.locator('.ant-message', { hasText: '新增成功' }).last().waitFor();
    await dialog.waitFor({ state: 'hidden' });
    const uid = await memberUidByPhone(page, valid);
    assertEqual(await balanceOf(page, uid), '0.00', 'a new member starts with 0.00');
    assertEqual(
      await memberRow(page, uid).locator('td', { hasText: '端到端会员' }).count(),
      1,
      'the new member is listed',
    );
  },
};

export const membersWalletFlow: Flow = {
  name: 'members: wallet +10.50 −0.50 with ledger, refusal below zero, concurrent adjustments',
  async run({ newPage, screenshot }) {
    const page = await patientPage(newPage);
    await signInToDashboard(page, 'alice');
    await openMembers(page);
    const phone = freshPhone();
    const uid = await addMember(page, '钱包会员', phone);

    await adjustBalance(page, uid, '增加', '10.50', '充值');
    await waitForBalance(page, uid, '10.50');
    await adjustBalance(page, uid, '扣减', '0.50', '消费');
    await waitForBalance(page, uid, '10.00');

    await memberRow(page, uid).locator('[data-testid=member-ledger-open]').click();
    const drawer = page.locator('.ant-drawer:has([data-testid=ledger-balance])');
    await drawer.locator('[data-testid=ledger-wallet] .ant-table-row').nth(1).waitFor();
    assertEqual(
      await drawer.locator('[data-testid=ledger-balance]').textContent(),
      '10.00',
      'drawer balance',
    );
    const lines = await drawer
      .locator('[data-testid=ledger-wallet] .ant-table-row')
      .evaluateAll((rows) => rows.map((row) => [...row.querySelectorAll('td')].map((td) => td.textContent)));
    assertEqual(lines.length, 2, 'two ledger lines');
    assertEqual(JSON.stringify(lines[0]?.slice(1, 4)), JSON.stringify(['-0.50', '10.00', '消费']), 'newest');
    assertEqual(JSON.stringify(lines[1]?.slice(1, 4)), JSON.stringify(['+10.50', '10.50', '充值']), 'first');
    await screenshot(page, 'member-ledger-zh');
    await drawer.locator('.ant-drawer-close').click();
    await drawer.waitFor({ state: 'hidden' });

    const refused = await openMoney(page, uid);
    await fillMoney(refused, '扣减', '20.00', '超额扣减');
    await refused.locator('[data-testid=money-after]', { hasText: '-10.00' }).waitFor();
    await confirmDialog(refused);
    await refused.locator('[data-testid=money-error]', { hasText: '余额不足' }).waitFor();
    assertEqual(await refused.locator('[data-testid=money-current]').textContent(), '10.00', 'unchanged');
    await screenshot(page, 'member-money-refused-zh');
    await cancelDialog(refused);
    await refused.waitFor({ state: 'hidden' });
    await page.click('[data-testid=crud-refresh]');
    await waitForBalance(page, uid, '10.00');

    const other = await patientPage(newPage);
    await signInToDashboard(other, 'alice');
    await openMembers(other);
    await searchMembers(other, phone);
    const first = await openMoney(page, uid);
    const second = await openMoney(other, uid);
    await fillMoney(first, '增加', '1.00', '并发一');
    await fillMoney(second, '增加', '1.00', '并发二');
    await Promise.all([confirmDialog(first), confirmDialog(second)]);
    await Promise.all([
      page.locator('.ant-message', { hasText: '余额已调整' }).last().waitFor(),
      other.locator('.ant-message', { hasText: '余额已调整' }).last().waitFor(),
    ]);
    // Both adjustments landed: each list, reloaded, shows the sum (the live notice is its own flow).
    for (const view of [page, other]) {
      await view.click('[data-testid=crud-refresh]');
      await waitForBalance(view, uid, '12.00');
    }
  },
};

export const membersPromoterFlow: Flow = {
  name: 'members: set, refuse a cycle of, and clear a promoter',
  async run({ newPage, screenshot }) {
    const page = await patientPage(newPage);
    await signInToDashboard(page, 'alice');
    await openMembers(page);
    const childPhone = freshPhone();
    const child = await addMember(page, '下级会员', childPhone);
    const parentPhone = freshPhone();
    const parent = await addMember(page, '上级会员', parentPhone);

    await searchMembers(page, childPhone);
    await memberRow(page, child).locator('[data-testid=member-spread-open]').click();
    const dialog = modalWith(page, 'spread-form');
    await dialog.waitFor();
    await pickMember(page, dialog, parentPhone, parent);
    await confirmDialog(dialog);
    await page.locator('.ant-message', { hasText: '推广人已设置' }).last().waitFor();
    await memberRow(page, child)
      .locator('[data-testid=member-spread]', { hasText: `上级会员（ID ${parent}）` })
      .waitFor();

    await searchMembers(page, parentPhone);
    await memberRow(page, parent).locator('[data-testid=member-spread-open]').click();
    await dialog.waitFor();
    await pickMember(page, dialog, childPhone, child);
    await confirmDialog(dialog);
    await dialog.locator('[data-testid=spread-error]').waitFor();
    await screenshot(page, 'member-spread-cycle-zh');
    await cancelDialog(dialog);
    await dialog.waitFor({ state: 'hidden' });
    assertEqual(
      await memberRow(page, parent).locator('[data-testid=member-spread]').textContent(),
      '-',
      'the refused promoter was not set',
    );

    await searchMembers(page, childPhone);
    await memberRow(page, child).locator('[data-testid=member-spread-open]').click();
    await dialog.locator('[data-testid=spread-current]', { hasText: `ID ${parent}` }).waitFor();
    await dialog.locator('[data-testid=spread-clear]').click();
    await confirmDialog(dialog);
    await page.locator('.ant-message', { hasText: '推广人已清除' }).last().waitFor();
    await memberRow(page, child).locator('[data-testid=member-spread]', { hasText: '-' }).waitFor();
  },
};
