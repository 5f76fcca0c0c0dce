import { ORDER_TRANSITIONS, SHOP_ORDER_STATUSES } from '@hh/shared';
import { asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { inCompanyForSystem } from '../src/db/access.ts';
import { productSkus } from '../src/modules/goods/index.ts';
import {
  cancelOrder,
  lockOrder,
  moveOrder,
  orderEvents,
  orderPayments,
  orderStatusCounts,
  orders,
  receiveOrder,
  recordEvent,
} from '../src/modules/orders/index.ts';
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

describe('the transition table', () => {
  it('allows exactly the table, refusing every other move with 409 and leaving the order as it was', async () => {
    for (const from of SHOP_ORDER_STATUSES) {
      for (const to of SHOP_ORDER_STATUSES) {
        const id = await orderIn(from);
        const legal = ORDER_TRANSITIONS.find((x) => x.from === from && x.to === to);
        const attempt = await inShop(async (tx) => {
          const order = await lockOrder(tx, companyId, id);
          return moveOrder(tx, staff, order!, to).then(
            (moved) => ({ ok: true as const, moved }),
            (error: { status?: number; key?: string }) => ({ ok: false as const, error }),
          );
        });
        const [now] = await inShop((tx) => tx.select().from(orders).where(eq(orders.id, id)));
        if (legal) {
          expect(attempt.ok, `${from} → ${to}`).toBe(true);
          expect(now!.status).toBe(to);
          expect(now![legal.stamp]).toBeInstanceOf(Date);
          const events = await inShop((tx) =>
            tx.select().from(orderEvents).where(eq(orderEvents.orderId, id)).orderBy(asc(orderEvents.id)),
          );
          expect(events.at(-1)).toMatchObject({
            action: legal.action,
            actorKind: 'staff',
            actorName: 'admin',
            params: { from, to },
          });
        } else {
          expect(attempt.ok, `${from} → ${to}`).toBe(false);
          if (!attempt.ok)
            expect(attempt.error).toMatchObject({ status: 409, key: 'order.illegalTransition' });
          expect(now!.status).toBe(from);
        }
      }
    }
  });

  it('refuses a move whose expected status another change already left (a lost race)', async () => {
    const id = await orderIn('toShip');
    const stale = await inShop((tx) => lockOrder(tx, companyId, id));
    await inShop((tx) => moveOrder(tx, staff, stale!, 'shipped'));
    await expect(inShop((tx) => moveOrder(tx, staff, stale!, 'shipped'))).rejects.toMatchObject({
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
    for (const from of ['shipped', 'toVerify'] as const) {
      const id = await orderIn(from);
      const received = await inShop(async (tx) =>
        receiveOrder(tx, staff, (await lockOrder(tx, companyId, id))!),
      );
      expect(received.status).toBe('received');
    }
    const id = await orderIn('unpaid');
    await inShop((tx) => recordEvent(tx, staff, id, 'remark', { text: '<b>不是 HTML</b>' }));
    const events = await inShop((tx) => tx.select().from(orderEvents).where(eq(orderEvents.orderId, id)));
    expect(events.map((e) => e.action)).toEqual(['create', 'remark']);
  });
});
