import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type {
  PaymentProvider,
  RefundOrder,
  RefundOutcome,
  VerifiedRefund,
} from '../src/lib/payment-provider.ts';
import { runDueJobs } from '../src/modules/jobs/service.ts';
import { payThroughProvider } from '../src/modules/orders/payments/service.ts';
import type { SandboxProvider } from '../src/modules/payments/index.ts';
import { call, caller, signedInServer } from './helpers.ts';
import { companyIdOf, desk, shopperCtx } from './orders-fixture.ts';
import { rowsOf, shopperToken } from './storefront-helpers.ts';

const t = signedInServer('admin', 'sunrise');
let companyId: number;
let skuId: number;
let sandbox: PaymentProvider;
const provider = () => sandbox as SandboxProvider;

beforeAll(async () => {
  companyId = await companyIdOf(t.s, 'sunrise');
  skuId = (await desk(t.s, t.token).product('退回测试商品', [{ price: '25.00', stock: 500 }])).skuIds[0]!;
  sandbox = t.s.deps.payments;
});
afterEach(() => {
  t.s.deps.payments = sandbox;
});

/** The sandbox with its refund calls recorded (and answered by `answer` when given). */
function recordRefunds(answer?: (r: RefundOrder) => Promise<RefundOutcome>) {
  const sent: RefundOrder[] = [];
  t.s.deps.payments = Object.assign(Object.create(Object.getPrototypeOf(sandbox)), sandbox, {
    refund: async (r: RefundOrder) => {
      sent.push(r);
      return answer ? answer(r) : sandbox.refund(r);
    },
  });
  return sent;
}

async function newOrder(phone: string, money?: string) {
  const d = desk(t.s, t.token);
  const uid = await d.member(`退回顾客${phone.slice(-4)}`, phone, money);
  const { created } = await d.placeOrder(uid, [{ skuId, quantity: 1 }]);
  expect(created.status).toBe(200);
  return { uid, order: created.body as { id: number; code: string; payAmount: string } };
}

const pay = (uid: number, orderId: number) =>
  payThroughProvider(shopperCtx(t.s, companyId, uid), uid, orderId, provider(), 'http://shop.test');

/** The provider's signed "paid" notice for a payment, as the sandbox sends it. */
const notice = (outTradeNo: string, amount: string, txn = `SANDBOX-${randomUUID()}`) =>
  call(t.s.app, {
    method: 'GET',
    url: `/api/pay/order/sandbox/${outTradeNo}?${new URLSearchParams({
      transactionId: txn,
      amount,
      sign: provider().sign(outTradeNo, amount, txn),
    })}`,
  });

/**
 * An earlier payment of the order, closed here (one live payment per order) but still paid at the
 * provider before the close reached it.
 */
async function secondLivePayment(orderId: number, amount: string) {
  const outTradeNo = `P${Date.now()}${String(Math.floor(Math.random() * 1e6)).padStart(6, '0')}`;
  await t.s.db.drizzle.execute(
    sql`insert into order_payments (company_id, order_id, method, out_trade_no, amount, status)
      values (${companyId}, ${orderId}, 'sandbox', ${outTradeNo}, ${amount}, 'closed')`,
  );
  return outTradeNo;
}

const returnsOf = (orderId: number) =>
  rowsOf<{ id: string; payment_id: string; amount: string; status: string; out_refund_no: string }>(
    t.s,
    sql`select r.id, r.payment_id, r.amount::text, r.status, r.out_refund_no
      from payment_returns r where r.order_id = ${orderId} order by r.id`,
  );
const orderOf = async (id: number) =>
  (
    await rowsOf<{ status: string; refunded_amount: string; refund_status: string }>(
      t.s,
      sql`select status, refunded_amount::text, refund_status from orders where id = ${id}`,
    )
  )[0]!;

const expectSuccess = (res: { status: number; body: { code: string; message: string } }, outcome: string) =>
  expect([res.status, res.body]).toEqual([200, { code: 'SUCCESS', message: outcome }]);

