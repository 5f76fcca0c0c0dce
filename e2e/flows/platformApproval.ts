import type { Locator, Page } from 'playwright-core';
import { setLanguage, signInToDashboard } from '../lib/app.ts';
import { assert } from '../lib/assert.ts';
import type { Flow } from '../lib/harness.ts';
import { pendingShop } from '../lib/pendingShop.ts';

const PLATFORM = '平台运营中心';
const REASON = '营业执照照片不清晰，请重新上传';

function row(page: Page, name: string): Locator {
  return page.locator('[data-testid=crud-list] .ant-table-row', { hasText: name });
}

async function showStatus(page: Page, label: string): Promise<void> {
  await page.locator('[data-testid=company-status-tabs] .ant-segmented-item', { hasText: label }).click();
}

export const platformApprovalFlow: Flow = {
  name: 'platform: approve a paid shop, reject another with a reason, read the audit trail',
  async run({ newPage, screenshot, baseUrl }) {
    // A tag of this try keeps names and phones apart from other tries against the same server (a
    // retry with the same phones would wait out the SMS resend interval).
    const TAG = String(Date.now()).slice(-6);
    const APPROVED = `审核通过测试店${TAG}`;
    const REJECTED = `审核驳回测试店${TAG}`;
    const merchant = await newPage();
    await pendingShop(merchant, baseUrl, APPROVED, `13901${TAG}`);
    await pendingShop(merchant, baseUrl, REJECTED, `13902${TAG}`);

    const page = await newPage();
    await signInToDashboard(page, 'admin', PLATFORM);
    await page.goto('/platform/company');
    await row(page, APPROVED).waitFor();
    await row(page, REJECTED).waitFor();
    assert(
      (await page.locator('[data-testid=company-status-tabs] .ant-segmented-item-selected').textContent()) ===
        '待审核',
      'the approval queue is shown first',
    );
    await screenshot(page, 'platform-company-zh');

    await row(page, APPROVED).locator('[data-testid=company-approve]').click();
    await page.locator('.ant-popconfirm', { hasText: APPROVED }).locator('.ant-btn-primary').click();
    await page.locator('.ant-message', { hasText: `已通过「${APPROVED}」` }).waitFor();
    await row(page, APPROVED).waitFor({ state: 'detached' });

    await row(page, REJECTED).locator('[data-testid=company-reject]').click();
    const dialog = page.locator('.ant-modal:has([data-testid=reject-form])');
    await dialog.locator('textarea:focus').waitFor();
    await dialog.locator('.ant-btn-dangerous').click();
    await dialog.locator('.ant-form-item-explain-error', { hasText: '请填写驳回原因' }).waitFor();
    await dialog.locator('textarea').fill(REASON);
    await screenshot(page, 'platform-company-reject-zh');
    await dialog.locator('.ant-btn-dangerous').click();
    await page.locator('.ant-message', { hasText: `已驳回「${REJECTED}」` }).waitFor();
    await row(page, REJECTED).waitFor({ state: 'detached' });

    await showStatus(page, '正常');
    await row(page, APPROVED).locator('.ant-tag', { hasText: '正常' }).waitFor();
    await showStatus(page, '已驳回');
    await row(page, REJECTED).locator('[data-testid=company-audits]').click();
    const drawer = page.locator('.ant-drawer-section', { hasText: REJECTED });
    await drawer.locator('[data-testid=audit-line]', { hasText: REASON }).waitFor();
    assert(
      (await drawer.locator('[data-testid=audit-line]').first().textContent())?.includes('审核驳回'),
      'the audit line says rejected',
    );
    await screenshot(page, 'platform-company-audits-zh');
    await page.keyboard.press('Escape');

    await setLanguage(page, baseUrl, 'en');
    await page.reload();
    await showStatus(page, 'All');
    await row(page, APPROVED).locator('.ant-tag', { hasText: 'Active' }).waitFor();
    await row(page, REJECTED).locator('.ant-tag', { hasText: 'Rejected' }).waitFor();
    await screenshot(page, 'platform-company-en');
    await row(page, APPROVED).locator('[data-testid=company-audits]').click();
    await page.locator('.ant-drawer-section [data-testid=audit-line]', { hasText: 'Approved' }).waitFor();
    await screenshot(page, 'platform-company-audits-en');
  },
};
