import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { runDueJobs } from '../src/modules/jobs/service.ts';
import { afterSalesServer, expectOk, paidOrder, stockOf, walletOf } from './after-sales-fixture.ts';
import { caller } from './helpers.ts';
import { rowsOf } from './storefront-helpers.ts';

const { t, shop, staff } = afterSalesServer('13966660007');

const orderRow = async (id: number) =>
  (
    await rowsOf<{ status: string; refund_status: string; refunded_amount: string }>(
      t.s,
      sql`select status, refund_status, refunded_amount::text from orders where id = ${id}`,
    )
  )[0]!;

const pendingTimers = (orderId: number) =>
  rowsOf<{ kind: string }>(
    t.s,
    sql`select kind from jobs where ref = ${String(orderId)} and kind like 'order.%' and done_at is null`,
  );

const caseCount = async (orderId: number) =>
  Number(
    (
      await rowsOf<{ n: string }>(t.s, sql`select count(*) as n from after_sales where order_id = ${orderId}`)
    )[0]!.n,
  );

describe('staff cancel and refund a paid order', () => {
  it('cancels a whole unshipped wallet order: the money back to the wallet, the stock back, the order closed and fully refunded', async () => {
    const [a, b] = shop.skus;
    const order = await shop.order(
      [
        [a!, 2],
        [b!, 1],
      ],
      { status: 'toShip', freight: '8.00', discount: '10.00' },
    );
    const refundable = expectOk(await staff().get(`/api/afterSale/refundable/${order.id}`));
    expect(refundable).toMatchObject({ canCancel: true, total: '78.00' });
    const wallet = await walletOf(t.s, shop.memberId);
    const [stockA, stockB] = [await stockOf(t.s, a!.skuId), await stockOf(t.s, b!.skuId)];

    const done = expectOk(
      await staff().post('/api/afterSale/staffRefund', {
        orderId: order.id,
        reason: 'other',
        explanation: '缺货',
      }),
    );
    expect(done).toMatchObject({
      type: 'refund',
      status: 'refunded',
      amountRefunded: '78.00',
      refundTo: 'original',
    });
    expect(done.lines.map((l: { quantity: number }) => l.quantity)).toEqual([2, 1]);
    expect(done.events.map((e: { actorKind: string }) => e.actorKind)).toContain('staff');
    expect(await orderRow(order.id)).toEqual({
      status: 'closed',
      refund_status: 'full',
      refunded_amount: '78.00',
    });
    expect(Number(await walletOf(t.s, shop.memberId))).toBeCloseTo(Number(wallet) + 78, 2);
    expect(await stockOf(t.s, a!.skuId)).toBe(stockA + 2);
    expect(await stockOf(t.s, b!.skuId)).toBe(stockB + 1);

    // Nothing is left: a second cancel changes nothing.
    const again = await staff().post('/api/afterSale/staffRefund', { orderId: order.id, reason: 'other' });
    expect(again.status).toBe(409);
    expect(await caseCount(order.id)).toBe(1);
  });

  it('refunds chosen lines within what is still refundable; more is a field error; a provider refund goes through its job', async () => {
    const [a, b] = shop.skus;
    const order = await shop.order(
      [
        [a!, 2],
        [b!, 1],
      ],
      { status: 'toShip', payMethod: 'sandbox' },
    );
    const [la, lb] = order.lineIds as [number, number];
    const stockA = await stockOf(t.s, a!.skuId);
    const first = expectOk(
      await staff().post('/api/afterSale/staffRefund', {
        orderId: order.id,
        lines: [{ orderLineId: la, quantity: 1 }],
        reason: 'quality',
      }),
    );
    expect(first).toMatchObject({ status: 'refunding', amountApproved: '30.00' });
    await runDueJobs(t.s.db);
    expect(expectOk(await staff().get(`/api/afterSale/${first.id}`))).toMatchObject({
      status: 'refunded',
      amountRefunded: '30.00',
    });
    expect(await orderRow(order.id)).toEqual({
      status: 'toShip',
      refund_status: 'partial',
      refunded_amount: '30.00',
    });
    expect(await stockOf(t.s, a!.skuId)).toBe(stockA + 1);

    const tooMany = await staff().post('/api/afterSale/staffRefund', {
      orderId: order.id,
      lines: [{ orderLineId: la, quantity: 2 }],
      reason: 'quality',
    });
    expect(tooMany.status).toBe(400);
    expect(JSON.stringify(tooMany.body)).toContain('lines.0.quantity');
    const tooMuch = await staff().post('/api/afterSale/staffRefund', {
      orderId: order.id,
      lines: [{ orderLineId: lb, quantity: 1 }],
      amount: '20.01',
      reason: 'quality',
    });
    expect(tooMuch.status).toBe(400);
    const left = expectOk(await staff().get(`/api/afterSale/refundable/${order.id}`));
    expect(left.lines.map((l: { refundableQuantity: number }) => l.refundableQuantity)).toEqual([1, 1]);
    expect(left.total).toBe('50.00');
  });

  it('a whole cancel is refused once the goods left; refunding every line of a shipped order closes it and drops its timers', async () => {
    const [c] = [shop.skus[2]];
    const order = await shop.order([[c!, 3]], { status: 'shipped', freight: '5.00' });
    await t.s.db.drizzle.execute(
      sql`insert into jobs (kind, company_id, ref, run_at)
        values ('order.autoReceive', ${shop.companyId}, ${String(order.id)}, now() + interval '7 days')`,
    );
    expect(expectOk(await staff().get(`/api/afterSale/refundable/${order.id}`)).canCancel).toBe(false);
    const whole = await staff().post('/api/afterSale/staffRefund', { orderId: order.id, reason: 'other' });
    expect(whole.status).toBe(409);
    expect(await caseCount(order.id)).toBe(0);

    const done = expectOk(
      await staff().post('/api/afterSale/staffRefund', {
        orderId: order.id,
        lines: [{ orderLineId: order.lineIds[0], quantity: 3 }],
        reason: 'notReceived',
        refundTo: 'wallet',
      }),
    );
    expect(done).toMatchObject({ status: 'refunded', amountRefunded: '35.00', freightAmount: '5.00' });
    expect(await orderRow(order.id)).toMatchObject({ status: 'closed', refund_status: 'full' });
    expect(await pendingTimers(order.id)).toEqual([]);
  });

  it('refuses an unpaid order and another company’s order (404, nothing changed)', async () => {
    const [a] = shop.skus;
    const unpaid = await shop.order([[a!, 1]], { status: 'unpaid' });
    expect(
      (await staff().post('/api/afterSale/staffRefund', { orderId: unpaid.id, reason: 'other' })).status,
    ).toBe(409);
    const [harbour] = await rowsOf<{ id: string }>(
      t.s,
      sql`select id from companies where company_key = 'harbour'`,
    );
    const [member] = await rowsOf<{ uid: string }>(
      t.s,
      sql`select uid from members where company_id = ${harbour!.id} limit 1`,
    );
    const theirs = await paidOrder(t.s, {
      companyId: Number(harbour!.id),
      memberId: Number(member!.uid),
      status: 'toShip',
      lines: [{ ...a!, quantity: 1 }],
    });
    const before = await orderRow(theirs.id);
    expect((await staff().get(`/api/afterSale/refundable/${theirs.id}`)).status).toBe(404);
    expect(
      (await staff().post('/api/afterSale/staffRefund', { orderId: theirs.id, reason: 'other' })).status,
    ).toBe(404);
    const recorded = await staff().post('/api/afterSale/record', {
      orderId: theirs.id,
      type: 'refund',
      lines: [{ orderLineId: theirs.lineIds[0], quantity: 1 }],
      reason: 'other',
    });
    expect(recorded.status).toBe(404);
    expect(await orderRow(theirs.id)).toEqual(before);
    expect(await caseCount(theirs.id)).toBe(0);
  });
});

