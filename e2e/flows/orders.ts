import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import type { BrowserContextOptions, Page } from 'playwright-core';
import { signInToDashboard } from '../lib/app.ts';
import { assert, assertEqual } from '../lib/assert.ts';
import { api, chooseTag, notice } from '../lib/crud.ts';
import type { Flow } from '../lib/harness.ts';
import { patientPage, waitUntil } from '../lib/members.ts';
import {
  apiCounts,
  dialogOf,
  freshTag,
  ORDER_CREATE_PATH,
  ORDER_VERIFY_PATH,
  openOrders,
  orderDetailPath,
  orderList,
  payByWallet,
  placeOrder,
  type SeedMember,
  searchOrder,
  seedGoods,
  seedMember,
  tabCount,
} from '../lib/orders.ts';
import { assertRowCard } from '../lib/rowCards.ts';

const SHOP = '朝阳优选商城';

async function start(
  newPage: (options?: BrowserContextOptions) => Promise<Page>,
  viewport?: { width: number; height: number },
): Promise<Page> {
  const page = await patientPage(() => newPage(viewport ? { viewport } : undefined));
  await signInToDashboard(page, 'admin', SHOP);
  return page;
}

/** Picks a select's option by typing into its search, for selects that ask the server. */
async function searchAndPick(page: Page, testId: string, text: string, option: string): Promise<void> {
  const select = page.locator(`[data-testid=${testId}]`);
  await select.click();
  await page.keyboard.type(text);
  await page
    .locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: option })
    .first()
    .click();
}

export const ordersPlaceFlow: Flow = {
  name: 'orders: place an order for a member, then find it by its number from another tab, with the right count',
  async run({ newPage, screenshot }) {
    const page = await start(newPage);
    const tag = freshTag();
    const member = await seedMember(page, tag);
    const goods = await seedGoods(page, tag);
    const before = await apiCounts(page);

    await page.goto(ORDER_CREATE_PATH);
    await page.locator('[data-testid=order-create]').waitFor();
    await searchAndPick(page, 'create-member', member.phone, member.phone);
    await searchAndPick(page, 'create-product', goods.name, goods.name);
    await chooseTag(page, page.locator('[data-testid=create-sku]'), '库存 50');
    await page.click('[data-testid=create-add-line]');
    await page.locator('[data-testid=create-lines] .ant-table-row', { hasText: goods.name }).waitFor();
    await page
      .locator('input[data-testid=create-line-quantity], [data-testid=create-line-quantity] input')
      .first()
      .fill('2');
    await page.fill('[data-testid=create-receiver]', member.nickname);
    await page.fill('[data-testid=create-phone]', member.phone);
    await page.locator('[data-testid=region-cascader]').click();
    await page.locator('.ant-cascader-menu-item').first().click();
    await page.keyboard.press('Escape');
    await page.fill('[data-testid=create-address-detail]', '建国路 88 号');
    await page.fill('[data-testid=create-note]', '<b>请尽快</b>');
    await page.click('[data-testid=create-compute]');
    const amount = page.locator('[data-testid=create-pay-amount]');
    await amount.waitFor();
    const breakdown = (await page.locator('[data-testid=create-breakdown]').textContent()) ?? '';
    assert(breakdown.includes('39.80'), `two at 19.90 make 39.80 of goods: ${breakdown}`);
    await screenshot(page, 'order-create-zh');
    await page.click('[data-testid=create-submit]');
    const created = page.locator('[data-testid=created-code]');
    await created.waitFor();
    const code = ((await created.textContent()) ?? '').split(' ')[0] ?? '';
    assert(code.length > 0, 'the new order has a code');
    await screenshot(page, 'order-created-zh');

    await openOrders(page);
    await waitUntil(
      async () => (await tabCount(page, 'unpaid')) === before.unpaid + 1,
      'the unpaid count grew by one',
    );
    assertEqual(await tabCount(page, 'all'), before.all + 1, 'the all count grew by one');
    // Searched from another tab, the exact number still finds it, and the list opens 全部.
    await orderList(page).locator('[data-testid=order-tab-toShip]').click();
    const row = await searchOrder(page, code);
    assertEqual(await row.locator('[data-testid=order-status]').textContent(), '待付款', 'unpaid');
    await orderList(page).locator('.ant-tabs-tab-active [data-testid=order-tab-all]').waitFor();
    assert(
      (await row.locator('[data-testid=order-lines]').textContent())?.includes(goods.name),
      'the row shows the line',
    );
    await screenshot(page, 'order-list-zh');
  },
};

