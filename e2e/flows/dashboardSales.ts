import type { Page } from 'playwright-core';
import { setLanguage, signInToDashboard } from '../lib/app.ts';
import { assert, assertEqual } from '../lib/assert.ts';
import { api } from '../lib/crud.ts';
import type { Flow } from '../lib/harness.ts';
import { freshPhone, waitUntil } from '../lib/members.ts';

const SHOP = '朝阳优选商城';

/** "12.30" → 1230n: the server's amounts always carry two decimals. */
const cents = (amount: string): bigint => BigInt(amount.replace('.', ''));

interface Order {
  id: number;
  payAmount: string;
  status: string;
  paidAt: string;
}

interface Sales {
  paidOrders: number;
  sales: string;
  byDay: { date: string; orders: number; sales: string }[];
  topByQuantity: { name: string; quantity: number }[];
}

/** A member with money places an order for a new product, and pays it from the wallet (the staff desk's calls). */
async function paidOrder(page: Page, tag: string): Promise<Order> {
  const product = await api<{ id: number }>(page, 'POST', '/api/product', {
    name: `看板热销 ${tag}`,
    onShelf: true,
    skus: [{ price: '12.35', stock: 50 }],
  });
  const full = await api<{ skus: { id: number }[] }>(page, 'GET', `/api/product/${product.id}`);
  const member = await api<{ uid: number }>(page, 'POST', '/api/user', {
    nickname: `看板买家 ${tag}`,
    phone: freshPhone(),
  });
  await api(page, 'POST', '/api/user/money', { uid: member.uid, ptype: 1, money: '100', remark: '充值' });
  const memberId = member.uid;
  const confirmed = await api<{ key: string }>(page, 'POST', '/api/order/checkout/confirm', {
    memberId,
    lines: [{ skuId: full.skus[0]!.id, quantity: 3 }],
  });
  const address = {
    receiverName: '张三',
    receiverPhone: '13900000001',
    provinceId: 11,
    cityId: 1101,
    districtId: 110108,
    address: '中关村大街 1 号',
  };
  const order = await api<Order>(page, 'POST', `/api/order/checkout/${confirmed.key}/create`, {
    memberId,
    address,
  });
  return api<Order>(page, 'POST', `/api/order/${order.id}/payByWallet`, { memberId });
}

/** Types both ends into the sales range picker, as a person can. */
async function chooseRange(page: Page, start: string, end: string): Promise<void> {
  const inputs = page.locator('[data-testid=sales-stats] .ant-picker-range input');
  await inputs.first().click();
  await inputs.first().fill(start);
  await inputs.first().press('Enter');
  const answer = page.waitForResponse((response) => response.url().includes('/api/dashboard/sales'));
  await inputs.last().fill(end);
  await inputs.last().press('Enter');
  await answer;
}

const cardText = async (page: Page, testId: string) =>
  (await page
    .locator(`[data-testid=sales-stats] [data-testid=${testId}] .ant-statistic-content`)
    .textContent()) ?? '';

export const dashboardSalesFlow: Flow = {
  name: 'dashboard: sales cards, chart by day and top products after a paid order',
  async run({ newPage, screenshot, baseUrl }) {
    const page = await newPage();
    await signInToDashboard(page, 'admin', SHOP);
    const tag = `${Date.now() % 1_000_000}`;
    const order = await paidOrder(page, tag);
    assert(order.status === 'toShip', `the order is paid (${order.status})`);

    const answer = page.waitForResponse((response) => response.url().includes('/api/dashboard/sales'));
    await page.reload();
    const response = await answer;
    const sales = (await response.json()) as Sales;
    assert(sales.paidOrders >= 1, 'the paid order counts');
    assert(cents(sales.sales) >= cents(order.payAmount), 'its amount is in the sales');
    const stats = page.locator('[data-testid=sales-stats]');
    await stats.locator('[data-testid=sales-chart] canvas').waitFor();
    await waitUntil(
      async () => (await cardText(page, 'sales-paid-orders')).trim() === String(sales.paidOrders),
      'the paid orders card shows the count',
    );
    assertEqual(
      (await cardText(page, 'sales-amount')).replace(/,/g, ''),
      `¥${sales.sales}`,
      'the sales card shows the exact amount',
    );
    await stats.locator('[data-testid=sales-top-products]', { hasText: `看板热销 ${tag}` }).waitFor();
    assertEqual(await stats.locator('[data-testid=sales-chart-empty]').count(), 0, 'no empty message');
    // The day it was paid in the zone the page counts days in: the last of the series, unless the
    // order was paid just before midnight and the page read just after.
    const timeZone = new URL(response.url()).searchParams.get('timeZone') ?? 'UTC';
    const paidDay = new Intl.DateTimeFormat('en-CA', { timeZone }).format(new Date(order.paidAt));
    const paid = sales.byDay.find((day) => day.date === paidDay);
    assert(paid && paid.orders >= 1, `the day it was paid (${paidDay}) has the order in the series`);
    await stats.scrollIntoViewIfNeeded();
    await page.waitForTimeout(1200);
    await screenshot(page, 'dashboard-sales-zh');

    const phone = await newPage({ viewport: { width: 375, height: 812 } });
    await signInToDashboard(phone, 'admin', SHOP);
    const phoneStats = phone.locator('[data-testid=sales-stats]');
    await phoneStats.locator('[data-testid=sales-chart] canvas').waitFor();
    await phoneStats.locator('[data-testid=sales-top-products]', { hasText: `看板热销 ${tag}` }).waitFor();
    const overflow = await phone.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    assert(overflow <= 0, `nothing runs off a 375 px screen (${overflow} px)`);
    await phoneStats.evaluate((card) => card.scrollIntoView({ block: 'start' }));
    await phone.waitForTimeout(1200);
    await screenshot(phone, 'dashboard-sales-375');
    await phoneStats.locator('[data-testid=sales-top-products]').scrollIntoViewIfNeeded();
    await screenshot(phone, 'dashboard-sales-375-top');

    // A week without orders (the shop's first year): zeros and the empty chart's message, no error.
    await chooseRange(phone, '2020-01-01', '2020-01-07');
    await phoneStats.locator('[data-testid=sales-chart-empty]').waitFor();
    assertEqual((await cardText(phone, 'sales-amount')).trim(), '¥0.00', 'no sales');
    assertEqual((await cardText(phone, 'sales-paid-orders')).trim(), '0', 'no paid orders');
    await phoneStats.locator('[data-testid=sales-chart]').scrollIntoViewIfNeeded();
    await phone.waitForTimeout(800);
    await screenshot(phone, 'dashboard-sales-375-empty');

    await setLanguage(page, baseUrl, 'en');
    await page.reload();
    await stats.getByText('Paying members').waitFor();
    await stats.locator('[data-testid=sales-chart] canvas').waitFor();
    await stats.scrollIntoViewIfNeeded();
    await page.waitForTimeout(1200);
    await screenshot(page, 'dashboard-sales-en');
  },
};
