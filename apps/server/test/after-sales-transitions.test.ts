import {
  AFTER_SALE_REJECT_REASON_MAX,
  AFTER_SALE_STATUSES,
  AFTER_SALE_TRANSITIONS,
  AFTER_SALE_TYPES,
  type AfterSaleStatus,
  type AfterSaleType,
  REFUND_TARGETS,
  transitionOf,
} from '@hh/shared';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { runDueJobs } from '../src/modules/jobs/service.ts';
import { afterSalesServer, expectOk } from './after-sales-fixture.ts';
import { caller, type Json } from './helpers.ts';
import { rowsOf } from './storefront-helpers.ts';

const { t, shop } = afterSalesServer('13966660002');

/** The actions a person can ask for, each as its call. */
const ACTIONS = {
  approve: (id: number) => caller(t.s, t.token).post('/api/afterSale/approve', { id }),
  reject: (id: number) => caller(t.s, t.token).post('/api/afterSale/reject', { id, reason: '不符合条件' }),
  receive: (id: number) => caller(t.s, t.token).post('/api/afterSale/receive', { id, restock: false }),
  refund: (id: number) => caller(t.s, t.token).post('/api/afterSale/refund', { id }),
  retryRefund: (id: number) => caller(t.s, t.token).post('/api/afterSale/retryRefund', { id }),
  withdraw: (id: number) => caller(t.s, shop.shopper).post(`/api/front/after-sales/${id}/withdraw`),
  shipBack: (id: number) =>
    caller(t.s, shop.shopper).post(`/api/front/after-sales/${id}/return`, {
      expressCode: 'YTO',
      expressName: '圆通速递',
      trackingNo: 'YT0000000001',
    }),
} satisfies Record<string, (id: number) => Promise<Json>>;
type Action = keyof typeof ACTIONS;

/** An after-sale of the type on a fresh order, put in `status` (as its earlier steps would have left it). */
async function afterSaleIn(type: AfterSaleType, status: AfterSaleStatus) {
  const [a] = shop.skus;
  const order = await shop.order([[a!, 1]]);
  const applied = expectOk(await shop.apply(order, { type }));
  await t.s.db.drizzle.execute(
    sql`update after_sales set status = ${status}, amount_approved = amount_requested where id = ${applied.id}`,
  );
  return applied.id as number;
}

const statusOf = async (id: number) =>
  (await rowsOf<{ status: string }>(t.s, sql`select status from after_sales where id = ${id}`))[0]!.status;

const legal = (type: AfterSaleType, from: AfterSaleStatus, action: Action) =>
  action === 'retryRefund'
    ? false
    : transitionOf(AFTER_SALE_TRANSITIONS, { status: from, kind: type }, action)?.to;

describe('the after-sale transition table', () => {
  it('refuses every step the table lacks with 409 and changes nothing', async () => {
    const refused: string[] = [];
    for (const type of AFTER_SALE_TYPES) {
      for (const status of AFTER_SALE_STATUSES) {
        const id = await afterSaleIn(type, status);
        for (const action of Object.keys(ACTIONS) as Action[]) {
          if (legal(type, status, action)) continue;
          const res = await ACTIONS[action](id);
          expect(res.status, `${type} ${status} ${action}: ${JSON.stringify(res.body)}`).toBe(409);
          refused.push(`${type}:${status}:${action}`);
        }
        expect(await statusOf(id)).toBe(status);
      }
    }
    expect(refused.length).toBeGreaterThan(100);
  }, 300_000);

  it('takes every step the table has, to the status it names', async () => {
    const steps = AFTER_SALE_TRANSITIONS.filter((tr) => tr.action in ACTIONS);
    expect(steps.length).toBe(8);
    for (const step of steps) {
      for (const type of 'kinds' in step ? step.kinds : AFTER_SALE_TYPES) {
        const id = await afterSaleIn(type, step.from);
        const res = await ACTIONS[step.action as Action](id);
        expect(res.status, `${type} ${step.from} ${step.action}: ${JSON.stringify(res.body)}`).toBe(200);
        // A refund to the wallet arrives at once: refunding moves on to refunded in the same call.
        const arrived = step.to === 'refunding' ? 'refunded' : step.to;
        expect(res.body.status).toBe(arrived);
        const last = res.body.events.map((e: { action: string }) => e.action);
        expect(last).toContain(step.action);
      }
    }
  }, 300_000);

  it('writes each step on the order timeline too, and answers messages in the caller language', async () => {
    const id = await afterSaleIn('refund', 'submitted');
    const rejected = expectOk(
      await caller(t.s, t.token).post('/api/afterSale/reject', { id, reason: '<i>不行</i>' }),
    );
    expect(rejected.rejectReason).toBe('<i>不行</i>');
    expect(rejected.events.at(-1).message).toBe('拒绝售后：<i>不行</i>');
    const order = expectOk(await caller(t.s, t.token).get(`/api/order/${rejected.orderId}`));
    const lines = order.events.filter((e: { action: string }) => e.action === 'afterSale');
    expect(lines.map((e: { message: string }) => e.message)).toEqual([
      `售后 ${rejected.code}：申请售后`,
      `售后 ${rejected.code}：拒绝售后`,
    ]);
  });

  it('refunds back the way it was paid, or to the wallet when staff say so, and bounds the reject reason', async () => {
    const expected = { original: 'sandbox', wallet: 'wallet' } as const;
    for (const refundTo of REFUND_TARGETS) {
      const [a] = shop.skus;
      const order = await shop.order([[a!, 1]], { payMethod: 'sandbox' });
      const applied = expectOk(await shop.apply(order));
      if (refundTo === 'original') {
        const long = await caller(t.s, t.token).post('/api/afterSale/reject', {
          id: applied.id,
          reason: '长'.repeat(AFTER_SALE_REJECT_REASON_MAX + 1),
        });
        expect(long.status).toBe(400);
        expect(long.body.errors[0].field).toBe('reason');
      }
      expectOk(await caller(t.s, t.token).post('/api/afterSale/approve', { id: applied.id, refundTo }));
      await runDueJobs(t.s.db);
      const done = expectOk(await caller(t.s, t.token).get(`/api/afterSale/${applied.id}`));
      expect(done).toMatchObject({ status: 'refunded', refundTo });
      expect(done.refunds[0]).toMatchObject({ method: expected[refundTo], status: 'succeeded' });
    }
  });
});