interface DemoAddress {
  name: string;
  phone: string;
  detail: string;
  isDefault: boolean;
}

/** The 120th demo member of the shop: the member seed gives it a default home address and an office one. */
async function demoMemberWithAddresses(page: Page): Promise<SeedMember & { addresses: DemoAddress[] }> {
  const list = await api<{ content: SeedMember[] }>(page, 'GET', '/api/user?page=5&size=20&sort=uid,asc');
  const member = list.content[19];
  assert(member, 'the shop has 120 demo members');
  const addresses = await api<DemoAddress[]>(page, 'GET', `/api/user/${member.uid}/addresses`);
  assertEqual(addresses.length, 2, 'the demo member has two saved addresses');
  return { ...member, addresses };
}

/** "1,039.90" → 103990: whole cents, exact. */
const cents = (money: string): number => Number(money.replace(/[,.]/g, ''));

const walletOf = async (page: Page, uid: number) =>
  (await api<{ nowMoney: string }>(page, 'GET', `/api/user/${uid}`)).nowMoney;

export const ordersSavedAddressWalletFlow: Flow = {
  name: 'orders: place an order for a demo member from a saved address, pay it from the wallet after confirming',
  async run({ newPage, screenshot }) {
    const page = await start(newPage);
    const member = await demoMemberWithAddresses(page);
    const [home, office] = member.addresses;
    assert(home?.isDefault && office, 'the default comes first');
    const goods = await seedGoods(page, freshTag());

    await page.goto(ORDER_CREATE_PATH);
    await page.locator('[data-testid=order-create]').waitFor();
    await searchAndPick(page, 'create-member', member.phone, member.phone);
    const picker = page.locator('[data-testid=create-saved-address]');
    await picker
      .locator('.ant-select-content, .ant-select-selection-item', { hasText: home.detail })
      .waitFor();
    const receiver = page.locator('[data-testid=create-receiver]');
    await waitUntil(
      async () => (await receiver.inputValue()) === home.name,
      'the default fills the consignee',
    );
    assertEqual(await page.locator('[data-testid=create-phone]').inputValue(), home.phone, 'and the phone');
    assertEqual(
      await page.locator('[data-testid=create-address-detail]').inputValue(),
      home.detail,
      'and the street address',
    );
    await page.locator('[data-testid=region-cascader]', { hasText: '北京市 / 市辖区 / 朝阳区' }).waitFor();

    await picker.click();
    await screenshot(page, 'order-create-saved-addresses-zh');
    await page
      .locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: office.detail })
      .click();
    await waitUntil(async () => (await receiver.inputValue()) === office.name, 'the office address fills in');
    await page.locator('[data-testid=region-cascader]', { hasText: '上海市 / 市辖区 / 浦东新区' }).waitFor();

    await searchAndPick(page, 'create-product', goods.name, goods.name);
    await chooseTag(page, page.locator('[data-testid=create-sku]'), '库存 50');
    await page.click('[data-testid=create-add-line]');
    await page.locator('[data-testid=create-lines] .ant-table-row', { hasText: goods.name }).waitFor();
    await page.click('[data-testid=create-compute]');
    await page.locator('[data-testid=create-pay-amount]').waitFor();
    await screenshot(page, 'order-create-from-saved-zh');
    await page.click('[data-testid=create-submit]');
    await page.locator('[data-testid=created-code]').waitFor();

    // A wallet emptied first: the confirmation refuses before any money moves.
    const before = await walletOf(page, member.uid);
    if (before !== '0.00') {
      await api(page, 'POST', '/api/user/money', { uid: member.uid, ptype: 2, money: before, remark: 'e2e' });
    }
    await page.click('[data-testid=create-pay-wallet]');
    await page.locator('[data-testid=wallet-balance]', { hasText: '0.00' }).waitFor();
    await page.locator('[data-testid=wallet-short]').waitFor();
    assert(await page.locator('[data-testid=wallet-ok]').isDisabled(), 'a short balance cannot be confirmed');
    await screenshot(page, 'order-wallet-short-zh');
    await page.click('[data-testid=wallet-cancel]');
    await page.locator('[data-testid=wallet-amount]').waitFor({ state: 'detached' });

    await api(page, 'POST', '/api/user/money', { uid: member.uid, ptype: 1, money: '100.00', remark: 'e2e' });
    await page.click('[data-testid=create-pay-wallet]');
    await page.locator('[data-testid=wallet-balance]', { hasText: '100.00' }).waitFor();
    const amount = (await page.locator('[data-testid=wallet-amount]').textContent()) ?? '';
    const after = (await page.locator('[data-testid=wallet-after]').textContent()) ?? '';
    assertEqual(cents(amount) + cents(after), 10000, `amount ${amount} and after ${after} make the balance`);
    await screenshot(page, 'order-wallet-confirm-zh');
    await page.click('[data-testid=wallet-ok]');
    await notice(page, '已用余额支付');
    await page.locator('[data-testid=create-pay-wallet]').waitFor({ state: 'detached' });
    assertEqual(await walletOf(page, member.uid), after, 'the wallet holds what the confirmation said');
    await screenshot(page, 'order-wallet-paid-zh');
  },
};

