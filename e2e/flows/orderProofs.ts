import type { Locator, Page } from 'playwright-core';
import { signInToDashboard } from '../lib/app.ts';
import { assert, assertEqual } from '../lib/assert.ts';
import { api } from '../lib/crud.ts';
import type { Flow } from '../lib/harness.ts';
import { patientPage, waitUntil } from '../lib/members.ts';
import {
  apiCounts,
  freshTag,
  openOrders,
  orderDetailPath,
  orderList,
  payByWallet,
  placeOrder,
  searchOrder,
  seedGoods,
  seedMember,
  shipBySf,
  tabCount,
} from '../lib/orders.ts';
import { startServer } from '../lib/server.ts';
import { addAddress, buyNow, shopperSignIn } from '../lib/shopper.ts';

const SHOP = '朝阳优选商城';
const SHOP_KEY = 'sunrise';

const detailOf = (page: Page): Locator => page.locator('[data-testid=order-detail]:visible');

export const ordersStorefrontFlow: Flow = {
  name: 'orders: a shopper’s storefront order reaches the open desk with a live notice and the tab count, then ships and shows the tracking',
  async run({ newPage, baseUrl, screenshot }) {
    const page = await patientPage(() => newPage());
    await signInToDashboard(page, 'admin', SHOP);
    const goods = await seedGoods(page, freshTag(), '28.00');
    await openOrders(page);
    const before = await apiCounts(page);
    await waitUntil(
      async () => (await tabCount(page, 'toShip')) === before.toShip,
      'the desk shows the current counts',
    );

    // The shopper, on their phone: SMS sign-in, an address, buy-now of two, pay from the wallet.
    const shopper = await shopperSignIn(baseUrl, SHOP_KEY);
    await api(page, 'POST', '/api/user/money', {
      uid: shopper.uid,
      ptype: 1,
      money: '100.00',
      remark: 'e2e',
    });
    const addressId = await addAddress(shopper);
    const order = await buyNow(shopper, goods.skuId, addressId, 2);
    assertEqual(order.status, 'unpaid', 'a new order waits for payment');
    const paid = await shopper.send<{ order: { status: string } | null }>(
      'POST',
      `/api/front/orders/${order.id}/pay`,
      { method: 'wallet' },
    );
    assertEqual(paid.order?.status, 'toShip', 'paid from the wallet: to ship');

    // The desk, open all along: the notice, then the counts and the row without a reload.
    const paidNotice = page.locator('[data-testid="live-notice-order.paid"]', { hasText: order.code });
    await paidNotice.waitFor();
    // The amount is the server's (goods plus whatever freight the shop's templates add by now).
    assert(
      (await paidNotice.textContent())?.includes(order.payAmount),
      `the notice names the amount ${order.payAmount}`,
    );
    await waitUntil(
      async () => (await tabCount(page, 'toShip')) === before.toShip + 1,
      'the to-ship count grew by one',
    );
    assertEqual(await tabCount(page, 'all'), before.all + 1, 'the all count grew by one');
    await orderList(page)
      .locator('.ant-table-tbody [data-testid=order-code]', { hasText: order.code })
      .waitFor();
    await screenshot(page, 'order-storefront-notice-zh');

    await paidNotice.locator('[data-testid=live-notice-open]').click();
    await page.waitForURL(`**${orderDetailPath(order.id)}`);
    const detail = detailOf(page);
    await detail.locator('[data-testid=detail-code]', { hasText: order.code }).waitFor();
    const timeline = (await detail.locator('[data-testid=order-timeline]').textContent()) ?? '';
    assert(timeline.includes('买家'), `the shopper's own steps are on the timeline: ${timeline}`);

    const trackingNo = await shipBySf(page);
    await detail.locator('[data-testid=detail-tracking-no]', { hasText: trackingNo }).waitFor();
    // The tracking provider's answer (the sandbox's first scan comes half an hour after shipping).
    await detail.locator('[data-testid=order-trace]', { hasText: '暂无轨迹' }).waitFor();
    await screenshot(page, 'order-storefront-shipped-zh');

    const mine = await shopper.send<{
      status: string;
      trackingNo: string | null;
      tracking: { state: string } | null;
    }>('GET', `/api/front/orders/${order.id}`);
    assertEqual(mine.status, 'shipped', 'the shopper sees it shipped');
    assertEqual(mine.trackingNo, trackingNo, 'with the tracking number');
    assertEqual(mine.tracking?.state, 'none', 'and the same tracking answer');
  },
};

