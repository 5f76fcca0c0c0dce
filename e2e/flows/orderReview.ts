import type { Page } from 'playwright-core';
import { afterSaleDetail, afterSaleDetailPath, detailStatus, dialogOf } from '../lib/afterSales.ts';
import { signInToDashboard } from '../lib/app.ts';
import { assert, assertEqual } from '../lib/assert.ts';
import { api, notice } from '../lib/crud.ts';
import type { Flow } from '../lib/harness.ts';
import { patientPage } from '../lib/members.ts';
import { freshTag, openOrders, orderDetailPath, orderList, seedGoods } from '../lib/orders.ts';
import { startServer } from '../lib/server.ts';
import { addAddress, buyNow, type Shopper, type ShopperOrder, shopperSignIn } from '../lib/shopper.ts';

const SHOP = '朝阳优选商城';
const SHOP_KEY = 'sunrise';

interface ProviderPaid {
  payment: { payUrl: string } | null;
}

const detailOf = (page: Page) => page.locator('[data-testid=order-detail]:visible');

/** Starts a provider payment for the order; answers the sandbox's pay link (opening it is the provider's "paid" notice). */
async function providerLink(shopper: Shopper, order: ShopperOrder): Promise<string> {
  const paid = await shopper.send<ProviderPaid>('POST', `/api/front/orders/${order.id}/pay`, {
    method: 'provider',
  });
  assert(paid.payment, 'a provider payment was started');
  return paid.payment.payUrl;
}

async function providerPays(payUrl: string): Promise<void> {
  const answer = await fetch(payUrl);
  assert(answer.ok, `the sandbox notice answered ${answer.status}`);
}

/** The shopper asks back `quantity` pieces of the order's first line, refund only. */
async function askRefund(shopper: Shopper, order: ShopperOrder, quantity: number) {
  const refundable = await shopper.send<{ lines: { orderLineId: number }[] }>(
    'GET',
    `/api/front/orders/${order.id}/refundable`,
  );
  const reasons = await shopper.send<{ value: string }[]>('GET', '/api/front/after-sales/reasons');
  const line = refundable.lines[0];
  const reason = reasons[0];
  assert(line && reason, 'a refundable line and a reason');
  return shopper.send<{ id: number; code: string }>('POST', '/api/front/after-sales', {
    orderId: order.id,
    type: 'refund',
    lines: [{ orderLineId: line.orderLineId, quantity }],
    reason: reason.value,
    explanation: '端到端：少要一件',
    pictureIds: [],
  });
}

const LIMITS = { maxUnpaidOrders: '7', maxSkuQuantity: '88', repriceMaxPercent: '150' } as const;

