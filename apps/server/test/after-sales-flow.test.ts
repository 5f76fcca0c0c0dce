import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { runDueJobs } from '../src/modules/jobs/service.ts';
import { afterSalesServer, expectOk, stockOf, walletOf } from './after-sales-fixture.ts';
import { call } from './helpers.ts';
import { rowsOf } from './storefront-helpers.ts';

const { t, shop, staff, shopper } = afterSalesServer('13966660001');

const ledger = (uid: number) =>
  rowsOf<{ change: string; balance: string; reason: string }>(
    t.s,
    sql`select change::text, balance::text, reason from member_ledger where uid = ${uid} order by id`,
  );

const stockLedger = (skuId: number) =>
  rowsOf<{ change: number; reason: string }>(
    t.s,
    sql`select change, reason from stock_ledger where sku_id = ${skuId} order by id`,
  );

describe('a refund-only case, to the wallet', () => {
  it('applies, is approved and pays the line share back at once with one ledger line; the order shows a partial refund', async () => {
    const [a, b] = shop.skus;
    // 2×30 + 1×20 = 80 goods, 8 freight, 10 discount: 78 paid. Line shares: 70 × 60/80 = 52.50, 17.50.
    const order = await shop.order(
      [
        [a!, 2],
        [b!, 1],
      ],
      { freight: '8.00', discount: '10.00' },
    );
    const refundable = expectOk(await shopper().get(`/api/front/orders/${order.id}/refundable`));
    expect(refundable).toMatchObject({
      canApply: true,
      types: ['refund', 'returnRefund'],
      freight: '8.00',
      total: '78.00',
    });
    expect(refundable.lines.map((l: { refundableAmount: string }) => l.refundableAmount)).toEqual([
      '52.50',
      '17.50',
    ]);
    const quote = expectOk(
      await shopper().post('/api/front/after-sales/quote', {
        orderId: order.id,
        lines: [{ orderLineId: order.lineIds[0], quantity: 1 }],
      }),
    );
    expect(quote).toEqual({
      lines: [{ orderLineId: order.lineIds[0], quantity: 1, amount: '26.25' }],
      goods: '26.25',
      freight: '0.00',
      total: '26.25',
    });
    const before = await walletOf(t.s, shop.memberId);
    const applied = expectOk(
      await shopper().post('/api/front/after-sales', {
        orderId: order.id,
        type: 'refund',
        lines: [{ orderLineId: order.lineIds[0], quantity: 1 }],
        reason: 'quality',
        explanation: '<b>破了</b>',
      }),
    );
    expect(applied).toMatchObject({
      status: 'submitted',
      amountRequested: '26.25',
      explanation: '<b>破了</b>',
      reasonLabel: '质量问题',
    });
    const approved = expectOk(await staff().post('/api/afterSale/approve', { id: applied.id }));
    expect(approved).toMatchObject({ status: 'refunded', amountApproved: '26.25', amountRefunded: '26.25' });
    expect(approved.refunds).toEqual([
      expect.objectContaining({ method: 'wallet', amount: '26.25', status: 'succeeded' }),
    ]);
    expect(approved.order).toMatchObject({
      refundStatus: 'partial',
      refundedAmount: '26.25',
      status: 'received',
    });
    expect(approved.events.map((e: { action: string }) => e.action)).toEqual([
      'apply',
      'approve',
      'refund',
      'refundSucceeded',
    ]);
    expect(await walletOf(t.s, shop.memberId)).toBe((Number(before) + 26.25).toFixed(2));
    const lines = await ledger(shop.memberId);
    expect(lines.at(-1)).toMatchObject({ change: '26.25', reason: expect.stringContaining(order.code) });
    // Approving again is refused.
    const again = await staff().post('/api/afterSale/approve', { id: applied.id });
    expect(again.status).toBe(409);
  });
});