export const ordersShipFlow: Flow = {
  name: 'orders: open the detail tab, ship with a tracking number, see tracking and the timeline',
  async run({ newPage, screenshot }) {
    const page = await start(newPage);
    const tag = freshTag();
    const member = await seedMember(page, tag);
    const goods = await seedGoods(page, tag);
    const order = await placeOrder(page, member, goods);
    await payByWallet(page, order, member);

    await openOrders(page);
    const row = await searchOrder(page, order.code);
    assertEqual(await row.locator('[data-testid=order-status]').textContent(), '待发货', 'paid → to ship');
    await row.locator('[data-testid=order-detail-open]').click();
    await page.waitForURL(`**${orderDetailPath(order.id)}`);
    const detail = page.locator('[data-testid=order-detail]:visible');
    await detail.locator('[data-testid=detail-code]', { hasText: order.code }).waitFor();
    await page.locator('[data-testid=tab]', { hasText: order.code }).first().waitFor();

    await detail.locator('[data-testid=order-ship]').click();
    const ship = dialogOf(page, 'order-ship');
    await ship.waitFor();
    const trackingNo = `SF${Date.now()}`;
    await ship.locator('[data-testid=ship-tracking-no]').fill(trackingNo);
    await chooseTag(page, ship.locator('[data-testid=ship-company]'), '顺丰');
    await ship.locator('[data-testid=order-ship-ok]').click();
    await notice(page, '已发货');
    await detail.locator('[data-testid=order-status]', { hasText: '已发货' }).waitFor();
    await detail.locator('[data-testid=detail-tracking-no]', { hasText: trackingNo }).waitFor();
    const timeline = await detail.locator('[data-testid=order-timeline]').textContent();
    assert(
      timeline?.includes(trackingNo) || timeline?.includes('发货'),
      `the timeline shows the shipment: ${timeline}`,
    );
    assert(timeline?.includes('刚刚'), 'relative times');
    await screenshot(page, 'order-detail-shipped-zh');

    await detail.locator('[data-testid=order-shipment]', { hasText: '顺丰' }).waitFor();
    await detail.locator('[data-testid=order-tracking]').click();
    const change = dialogOf(page, 'order-tracking');
    await change.waitFor();
    const newNo = `YT${Date.now()}`;
    await change.locator('[data-testid=tracking-no]').fill(newNo);
    await change.locator('[data-testid=order-tracking-ok]').click();
    await notice(page, '物流信息已更新');
    await detail.locator('[data-testid=detail-tracking-no]', { hasText: newNo }).waitFor();
  },
};

