import { and, asc, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { inCompanyForSystem } from '../src/db/access.ts';
import { runDueJobs } from '../src/modules/jobs/service.ts';
import { memberLedger, members } from '../src/modules/members/schema.ts';
import { lockOrder, orderPayments, orders } from '../src/modules/orders/index.ts';
import { paymentReturns } from '../src/modules/orders/payments/schema.ts';
import { payByWallet, payThroughProvider } from '../src/modules/orders/payments/service.ts';
import { repriceOrder } from '../src/modules/orders/price.ts';
import { orderEvents, orderPaymentNotices } from '../src/modules/orders/schema.ts';
import type { SandboxProvider } from '../src/modules/payments/index.ts';
import { call, signedInServer } from './helpers.ts';
import { companyIdOf, desk, shopperCtx, staffCtx } from './orders-fixture.ts';

const t = signedInServer('admin', 'sunrise');
let companyId: number;
let skuId: number;

beforeAll(async () => {
  companyId = await companyIdOf(t.s, 'sunrise');
  skuId = (await desk(t.s, t.token).product('支付测试商品', [{ price: '39.90', stock: 500 }])).skuIds[0]!;
});

const inShop = <T>(fn: Parameters<typeof inCompanyForSystem<T>>[2]) => inCompanyForSystem(t.s, companyId, fn);
const orderRow = async (id: number) =>
  (await inShop((tx) => tx.select().from(orders).where(eq(orders.id, id))))[0]!;

async function newOrder(uid: number, quantity = 1) {
  const { created } = await desk(t.s, t.token).placeOrder(uid, [{ skuId, quantity }]);
  expect(created.status).toBe(200);
  return created.body as { id: number; code: string; payAmount: string };
}

/** Opens a provider pay link as the provider would call it (the sandbox link is its signed notice). */
const openLink = (payUrl: string) =>
  call(t.s.app, { method: 'GET', url: payUrl.replace(/^https?:\/\/[^/]+/, '') });

describe('paying by wallet', () => {
  it('takes the exact amount with a ledger line, records the payment and moves the order, in one go', async () => {
    const d = desk(t.s, t.token);
    const uid = await d.member('钱包顾客', '13933330001', '100');
    const order = await newOrder(uid);
    const paid = await d.send('POST', `/api/order/${order.id}/payByWallet`, { memberId: uid });
    expect(paid.status).toBe(200);
    expect(paid.body).toMatchObject({ status: 'toShip', payMethod: 'wallet' });
    const [member] = await inShop((tx) => tx.select().from(members).where(eq(members.uid, uid)));
    expect(member!.nowMoney).toBe('60.10');
    const ledger = await inShop((tx) =>
      tx.select().from(memberLedger).where(eq(memberLedger.uid, uid)).orderBy(asc(memberLedger.id)),
    );
    expect(ledger.map((l) => [l.change, l.balance, l.reason, l.reasonCode, l.reasonParams])).toEqual([
      ['100.00', '100.00', '充值', null, null],
      ['-39.90', '60.10', `订单支付 ${order.code}`, 'orderPay', { code: order.code }],
    ]);
    const payments = await inShop((tx) =>
      tx.select().from(orderPayments).where(eq(orderPayments.orderId, order.id)),
    );
    expect(payments).toHaveLength(1);
    expect(payments[0]).toMatchObject({ method: 'wallet', status: 'paid', amount: '39.90' });

    const twice = await d.send('POST', `/api/order/${order.id}/payByWallet`, { memberId: uid });
    expect(twice.status).toBe(409);
    const wrongMember = await d.send('POST', `/api/order/${order.id}/payByWallet`, { memberId: uid + 1 });
    expect(wrongMember.status).toBe(404);
  });

  it('refuses a short balance with 409 and writes nothing', async () => {
    const d = desk(t.s, t.token);
    const uid = await d.member('穷顾客', '13933330002', '10');
    const order = await newOrder(uid);
    const started = await payThroughProvider(
      shopperCtx(t.s, companyId, uid),
      uid,
      order.id,
      t.s.deps.payments,
      'http://shop.test',
    );
    const short = await d.send('POST', `/api/order/${order.id}/payByWallet`, { memberId: uid });
    expect(short.status).toBe(409);
    expect(short.body.message).toBe('余额不足，需支付 39.90 元');
    expect(await orderRow(order.id)).toMatchObject({ status: 'unpaid', paidAt: null, payMethod: null });
    const [member] = await inShop((tx) => tx.select().from(members).where(eq(members.uid, uid)));
    expect(member!.nowMoney).toBe('10.00');
    const ledger = await inShop((tx) => tx.select().from(memberLedger).where(eq(memberLedger.uid, uid)));
    expect(ledger).toHaveLength(1);
    const payments = await inShop((tx) =>
      tx.select().from(orderPayments).where(eq(orderPayments.orderId, order.id)),
    );
    expect(payments.map((p) => [p.outTradeNo, p.status])).toEqual([[started.outTradeNo, 'pending']]);
    const events = await inShop((tx) =>
      tx.select().from(orderEvents).where(eq(orderEvents.orderId, order.id)),
    );
    expect(events.map((e) => e.action)).toEqual(['create']);
    const timers = await inShop((tx) =>
      tx.execute(sql`select kind from jobs where ref = ${String(order.id)} and done_at is null`),
    );
    expect((timers as unknown as { rows: { kind: string }[] }).rows).toEqual([
      { kind: 'order.cancelUnpaid' },
    ]);
    expect((await openLink(started.payUrl)).status).toBe(200);
    expect((await orderRow(order.id)).status).toBe('toShip');
  });

  it("answers 404 for another shop's order and 409 for one no longer unpaid, charging nothing", async () => {
    const d = desk(t.s, t.token);
    const uid = await d.member('别家顾客', '13933330007', '100');
    const order = await newOrder(uid);
    const harbour = await companyIdOf(t.s, 'harbour');
    await expect(payByWallet(staffCtx(t.s, harbour), uid, order.id)).rejects.toMatchObject({ status: 404 });
    const cancelled = await d.send('POST', '/api/order/cancel', { id: order.id });
    expect(cancelled.status).toBe(200);
    const late = await d.send('POST', `/api/order/${order.id}/payByWallet`, { memberId: uid });
    expect(late.status).toBe(409);
    expect(late.body.message).toBe('订单当前状态不允许此操作（状态可能刚刚变化），请刷新后重试');
    const [member] = await inShop((tx) => tx.select().from(members).where(eq(members.uid, uid)));
    expect(member!.nowMoney).toBe('100.00');
  });

  it('lets a shopper pay for their own orders only, and pays a pickup order into "to verify"', async () => {
    const d = desk(t.s, t.token);
    const uid = await d.member('自提顾客', '13933330003', '100');
    const other = await d.member('别人', '13933330004', '100');
    const order = await newOrder(uid);
    await expect(payByWallet(shopperCtx(t.s, companyId, other), uid, order.id)).rejects.toMatchObject({
      status: 403,
    });
    const store = await d.send('POST', '/api/hhStores', { name: '自提点', pickupEnabled: true, status: 1 });
    const pickup = await d.placeOrder(uid, [{ skuId, quantity: 1 }], {
      deliveryType: 'pickup',
      storeId: store.body.id,
    });
    const paid = await payByWallet(shopperCtx(t.s, companyId, uid), uid, pickup.created.body.id);
    expect(paid.status).toBe('toVerify');
    const events = await inShop((tx) =>
      tx.select().from(orderEvents).where(eq(orderEvents.orderId, pickup.created.body.id)),
    );
    expect(events.at(-1)).toMatchObject({ action: 'pay', actorKind: 'shopper', actorName: '自提顾客' });
  });
});

describe('paying through the provider', () => {
  const provider = () => t.s.deps.payments as SandboxProvider;

  it('checks the signature and the amount, records the transaction id, and takes a repeat once', async () => {
    const d = desk(t.s, t.token);
    const uid = await d.member('扫码顾客', '13933330005');
    const order = await newOrder(uid, 2);
    const ctx = shopperCtx(t.s, companyId, uid);
    const payment = await payThroughProvider(ctx, uid, order.id, provider(), 'http://shop.test');
    expect(payment).toMatchObject({ method: 'sandbox', amount: '79.80' });
    expect(payment.outTradeNo).toMatch(/^P\d{25}$/);

    const url = new URL(payment.payUrl);
    const forged = new URL(url);
    forged.searchParams.set('sign', 'a'.repeat(64));
    expect((await openLink(forged.toString())).status).toBe(400);

    const cheap = new URL(url);
    cheap.searchParams.set('amount', '0.01');
    cheap.searchParams.set(
      'sign',
      provider().sign(payment.outTradeNo, '0.01', url.searchParams.get('transactionId')!),
    );
    const refused = await openLink(cheap.toString());
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('amountMismatch');
    expect((await orderRow(order.id)).status).toBe('unpaid');

    const ok = await openLink(payment.payUrl);
    expect(ok.status).toBe(200);
    expect(ok.body.message).toBe('paid');
    const again = await openLink(payment.payUrl);
    expect(again.status).toBe(200);
    expect(again.body.message).toBe('repeat');

    expect(await orderRow(order.id)).toMatchObject({ status: 'toShip', payMethod: 'sandbox' });
    const [row] = await inShop((tx) =>
      tx.select().from(orderPayments).where(eq(orderPayments.outTradeNo, payment.outTradeNo)),
    );
    expect(row).toMatchObject({ status: 'paid', providerTxnId: url.searchParams.get('transactionId') });
    expect(row!.rawCallback).not.toBeNull();
    const notices = await inShop((tx) =>
      tx
        .select()
        .from(orderPaymentNotices)
        .where(eq(orderPaymentNotices.paymentId, row!.id))
        .orderBy(asc(orderPaymentNotices.id)),
    );
    expect(notices.map((n) => n.outcome)).toEqual(['amountMismatch', 'paid', 'repeat']);
    const pays = await inShop((tx) =>
      tx
        .select()
        .from(orderEvents)
        .where(and(eq(orderEvents.orderId, order.id), eq(orderEvents.action, 'pay'))),
    );
    expect(pays).toHaveLength(1);
  });

  it('gives a repriced order a new out-trade-no; a notice for the old one pays nothing', async () => {
    const d = desk(t.s, t.token);
    const uid = await d.member('改价顾客', '13933330006');
    const order = await newOrder(uid);
    const ctx = shopperCtx(t.s, companyId, uid);
    const before = await payThroughProvider(ctx, uid, order.id, provider(), 'http://shop.test');
    const staff = { kind: 'staff', id: 1, name: 'admin' } as const;
    const repriced = await inShop(async (tx) =>
      repriceOrder(tx, staff, (await lockOrder(tx, companyId, order.id))!, '30'),
    );
    expect(repriced).toMatchObject({ payAmount: '30.00', originalPayAmount: '39.90', priceChangeCount: 1 });
    const after = await payThroughProvider(ctx, uid, order.id, provider(), 'http://shop.test');
    expect(after.outTradeNo).not.toBe(before.outTradeNo);
    expect(after.amount).toBe('30.00');

    const stale = await openLink(before.payUrl);
    expect(stale.body.message).toBe('notPayable');
    expect((await orderRow(order.id)).status).toBe('unpaid');
    // The stale QR's money is not kept: it goes back whole, through the same provider, once.
    expect((await openLink(before.payUrl)).body.message).toBe('notPayable');
    const staleRow = await inShop((tx) =>
      tx.select().from(orderPayments).where(eq(orderPayments.outTradeNo, before.outTradeNo)),
    );
    const returned = await inShop((tx) =>
      tx.select().from(paymentReturns).where(eq(paymentReturns.orderId, order.id)),
    );
    expect(returned).toEqual([
      expect.objectContaining({
        paymentId: staleRow[0]!.id,
        amount: '39.90',
        method: 'sandbox',
        status: 'pending',
      }),
    ]);
    await runDueJobs(t.s.db);
    const settled = await inShop((tx) =>
      tx.select().from(paymentReturns).where(eq(paymentReturns.orderId, order.id)),
    );
    expect(settled).toEqual([expect.objectContaining({ status: 'succeeded' })]);
    expect((await openLink(after.payUrl)).body.message).toBe('paid');
    expect((await orderRow(order.id)).status).toBe('toShip');
    const events = await inShop((tx) =>
      tx.select().from(orderEvents).where(eq(orderEvents.orderId, order.id)).orderBy(asc(orderEvents.id)),
    );
    expect(events.map((e) => e.action)).toEqual(['create', 'changePrice', 'pay']);
    expect(events[1]!.params).toEqual({ from: '39.90', to: '30.00' });
  });
});