describe('a verified payment that cannot settle its order goes back, once (H1)', () => {
  it('pay twice with two live payments: the second is answered SUCCESS and refunded whole through the provider, once', async () => {
    const sent = recordRefunds();
    const { uid, order } = await newOrder('13955550001');
    const first = await pay(uid, order.id);
    const second = await secondLivePayment(order.id, order.payAmount);
    expectSuccess(await notice(first.outTradeNo, first.amount), 'paid');
    const txn = `SANDBOX-${randomUUID()}`;
    expectSuccess(await notice(second, order.payAmount, txn), 'notPayable');
    expectSuccess(await notice(second, order.payAmount, txn), 'notPayable');
    const [back] = await returnsOf(order.id);
    expect(await returnsOf(order.id)).toHaveLength(1);
    expect(back).toMatchObject({
      amount: '25.00',
      status: 'pending',
      out_refund_no: expect.stringMatching(/^B/),
    });
    expect(sent).toEqual([]);

    await runDueJobs(t.s.db);
    expect(sent).toEqual([
      expect.objectContaining({
        outTradeNo: second,
        outRefundNo: back!.out_refund_no,
        amount: '25.00',
        total: '25.00',
      }),
    ]);
    expectSuccess(await notice(second, order.payAmount, txn), 'notPayable');
    await runDueJobs(t.s.db);
    expect(sent).toHaveLength(1);
    expect(await returnsOf(order.id)).toEqual([expect.objectContaining({ status: 'succeeded' })]);
    // It never paid the order: the order's refunds (after-sales) are untouched.
    expect(await orderOf(order.id)).toMatchObject({
      status: 'toShip',
      refunded_amount: '0.00',
      refund_status: 'none',
    });

    const staffView = await caller(t.s, t.token).get(`/api/order/${order.id}`);
    expect(staffView.body.returnedPayments).toEqual([
      expect.objectContaining({
        method: 'sandbox',
        amount: '25.00',
        status: 'succeeded',
        finishedAt: expect.any(String),
      }),
    ]);
    const shopper = await shopperToken(t.s, 'sunrise', '13955550001');
    const mine = await caller(t.s, shopper).get(`/api/front/orders/${order.id}`);
    expect(mine.status).toBe(200);
    expect(mine.body.returnedPayments).toEqual([
      expect.objectContaining({ amount: '25.00', status: 'succeeded', statusText: '已原路退回' }),
    ]);
  });

  it('cancel then pay: the order stays cancelled and the money goes back', async () => {
    const sent = recordRefunds();
    const { uid, order } = await newOrder('13955550002');
    const payment = await pay(uid, order.id);
    expect((await caller(t.s, t.token).post('/api/order/cancel', { id: order.id })).status).toBe(200);
    expectSuccess(await notice(payment.outTradeNo, payment.amount), 'notPayable');
    await runDueJobs(t.s.db);
    expect(sent.map((r) => r.outTradeNo)).toEqual([payment.outTradeNo]);
    expect(await returnsOf(order.id)).toEqual([
      expect.objectContaining({ status: 'succeeded', amount: '25.00' }),
    ]);
    expect((await orderOf(order.id)).status).toBe('cancelled');
  });

  it('wallet then QR: the wallet paid the order, the provider payment goes back', async () => {
    const sent = recordRefunds();
    const { uid, order } = await newOrder('13955550003', '100');
    const payment = await pay(uid, order.id);
    const byWallet = await caller(t.s, t.token).post(`/api/order/${order.id}/payByWallet`, { memberId: uid });
    expect(byWallet.body).toMatchObject({ status: 'toShip', payMethod: 'wallet' });
    expectSuccess(await notice(payment.outTradeNo, payment.amount), 'notPayable');
    await runDueJobs(t.s.db);
    expect(sent.map((r) => [r.outTradeNo, r.amount])).toEqual([[payment.outTradeNo, '25.00']]);
    expect(await returnsOf(order.id)).toEqual([expect.objectContaining({ status: 'succeeded' })]);
  });

  it('concurrent duplicate notices for a closed payment make one return; a notice of another amount stays refused', async () => {
    const sent = recordRefunds();
    const { uid, order } = await newOrder('13955550004');
    const payment = await pay(uid, order.id);
    expect((await caller(t.s, t.token).post('/api/order/cancel', { id: order.id })).status).toBe(200);
    const wrong = await notice(payment.outTradeNo, '0.01');
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe('amountMismatch');
    expect(await returnsOf(order.id)).toEqual([]);

    const answers = await Promise.all(
      Array.from({ length: 6 }, () => notice(payment.outTradeNo, payment.amount)),
    );
    for (const a of answers) expectSuccess(a, 'notPayable');
    expect(await returnsOf(order.id)).toHaveLength(1);
    await runDueJobs(t.s.db);
    expect(sent).toHaveLength(1);
  });

  it('a refused return is shown as failed and counted on the dashboard; staff retry it; a refund notice settles it', async () => {
    const stats = async () =>
      (await caller(t.s, t.token).get('/api/dashboard/refunds?timeZone=Asia/Shanghai')).body;
    const before = (await stats()).returnedPayments;
    let answer: RefundOutcome = { status: 'failed', reason: 'NOT_ENOUGH 商户余额不足' };
    recordRefunds(async () => answer);
    const { uid, order } = await newOrder('13955550005');
    const payment = await pay(uid, order.id);
    expect((await caller(t.s, t.token).post('/api/order/cancel', { id: order.id })).status).toBe(200);
    expectSuccess(await notice(payment.outTradeNo, payment.amount), 'notPayable');
    expect((await stats()).returnedPayments.pending.count).toBe(before.pending.count + 1);
    await runDueJobs(t.s.db);
    const [failed] = await returnsOf(order.id);
    expect(failed!.status).toBe('failed');
    const afterFail = (await stats()).returnedPayments;
    expect(afterFail.failed).toEqual({
      count: before.failed.count + 1,
      amount: (Number(before.failed.amount) + 25).toFixed(2),
    });
    expect(afterFail.pending.count).toBe(before.pending.count);
    const staffView = await caller(t.s, t.token).get(`/api/order/${order.id}`);
    expect(staffView.body.returnedPayments).toEqual([
      expect.objectContaining({ status: 'failed', failureReason: 'NOT_ENOUGH 商户余额不足' }),
    ]);
    const shopper = await shopperToken(t.s, 'sunrise', '13955550005');
    const mine = await caller(t.s, shopper).get(`/api/front/orders/${order.id}`);
    expect(mine.body.returnedPayments[0].statusText).toBe('退款失败，商家处理中');

    answer = { status: 'pending', providerRefundId: 'WX-B-1' };
    const retried = await caller(t.s, t.token).post('/api/order/retryReturn', {
      id: order.id,
      returnId: Number(failed!.id),
    });
    expect(retried.status).toBe(200);
    expect(retried.body.returnedPayments[0]).toMatchObject({ status: 'pending' });
    const again = await caller(t.s, t.token).post('/api/order/retryReturn', {
      id: order.id,
      returnId: Number(failed!.id),
    });
    expect(again.status).toBe(409);
    await runDueJobs(t.s.db);
    expect((await returnsOf(order.id))[0]!.status).toBe('pending');

    // The provider's refund notice (verified by the provider) settles it.
    const verified: VerifiedRefund = {
      outRefundNo: failed!.out_refund_no,
      providerRefundId: 'WX-B-1',
      status: 'succeeded',
      amount: '25.00',
    };
    t.s.deps.payments = Object.assign(Object.create(Object.getPrototypeOf(sandbox)), sandbox, {
      verifyRefundNotice: async () => verified,
    });
    const post = () =>
      call(t.s.app, {
        method: 'POST',
        url: '/api/pay/wechat/refund-notify',
        payload: '{}',
        headers: { 'content-type': 'application/json' },
      });
    expect((await post()).status).toBe(200);
    expect((await post()).status).toBe(200);
    expect((await returnsOf(order.id))[0]!.status).toBe('succeeded');
    verified.amount = '24.99';
    expect((await post()).status).toBe(400);
    const end = (await stats()).returnedPayments;
    expect([end.pending.count, end.failed.count]).toEqual([before.pending.count, before.failed.count]);
  });
});
