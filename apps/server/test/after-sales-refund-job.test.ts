import { sql } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { PaymentProvider, RefundOrder, RefundOutcome } from '../src/lib/payment-provider.ts';
import { registerRefundReversal } from '../src/modules/after-sales/reversal.ts';
import { MAX_ATTEMPTS } from '../src/modules/jobs/index.ts';
import { LEASE_MS, runDueJobs } from '../src/modules/jobs/service.ts';
import { afterSalesServer, expectOk } from './after-sales-fixture.ts';
import { rowsOf } from './storefront-helpers.ts';

const { t, shop, staff } = afterSalesServer('13966660007');
let sandbox: PaymentProvider;
const MIN = 60_000;

beforeAll(async () => {
  sandbox = t.s.deps.payments;
});
afterEach(() => {
  t.s.deps.payments = sandbox;
});

/** The sandbox with its refund calls (and lookups) replaced and recorded. */
function fakeProvider(over: {
  refund?: (r: RefundOrder) => Promise<RefundOutcome>;
  queryRefund?: (no: string) => Promise<RefundOutcome | null>;
}) {
  const sent: RefundOrder[] = [];
  const asked: string[] = [];
  t.s.deps.payments = Object.assign(Object.create(Object.getPrototypeOf(sandbox)), sandbox, {
    refund: async (r: RefundOrder) => {
      sent.push(r);
      return over.refund ? over.refund(r) : sandbox.refund(r);
    },
    queryRefund: async (no: string) => {
      asked.push(no);
      return over.queryRefund ? over.queryRefund(no) : sandbox.queryRefund(no);
    },
  });
  return { sent, asked };
}

/** A sandbox-paid order with a refund-only after-sale for its one line, approved by staff. */
async function approvedProviderRefund() {
  const order = await shop.order([[shop.skus[0]!, 1]], { payMethod: 'sandbox' });
  const asked = expectOk(await shop.apply(order, { reason: 'notWanted' }));
  const approved = expectOk(await staff().post('/api/afterSale/approve', { id: asked.id }));
  return { order, id: asked.id as number, approved, refundId: approved.refunds[0].id as number };
}

const detail = async (id: number) => expectOk(await staff().get(`/api/afterSale/${id}`));
const refundedOf = async (orderId: number) =>
  (
    await rowsOf<{ v: string }>(t.s, sql`select refunded_amount::text as v from orders where id = ${orderId}`)
  )[0]!.v;
const jobOf = async (refundId: number) =>
  (
    await rowsOf<{ attempts: number; done_at: string | null; failed_at: string | null }>(
      t.s,
      sql`select attempts, done_at, failed_at from jobs where kind = 'afterSale.sendRefund' and ref = ${String(refundId)}`,
    )
  )[0];

