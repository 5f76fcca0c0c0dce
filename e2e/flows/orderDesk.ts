import type { Page } from 'playwright-core';
import { setLanguage, signInToDashboard } from '../lib/app.ts';
import { assert, assertEqual } from '../lib/assert.ts';
import { api, notice } from '../lib/crud.ts';
import type { Flow } from '../lib/harness.ts';
import { patientPage, waitUntil } from '../lib/members.ts';
import {
  apiCounts,
  freshTag,
  openOrders,
  orderDetailPath,
  orderList,
  seedGoods,
  tabCount,
} from '../lib/orders.ts';
import { addAddress, buyNow, shopperSignIn } from '../lib/shopper.ts';

const SHOP = '朝阳优选商城';
const SHOP_KEY = 'sunrise';
const SETTINGS_URL = '/api/order/settings';

interface OrderSettings {
  cancelUnpaidMinutes: number;
  autoReceiveDays: number;
  autoCompleteDays: number;
}

const drawer = (page: Page) => page.locator('.ant-drawer:has([data-testid=order-settings])');
const field = (page: Page, name: keyof OrderSettings) =>
  drawer(page).locator(`[data-testid=order-settings-${name}]`);

async function openSettings(page: Page): Promise<void> {
  await orderList(page).locator('[data-testid=order-settings-open]').click();
  await field(page, 'autoReceiveDays').waitFor();
}

export const ordersSettingsFlow: Flow = {
  name: 'orders: the order timers are set from the list toolbar, refused out of range (zh/en), kept after a reload',
  async run({ newPage, baseUrl, screenshot }) {
    const page = await patientPage(() => newPage());
    await signInToDashboard(page, 'admin', SHOP);
    const before = await api<OrderSettings>(page, 'GET', SETTINGS_URL);
    try {
      await openOrders(page);
      await orderList(page).locator('[data-testid=order-settings-open]', { hasText: '订单设置' }).waitFor();
      await screenshot(page, 'order-settings-toolbar-zh');
      await openSettings(page);
      assertEqual(
        await field(page, 'cancelUnpaidMinutes').inputValue(),
        String(before.cancelUnpaidMinutes),
        'the drawer shows the saved value',
      );
      const note = (await drawer(page).locator('.ant-alert').textContent()) ?? '';
      assert(
        note.includes('已在计时的订单仍按当时的设置到期'),
        `the note says what happens to running timers: ${note}`,
      );

      await field(page, 'autoReceiveDays').fill('61');
      await drawer(page).locator('[data-testid=order-settings-save]').click();
      await drawer(page)
        .locator('.ant-form-item-explain-error', { hasText: '自动确认收货须为 1–60 的整数' })
        .waitFor();
      await screenshot(page, 'order-settings-zh');

      const wanted = before.autoReceiveDays === 12 ? 13 : 12;
      await field(page, 'autoReceiveDays').fill(String(wanted));
      await drawer(page).locator('[data-testid=order-settings-save]').click();
      await notice(page, '订单设置已保存');
      await drawer(page).waitFor({ state: 'hidden' });

      await page.reload();
      await orderList(page).locator('.ant-table').waitFor();
      await openSettings(page);
      assertEqual(await field(page, 'autoReceiveDays').inputValue(), String(wanted), 'kept after a reload');
      const saved = await api<OrderSettings>(page, 'GET', SETTINGS_URL);
      assertEqual(saved.autoReceiveDays, wanted, 'saved on the server');

      await setLanguage(page, baseUrl, 'en');
      await page.reload();
      await orderList(page).locator('.ant-table').waitFor();
      await openSettings(page);
      await field(page, 'cancelUnpaidMinutes').fill('4');
      await drawer(page).locator('[data-testid=order-settings-save]').click();
      await drawer(page)
        .locator('.ant-form-item-explain-error', {
          hasText: 'Cancel unpaid after must be a whole number from 5 to 10,080',
        })
        .waitFor();
      await screenshot(page, 'order-settings-en');
    } finally {
      await setLanguage(page, baseUrl, 'zh');
      await api(page, 'PUT', SETTINGS_URL, before);
    }
  },
};

export const ordersLiveStatusFlow: Flow = {
  name: 'orders: a status change made elsewhere (a shopper cancels) shows on the open list and detail without a reload',
  async run({ newPage, baseUrl, screenshot }) {
    const desk = await patientPage(() => newPage());
    await signInToDashboard(desk, 'admin', SHOP);
    const goods = await seedGoods(desk, freshTag(), '12.00');
    const shopper = await shopperSignIn(baseUrl, SHOP_KEY);
    const order = await buyNow(shopper, goods.skuId, await addAddress(shopper), 1);

    // The detail opened straight from its URL: the orders entry is the sidebar's active one.
    await desk.goto(orderDetailPath(order.id));
    const detail = desk.locator('[data-testid=order-detail]:visible');
    await detail.locator('[data-testid=order-status][data-status=unpaid]').waitFor();
    const active = desk.locator('[data-testid=sidebar-item].hh-sidebar-item--active');
    await waitUntil(
      async () => (await active.textContent())?.trim() === '订单',
      'the 订单 entry is marked active',
    );

    const list = await patientPage(() => newPage());
    await signInToDashboard(list, 'admin', SHOP);
    await openOrders(list);
    const before = await apiCounts(list);
    await waitUntil(
      async () => (await tabCount(list, 'cancelled')) === before.cancelled,
      'the list shows the current counts',
    );

    await shopper.send('POST', `/api/front/orders/${order.id}/cancel`);

    await detail.locator('[data-testid=order-status][data-status=cancelled]').waitFor();
    const timeline = (await detail.locator('[data-testid=order-timeline]').textContent()) ?? '';
    assert(timeline.includes('买家'), `the shopper's cancel is on the timeline: ${timeline}`);
    await screenshot(desk, 'order-live-cancelled-detail-zh');
    await waitUntil(
      async () => (await tabCount(list, 'cancelled')) === before.cancelled + 1,
      'the cancelled count grew by one without a reload',
    );
    await orderList(list)
      .locator('.ant-table-tbody .ant-table-row', { hasText: order.code })
      .locator('[data-testid=order-status][data-status=cancelled]')
      .waitFor();
    assertEqual(
      await desk.locator('.ant-notification-notice').count(),
      0,
      'a status change refreshes quietly, without a notice',
    );
  },
};
