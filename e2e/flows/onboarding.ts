import type { Page } from 'playwright-core';
import { cookieValue, setLanguage, signInToDashboard, waitForPath } from '../lib/app.ts';
import { assert, assertEqual } from '../lib/assert.ts';
import type { Flow, FlowContext } from '../lib/harness.ts';
import {
  approveCompany,
  markPage,
  newFounderPhone,
  payInSecondPage,
  pickCategory,
  registerWithPhone,
  stillMarked,
} from '../lib/onboarding.ts';

type Lang = 'zh' | 'en';

const TEXT = {
  zh: {
    shop: '晨光果蔬店',
    contact: '王晨',
    price: '¥0.01',
    platform: '平台运营中心',
    reason: '店铺头像不清晰',
  },
  en: {
    shop: 'Morning Greens',
    contact: 'Chen Wang',
    price: '¥0.01',
    platform: '平台运营中心',
    reason: 'The logo is blurry',
  },
} as const;

const wizardView = (page: Page, view: string) =>
  page.locator(`[data-testid=onboarding-wizard][data-view=${view}]`).waitFor();

async function createShop(context: FlowContext, page: Page, lang: Lang): Promise<void> {
  await page.locator('[data-testid=create-shop]').first().waitFor();
  await context.screenshot(page, `onboarding-store-empty-${lang}`);
  await page.locator('[data-testid=create-shop]').first().click();
  const form = page.locator('[data-testid=create-shop-form]');
  await form.waitFor();
  await page.click('[data-testid=create-shop-submit]');
  await form.locator('.ant-form-item-explain-error').first().waitFor();
  await context.screenshot(page, `onboarding-create-errors-${lang}`);
  await page.fill('[data-testid=shop-name]', TEXT[lang].shop);
  await pickCategory(page);
  await page.fill('[data-testid=shop-contact-name]', TEXT[lang].contact);
  assert((await page.inputValue('[data-testid=shop-contact-phone]')).length === 11, 'the phone is prefilled');
  await context.screenshot(page, `onboarding-create-${lang}`);
  await page.click('[data-testid=create-shop-submit]');
  await waitForPath(page, '/onboarding');
}

async function choosePlanAndPay(context: FlowContext, page: Page, lang: Lang): Promise<void> {
  await wizardView(page, 'plans');
  const cards = page.locator('[data-testid=plan-card]');
  await cards.first().waitFor();
  assert((await cards.count()) >= 2, 'the plans are listed');
  assertEqual(
    await cards.first().locator('[data-testid=plan-price]').textContent(),
    TEXT[lang].price,
    'price',
  );
  await context.screenshot(page, `onboarding-plans-${lang}`);
  await cards.first().locator('[data-testid=plan-choose]').click();
  await wizardView(page, 'pay');
  const qr = page.locator('[data-testid=pay-qr]');
  await qr.waitFor();
  await page.waitForFunction(() => {
    const image = document.querySelector<HTMLImageElement>('[data-testid=pay-qr]');
    return image?.complete && image.naturalWidth > 0;
  });
  const size = await qr.evaluate((image: HTMLImageElement) => [
    image.naturalWidth,
    image.width,
    image.height,
  ]);
  assertEqual(size.join('x'), '300x300x300', 'the QR code is 300×300');
  await context.screenshot(page, `onboarding-pay-${lang}`);

  await markPage(page);
  const payPage = await payInSecondPage(page, async (sandbox) => {
    await context.screenshot(sandbox, `onboarding-sandbox-pay-${lang}`);
  });
  await context.screenshot(payPage, `onboarding-paid-page-${lang}`);
  await payPage.close();
  await wizardView(page, 'waiting');
  await page.locator('[data-testid="live-notice-company.paid"]').waitFor();
  assert(await stillMarked(page), 'the wizard moved on without a reload');
  await context.screenshot(page, `onboarding-waiting-${lang}`);
}

async function platformOperator(context: FlowContext): Promise<Page> {
  const admin = await context.newPage();
  await signInToDashboard(admin, 'admin', TEXT.zh.platform);
  return admin;
}