export const ordersPriceRemarkFlow: Flow = {
  name: 'orders: change an unpaid order’s price once, remark it, buyer note shown as text',
  async run({ newPage, screenshot }) {
    const page = await start(newPage);
    const tag = freshTag();
    const member = await seedMember(page, tag);
    const goods = await seedGoods(page, tag, '30.00');
    const order = await placeOrder(page, member, goods, {
      deliveryType: 'express',
      buyerNote: '<b>加急</b>',
    });

    await openOrders(page);
    const row = await searchOrder(page, order.code);
    await row.locator('[data-testid=order-price]').click();
    const price = dialogOf(page, 'order-price');
    await price.waitFor();
    await price.locator('[data-testid=price-rule]', { hasText: '只能修改一次' }).waitFor();
    const head = (await price.locator('.hh-order-dialog-head').textContent()) ?? '';
    assert(
      head.includes('应付金额') && !head.includes('实付金额'),
      `the dialog names the amount due: ${head}`,
    );
    await price.locator('[data-testid=price-amount]').fill(order.payAmount);
    await page.keyboard.press('Enter');
    await price.locator('.ant-form-item-explain-error', { hasText: '相同' }).waitFor();
    await price.locator('[data-testid=price-amount]').fill('25.50');
    await page.keyboard.press('Enter');
    await notice(page, '价格已修改');
    await row.locator('[data-testid=order-pay-amount]', { hasText: '25.50' }).waitFor();
    await row.locator('[data-testid=order-amount-name]', { hasText: '应付金额' }).waitFor();
    await screenshot(page, 'order-list-unpaid-zh');

    await row.locator('[data-testid=order-remark]').click();
    const remark = dialogOf(page, 'order-remark');
    await remark.waitFor();
    await remark.locator('[data-testid=remark-text]').fill('客户电话确认过地址');
    await remark.locator('[data-testid=order-remark-ok]').click();
    await notice(page, '备注已保存');

    await page.goto(orderDetailPath(order.id));
    const detail = page.locator('[data-testid=order-detail]:visible');
    await detail.locator('[data-testid=detail-remark]', { hasText: '客户电话确认过地址' }).waitFor();
    assertEqual(
      await detail.locator('[data-testid=detail-buyer-note]').textContent(),
      '<b>加急</b>',
      'note as text',
    );
    await detail.locator('[data-testid=detail-pay-amount]', { hasText: '25.50' }).waitFor();
    const timeline = (await detail.locator('[data-testid=order-timeline]').textContent()) ?? '';
    assert(
      timeline.includes('修改应付金额') && timeline.includes('25.50'),
      `the timeline logs the new price: ${timeline}`,
    );
    const breakdown = (await detail.locator('[data-testid=order-breakdown]').textContent()) ?? '';
    assert(
      breakdown.includes('应付金额') && !breakdown.includes('已付金额'),
      `no paid amount on an unpaid order: ${breakdown}`,
    );
    await screenshot(page, 'order-detail-price-remark-zh');

    const again = await api<{ priceChangeCount: number }>(page, 'GET', `/api/order/${order.id}`);
    assertEqual(again.priceChangeCount, 1, 'one price change recorded');
  },
};