/** One day of a timer lasts 10 s on the flow's own server (ORDER_TIMERS_SPEEDUP, honoured only when NODE_ENV=test). */
const SPEEDUP = 8640;
/** 24 hours unpaid: 10 s here. */
const CANCEL_UNPAID_MINUTES = 1440;

/** Reloads the detail until its status tag reads `status` (a guard: the live order.status event normally refreshes it first). */
async function waitForStatus(page: Page, id: number, status: string): Promise<void> {
  await waitUntil(
    async () => {
      await page.goto(orderDetailPath(id));
      const tag = detailOf(page).locator('[data-testid=order-status]');
      await tag.waitFor();
      if ((await tag.getAttribute('data-status')) === status) return true;
      await page.waitForTimeout(1000);
      return false;
    },
    `order ${id} becomes ${status}`,
    40_000,
  );
}

async function systemLine(page: Page, action: string): Promise<string> {
  const line = detailOf(page).locator('.hh-desk-timeline-line', {
    has: page.locator(`[data-action=${action}]`),
  });
  await line.first().waitFor();
  await line.first().scrollIntoViewIfNeeded();
  return (await line.first().textContent()) ?? '';
}

export const ordersTimersFlow: Flow = {
  name: 'orders: timers seen on the desk — an unpaid order cancelled, a shipped one received, by the system',
  async run({ newPage, screenshot }) {
    const server = await startServer({ ORDER_TIMERS_SPEEDUP: String(SPEEDUP), JOBS_POLL_MS: '250' });
    try {
      const page = await patientPage(() => newPage({ baseURL: server.baseUrl }));
      await signInToDashboard(page, 'admin', SHOP);
      await api(page, 'PUT', '/api/order/settings', {
        ...(await api<object>(page, 'GET', '/api/order/settings')),
        cancelUnpaidMinutes: CANCEL_UNPAID_MINUTES,
        autoReceiveDays: 1,
        autoCompleteDays: 60,
      });
      const tag = freshTag();
      const member = await seedMember(page, tag);
      const goods = await seedGoods(page, tag);
      const unpaid = await placeOrder(page, member, goods);
      const shipped = await placeOrder(page, member, goods);
      await payByWallet(page, shipped, member);

      await openOrders(page);
      const row = await searchOrder(page, unpaid.code);
      assertEqual(await row.locator('[data-testid=order-status]').textContent(), '待付款', 'unpaid at first');

      await page.goto(orderDetailPath(shipped.id));
      await detailOf(page).locator('[data-testid=detail-code]', { hasText: shipped.code }).waitFor();
      await shipBySf(page);

      await waitForStatus(page, unpaid.id, 'cancelled');
      const cancelled = await systemLine(page, 'cancel');
      assert(cancelled.includes('系统'), `the system cancelled it: ${cancelled}`);
      await screenshot(page, 'order-timer-cancelled-zh');

      await waitForStatus(page, shipped.id, 'received');
      const received = await systemLine(page, 'receive');
      assert(received.includes('系统'), `the system confirmed receipt: ${received}`);
      await screenshot(page, 'order-timer-received-zh');

      await openOrders(page);
      await orderList(page).locator('[data-testid=order-tab-cancelled]').click();
      const gone = await searchOrder(page, unpaid.code);
      assertEqual(
        await gone.locator('[data-testid=order-status]').textContent(),
        '已取消',
        'listed cancelled',
      );
      const stock = await api<{ skus: { stock: number }[] }>(page, 'GET', `/api/product/${goods.productId}`);
      assertEqual(stock.skus[0]?.stock, 49, 'the cancelled order gave its stock back');
    } finally {
      await server.stop();
    }
  },
};
