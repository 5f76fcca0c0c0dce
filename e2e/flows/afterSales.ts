import ExcelJS from 'exceljs';
import type { BrowserContextOptions, Locator, Page } from 'playwright-core';
import {
  AFTER_SALES_PATH,
  afterSaleCount,
  afterSaleDetail,
  afterSaleDetailPath,
  afterSaleList,
  apply,
  buyWithWallet,
  deliver,
  detailStatus,
  dialogOf,
  openAfterSales,
  searchByOrder,
  sendBack,
  signUpShopper,
  switchAfterSaleTab,
} from '../lib/afterSales.ts';
import { setLanguage, signInToDashboard } from '../lib/app.ts';
import { assert, assertEqual } from '../lib/assert.ts';
import { notice } from '../lib/crud.ts';
import { openProducts, productRow, searchProducts } from '../lib/goodsProducts.ts';
import type { Flow } from '../lib/harness.ts';
import { memberRow, memberUidByPhone, openMembers, patientPage, waitUntil } from '../lib/members.ts';
import { freshTag, openOrders, orderDetailPath, searchOrder, seedGoods } from '../lib/orders.ts';
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

/** The cells of a ledger table's newest line. */
async function newestLine(table: Locator): Promise<string[]> {
  await table.locator('.ant-table-row').first().waitFor();
  return table
    .locator('.ant-table-row')
    .first()
    .evaluate((row) => [...row.querySelectorAll('td')].map((td) => td.textContent ?? ''));
}

/** The member's wallet ledger, newest line first, from the member list's drawer. */
async function walletLedgerNewest(page: Page, phone: string): Promise<string[]> {
  await openMembers(page);
  const uid = await memberUidByPhone(page, phone);
  await memberRow(page, uid).locator('[data-testid=member-ledger-open]').click();
  const drawer = page.locator('.ant-drawer:has([data-testid=ledger-balance])');
  return newestLine(drawer.locator('[data-testid=ledger-wallet]'));
}

async function openDetailFrom(page: Page, row: Locator, saleId: number, code: string): Promise<void> {
  await row.locator('[data-testid=after-sale-detail-open]').click();
  await page.waitForURL(`**${afterSaleDetailPath(saleId)}`);
  await afterSaleDetail(page).locator('[data-testid=detail-code]', { hasText: code }).waitFor();
}

export const afterSalesRefundOnlyFlow: Flow = {
  name: 'after-sales: staff approve a refund-only request for one of two pieces; wallet ledger and partial refund',
  async run({ newPage, screenshot }) {
    const page = await start(newPage);
    const tag = freshTag();
    const goods = await seedGoods(page, tag, '19.90', 20);
    const shopper = await signUpShopper(page, '100.00');
    const order = await buyWithWallet(page, shopper, goods.skuId, 2);
    const explanation = '<b>杯子漏水</b><img src=x onerror="alert(1)">';
    const sale = await apply(page, shopper, order, 'refund', 1, explanation);
    assertEqual(sale.amountRequested, '19.90', 'one of two pieces asks for its share');

    await openAfterSales(page);
    await waitUntil(async () => (await afterSaleCount(page, 'toReview')) >= 1, 'a request to review');
    await switchAfterSaleTab(page, 'toReview');
    const row = await searchByOrder(page, order.code);
    assertEqual(await row.locator('[data-testid=after-sale-status]').textContent(), '待审核', 'to review');
    assertEqual(await row.locator('[data-testid=after-sale-type]').textContent(), '仅退款', 'refund only');
    await screenshot(page, 'after-sale-list-zh');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      afterSaleList(page).locator('[data-testid=after-sale-export]').click(),
    ]);
    assert(download.suggestedFilename().endsWith('.xlsx'), `an xlsx: ${download.suggestedFilename()}`);
    const book = new ExcelJS.Workbook();
    await book.xlsx.readFile(await download.path());
    const sheet = book.worksheets[0];
    assert(sheet, 'the export has a sheet');
    assertEqual(sheet.rowCount, 2, 'the export holds the filtered after-sale only');
    const cells = (sheet.getRow(2).values as unknown[]).map(String);
    assert(
      cells.some((cell) => cell.includes(order.code)),
      `the export names the order: ${cells.join(' | ')}`,
    );

    await openDetailFrom(page, row, sale.id, sale.code);
    await page.locator('[data-testid=tab]', { hasText: sale.code }).first().waitFor();
    const shown = afterSaleDetail(page).locator('[data-testid=detail-explanation]');
    assertEqual(await shown.textContent(), explanation, 'the explanation is shown as typed');
    assertEqual(await shown.locator('b, img').count(), 0, 'never as HTML');
    assertEqual(
      await afterSaleDetail(page).locator('[data-testid=line-asked]').first().textContent(),
      '1',
      'one piece asked',
    );

    await afterSaleDetail(page).locator('[data-testid=after-sale-approve]').click();
    const approve = dialogOf(page, 'after-sale-approve');
    await approve.waitFor();
    assertEqual(await approve.locator('[data-testid=approve-amount]').inputValue(), '19.90', 'asked amount');
    await screenshot(page, 'after-sale-approve-zh');
    await approve.locator('[data-testid=after-sale-approve-ok]').click();
    await notice(page, '已同意售后');
    await detailStatus(page, '已退款');
    const detail = afterSaleDetail(page);
    assertEqual(await detail.locator('[data-testid=detail-refunded]').textContent(), '19.90', 'refunded');
    assertEqual(
      await detail.locator('[data-testid=detail-order-refund]').textContent(),
      '部分退款',
      'partial',
    );
    await detail.locator('[data-testid=refund-status][data-status=succeeded]').waitFor();
    assert((await detail.locator('[data-testid=after-sale-approve]').count()) === 0, 'no second approval');
    await screenshot(page, 'after-sale-detail-refunded-zh');

    await openOrders(page);
    const orderRow = await searchOrder(page, order.code);
    assertEqual(await orderRow.locator('[data-testid=order-refund]').textContent(), '部分退款', 'order desk');
    await orderRow.locator('[data-testid=order-detail-open]').click();
    await page.waitForURL(`**${orderDetailPath(order.id)}`);
    const orderDetail = page.locator('[data-testid=order-detail]:visible');
    await orderDetail.locator('[data-testid=detail-refunded]', { hasText: '19.90' }).waitFor();
    await orderDetail.locator('[data-testid=order-after-sales]').click();
    await page.waitForURL((url) => url.pathname === AFTER_SALES_PATH && url.search.includes(order.code));
    await afterSaleList(page)
      .locator('.ant-table-row', {
        has: page.locator('[data-testid=after-sale-code]', { hasText: sale.code }),
      })
      .waitFor();

    const line = await walletLedgerNewest(page, shopper.phone);
    assert(
      line.includes('+19.90'),
      `the wallet ledger's newest line gives back 19.90: ${JSON.stringify(line)}`,
    );
    await screenshot(page, 'after-sale-wallet-ledger-zh');
  },
};

