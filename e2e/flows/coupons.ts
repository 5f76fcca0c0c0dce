import type { Page } from 'playwright-core';
import { signInToDashboard } from '../lib/app.ts';
import { assert, assertEqual } from '../lib/assert.ts';
import { api, chooseTag, dialog, list, notice, openList, row, submitDialog, waitIdle } from '../lib/crud.ts';
import type { Flow } from '../lib/harness.ts';
import { PHONE_VIEW, signInOnPage } from './storefrontSignIn.ts';

const HOME = '/h5/sunrise/';

const openTab = async (page: Page, label: string) => {
  await page.getByRole('tab', { name: label }).click();
  await list(page).locator('.ant-table').waitFor();
  await waitIdle(page);
};

export const couponsFlow: Flow = {
  name: 'coupons: staff create a template and an issue of 3 in the browser; a shopper at 375 px claims it in the claim centre (then at his limit) and finds it under my coupons; the issue counts move live to 1 claimed, 2 left; the claimed template locks its terms; staff push one from a push issue; the H5 pages in English',
  async run({ newPage, screenshot }) {
    const title = `满50减8-${Date.now() % 100000}`;
    // A phone new to the demo shop on every attempt (a retry's sign-in meets no resend wait).
    const SHOPPER = `1376${String(Date.now()).slice(-7)}`;
    const page = await newPage();
    await signInToDashboard(page, 'alice');
    await openList(page, '/marketing/coupons');

    // A template: ¥8 off from ¥50, valid 7 days from claiming.
    await list(page).locator('[data-testid=crud-add]').click();
    const form = dialog(page);
    await form.locator('[data-testid=coupon-title]').fill(title);
    await form.locator('[data-testid=coupon-amount]').fill('8');
    await form.locator('[data-testid=coupon-threshold]').fill('50');
    await screenshot(page, 'coupons-template-form');
    await submitDialog(page, '新增成功');
    await row(page, title).waitFor();
    assertEqual(
      await row(page, title).locator('[data-testid=coupon-template-terms]').textContent(),
      '减 ¥8.00 · 满 ¥50.00 可用',
      'the list states the terms',
    );

    // An issue of 3 in the claim centre, one per member.
    await openTab(page, '发放');
    await list(page).locator('[data-testid=crud-add]').click();
    await chooseTag(page, dialog(page).locator('[data-testid=issue-template]'), title);
    const total = dialog(page).locator('[data-testid=issue-total]');
    await total.fill('3');
    await screenshot(page, 'coupons-issue-form');
    await submitDialog(page, '新增成功');
    const issueRow = row(page, title);
    assertEqual(
      await issueRow.locator('[data-testid=issue-counts]').textContent(),
      '0 / 3 / 3',
      'nothing claimed yet',
    );
    await screenshot(page, 'coupons-issues');

    // The shopper claims it in the claim centre.
    const phone = await newPage(PHONE_VIEW);
    await phone.goto(`${HOME}coupon-centre`);
    await phone.waitForURL(/\/login\?back=/);
    await signInOnPage(phone, SHOPPER);
    await phone.waitForURL(`**${HOME}coupon-centre`);
    const card = phone.locator('[data-testid=sf-centre-coupon]', { hasText: title });
    await card.waitFor();
    await screenshot(phone, 'storefront-coupon-centre');
    await card.locator('[data-testid=sf-coupon-claim]').click();
    await phone.locator('[data-testid=sf-coupon-claimed]').waitFor();
    await card.locator('[data-testid=sf-coupon-stamp]').getByText('已领取').waitFor();
    assert(
      (await card.locator('[data-testid=sf-coupon-claim]').count()) === 0,
      'one per member: no second claim offered',
    );
    await screenshot(phone, 'storefront-coupon-claimed');

    // My coupons, reached from the me page.
    await phone.goto(`${HOME}me`);
    await phone.locator('[data-testid=sf-me-coupons]').click();
    await phone.waitForURL(`**${HOME}coupons`);
    const mine = phone.locator('[data-testid=sf-my-coupon]', { hasText: title });
    await mine.waitFor();
    assert((await mine.textContent())?.includes('满 ¥50.00 可用'), 'the coupon states its threshold');
    await screenshot(phone, 'storefront-my-coupons');
    await phone.locator('[data-testid=sf-coupons-tab-expired]').click();
    await phone.getByText('还没有相关优惠券').waitFor();

    // Staff see the count move live (no reload), and the member's coupon.
    await row(page, title).locator('[data-testid=issue-counts]', { hasText: '1 / 2 / 3' }).waitFor();
    await openTab(page, '会员优惠券');
    await row(page, title).waitFor();
    assert((await row(page, title).textContent())?.includes('未使用'), 'the claim is unused');
    await screenshot(page, 'coupons-member-coupons');

    // Claimed: the template's money terms are locked, and the dialog says so.
    await openTab(page, '优惠券模板');
    await row(page, title).locator('[data-testid=crud-edit]').click();
    await dialog(page).locator('[data-testid=coupon-locked]').waitFor();
    assert(await dialog(page).locator('[data-testid=coupon-amount]').isDisabled(), 'the amount is locked');
    await screenshot(page, 'coupons-template-locked');
    await dialog(page).locator('.ant-modal-footer .ant-btn:not(.ant-btn-primary)').click();
    await dialog(page).waitFor({ state: 'hidden' });

    // A push issue of 5: staff push one to the shopper from its row.
    const template = (
      await api<{ content: { id: number; title: string }[] }>(
        page,
        'GET',
        `/api/coupon/templates?blurry=${encodeURIComponent(title)}`,
      )
    ).content[0]!;
    const day = 86_400_000;
    const pushed = await api<{ id: number }>(page, 'POST', '/api/coupon/issues', {
      templateId: template.id,
      claimStart: new Date(Date.now() - day).toISOString(),
      claimEnd: new Date(Date.now() + day).toISOString(),
      total: 5,
      channel: 'push',
    });
    await openTab(page, '发放');
    const pushRow = list(page).locator('.ant-table-tbody .ant-table-row', { hasText: '后台推送' }).filter({
      hasText: title,
    });
    await pushRow.locator('[data-testid=issue-push]').click();
    const push = page.locator('[data-testid=coupon-push-dialog]');
    const members = push.locator('[data-testid=coupon-push-members]');
    await members.click();
    await page.keyboard.type(SHOPPER);
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: SHOPPER }).click();
    await push.locator('.ant-modal-title').click();
    await page.locator('.ant-select-dropdown:visible').waitFor({ state: 'hidden' });
    await screenshot(page, 'coupons-push');
    await push.locator('.ant-modal-footer .ant-btn-primary').click();
    await notice(page, '已推送给 1 位会员');
    await push.locator('.ant-modal-footer .ant-btn:not(.ant-btn-primary)').click();
    await waitIdle(page);
    assertEqual(
      await pushRow.locator('[data-testid=issue-counts]').textContent(),
      '1 / 4 / 5',
      `issue ${pushed.id}: one pushed, four left`,
    );

    // By member level: the dialog offers the shop's levels (none chosen: every active member). Not sent
    // here: it would give coupons to the demo members other flows buy for (the server test covers it).
    await pushRow.locator('[data-testid=issue-push]').click();
    await push.locator('[data-testid=coupon-push-to] label', { hasText: '按会员等级' }).click();
    await push.getByText('不选：全部正常状态的会员').waitFor();
    const levels = push.locator('[data-testid=coupon-push-levels]');
    await levels.click();
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option').first().click();
    await push.locator('.ant-modal-title').click();
    await page.locator('.ant-select-dropdown:visible').waitFor({ state: 'hidden' });
    await screenshot(page, 'coupons-push-levels');
    await push.locator('.ant-modal-footer .ant-btn:not(.ant-btn-primary)').click();
    await push.waitFor({ state: 'hidden' });

    // The shopper now holds two, and the pages read in English too.
    await phone.context().addCookies([{ name: 'lang', value: 'en', url: new URL(phone.url()).origin }]);
    await phone.goto(`${HOME}coupons`);
    await phone.locator('[data-testid=sf-coupons-tab-unused]', { hasText: 'Unused' }).waitFor();
    await phone.locator('[data-testid=sf-my-coupon]', { hasText: title }).nth(1).waitFor();
    await screenshot(phone, 'storefront-my-coupons-en');
    await phone.goto(`${HOME}coupon-centre`);
    await phone
      .locator('[data-testid=sf-centre-coupon]', { hasText: title })
      .getByText('Claimed')
      .first()
      .waitFor();
    await screenshot(phone, 'storefront-coupon-centre-en');

    // The staff screen in English.
    await page.context().addCookies([{ name: 'lang', value: 'en', url: new URL(page.url()).origin }]);
    await page.reload();
    await list(page).locator('.ant-table').waitFor();
    await page.getByRole('tab', { name: 'Templates' }).waitFor();
    await screenshot(page, 'coupons-templates-en');
  },
};