export const orderReviewFlow: Flow = {
  name: 'orders review: a returned duplicate payment on the order, check again on a pending provider refund, the ship and approve warnings of an open after-sale, the order limits saved and shown again',
  async run({ newPage, screenshot }) {
    // The job runner off: provider refunds stay pending, as they are until the provider answers.
    const server = await startServer({ JOBS_POLL_MS: '0' });
    try {
      const page = await patientPage(() => newPage({ baseURL: server.baseUrl }));
      await signInToDashboard(page, 'admin', SHOP);
      const goods = await seedGoods(page, freshTag(), '20.00');
      const shopper = await shopperSignIn(server.baseUrl, SHOP_KEY);
      await api(page, 'POST', '/api/user/money', { uid: shopper.uid, ptype: 1, money: '500', remark: 'e2e' });
      const addressId = await addAddress(shopper);

      // Paid from the wallet while a QR payment was open; the QR is paid after: that money goes back.
      const twice = await buyNow(shopper, goods.skuId, addressId, 2);
      const payUrl = await providerLink(shopper, twice);
      await shopper.send('POST', `/api/front/orders/${twice.id}/pay`, { method: 'wallet' });
      await providerPays(payUrl);
      await page.goto(orderDetailPath(twice.id));
      const block = detailOf(page).locator('.ant-card', {
        has: page.locator('[data-testid=order-returned-payments]'),
      });
      await block.locator('.ant-card-head-title', { hasText: '退回的重复支付' }).waitFor();
      const returned = block.locator('[data-testid=order-returned-payments]');
      assert(
        (await returned.textContent())?.includes(twice.payAmount),
        `the second payment of ${twice.payAmount} goes back`,
      );
      await returned
        .locator('[data-testid=returned-status][data-status=pending]', { hasText: '退款中' })
        .waitFor();
      await returned.scrollIntoViewIfNeeded();
      await screenshot(page, 'order-review-returned-payment-zh');

      // An open refund-only request for one of the two pieces: the ship dialog warns, shipping the rest is allowed.
      const part = await askRefund(shopper, twice, 1);
      await page.reload();
      await detailOf(page).locator('[data-testid=order-ship]').click();
      const ship = dialogOf(page, 'order-ship');
      const shipNote = ship.locator('[data-testid=ship-after-sale]');
      await shipNote.waitFor();
      assertEqual(
        (await shipNote.textContent())?.trim(),
        `售后单 ${part.code} 正在申请退回部分商品：发货前请确认不要发出这部分商品。`,
        'the ship dialog names the after-sale asking back part of the goods',
      );
      await screenshot(page, 'order-review-ship-warning-zh');
      await ship.locator('.ant-modal-footer .ant-btn:not(.ant-btn-primary)').click();
      await ship.waitFor({ state: 'hidden' });

      // Shipped after the request: approving it warns that the goods have left.
      await api(page, 'POST', '/api/order/ship', {
        id: twice.id,
        kind: 'courier',
        courierName: '张师傅',
        courierPhone: '13800138000',
      });
      await page.goto(afterSaleDetailPath(part.id));
      await afterSaleDetail(page).locator('[data-testid=after-sale-approve]').click();
      const approve = dialogOf(page, 'after-sale-approve');
      await approve.locator('[data-testid=approve-left-since]').waitFor();
      assert(
        (await approve.locator('[data-testid=approve-left-since]').textContent())?.includes(
          '申请之后订单已发货',
        ),
        'the approve dialog says the goods left since the request',
      );
      await screenshot(page, 'order-review-approve-warning-zh');
      await approve.locator('.ant-modal-footer .ant-btn:not(.ant-btn-primary)').click();
      await approve.waitFor({ state: 'hidden' });

      // A provider-paid order's refund waits for the provider: staff may ask again.
      const byQr = await buyNow(shopper, goods.skuId, addressId, 1);
      await providerPays(await providerLink(shopper, byQr));
      const sale = await askRefund(shopper, byQr, 1);
      await api(page, 'POST', '/api/afterSale/approve', { id: sale.id });
      await page.goto(afterSaleDetailPath(sale.id));
      await detailStatus(page, '退款中');
      await afterSaleDetail(page).locator('[data-testid=refund-status][data-status=pending]').waitFor();
      const check = afterSaleDetail(page).locator('[data-testid=after-sale-check]');
      assertEqual((await check.textContent())?.trim(), '重新查询', 'the pending refund offers check again');
      await screenshot(page, 'order-review-check-again-zh');
      await check.click();
      await notice(page, '已向支付渠道重新查询，结果稍后更新');

      // The order limits: saved, and shown again after a reload.
      await openOrders(page);
      const drawer = page.locator('.ant-drawer:has([data-testid=order-settings])');
      const field = (name: keyof typeof LIMITS) => drawer.locator(`[data-testid=order-settings-${name}]`);
      await orderList(page).locator('[data-testid=order-settings-open]').click();
      await field('maxUnpaidOrders').waitFor();
      for (const [name, value] of Object.entries(LIMITS))
        await field(name as keyof typeof LIMITS).fill(value);
      await drawer.locator('[data-testid=order-settings-save]').click();
      await notice(page, '订单设置已保存');
      await drawer.waitFor({ state: 'hidden' });
      await page.reload();
      await orderList(page).locator('.ant-table').waitFor();
      await orderList(page).locator('[data-testid=order-settings-open]').click();
      await field('maxUnpaidOrders').waitFor();
      for (const [name, value] of Object.entries(LIMITS))
        assertEqual(await field(name as keyof typeof LIMITS).inputValue(), value, `${name} kept`);
      const saved = await api<Record<string, number>>(page, 'GET', '/api/order/settings');
      assertEqual(
        [saved.maxUnpaidOrders, saved.maxSkuQuantity, saved.repriceMaxPercent].join(' '),
        '7 88 150',
        'saved on the server',
      );
      await field('repriceMaxPercent').scrollIntoViewIfNeeded();
      await screenshot(page, 'order-review-limits-zh');
    } finally {
      await server.stop();
    }
  },
};