export const afterSalesReturnFlow: Flow = {
  name: 'after-sales: a return and refund of the whole order, received with restock; stock and wallet ledgers, order closed',
  async run({ newPage, screenshot, baseUrl }) {
    const page = await start(newPage);
    const tag = freshTag();
    const goods = await seedGoods(page, tag, '25.00', 30);
    const shopper = await signUpShopper(page, '200.00');
    const order = await buyWithWallet(page, shopper, goods.skuId, 2);
    await deliver(page, shopper, order);
    const sale = await apply(page, shopper, order, 'returnRefund', 2, '尺码不合适\n第二行');

    await openAfterSales(page);
    await afterSaleList(page).locator('[data-testid=after-sale-settings]').click();
    const settings = dialogOf(page, 'after-sale-settings');
    await settings.waitFor();
    const receiver = `退货仓${tag.slice(-4)}`;
    await settings.locator('[data-testid=settings-name]').fill(receiver);
    await settings.locator('[data-testid=settings-phone]').fill('01088886666');
    await settings.locator('textarea').fill('北京市朝阳区退货仓 9 号');
    await screenshot(page, 'after-sale-settings-zh');
    await settings.locator('[data-testid=after-sale-settings-ok]').click();
    await notice(page, '售后设置已保存');
    await settings.waitFor({ state: 'hidden' });

    const row = await searchByOrder(page, order.code);
    await row.locator('[data-testid=after-sale-approve]').click();
    const approve = dialogOf(page, 'after-sale-approve');
    await approve.waitFor();
    const name = approve.locator('[data-testid=approve-name]');
    await waitUntil(
      async () => (await name.inputValue()) === receiver,
      'the shop’s return address is filled in',
    );
    await approve.locator('[data-testid=after-sale-approve-ok]').click();
    await notice(page, '已同意售后');
    await row.locator('[data-testid=after-sale-status]', { hasText: '待买家退货' }).waitFor();

    const trackingNo = `SF${Date.now()}`;
    await sendBack(page, shopper, sale, trackingNo);
    await afterSaleList(page).locator('[data-testid=after-sale-refresh]').click();
    await switchAfterSaleTab(page, 'toReceive');
    const toReceive = await searchByOrder(page, order.code);
    await openDetailFrom(page, toReceive, sale.id, sale.code);
    const detail = afterSaleDetail(page);
    await detail.locator('[data-testid=detail-return-tracking]', { hasText: trackingNo }).waitFor();
    await detail.locator('[data-testid=detail-return-address]', { hasText: receiver }).waitFor();

    await detail.locator('[data-testid=after-sale-receive]').click();
    const receive = dialogOf(page, 'after-sale-receive');
    await receive.waitFor();
    await receive.locator('[data-testid=receive-restock]').check();
    await receive.locator('[data-testid=after-sale-receive-ok]').click();
    await notice(page, '已确认收货');
    await detailStatus(page, '已收到退货');
    assertEqual(
      await detail.locator('[data-testid=detail-restocked]').textContent(),
      '已退回库存',
      'restocked',
    );

    await detail.locator('[data-testid=after-sale-refund]').click();
    const refund = dialogOf(page, 'after-sale-refund');
    await refund.waitFor();
    await refund.locator('[data-testid=after-sale-refund-ok]').click();
    await notice(page, '退款已提交');
    await detailStatus(page, '已退款');
    assertEqual(await detail.locator('[data-testid=detail-order-refund]').textContent(), '全额退款', 'full');
    const refunded = (await detail.locator('[data-testid=detail-refunded]').textContent()) ?? '';
    assertEqual(refunded, order.payAmount, 'everything paid came back');
    await screenshot(page, 'after-sale-detail-zh');
    const timeline = detail.locator('[data-testid=after-sale-timeline]');
    await timeline.scrollIntoViewIfNeeded();
    const log = (await timeline.textContent()) ?? '';
    assert(log.includes(trackingNo), `the log names the parcel sent back: ${log}`);
    await screenshot(page, 'after-sale-timeline-zh');

    await setLanguage(page, baseUrl, 'en');
    await page.reload();
    await detailStatus(page, 'Refunded');
    await screenshot(page, 'after-sale-detail-en');
    await page.goto(AFTER_SALES_PATH);
    await afterSaleList(page)
      .locator('[data-testid=after-sale-tab-toReview]', { hasText: 'To review' })
      .waitFor();
    await screenshot(page, 'after-sale-list-en');
    await setLanguage(page, baseUrl, 'zh');

    await openOrders(page);
    const orderRow = await searchOrder(page, order.code);
    assertEqual(await orderRow.locator('[data-testid=order-status]').textContent(), '已关闭', 'order closed');
    assertEqual(
      await orderRow.locator('[data-testid=order-refund]').textContent(),
      '全额退款',
      'fully refunded',
    );
    await orderRow.locator('[data-testid=order-detail-open]').click();
    const orderDetail = page.locator('[data-testid=order-detail]:visible');
    await orderDetail.locator('[data-testid=detail-refunded]', { hasText: refunded }).waitFor();
    await screenshot(page, 'after-sale-order-closed-zh');

    await openProducts(page);
    await searchProducts(page, goods.name);
    const product = productRow(page, goods.name);
    await product.locator('[data-testid=product-stock-value]', { hasText: '30' }).waitFor();
    await product.locator('[data-testid=product-ledger]').click();
    const stock = await newestLine(page.locator('.ant-drawer [data-testid=stock-ledger]'));
    assert(
      stock.includes('+2') && stock.includes('30'),
      `the stock ledger's newest line puts 2 back: ${stock}`,
    );
    await screenshot(page, 'after-sale-stock-ledger-zh');

    const line = await walletLedgerNewest(page, shopper.phone);
    assert(
      line.includes(`+${refunded}`),
      `the wallet ledger gives back ${refunded}: ${JSON.stringify(line)}`,
    );

    await page.goto('/dashboard');
    const refundCard = page.locator('[data-testid=sales-refund-amount]');
    await refundCard.scrollIntoViewIfNeeded();
    await waitUntil(
      async () => !/¥0\.00$/.test(((await refundCard.textContent()) ?? '').trim()),
      'the dashboard counts the range’s refunds',
    );
    await screenshot(page, 'after-sale-dashboard-zh');
  },
};

export const afterSalesPhoneFlow: Flow = {
  name: 'after-sales: at 375 px the list is usable',
  async run({ newPage, screenshot }) {
    const page = await start(newPage, { width: 375, height: 740 });
    const tag = freshTag();
    const goods = await seedGoods(page, tag, '9.90', 10);
    const shopper = await signUpShopper(page, '50.00');
    const order = await buyWithWallet(page, shopper, goods.skuId, 1);
    await apply(page, shopper, order, 'refund', 1, '手机上看');
    await openAfterSales(page);
    const row = await searchByOrder(page, order.code);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    assert(width <= 376, `the page does not scroll sideways (${width} px)`);
    await assertRowCard(page, afterSaleList(page), row, 'after-sales');
    assertEqual(
      await afterSaleList(page).locator('[data-testid=after-sale-query-type]').isVisible(),
      false,
      'fewer filters on a phone',
    );
    await screenshot(page, 'after-sale-list-phone');
  },
};
