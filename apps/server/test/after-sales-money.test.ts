import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { PaymentProvider, RefundOrder } from '../src/lib/payment-provider.ts';
import { type RefundReversal, registerRefundReversal } from '../src/modules/after-sales/reversal.ts';
import { runDueJobs } from '../src/modules/jobs/service.ts';
import { WechatPayProvider } from '../src/modules/payments/wechat.ts';
import { afterSalesServer, expectOk, walletOf } from './after-sales-fixture.ts';
import { call } from './helpers.ts';
import { rowsOf } from './storefront-helpers.ts';
import { encryptedResource, pem, platformSigned } from './wechat-fixture.ts';

const { t, shop, staff, shopper } = afterSalesServer('13966660003');
let sandbox: PaymentProvider;
/** The request answers with the provider refund pending; its job sends it (the runner's next poll). */
const afterJobs = async (id: number) => {
  await runDueJobs(t.s.db);
  return expectOk(await staff().get(`/api/afterSale/${id}`));
};

beforeAll(async () => {
  sandbox = t.s.deps.payments;
});
afterEach(() => {
  t.s.deps.payments = sandbox;
});

const apply = (orderId: number, lines: [number, number][], type = 'refund') =>
  shopper().post('/api/front/after-sales', {
    orderId,
    type,
    lines: lines.map(([orderLineId, quantity]) => ({ orderLineId, quantity })),
    reason: 'notWanted',
  });

const orderRow = async (id: number) =>
  (
    await rowsOf<{
      status: string;
      refund_status: string;
      refunded_amount: string;
      freight_refunded: boolean;
    }>(
      t.s,
      sql`select status, refund_status, refunded_amount::text, freight_refunded from orders where id = ${id}`,
    )
  )[0]!;

describe('partial refunds over several lines', () => {
  it('gives each line its share of what was paid, the freight once with the last lines, and closes the order when all is back', async () => {
    const [a, b, c] = shop.skus;
    // Goods 60 + 20 + 30 = 110, freight 12, discount 10: 112 paid, 100 of it for goods.
    // Shares: 100 × 60/110 = 54.54, 100 × 20/110 = 18.18, the rest 27.28.
    const order = await shop.order(
      [
        [a!, 2],
        [b!, 1],
        [c!, 3],
      ],
      { freight: '12.00', discount: '10.00' },
    );
    const [la, lb, lc] = order.lineIds as [number, number, number];
    const reversals: RefundReversal[] = [];
    registerRefundReversal('test', async (_tx, r) => {
      if (r.order.id === order.id) reversals.push(r);
    });
    const first = expectOk(await apply(order.id, [[la, 1]]));
    expect(first.amountRequested).toBe('27.27');
    expectOk(await staff().post('/api/afterSale/approve', { id: first.id }));
    expect(await orderRow(order.id)).toMatchObject({ refund_status: 'partial', refunded_amount: '27.27' });

    const second = expectOk(await apply(order.id, [[lc, 2]]));
    expect(second).toMatchObject({ amountRequested: '18.18', freightAmount: '0.00' });
    // Asking for more pieces than are left is a field error, and nothing is held.
    const tooMany = await apply(order.id, [[la, 2]]);
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.errors[0].field).toBe('lines.0.quantity');
    expectOk(await staff().post('/api/afterSale/approve', { id: second.id }));

    const left = expectOk(await shopper().get(`/api/front/orders/${order.id}/refundable`));
    expect(
      left.lines.map((l: { refundableQuantity: number; refundableAmount: string }) => [
        l.refundableQuantity,
        l.refundableAmount,
      ]),
    ).toEqual([
      [1, '27.27'],
      [1, '18.18'],
      [1, '9.10'],
    ]);
    expect(left).toMatchObject({ freight: '12.00', total: '66.55' });

    // The last lines carry the freight; rejected, it frees the freight for the next application.
    const last = expectOk(
      await apply(order.id, [
        [la, 1],
        [lb, 1],
        [lc, 1],
      ]),
    );
    expect(last).toMatchObject({ amountRequested: '66.55', freightAmount: '12.00' });
    expectOk(await staff().post('/api/afterSale/reject', { id: last.id, reason: '请分开申请' }));
    const withoutFreight = expectOk(await apply(order.id, [[lb, 1]]));
    expect(withoutFreight).toMatchObject({ amountRequested: '18.18', freightAmount: '0.00' });
    expectOk(await staff().post('/api/afterSale/approve', { id: withoutFreight.id }));
    const final = expectOk(
      await apply(order.id, [
        [la, 1],
        [lc, 1],
      ]),
    );
    expect(final).toMatchObject({ amountRequested: '48.37', freightAmount: '12.00' });
    const done = expectOk(await staff().post('/api/afterSale/approve', { id: final.id }));
    expect(done.order).toMatchObject({ status: 'closed', refundStatus: 'full', refundedAmount: '112.00' });
    expect(await orderRow(order.id)).toMatchObject({ freight_refunded: true });
    // The hook other modules plug into saw every refund, in proportion to what was paid.
    expect(reversals.map((r) => [r.amount, r.proportion, r.full])).toEqual([
      ['27.27', '0.243482', false],
      ['18.18', '0.162321', false],
      ['18.18', '0.162321', false],
      ['48.37', '0.431875', true],
    ]);
    expect(reversals[3]!.lines.map((l) => [l.orderLineId, l.quantity])).toEqual([
      [la, 1],
      [lc, 1],
    ]);

    const closed = expectOk(await shopper().get(`/api/front/orders/${order.id}/refundable`));
    expect(closed).toMatchObject({ canApply: false, total: '0.00' });
    expect((await apply(order.id, [[la, 1]])).status).toBe(409);
    const detail = expectOk(await staff().get(`/api/order/${order.id}`));
    expect(detail.events.find((e: { action: string }) => e.action === 'close')).toMatchObject({
      message: '订单已全额退款，交易关闭',
    });
  });

  it('refunds less than asked when staff approve less, and never more', async () => {
    const [a] = shop.skus;
    const order = await shop.order([[a!, 1]]);
    const asked = expectOk(await apply(order.id, [[order.lineIds[0]!, 1]]));
    const tooMuch = await staff().post('/api/afterSale/approve', { id: asked.id, amount: '30.01' });
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.body.errors[0].field).toBe('amount');
    const part = expectOk(await staff().post('/api/afterSale/approve', { id: asked.id, amount: '12.5' }));
    expect(part).toMatchObject({ status: 'refunded', amountApproved: '12.50', amountRefunded: '12.50' });
    expect(part.order).toMatchObject({ refundStatus: 'full', status: 'closed' });
  });
});

