import type { Page } from 'playwright-core';
import { fillLogin, setLanguage, waitForPath } from '../lib/app.ts';
import { assert, assertEqual } from '../lib/assert.ts';
import { api, chooseTag, dialog, notice, openList } from '../lib/crud.ts';
import type { Flow, FlowContext } from '../lib/harness.ts';

type Lang = 'zh' | 'en';

const SHOP = '朝阳优选商城';
const BOB_PHONE = '13800000002';
const GUEST = { username: 'e2e_guest', nickName: 'Guest', phone: '13766660042' };

const TEXT = {
  zh: { sent: '已发送邀请，对方接受后加入本店', saved: '编辑成功', clerk: '店员' },
  en: {
    sent: 'Invitation sent; they join once they accept',
    declined: 'Invitation declined',
    saved: 'edit succeeded',
    clerk: 'Clerk',
  },
} as const;

async function signInAs(context: FlowContext, lang: Lang, username: string): Promise<Page> {
  const page = await context.newPage();
  await setLanguage(page, context.baseUrl, lang);
  await page.goto('/login');
  await fillLogin(page, username);
  await page.click('[data-testid=login-submit]');
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
  return page;
}

async function enterShop(page: Page, company: string): Promise<void> {
  await waitForPath(page, '/store');
  await page.locator('[data-testid=company-card]', { hasText: company }).click();
  await waitForPath(page, '/dashboard');
}

interface Staff {
  id: number;
  username: string;
}

/** Puts sunrise back as the demo data has it: bob outside, no invitation open. */
async function resetSunrise(alice: Page): Promise<void> {
  const open = await api<{ id: number }[]>(alice, 'GET', '/api/users/invitations');
  for (const invitation of open) await api(alice, 'DELETE', `/api/users/invitations/${invitation.id}`);
  const staff = await api<{ content: Staff[] }>(alice, 'GET', '/api/users?size=100');
  const left = staff.content.filter(
    (person) => person.username === 'bob' || person.username === GUEST.username,
  );
  if (left.length)
    await api(
      alice,
      'DELETE',
      '/api/users',
      left.map((person) => person.id),
    );
}

/** A person of the other shop only, to invite in English (bob is invited in Chinese). */
async function ensureGuest(context: FlowContext): Promise<void> {
  const carol = await signInAs(context, 'zh', 'carol');
  await enterShop(carol, '海港鲜生');
  const staff = await api<{ content: Staff[] }>(carol, 'GET', `/api/users?blurry=${GUEST.username}`);
  if (staff.content.length === 0) {
    await api(carol, 'POST', '/api/users', {
      ...GUEST,
      email: null,
      password: '123456',
      enabled: true,
      roles: [],
    });
  }
  await carol.close();
}

/** The manager adds staff by a phone that already has an account: an invitation, shown as pending. */
async function invite(context: FlowContext, lang: Lang, phone: string): Promise<void> {
  const alice = await signInAs(context, lang, 'alice');
  await waitForPath(alice, '/dashboard');
  if (lang === 'zh') await resetSunrise(alice);
  await openList(alice, '/system/user');
  await alice.click('[data-testid=crud-add]');
  await dialog(alice).waitFor();
  await dialog(alice).locator('input[id$="username"]').fill('e2e_invitee');
  await dialog(alice).locator('input[id$="nickName"]').fill('Invitee');
  await dialog(alice).locator('input[id$="phone"]').fill(phone);
  await dialog(alice).locator('input[id$="password"]').fill('welcome1');
  await chooseTag(alice, dialog(alice).locator('.ant-select').last(), TEXT[lang].clerk);
  await dialog(alice).locator('.ant-modal-title').click();
  await dialog(alice).locator('.hh-staff-invite-hint').waitFor();
  await context.screenshot(alice, `staff-invite-dialog-${lang}`);
  await dialog(alice).locator('.ant-modal-footer .ant-btn-primary').click();
  await notice(alice, TEXT[lang].sent);
  await dialog(alice).waitFor({ state: 'hidden' });
  await context.screenshot(alice, `staff-invitation-sent-${lang}`);
  await alice.click('[data-testid=staff-invitations]');
  const pending = alice.locator('.ant-modal.hh-staff-invitations');
  await pending.locator('.ant-table-row', { hasText: phone }).waitFor();
  await context.screenshot(alice, `staff-invitations-${lang}`);
  await alice.close();
}

/** A new phone needs the code sent to it (the echo provider fills it in); the flow ends on the old phone. */
async function changePhone(context: FlowContext, lang: Lang, from: string, to: string): Promise<void> {
  const page = await signInAs(context, lang, GUEST.username);
  await page.goto('/user/center');
  const form = page.locator('[data-testid=profile-form]');
  await form.waitFor();
  assertEqual(await form.locator('input[id$="phone"]').inputValue(), from, 'the profile shows the phone');
  assertEqual(await page.locator('[data-testid=profile-code]').count(), 0, 'no code for an unchanged phone');
  await form.locator('input[id$="phone"]').fill(to);
  await form.locator('input[id$="email"]').fill('guest@example.com');
  await page.locator('[data-testid=profile-send-code]').click();
  await page.waitForFunction(
    () =>
      (document.querySelector('[data-testid=profile-code]') as HTMLInputElement | null)?.value.length === 6,
  );
  await context.screenshot(page, `user-center-phone-${lang}`);
  await form.locator('button[type=submit]').click();
  await notice(page, TEXT[lang].saved);
  await page.close();
}

export const staffInviteFlow: Flow = {
  name: 'staff invitation: a manager invites an existing person, who accepts on /store and lands in the shop',
  async run(context) {
    await ensureGuest(context);
    await invite(context, 'zh', BOB_PHONE);
    const bob = await signInAs(context, 'zh', 'bob');
    await waitForPath(bob, '/store');
    const card = bob.locator('[data-testid=invitation-card]', { hasText: SHOP });
    await card.waitFor();
    assert((await card.textContent())?.includes('林晓丽'), 'the invitation says who invited');
    await context.screenshot(bob, 'store-invitations-zh');
    await card.locator('[data-testid=invitation-accept]').click();
    await waitForPath(bob, '/dashboard');
    await bob.locator('[data-testid=dashboard]', { hasText: SHOP }).waitFor();
    await bob.close();

    await invite(context, 'en', GUEST.phone);
    const guest = await signInAs(context, 'en', GUEST.username);
    await waitForPath(guest, '/store');
    const invitation = guest.locator('[data-testid=invitation-card]', { hasText: SHOP });
    await invitation.waitFor();
    await context.screenshot(guest, 'store-invitations-en');
    await invitation.locator('[data-testid=invitation-decline]').click();
    await notice(guest, TEXT.en.declined);
    await invitation.waitFor({ state: 'detached' });
    assertEqual(await guest.locator('[data-testid=company-card]').count(), 1, 'declining joins nothing');
    await guest.close();

    await changePhone(context, 'zh', GUEST.phone, '13766660043');
    await changePhone(context, 'en', '13766660043', GUEST.phone);

    // Later flows expect bob in his one shop only.
    const alice = await signInAs(context, 'zh', 'alice');
    await waitForPath(alice, '/dashboard');
    await resetSunrise(alice);
    await alice.close();
  },
};