describe('a staff-started provider refund is sent by its durable job only (M1, L4)', () => {
  it('answers at once with the refund pending and its job armed; nothing is sent by the request (a crash here loses nothing)', async () => {
    const { sent } = fakeProvider({});
    const { id, approved, refundId, order } = await approvedProviderRefund();
    expect(approved).toMatchObject({
      status: 'refunding',
      refunds: [expect.objectContaining({ status: 'pending' })],
    });
    expect(sent).toEqual([]);
    expect(await jobOf(refundId)).toMatchObject({ attempts: 0, done_at: null });

    await runDueJobs(t.s.db);
    expect(sent).toHaveLength(1);
    expect(await detail(id)).toMatchObject({ status: 'refunded', amountRefunded: '30.00' });
    expect(await refundedOf(order.id)).toBe('30.00');
  });

  it('a runner that stopped mid-call leaves the lease to run out, and the next runner sends it', async () => {
    const { sent } = fakeProvider({});
    const { id, refundId } = await approvedProviderRefund();
    // As a runner leaves it after its claim committed and before the call returned.
    await t.s.db.drizzle.execute(
      sql`update jobs set run_at = now() + interval '2 minutes' where kind = 'afterSale.sendRefund' and ref = ${String(refundId)}`,
    );
    await runDueJobs(t.s.db);
    expect(sent).toEqual([]);
    await runDueJobs(t.s.db, new Date(Date.now() + LEASE_MS + MIN));
    expect(sent).toHaveLength(1);
    expect((await detail(id)).status).toBe('refunded');
  });

  it('the review sequence: applying the answer fails once (the provider already said yes); the refund is not stranded, the next run completes it once', async () => {
    const { sent } = fakeProvider({});
    let failOnce = true;
    const { id, order, refundId } = await (async () => {
      const seeded = await approvedProviderRefund();
      registerRefundReversal('test.failOnce', async (_tx, r) => {
        if (r.order.id !== seeded.order.id || !failOnce) return;
        failOnce = false;
        throw new Error('canceling statement due to statement timeout');
      });
      return seeded;
    })();
    await runDueJobs(t.s.db);
    expect(sent).toHaveLength(1);
    expect(await detail(id)).toMatchObject({
      status: 'refunding',
      refunds: [expect.objectContaining({ status: 'pending' })],
    });
    expect(await refundedOf(order.id)).toBe('0.00');
    expect(await jobOf(refundId)).toMatchObject({ attempts: 1, done_at: null, failed_at: null });

    await runDueJobs(t.s.db, new Date(Date.now() + 2 * MIN));
    expect(sent.map((r) => r.outRefundNo)).toEqual([sent[0]!.outRefundNo, sent[0]!.outRefundNo]);
    const done = await detail(id);
    expect(done).toMatchObject({ status: 'refunded', amountRefunded: '30.00' });
    expect(done.events.filter((e: { action: string }) => e.action === 'refundSucceeded')).toHaveLength(1);
    expect(await refundedOf(order.id)).toBe('30.00');
    await runDueJobs(t.s.db, new Date(Date.now() + 10 * MIN));
    expect(sent).toHaveLength(2);
  });

  it('never calls the provider inside a transaction: the order, after-sale, refund and job rows are all free during the call', async () => {
    const free: boolean[] = [];
    let ids = { orderId: 0, afterSaleId: 0, refundId: 0 };
    const { sent } = fakeProvider({
      refund: async (r) => {
        for (const q of [
          sql`select id from orders where id = ${ids.orderId} for update nowait`,
          sql`select id from after_sales where id = ${ids.afterSaleId} for update nowait`,
          sql`select id from order_refunds where id = ${ids.refundId} for update nowait`,
          sql`select id from jobs where kind = 'afterSale.sendRefund' and ref = ${String(ids.refundId)} for update nowait`,
        ]) {
          free.push((await rowsOf<{ id: number }>(t.s, q)).length === 1);
        }
        return sandbox.refund(r);
      },
    });
    const { order, id, refundId } = await approvedProviderRefund();
    ids = { orderId: order.id, afterSaleId: id, refundId };
    await runDueJobs(t.s.db);
    expect(sent).toHaveLength(1);
    expect(free).toEqual([true, true, true, true]);
    expect((await detail(id)).status).toBe('refunded');
  });

  it('asks again while the provider is processing, looks a refund pending for minutes up, and staff can check again', async () => {
    let state: RefundOutcome = { status: 'pending', providerRefundId: 'WX-R-1' };
    const { sent, asked } = fakeProvider({
      refund: async () => ({ status: 'pending', providerRefundId: 'WX-R-1' }),
      queryRefund: async () => state,
    });
    const { id, refundId } = await approvedProviderRefund();
    await runDueJobs(t.s.db);
    expect(await detail(id)).toMatchObject({
      status: 'refunding',
      refunds: [expect.objectContaining({ status: 'pending', providerRefundId: 'WX-R-1' })],
    });
    expect(await jobOf(refundId)).toMatchObject({ attempts: 1, done_at: null });

    // "Check again" runs the job now; only a pending refund can be checked.
    expectOk(await staff().post('/api/afterSale/checkRefund', { id }));
    await runDueJobs(t.s.db);
    expect(sent).toHaveLength(2);
    expect(asked).toEqual([]);

    state = { status: 'succeeded', providerRefundId: 'WX-R-1' };
    // Ten minutes later: the refund has been pending for longer than a few minutes.
    await t.s.db.drizzle.execute(
      sql`update order_refunds set requested_at = now() - interval '10 minutes' where id = ${refundId}`,
    );
    await runDueJobs(t.s.db, new Date(Date.now() + 10 * MIN));
    expect(asked).toHaveLength(1);
    expect(sent).toHaveLength(2);
    expect(await detail(id)).toMatchObject({ status: 'refunded' });
    const late = await staff().post('/api/afterSale/checkRefund', { id });
    expect(late.status).toBe(409);
    expect(late.body.message).toBe('只有处理中的退款可以重新查询');
  });

  it('marks the refund failed (shown, retryable) when the job runs out of attempts without an answer', async () => {
    fakeProvider({
      refund: async () => Promise.reject(new Error('The operation was aborted due to timeout')),
    });
    const { id, refundId } = await approvedProviderRefund();
    await runDueJobs(t.s.db);
    expect((await detail(id)).refunds[0]).toMatchObject({ status: 'pending' });
    await t.s.db.drizzle.execute(
      sql`update jobs set attempts = ${MAX_ATTEMPTS - 1}, run_at = now() where kind = 'afterSale.sendRefund' and ref = ${String(refundId)}`,
    );
    await runDueJobs(t.s.db);
    const failed = await detail(id);
    expect(failed.refunds[0]).toMatchObject({
      status: 'failed',
      failureReason: 'no answer from the provider: The operation was aborted due to timeout',
    });
    expect(failed.events.at(-1)).toMatchObject({ action: 'refundFailed' });

    t.s.deps.payments = sandbox;
    expectOk(await staff().post('/api/afterSale/retryRefund', { id }));
    await runDueJobs(t.s.db);
    expect((await detail(id)).status).toBe('refunded');
  });
});