export const ordersVerifyFlow: Flow = {
  name: 'orders: verify a pickup order by its code (a wrong code is refused on the screen)',
  async run({ newPage, screenshot }) {
    const page = await start(newPage);
    const tag = freshTag();
    const member = await seedMember(page, tag);
    const goods = await seedGoods(page, tag);
    const order = await placeOrder(page, member, goods, { deliveryType: 'pickup' });
    await payByWallet(page, order, member);
    const detail = await api<{ pickupCode: string | null }>(page, 'GET', `/api/order/${order.id}`);
    assert(detail.pickupCode, 'a pickup order has a code');

    await page.goto(ORDER_VERIFY_PATH);
    const screen = page.locator('[data-testid=order-verify]:visible');
    await screen.locator('[data-testid=verify-code]').fill('00000000');
    await screen.locator('[data-testid=verify-preview]').click();
    await screen.locator('[data-testid=verify-problem]').waitFor();
    await screenshot(page, 'order-verify-wrong-zh');

    await screen.locator('[data-testid=verify-code]').fill(detail.pickupCode);
    const previewRequest = page.waitForRequest((r) => r.url().includes('/api/order/verify/'));
    await page.keyboard.press('Enter');
    await screen.locator('[data-testid=verify-order-code]', { hasText: order.code }).waitFor();
    const sent = await previewRequest;
    // The code travels in the body, never in a URL a log could keep (review L3).
    assertEqual(sent.method(), 'POST', 'the preview is a POST');
    assert(!sent.url().includes(detail.pickupCode), 'the pickup code is not in the preview URL');
    await screenshot(page, 'order-verify-preview-zh');
    await screen.locator('[data-testid=verify-confirm]').click();
    await screen.locator('[data-testid=verify-done]').waitFor();
    const after = await api<{ status: string }>(page, 'GET', `/api/order/${order.id}`);
    assertEqual(after.status, 'received', 'verified orders are received');

    await screen.locator('[data-testid=verify-code]').fill(detail.pickupCode);
    await screen.locator('[data-testid=verify-preview]').click();
    await screen.locator('[data-testid=verify-problem]').waitFor();
  },
};

export const ordersExportFlow: Flow = {
  name: 'orders: export downloads an xlsx named by the server',
  async run({ newPage }) {
    const page = await start(newPage);
    const tag = freshTag();
    const member = await seedMember(page, tag);
    const goods = await seedGoods(page, tag);
    const order = await placeOrder(page, member, goods);
    await openOrders(page);
    await searchOrder(page, order.code);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.click('[data-testid=order-export]'),
    ]);
    assert(download.suggestedFilename().endsWith('.xlsx'), `an xlsx: ${download.suggestedFilename()}`);
    const book = new ExcelJS.Workbook();
    await book.xlsx.readFile(await download.path());
    const sheet = book.worksheets[0];
    assert(sheet, 'the export has a sheet');
    const cells = sheet.getRow(2).values as unknown[];
    assert(
      cells.some((cell) => String(cell).includes(order.code)),
      'the filtered export holds the order',
    );
    assertEqual(sheet.rowCount, 2, 'only the filtered order');
    const headers = (sheet.getRow(1).values as unknown[]).map(String);
    const cell = (name: string) => cells[headers.indexOf(name)];
    for (const name of ['收货地址', '快递公司', '快递单号', '发货时间']) {
      assert(headers.includes(name), `the export has ${name}: ${headers.join(',')}`);
    }
    assertEqual(Number(cell('应付金额')), Number(order.payAmount), 'the unpaid order’s amount is due');
    assertEqual(cell('实付金额'), undefined, 'nothing paid on the unpaid order');
  },
};