describe('never more than paid, under concurrent requests', () => {
  it('lets one of several simultaneous applications for the whole order through', async () => {
    const [a, b] = shop.skus;
    const order = await shop.order(
      [
        [a!, 1],
        [b!, 2],
      ],
      { freight: '5.00' },
    );
    const all: [number, number][] = [
      [order.lineIds[0]!, 1],
      [order.lineIds[1]!, 2],
    ];
    const results = await Promise.all(Array.from({ length: 6 }, () => apply(order.id, all)));
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    for (const r of results.filter((x) => x.status !== 200)) expect([400, 409]).toContain(r.status);
  });

  it('refunds one of two after-sales that together ask for more than was paid, when approved at once', async () => {
    const [a] = shop.skus;
    const order = await shop.order([[a!, 1]]);
    const one = expectOk(await apply(order.id, [[order.lineIds[0]!, 1]]));
    // A second claim on the same piece, written behind the service's back (as a bug or a race would).
    const [copy] = await rowsOf<{ id: string }>(
      t.s,
      sql`insert into after_sales (company_id, code, order_id, member_id, type, status, reason, amount_requested)
        select company_id, code || 'X', order_id, member_id, type, status, reason, amount_requested
        from after_sales where id = ${one.id} returning id`,
    );
    await t.s.db.drizzle.execute(
      sql`insert into after_sale_lines (company_id, after_sale_id, order_line_id, quantity, amount)
        select company_id, ${Number(copy!.id)}, order_line_id, quantity, amount from after_sale_lines where after_sale_id = ${one.id}`,
    );
    const wallet = await walletOf(t.s, shop.memberId);
    const results = await Promise.all(
      [one.id, Number(copy!.id)].map((id) => staff().post('/api/afterSale/approve', { id })),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(await walletOf(t.s, shop.memberId)).toBe((Number(wallet) + 30).toFixed(2));
    expect(await orderRow(order.id)).toMatchObject({ refunded_amount: '30.00', refund_status: 'full' });
  });
});

describe('refunds through the payment provider', () => {
  it('keeps a failed provider refund visible, and retries it under the same out-refund-no', async () => {
    const [a] = shop.skus;
    const order = await shop.order([[a!, 1]], { payMethod: 'sandbox' });
    const sent: RefundOrder[] = [];
    let fail = true;
    t.s.deps.payments = Object.assign(Object.create(Object.getPrototypeOf(sandbox)), sandbox, {
      refund: async (r: RefundOrder) => {
        sent.push(r);
        return fail ? { status: 'failed' as const, reason: 'NOT_ENOUGH 商户余额不足' } : sandbox.refund(r);
      },
    });
    const asked = expectOk(await apply(order.id, [[order.lineIds[0]!, 1]]));
    const sending = expectOk(await staff().post('/api/afterSale/approve', { id: asked.id }));
    expect(sending.refunds).toEqual([expect.objectContaining({ status: 'pending' })]);
    expect(sent).toEqual([]);
    const failed = await afterJobs(asked.id);
    expect(failed.status).toBe('refunding');
    expect(failed.refunds).toEqual([
      expect.objectContaining({
        status: 'failed',
        failureReason: 'NOT_ENOUGH 商户余额不足',
        method: 'sandbox',
      }),
    ]);
    expect(failed.events.at(-1)).toMatchObject({
      action: 'refundFailed',
      message: '退款失败：NOT_ENOUGH 商户余额不足',
    });
    expect(await orderRow(order.id)).toMatchObject({ refund_status: 'none', refunded_amount: '0.00' });
    const listed = expectOk(await staff().get(`/api/afterSale?tab=refunding&orderId=${order.id}`));
    expect(listed.content.map((r: { id: number }) => r.id)).toEqual([asked.id]);

    fail = false;
    expectOk(await staff().post('/api/afterSale/retryRefund', { id: asked.id }));
    const retried = await afterJobs(asked.id);
    expect(retried.status).toBe('refunded');
    expect(retried.refunds).toEqual([expect.objectContaining({ status: 'succeeded', failureReason: null })]);
    expect(sent.map((r) => r.outRefundNo)).toEqual([sent[0]!.outRefundNo, sent[0]!.outRefundNo]);
    expect(sent[0]).toMatchObject({ outTradeNo: order.outTradeNo, amount: '30.00', total: '30.00' });
    expect((await staff().post('/api/afterSale/retryRefund', { id: asked.id })).status).toBe(409);
    expect(await orderRow(order.id)).toMatchObject({ refund_status: 'full', refunded_amount: '30.00' });
  });

  it('sends a WeChat Pay v3 refund and settles it by its signed notice, once', async () => {
    const merchant = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const platform = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const apiV3Key = randomBytes(16).toString('hex');
    const requests: { url: string; body: Record<string, unknown> }[] = [];
    const fakeFetch = (async (url: string, init: RequestInit) => {
      requests.push({ url, body: JSON.parse(String(init.body)) });
      return new Response(JSON.stringify({ refund_id: '50300000001', status: 'PROCESSING' }), {
        status: 200,
      });
    }) as unknown as typeof fetch;
    t.s.deps.payments = new WechatPayProvider(
      {
        appId: 'wx1',
        mchId: '1900000001',
        serialNo: 'S1',
        privateKey: pem(merchant.privateKey, 'pkcs8'),
        platformPublicKey: pem(platform.publicKey, 'spki'),
        apiV3Key,
        notifyUrl: 'https://shop.example.com/notify/{orderCode}',
      },
      fakeFetch,
    );
    const [a] = shop.skus;
    const order = await shop.order([[a!, 2]], { payMethod: 'wechat' });
    const asked = expectOk(await apply(order.id, [[order.lineIds[0]!, 1]]));
    expectOk(await staff().post('/api/afterSale/approve', { id: asked.id }));
    const pending = await afterJobs(asked.id);
    expect(pending.status).toBe('refunding');
    expect(pending.refunds[0]).toMatchObject({ status: 'pending', providerRefundId: '50300000001' });
    expect(requests[0]!.url).toBe('https://api.mch.weixin.qq.com/v3/refund/domestic/refunds');
    expect(requests[0]!.body).toMatchObject({
      out_trade_no: order.outTradeNo,
      out_refund_no: pending.refunds[0].outRefundNo,
      amount: { refund: 3000, total: 6000, currency: 'CNY' },
      notify_url: expect.stringMatching(/\/api\/pay\/wechat\/refund-notify$/),
    });

    const notice = (refundFen: number, key = apiV3Key) => {
      const plain = {
        out_trade_no: order.outTradeNo,
        out_refund_no: pending.refunds[0].outRefundNo,
        refund_id: '50300000001',
        refund_status: 'SUCCESS',
        amount: { total: 6000, refund: refundFen },
      };
      const body = JSON.stringify({
        id: 'EV-R1',
        event_type: 'REFUND.SUCCESS',
        resource: encryptedResource(plain, key, 'refund'),
      });
      return {
        body,
        headers: { 'content-type': 'application/json', ...platformSigned(body, platform.privateKey) },
      };
    };
    const post = (n: { body: string; headers: Record<string, string> }) =>
      call(t.s.app, {
        method: 'POST',
        url: '/api/pay/wechat/refund-notify',
        payload: n.body,
        headers: n.headers,
      });

    const forged = notice(3000);
    expect((await post({ ...forged, body: forged.body.replace('EV-R1', 'EV-R2') })).status).toBe(400);
    expect((await post(notice(3000, randomBytes(16).toString('hex')))).status).toBe(400);
    expect((await post(notice(2999))).status).toBe(400);
    expect(expectOk(await staff().get(`/api/afterSale/${asked.id}`)).status).toBe('refunding');

    const good = notice(3000);
    expect((await post(good)).status).toBe(200);
    expect((await post(good)).status).toBe(200);
    const settled = expectOk(await staff().get(`/api/afterSale/${asked.id}`));
    expect(settled).toMatchObject({ status: 'refunded', amountRefunded: '30.00' });
    expect(settled.refunds[0]).toMatchObject({ status: 'succeeded', method: 'wechat' });
    expect(settled.events.filter((e: { action: string }) => e.action === 'refundSucceeded')).toHaveLength(1);
    expect(await orderRow(order.id)).toMatchObject({ refund_status: 'partial', refunded_amount: '30.00' });
  });
});
