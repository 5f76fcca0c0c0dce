import type { Page } from 'playwright-core';
import { signInToDashboard, waitForPath } from '../lib/app.ts';
import { assert, assertEqual } from '../lib/assert.ts';
import { api } from '../lib/crud.ts';
import type { Flow } from '../lib/harness.ts';
import { ORDER_VERIFY_PATH } from '../lib/orders.ts';

const WIDE = { viewport: { width: 1366, height: 800 } };
const PHONE = { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true };

/** alice, the founder of 朝阳优选商城: her role is 店主 and 售后管理 opens for her. */
async function ownerSeesAfterSales(page: Page, shot: (name: string) => Promise<void>): Promise<void> {
  await signInToDashboard(page, 'alice');
  const roles = page.locator('.hh-dashboard-roles .ant-tag');
  await roles.first().waitFor();
  assertEqual(
    (await roles.allTextContents()).join(' / '),
    '店主',
    'alice is the owner of the shop she founded',
  );
  await roles.first().scrollIntoViewIfNeeded();
  await shot('owner-dashboard');
  await page.goto('/order/after-sales');
  await page.locator('[data-testid=after-sale-list]:visible').waitFor();
  assertEqual(new URL(page.url()).pathname, '/order/after-sales', '售后管理 opens for the owner, no 403');
  assertEqual(await page.locator('.ant-result-title', { hasText: '403' }).count(), 0, 'no 403 page');
  await shot('owner-after-sales');
}

/** bob, a clerk of 海港鲜生 bound to 海港旗舰店: the verify page names his store, no "bound to none". */
async function clerkVerifiesAtHisStore(page: Page, shot: (name: string) => Promise<void>): Promise<void> {
  await signInToDashboard(page, 'bob');
  await page.goto(ORDER_VERIFY_PATH);
  await waitForPath(page, ORDER_VERIFY_PATH);
  const screen = page.locator('[data-testid=order-verify]:visible');
  await screen.locator('[data-testid=verify-my-stores]', { hasText: '海港旗舰店' }).waitFor();
  assertEqual(await screen.locator('[data-testid=verify-no-store]').count(), 0, 'no "bound to no store"');
  await shot('clerk-verify');
}

const UNBOUND = 'e2e_unbound';

/** A manager bound to no store: the verify page says so and links to 员工管理, where stores are bound. */
async function unboundManagerIsSentToStaff(
  owner: Page,
  manager: Page,
  shot: (name: string) => Promise<void>,
) {
  await signInToDashboard(owner, 'alice');
  const leftover = await api<{ content: { id: number; username: string }[] }>(
    owner,
    'GET',
    `/api/users?size=10&blurry=${UNBOUND}`,
  );
  const stale = leftover.content.filter((person) => person.username === UNBOUND).map((person) => person.id);
  if (stale.length) await api(owner, 'DELETE', '/api/users', stale);
  const roles = await api<{ id: number; name: string }[]>(owner, 'GET', '/api/roles/all');
  const managerRole = roles.find((role) => role.name === '店长');
  assert(managerRole, 'the manager role exists');
  const created = await api<{ id: number }>(owner, 'POST', '/api/users', {
    username: UNBOUND,
    nickName: '未绑定店长',
    phone: '13866610042',
    email: null,
    password: '123456',
    enabled: true,
    roles: [managerRole.id],
  });

  await signInToDashboard(manager, UNBOUND);
  await manager.goto(ORDER_VERIFY_PATH);
  const screen = manager.locator('[data-testid=order-verify]:visible');
  await screen.locator('[data-testid=verify-no-store]', { hasText: '你尚未绑定门店' }).waitFor();
  await shot('unbound-verify');
  await screen.locator('[data-testid=verify-bind-stores]').click();
  await waitForPath(manager, '/system/user');
  await api(owner, 'DELETE', '/api/users', [created.id]);
}

export const shopPeopleFlow: Flow = {
  name: 'shopPeople: the founder is 店主 and opens 售后管理; the clerk verifies at his bound store (1366 and 375 px); an unbound manager is sent to 员工管理',
  async run({ newPage, screenshot }) {
    for (const [size, options] of [
      ['1366', WIDE],
      ['375', PHONE],
    ] as const) {
      const shot = (page: Page) => (name: string) => screenshot(page, `shop-people-${name}-${size}-zh`);
      const owner = await newPage(options);
      await ownerSeesAfterSales(owner, shot(owner));
      const clerk = await newPage(options);
      await clerkVerifiesAtHisStore(clerk, shot(clerk));
    }
    const owner = await newPage(WIDE);
    const manager = await newPage(WIDE);
    await unboundManagerIsSentToStaff(owner, manager, (name) =>
      screenshot(manager, `shop-people-${name}-1366-zh`),
    );
  },
};