export const ordersPhoneFlow: Flow = {
  name: 'orders: at 375 px the list and the detail are usable',
  async run({ newPage, screenshot }) {
    const page = await start(newPage, { width: 375, height: 740 });
    const tag = freshTag();
    const member = await seedMember(page, tag);
    const goods = await seedGoods(page, tag);
    const unpaid = await placeOrder(page, member, goods);
    const order = await placeOrder(page, member, goods);
    await payByWallet(page, order, member);
    await openOrders(page);
    const due = await searchOrder(page, unpaid.code);
    await due.locator('[data-testid=order-amount-name]', { hasText: '应付金额' }).waitFor();
    await screenshot(page, 'order-list-unpaid-phone');
    const row = await searchOrder(page, order.code);
    await row.locator('[data-testid=order-amount-name]', { hasText: '实付金额' }).waitFor();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    assert(width <= 376, `the page does not scroll sideways (${width} px)`);
    await assertRowCard(page, orderList(page), row, 'orders');
    await screenshot(page, 'order-list-phone');
    assertEqual(
      await orderList(page).locator('[data-testid=order-query-delivery]').isVisible(),
      false,
      'fewer filters on a phone',
    );
    await orderList(page).locator('[data-testid=order-query-more]').click();
    await orderList(page).locator('[data-testid=order-query-delivery]').waitFor();
    await orderList(page).locator('[data-testid=order-query-more]').click();
    await row.locator('[data-testid=order-detail-open]').click();
    const detail = page.locator('[data-testid=order-detail]:visible');
    await detail.locator('[data-testid=detail-code]', { hasText: order.code }).waitFor();
    const detailWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    assert(detailWidth <= 376, `the detail does not scroll sideways (${detailWidth} px)`);
    const ship = detail.locator('[data-testid=order-ship]');
    const box = await ship.boundingBox();
    assert(box && box.x >= 0 && box.x + box.width <= 375, 'the ship button is on screen');
    await screenshot(page, 'order-detail-phone');
    await ship.click();
    await dialogOf(page, 'order-ship').waitFor();
    await screenshot(page, 'order-ship-phone');
  },
};

/** Writes a batch-ship sheet (order code, courier code, tracking number) to a file of its own. */
async function batchSheet(rows: string[][]): Promise<string> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('发货');
  sheet.addRow(['订单号', '快递公司编码', '快递单号']);
  for (const row of rows) sheet.addRow(row);
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'hh-batch-')), 'ship.xlsx');
  await book.xlsx.writeFile(file);
  return file;
}

export const ordersBatchShipFlow: Flow = {
  name: 'orders: batch ship from an xlsx, the dry run listing every bad row first',
  async run({ newPage, screenshot }) {
    const page = await start(newPage);
    const tag = freshTag();
    const member = await seedMember(page, tag);
    const goods = await seedGoods(page, tag);
    const first = await placeOrder(page, member, goods);
    const second = await placeOrder(page, member, goods);
    await payByWallet(page, first, member);
    await payByWallet(page, second, member);
    const stamp = Date.now();

    await openOrders(page);
    await page.click('[data-testid=order-batch-ship]');
    const dialog = page.locator('.ant-modal:has([data-testid=batch-upload])');
    await dialog.waitFor();
    const bad = await batchSheet([
      [first.code, 'SF', `SF${stamp}1`],
      [second.code, 'SF', '!!'],
      ['000000000000000000', 'SF', `SF${stamp}3`],
    ]);
    await dialog.locator('input[type=file]').setInputFiles(bad);
    await dialog.locator('[data-testid=batch-check]').click();
    const report = dialog.locator('[data-testid=batch-report][data-ok=false]');
    await report.waitFor();
    assertEqual(
      await report.locator('[data-testid=batch-errors] .ant-table-row').count(),
      2,
      'two bad rows listed',
    );
    assert(await dialog.locator('[data-testid=batch-run]').isDisabled(), 'no shipping with bad rows');
    await screenshot(page, 'order-batch-ship-report-zh');

    const good = await batchSheet([
      [first.code, 'SF', `SF${stamp}1`],
      [second.code, 'SF', `SF${stamp}2`],
    ]);
    await dialog.locator('input[type=file]').setInputFiles(good);
    await dialog.locator('[data-testid=batch-check]').click();
    await dialog.locator('[data-testid=batch-report][data-ok=true]').waitFor();
    await dialog.locator('[data-testid=batch-run]').click();
    await dialog.locator('[data-testid=batch-done]').waitFor();
    for (const order of [first, second]) {
      const shipped = await api<{ status: string; trackingNo: string | null }>(
        page,
        'GET',
        `/api/order/${order.id}`,
      );
      assertEqual(shipped.status, 'shipped', `${order.code} shipped`);
    }
  },
};