describe('staff record an after-sale for a shopper', () => {
  it('takes down a return on a received order as submitted, under the shopper, for review; the shopper sees it', async () => {
    const [a] = shop.skus;
    const order = await shop.order([[a!, 2]]);
    const recorded = expectOk(
      await staff().post('/api/afterSale/record', {
        orderId: order.id,
        type: 'returnRefund',
        lines: [{ orderLineId: order.lineIds[0], quantity: 1 }],
        reason: 'damaged',
        explanation: '电话反馈：外包装破损',
      }),
    );
    expect(recorded).toMatchObject({
      status: 'submitted',
      type: 'returnRefund',
      memberId: shop.memberId,
      amountRequested: '30.00',
      reasonLabel: '商品破损',
    });
    expect(recorded.events[0]).toMatchObject({ action: 'apply', actorKind: 'staff' });
    expect(await orderRow(order.id)).toMatchObject({ status: 'received', refund_status: 'none' });
    const mine = expectOk(await caller(t.s, shop.shopper).get(`/api/front/after-sales?orderId=${order.id}`));
    expect(mine.content.map((r: { id: number }) => r.id)).toEqual([recorded.id]);
    const bad = await staff().post('/api/afterSale/record', {
      orderId: order.id,
      type: 'refund',
      lines: [{ orderLineId: order.lineIds[0], quantity: 2 }],
      reason: 'nonsense',
    });
    expect(bad.status).toBe(400);
  });
});