describe('a return-and-refund case', () => {
  it('waits for the goods, takes the tracking, restocks only the returned quantity when ticked, then refunds', async () => {
    const [a, b] = shop.skus;
    const order = await shop.order(
      [
        [a!, 3],
        [b!, 1],
      ],
      { payMethod: 'sandbox' },
    );
    const applied = expectOk(
      await shopper().post('/api/front/after-sales', {
        orderId: order.id,
        type: 'returnRefund',
        lines: [{ orderLineId: order.lineIds[0], quantity: 2 }],
        reason: 'notAsDescribed',
      }),
    );
    expect(applied.amountRequested).toBe('60.00');
    const detail = expectOk(await staff().get(`/api/afterSale/${applied.id}`));
    expect(detail.defaultReturnAddress).toMatchObject({
      name: expect.any(String),
      address: expect.any(String),
    });
    const approved = expectOk(
      await staff().post('/api/afterSale/approve', {
        id: applied.id,
        returnAddress: { name: '售后部', phone: '13800001234', address: '杭州市西湖区 1 号' },
      }),
    );
    expect(approved).toMatchObject({ status: 'awaitingReturn', deadline: expect.any(String) });
    // Receiving before the goods are sent is refused.
    expect((await staff().post('/api/afterSale/receive', { id: applied.id, restock: true })).status).toBe(
      409,
    );
    // The couriers the shopper picks from: the shop's enabled express companies.
    const couriers = expectOk(await shopper().get('/api/front/after-sales/couriers'));
    expect(couriers).toContainEqual({ code: 'SF', name: '顺丰速运' });
    const sent = expectOk(
      await shopper().post(`/api/front/after-sales/${applied.id}/return`, {
        expressCode: 'sf',
        expressName: '顺丰速运',
        trackingNo: 'SF123456789',
      }),
    );
    expect(sent).toMatchObject({
      status: 'returned',
      returnExpressCode: 'SF',
      returnTrackingNo: 'SF123456789',
    });
    // The shopper's open cases, several statuses at once: this one, not the refunded case above.
    const open = expectOk(
      await shopper().get('/api/front/after-sales?status=submitted&status=awaitingReturn&status=returned'),
    );
    expect(open.content.map((c: { id: number }) => c.id)).toContain(applied.id);
    expect(open.content.every((c: { status: string }) => c.status !== 'refunded')).toBe(true);
    const done = expectOk(await shopper().get('/api/front/after-sales?status=refunded'));
    expect(done.totalElements).toBeGreaterThan(0);
    expect(done.content.map((c: { id: number }) => c.id)).not.toContain(applied.id);
    const stockA = await stockOf(t.s, a!.skuId);
    const stockB = await stockOf(t.s, b!.skuId);
    const received = expectOk(
      await staff().post('/api/afterSale/receive', { id: applied.id, restock: true }),
    );
    expect(received).toMatchObject({ status: 'received', restocked: true });
    expect(await stockOf(t.s, a!.skuId)).toBe(stockA + 2);
    expect(await stockOf(t.s, b!.skuId)).toBe(stockB);
    expect((await stockLedger(a!.skuId)).at(-1)).toEqual({
      change: 2,
      reason: `售后退货入库 ${applied.code}`,
    });
    const sending = expectOk(await staff().post('/api/afterSale/refund', { id: applied.id }));
    expect(sending).toMatchObject({
      status: 'refunding',
      refunds: [expect.objectContaining({ status: 'pending' })],
    });
    await runDueJobs(t.s.db);
    const refunded = expectOk(await staff().get(`/api/afterSale/${applied.id}`));
    expect(refunded).toMatchObject({ status: 'refunded', amountRefunded: '60.00' });
    expect(refunded.refunds[0]).toMatchObject({
      method: 'sandbox',
      status: 'succeeded',
      providerRefundId: expect.stringMatching(/^SANDBOX-R-/),
      paymentId: expect.any(Number),
    });
  });
});

describe('receiving without restock, the desk list, export and the dashboard', () => {
  it('leaves stock alone when restock is not ticked', async () => {
    const [, , c] = shop.skus;
    const order = await shop.order([[c!, 2]]);
    const applied = expectOk(
      await shopper().post('/api/front/after-sales', {
        orderId: order.id,
        type: 'returnRefund',
        lines: [{ orderLineId: order.lineIds[0], quantity: 2 }],
        reason: 'wrongItem',
      }),
    );
    expectOk(await staff().post('/api/afterSale/approve', { id: applied.id }));
    expectOk(
      await shopper().post(`/api/front/after-sales/${applied.id}/return`, {
        expressCode: 'YD',
        expressName: '韵达',
        trackingNo: 'YD1000001',
      }),
    );
    const stock = await stockOf(t.s, c!.skuId);
    const ledgerBefore = (await stockLedger(c!.skuId)).length;
    const received = expectOk(
      await staff().post('/api/afterSale/receive', { id: applied.id, restock: false }),
    );
    expect(received).toMatchObject({ status: 'received', restocked: false });
    expect(received.events.at(-1).message).toBe('商家确认收到退货（未入库）');
    expect(await stockOf(t.s, c!.skuId)).toBe(stock);
    expect(await stockLedger(c!.skuId)).toHaveLength(ledgerBefore);
    const refunded = expectOk(
      await staff().post('/api/afterSale/refund', { id: applied.id, refundTo: 'wallet' }),
    );
    expect(refunded.order).toMatchObject({ status: 'closed', refundStatus: 'full' });
    const refundLines = refunded.events.filter((e: { action: string }) => e.action === 'refund');
    expect(refundLines.map((e: { message: string }) => e.message)).toEqual([
      `发起退款 ${refunded.amountApproved}，退回余额`,
    ]);
  });

  it('lists by tab with counts and filters, exports xlsx and reports refunds for a range', async () => {
    const counts = expectOk(await staff().get('/api/afterSale/counts'));
    expect(counts.done).toBeGreaterThanOrEqual(3);
    expect(counts.all).toBe(
      counts.toReview +
        counts.awaitingReturn +
        counts.toReceive +
        counts.refunding +
        counts.done +
        counts.closed,
    );
    const done = expectOk(await staff().get('/api/afterSale?tab=done&type=returnRefund&size=50'));
    expect(
      done.content.every(
        (r: { status: string; type: string }) => r.status === 'refunded' && r.type === 'returnRefund',
      ),
    ).toBe(true);
    expect(done.content[0].member).toMatchObject({ id: shop.memberId });
    const byPhone = expectOk(await staff().get('/api/afterSale?member=13966660001'));
    expect(byPhone.totalElements).toBe(counts.all);
    expect(expectOk(await staff().get('/api/afterSale?member=13900000000')).totalElements).toBe(0);
    const file = await call(t.s.app, {
      method: 'GET',
      url: '/api/afterSale/download?tab=done',
      token: t.token,
    });
    expect(file.status).toBe(200);
    expect(String(file.headers['content-type'])).toContain('spreadsheetml');
    const stats = expectOk(await staff().get('/api/dashboard/refunds?timeZone=Asia/Shanghai'));
    expect(stats.refunds).toBe(3);
    expect(stats.amount).toBe('106.25');
    expect(stats.byDay).toHaveLength(7);
  });
});