async function profileAndRenewal(context: FlowContext, page: Page, lang: Lang): Promise<void> {
  await page.goto('/shop/profile');
  await page.locator('[data-testid=shop-profile-form]').waitFor();
  assertEqual(
    await page.inputValue('[data-testid=shop-name]'),
    TEXT[lang].shop,
    'the profile shows the shop',
  );
  await page.locator('[data-testid=shop-audits] [data-testid=audit-item]').first().waitFor();
  await page.locator('[data-testid=shop-orders] .ant-table-row').first().waitFor();
  await context.screenshot(page, `shop-profile-${lang}`);

  await page.click('[data-testid=shop-plan-buy]');
  await page.locator('[data-testid=plan-card]').first().waitFor();
  await context.screenshot(page, `shop-profile-renew-${lang}`);
  await page.locator('[data-testid=plan-card] [data-testid=plan-choose]').first().click();
  await page.locator('[data-testid=pay-qr]').waitFor();
  const payPage = await payInSecondPage(page);
  await payPage.close();
  await page.locator('[data-testid=purchase-paid]').waitFor();
  await context.screenshot(page, `shop-profile-renewed-${lang}`);
  await page.locator('.ant-modal:has([data-testid=purchase-paid]) .ant-btn-primary').click();
  await page.locator('[data-testid=shop-orders] .ant-table-row').nth(1).waitFor();
  await page.locator('[data-testid=shop-orders]').scrollIntoViewIfNeeded();
  await context.screenshot(page, `shop-profile-orders-${lang}`);
}

async function rejection(context: FlowContext, page: Page, admin: Page, lang: Lang): Promise<void> {
  await page.click('[data-testid=avatar-menu]');
  await page.locator('.ant-dropdown-menu-item[data-menu-id$="-shops"]').click();
  await waitForPath(page, '/store');
  await page.locator('[data-testid=company-card]').first().waitFor();
  await page.locator('[data-testid=create-shop]').click();
  await page.fill('[data-testid=shop-name]', `${TEXT[lang].shop} 2`);
  await pickCategory(page);
  await page.fill('[data-testid=shop-contact-name]', TEXT[lang].contact);
  await page.click('[data-testid=create-shop-submit]');
  await waitForPath(page, '/onboarding');
  await wizardView(page, 'plans');
  await page.locator('[data-testid=plan-card] [data-testid=plan-choose]').first().click();
  await page.locator('[data-testid=pay-qr]').waitFor();
  await (await payInSecondPage(page)).close();
  await wizardView(page, 'waiting');

  const companyId = Number(await cookieValue(page, 'storeId'));
  await approveCompany(admin, companyId, 2, TEXT[lang].reason);
  await page.locator('[data-testid="live-notice-company.rejected"]').waitFor();
  await wizardView(page, 'rejected');
  await page.locator('[data-testid=wizard-reject-reason]', { hasText: TEXT[lang].reason }).waitFor();
  await context.screenshot(page, `onboarding-rejected-${lang}`);

  await page.click('[data-testid=onboarding-my-shops]');
  await waitForPath(page, '/store');
  const rejected = page.locator('[data-testid=company-card]', { hasText: `${TEXT[lang].shop} 2` });
  await rejected.waitFor();
  await context.screenshot(page, `onboarding-store-shops-${lang}`);
  await rejected.click();
  await waitForPath(page, '/onboarding');
  await wizardView(page, 'rejected');
}

async function onboard(context: FlowContext, lang: Lang, seed: number): Promise<void> {
  const page = await context.newPage();
  await setLanguage(page, context.baseUrl, lang);
  await registerWithPhone(page, newFounderPhone(seed));
  await createShop(context, page, lang);
  await choosePlanAndPay(context, page, lang);

  const companyId = Number(await cookieValue(page, 'storeId'));
  assert(companyId > 0, 'the new shop is the chosen one');
  const admin = await platformOperator(context);
  await approveCompany(admin, companyId, 1, 'ok');
  await page.locator('[data-testid="live-notice-company.approved"]').waitFor();
  await wizardView(page, 'approved');
  assert(await stillMarked(page), 'the approval arrived without a reload');
  await context.screenshot(page, `onboarding-approved-${lang}`);
  await page.click('[data-testid=wizard-enter]');
  await waitForPath(page, '/dashboard');
  await page.locator('[data-testid=dashboard]', { hasText: TEXT[lang].shop }).waitFor();

  await profileAndRenewal(context, page, lang);
  await rejection(context, page, admin, lang);
}

export const onboardingFlow: Flow = {
  name: 'onboarding: register, create a shop, pay, approval live, profile and renewal, rejection (zh, en)',
  async run(context) {
    await onboard(context, 'zh', 0);
    await onboard(context, 'en', 1);
  },
};
