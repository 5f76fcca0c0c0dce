import { type ActorKind, ORDER_TRANSITIONS, SHOP_ORDER_STATUSES, transitionOf } from '@hh/shared';
import { asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { inCompanyForSystem } from '../src/db/access.ts';
import { type Actor, SYSTEM_ACTOR } from '../src/lib/context.ts';
import { productSkus } from '../src/modules/goods/index.ts';
import { lockOrder, orderPayments, orders, recordEvent } from '../src/modules/orders/index.ts';
import { cancelOrder, receiveOrder } from '../src/modules/orders/lifecycle.ts';
import { orderEvents, orderStatusCounts } from '../src/modules/orders/schema.ts';
import { moveOrder } from '../src/modules/orders/transitions.ts';
import { signedInServer } from './helpers.ts';
import { companyIdOf, desk } from './orders-fixture.ts';

const t = signedInServer('admin', 'sunrise');
const staff = { kind: 'staff', id: 1, name: 'admin' } as const;
let companyId: number;
let skuId: number;
let uid: number;

beforeAll(async () => {
  companyId = await companyIdOf(t.s, 'sunrise');
  const d = desk(t.s, t.token);
  skuId = (await d.product('状态测试商品', [{ price: '10.00', stock: 500 }])).skuIds[0]!;
  uid = await d.member('状态顾客', '13922220001');
});

const inShop = <T>(fn: Parameters<typeof inCompanyForSystem<T>>[2]) => inCompanyForSystem(t.s, companyId, fn);

/** A new unpaid order, then put straight into `status` (as if earlier steps had happened). */
async function orderIn(status: (typeof SHOP_ORDER_STATUSES)[number]) {
  const created = await desk(t.s, t.token).placeOrder(uid, [{ skuId, quantity: 1 }]);
  const id = created.created.body.id as number;
  await inShop((tx) => tx.update(orders).set({ status }).where(eq(orders.id, id)));
  return id;
}

const ACTIONS = [...new Set(ORDER_TRANSITIONS.map((x) => x.action))];

/** One actor of each kind; the orders placed here are the member's, delivered by express. */
const actorOf = (kind: ActorKind): Actor =>
  kind === 'system' ? SYSTEM_ACTOR : kind === 'staff' ? staff : { kind, id: uid, name: '状态顾客' };

/** Takes `action` on order `id` as `actor`: the moved order, or the refusal. */
const attempt = (id: number, actor: Actor, action: (typeof ACTIONS)[number]) =>
  inShop(async (tx) => {
    const order = await lockOrder(tx, companyId, id);
    return moveOrder(tx, actor, order!, action).then(
      (moved) => ({ ok: true as const, moved }),
      (error: { status?: number; key?: string; params?: unknown }) => ({ ok: false as const, error }),
    );
  });

const statusOf = async (id: number) =>
  (await inShop((tx) => tx.select().from(orders).where(eq(orders.id, id))))[0]!;

describe('the transition table', () => {
  it('allows exactly the table, refusing every other step with 409 (naming the status and the action) and leaving the order as it was', async () => {
    for (const from of SHOP_ORDER_STATUSES) {
      for (const action of ACTIONS) {
        const id = await orderIn(from);
        const legal = transitionOf(ORDER_TRANSITIONS, { status: from, kind: 'express' }, action);
        const actor = actorOf(legal?.by[0] ?? 'staff');
        const result = await attempt(id, actor, action);
        const now = await statusOf(id);
        if (legal) {
          expect(result.ok, `${from} ${action}`).toBe(true);
          expect(now.status).toBe(legal.to);
          expect(now[legal.stamp]).toBeInstanceOf(Date);
          const events = await inShop((tx) =>
            tx.select().from(orderEvents).where(eq(orderEvents.orderId, id)).orderBy(asc(orderEvents.id)),
          );
          expect(events.at(-1)).toMatchObject({
            action,
            actorKind: actor.kind,
            actorName: actor.name,
            params: { from, to: legal.to },
          });
        } else {
          expect(result.ok, `${from} ${action}`).toBe(false);
          if (!result.ok)
            expect(result.error).toMatchObject({
              status: 409,
              key: 'order.illegalTransition',
              params: { from, action },
            });
          expect(now.status).toBe(from);
        }
      }
    }
  });

  it('lets only whom the table names take a step', async () => {
    const kinds: ActorKind[] = ['staff', 'shopper', 'system'];
    const narrow = ORDER_TRANSITIONS.filter((x) => x.by.length < kinds.length);
    expect(narrow.map((x) => x.action)).toEqual(['ship', 'receive', 'verify', 'complete']);
    for (const step of narrow) {
      const other = kinds.find((k) => !(step.by as readonly ActorKind[]).includes(k))!;
      const id = await orderIn(step.from);
      const result = await attempt(id, actorOf(other), step.action);
      expect(result.ok, `${other} ${step.action}`).toBe(false);
      expect((await statusOf(id)).status).toBe(step.from);
    }
  });

  it('refuses a move whose expected status another change already left (a lost race)', async () => {
    const id = await orderIn('toShip');
    const stale = await inShop((tx) => lockOrder(tx, companyId, id));
    await inShop((tx) => moveOrder(tx, staff, stale!, 'ship'));
    await expect(inShop((tx) => moveOrder(tx, staff, stale!, 'ship'))).rejects.toMatchObject({
      status: 409,
    });
    const events = await inShop((tx) => tx.select().from(orderEvents).where(eq(orderEvents.orderId, id)));
    expect(events.filter((e) => e.action === 'ship')).toHaveLength(1);
  });

  it('keeps the per-status counters exact through inserts and moves', async () => {
    const counts = async () => {
      const rows = await inShop((tx) => tx.select().from(orderStatusCounts));
      const byStatus: Record<string, number> = {};
      for (const r of rows) byStatus[r.status] = (byStatus[r.status] ?? 0) + r.n;
      const actual = await inShop((tx) => tx.select({ status: orders.status }).from(orders));
      const real: Record<string, number> = {};
      for (const r of actual) real[r.status] = (real[r.status] ?? 0) + 1;
      return { byStatus: Object.fromEntries(Object.entries(byStatus).filter(([, n]) => n !== 0)), real };
    };
    await orderIn('received');
    const { byStatus, real } = await counts();
    expect(byStatus).toEqual(real);
  });

  it('cancels an unpaid order: stock back through the stock service, payments closed, reason kept', async () => {
    const id = await orderIn('unpaid');
    const stockBefore = await inShop((tx) => tx.select().from(productSkus).where(eq(productSkus.id, skuId)));
    await inShop((tx) =>
      tx
        .insert(orderPayments)
        .values({ orderId: id, method: 'sandbox', outTradeNo: `PTEST${id}`, amount: '10.00' }),
    );
    await inShop(async (tx) => cancelOrder(tx, staff, (await lockOrder(tx, companyId, id))!, 'staff'));
    const [order] = await inShop((tx) => tx.select().from(orders).where(eq(orders.id, id)));
    expect(order).toMatchObject({ status: 'cancelled', cancelReason: 'staff' });
    const [sku] = await inShop((tx) => tx.select().from(productSkus).where(eq(productSkus.id, skuId)));
    expect(sku!.stock).toBe(stockBefore[0]!.stock + 1);
    const [payment] = await inShop((tx) =>
      tx.select().from(orderPayments).where(eq(orderPayments.orderId, id)),
    );
    expect(payment!.status).toBe('closed');
    await expect(
      inShop(async (tx) => cancelOrder(tx, staff, (await lockOrder(tx, companyId, id))!, 'staff')),
    ).rejects.toMatchObject({ status: 409 });
  });

  it('receives a shipped order and a pickup order being verified, and records other changes on the timeline', async () => {
    for (const [from, actor, action] of [
      ['shipped', SYSTEM_ACTOR, 'receive'],
      ['toVerify', staff, 'verify'],
    ] as const) {
      const id = await orderIn(from);
      const received = await inShop(async (tx) =>
        receiveOrder(tx, actor, (await lockOrder(tx, companyId, id))!),
      );
      expect(received.status).toBe('received');
      const events = await inShop((tx) => tx.select().from(orderEvents).where(eq(orderEvents.orderId, id)));
      expect(events.at(-1)?.action).toBe(action);
    }
    const id = await orderIn('unpaid');
    await inShop((tx) => recordEvent(tx, staff, id, 'remark', { text: '<b>不是 HTML</b>' }));
    const events = await inShop((tx) => tx.select().from(orderEvents).where(eq(orderEvents.orderId, id)));
    expect(events.map((e) => e.action)).toEqual(['create', 'remark']);
  });
});
