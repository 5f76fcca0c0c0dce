import { fromCents, type OrderStatus, toCents } from '@hh/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inCompanyForSystem } from '../src/db/access.ts';
import { averageOf } from '../src/modules/dashboard/sales.ts';
import { lockOrder, orderLines, orders } from '../src/modules/orders/index.ts';
import { cancelOrder } from '../src/modules/orders/lifecycle.ts';
import { caller, loginTo, startTestServer, type TestServer } from './helpers.ts';
import { desk } from './orders-fixture.ts';

/**
 * Orders made now go through the checkout, the wallet payment and the cancel of the orders module.
 * Orders on fixed days (time-zone boundaries, exact sums) are written through the orders schema,
 * since the services stamp the current time: each row is an order as those services leave it
 * (paid ones carry paid_at and a paid status, cancelled ones cancelled_at).
 */

let s: TestServer;
let harbour: number;
let memberIds: number[];
let owner: ReturnType<typeof caller>;
let ownerToken: string;
let sunriseOwner: ReturnType<typeof caller>;
let serial = 0;

async function one<T>(query: ReturnType<typeof sql>): Promise<T> {
  const res = (await s.db.drizzle.execute(query)) as unknown as { rows: T[] };
  return res.rows[0]!;
}

interface Line {
  productId: number;
  name: string;
  quantity: number;
  unitPrice: string;
  picture?: string;
}

interface Made {
  status: OrderStatus;
  payAmount: string;
  member?: number;
  paidAt?: string;
  cancelledAt?: string;
  lines?: Line[];
}

/** One order of harbour with its lines, as the checkout and pay steps leave it. */
async function makeOrder(o: Made) {
  serial += 1;
  const paidAt = o.paidAt ? new Date(o.paidAt) : null;
  const createdAt = new Date((paidAt ?? new Date(o.cancelledAt ?? Date.now())).getTime() - 60_000);
  const [order] = await s.db.drizzle
    .insert(orders)
    .values({
      companyId: harbour,
      code: `T${serial}${Date.now()}`,
      memberId: memberIds[o.member ?? 0]!,
      status: o.status,
      deliveryType: 'express',
      goodsTotal: o.payAmount,
      payAmount: o.payAmount,
      payMethod: paidAt ? 'wallet' : null,
      payDeadline: new Date(createdAt.getTime() + 30 * 60_000),
      preOrderKey: `k${serial}${Date.now()}`,
      createdAt,
      paidAt,
      cancelledAt: o.cancelledAt ? new Date(o.cancelledAt) : null,
      cancelReason: o.cancelledAt ? 'timeout' : null,
    })
    .returning();
  const lines = o.lines ?? [];
  if (lines.length) {
    await s.db.drizzle.insert(orderLines).values(
      lines.map((l) => ({
        companyId: harbour,
        orderId: order!.id,
        productId: l.productId,
        skuId: l.productId * 10,
        productName: l.name,
        picture: l.picture ?? null,
        unitPrice: l.unitPrice,
        quantity: l.quantity,
        lineTotal: fromCents(toCents(l.unitPrice) * BigInt(l.quantity)),
      })),
    );
  }
  return order!;
}

const SHANGHAI_MARCH_10 = {
  startTime: '2026-03-09T16:00:00.000Z',
  endTime: '2026-03-10T15:59:59.999Z',
  timeZone: 'Asia/Shanghai',
};

const query = (range: Record<string, string>) =>
  `/api/dashboard/sales?${new URLSearchParams(range).toString()}`;

beforeAll(async () => {
  s = await startTestServer();
  ({ id: harbour } = await one<{ id: number }>(sql`select id from companies where company_key = 'harbour'`));
  harbour = Number(harbour);
  const members = (await s.db.drizzle.execute(
    sql`select uid from members where company_id = ${harbour} order by uid limit 3`,
  )) as unknown as { rows: { uid: number }[] };
  memberIds = members.rows.map((m) => Number(m.uid));
  ownerToken = await loginTo(s.app, 'admin', 'harbour');
  owner = caller(s, ownerToken);
  sunriseOwner = caller(s, await loginTo(s.app, 'admin', 'sunrise'));

  // 2026-03-10 in Shanghai: three paid orders of two members, one at 23:30 that evening.
  await makeOrder({
    status: 'toShip',
    payAmount: '0.10',
    paidAt: '2026-03-09T16:00:00Z', // 00:00 Shanghai
    lines: [{ productId: 1, name: '牛奶', quantity: 1, unitPrice: '0.10' }],
  });
  await makeOrder({
    status: 'completed',
    payAmount: '0.20',
    paidAt: '2026-03-10T02:00:00Z',
    lines: [{ productId: 2, name: '面包 旧名', quantity: 2, unitPrice: '0.10' }],
  });
  await makeOrder({
    status: 'shipped',
    payAmount: '1234567.89',
    member: 1,
    paidAt: '2026-03-10T15:30:00Z', // 23:30 Shanghai, still the 10th
    lines: [
      { productId: 3, name: '金条', quantity: 1, unitPrice: '1234560.00', picture: '/media/gold.png' },
      { productId: 2, name: '面包', quantity: 3, unitPrice: '2.63', picture: '/media/bread.png' },
    ],
  });
  // 00:30 Shanghai on the 11th, still the 10th in UTC.
  await makeOrder({
    status: 'toShip',
    payAmount: '5.00',
    member: 2,
    paidAt: '2026-03-10T16:30:00Z',
    lines: [{ productId: 1, name: '牛奶', quantity: 50, unitPrice: '0.10' }],
  });
  // Never paid, and cancelled on the 10th.
  await makeOrder({ status: 'cancelled', payAmount: '88.00', cancelledAt: '2026-03-10T05:00:00Z' });
  // Unpaid: neither sales nor cancelled.
  await makeOrder({ status: 'unpaid', payAmount: '77.00' });
  // Carrying a pay time but cancelled: left out of the sales all the same.
  await makeOrder({
    status: 'cancelled',
    payAmount: '66.00',
    paidAt: '2026-03-10T03:00:00Z',
    cancelledAt: '2026-03-10T03:30:00Z',
    lines: [{ productId: 9, name: '退货品', quantity: 100, unitPrice: '0.66' }],
  });
});

afterAll(() => s.close());

describe('sales statistics', () => {
  it('sums the paid orders of the day exactly, in the caller time zone', async () => {
    const res = await owner.get(query(SHANGHAI_MARCH_10));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      paidOrders: 3,
      sales: '1234568.19',
      payingMembers: 2,
      averageOrderValue: '411522.73',
      cancelledOrders: 2,
      byDay: [{ date: '2026-03-10', orders: 3, sales: '1234568.19' }],
    });
  });

  it('counts an order at 23:30 Shanghai time on that Shanghai day, and on the UTC day in UTC', async () => {
    const range = {
      startTime: '2026-03-09T16:00:00.000Z',
      endTime: '2026-03-11T15:59:59.999Z',
      timeZone: 'Asia/Shanghai',
    };
    const shanghai = await owner.get(query(range));
    expect(shanghai.body.byDay).toEqual([
      { date: '2026-03-10', orders: 3, sales: '1234568.19' },
      { date: '2026-03-11', orders: 1, sales: '5.00' },
    ]);
    const utc = await owner.get(
      query({ startTime: '2026-03-09T00:00:00.000Z', endTime: '2026-03-11T23:59:59.999Z', timeZone: 'UTC' }),
    );
    expect(utc.body.byDay).toEqual([
      { date: '2026-03-09', orders: 1, sales: '0.10' },
      { date: '2026-03-10', orders: 3, sales: '1234573.09' },
      { date: '2026-03-11', orders: 0, sales: '0.00' },
    ]);
    expect(utc.body.paidOrders).toBe(4);
    expect(utc.body.payingMembers).toBe(3);
  });

  it('ranks products by quantity and by amount from paid order lines, with the latest name and picture', async () => {
    const res = await owner.get(
      query({ startTime: '2026-03-09T00:00:00.000Z', endTime: '2026-03-11T23:59:59.999Z', timeZone: 'UTC' }),
    );
    expect(res.body.topByQuantity).toEqual([
      { productId: 1, name: '牛奶', picture: null, quantity: 51, amount: '5.10' },
      { productId: 2, name: '面包', picture: '/media/bread.png', quantity: 5, amount: '8.09' },
      { productId: 3, name: '金条', picture: '/media/gold.png', quantity: 1, amount: '1234560.00' },
    ]);
    expect(res.body.topByAmount.map((p: { productId: number }) => p.productId)).toEqual([3, 2, 1]);
  });

  it('keeps ten products in each ranking', async () => {
    for (let i = 0; i < 12; i++) {
      await makeOrder({
        status: 'received',
        payAmount: `${(i + 1) * (12 - i)}.00`,
        paidAt: `2026-04-01T0${i % 10}:00:00Z`,
        lines: [{ productId: 100 + i, name: `P${i}`, quantity: i + 1, unitPrice: String(12 - i) }],
      });
    }
    const res = await owner.get(
      query({ startTime: '2026-04-01T00:00:00.000Z', endTime: '2026-04-01T23:59:59.999Z', timeZone: 'UTC' }),
    );
    expect(res.body.paidOrders).toBe(12);
    expect(res.body.sales).toBe('364.00');
    expect(res.body.averageOrderValue).toBe('30.33');
    expect(res.body.topByQuantity).toHaveLength(10);
    expect(res.body.topByQuantity[0]).toMatchObject({ productId: 111, quantity: 12, amount: '12.00' });
    // 6 × 7 = 42 for P5 and P6 alike: the lower product id first.
    expect(res.body.topByAmount.slice(0, 2)).toMatchObject([
      { productId: 105, amount: '42.00' },
      { productId: 106, amount: '42.00' },
    ]);
  });

  it('shows a shop without orders as zeros on every day, and never another shop’s orders', async () => {
    const res = await sunriseOwner.get(query(SHANGHAI_MARCH_10));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      paidOrders: 0,
      sales: '0.00',
      payingMembers: 0,
      averageOrderValue: '0.00',
      cancelledOrders: 0,
      byDay: [{ date: '2026-03-10', orders: 0, sales: '0.00' }],
      topByQuantity: [],
      topByAmount: [],
    });
    const week = await sunriseOwner.get('/api/dashboard/sales');
    expect(week.body.byDay).toHaveLength(7);
  });

  it('refuses a bad range with a field message', async () => {
    const bad: Record<string, string>[] = [
      { startTime: '2026-03-10T00:00:00Z', endTime: '2026-03-09T00:00:00Z' },
      { startTime: '2025-01-01T00:00:00Z', endTime: '2026-03-09T00:00:00Z' },
      { startTime: '2020-01-01T00:00:00Z' },
      { startTime: 'yesterday' },
      { timeZone: 'Mars/Olympus' },
    ];
    for (const range of bad) {
      const res = await owner.get(query(range));
      expect(res.status, JSON.stringify(range)).toBe(400);
    }
  });
});

describe('sales of orders made by the checkout', () => {
  it('counts orders paid from the wallet today, exactly, and the one cancelled unpaid', async () => {
    const d = desk(s, ownerToken);
    const { skuIds } = await d.product('看板测试商品', [{ price: '12.35', stock: 100 }]);
    const skuId = skuIds[0]!;
    const first = await d.member('看板顾客甲', '13955550001', '500');
    const second = await d.member('看板顾客乙', '13955550002', '500');
    const range = {
      startTime: new Date(Date.now() - 60_000).toISOString(),
      endTime: new Date(Date.now() + 3_600_000).toISOString(),
      timeZone: 'Asia/Shanghai',
    };
    const before = await owner.get(query(range));
    expect(before.body.paidOrders).toBe(0);

    const paid: string[] = [];
    for (const [memberId, quantity] of [
      [first, 3],
      [first, 1],
      [second, 2],
    ] as const) {
      const { created } = await d.placeOrder(memberId, [{ skuId, quantity }]);
      expect(created.status).toBe(200);
      const pay = await d.send('POST', `/api/order/${created.body.id}/payByWallet`, { memberId });
      expect(pay.body.status).toBe('toShip');
      paid.push(pay.body.payAmount);
    }
    const unpaid = await d.placeOrder(second, [{ skuId, quantity: 5 }]);
    const harbourId = harbour;
    const staff = { kind: 'staff', id: 1, name: 'admin' } as const;
    await inCompanyForSystem(s, harbourId, async (tx) =>
      cancelOrder(tx, staff, (await lockOrder(tx, harbourId, unpaid.created.body.id))!, 'staff'),
    );

    const res = await owner.get(query(range));
    const sales = fromCents(paid.reduce((sum, amount) => sum + toCents(amount), 0n));
    expect(res.body).toMatchObject({
      paidOrders: 3,
      sales,
      payingMembers: 2,
      averageOrderValue: fromCents((2n * toCents(sales) + 3n) / 6n),
      cancelledOrders: 1,
    });
    expect(res.body.topByQuantity).toEqual([
      { productId: expect.any(Number), name: '看板测试商品', picture: null, quantity: 6, amount: '74.10' },
    ]);
  });
});

describe('average order value', () => {
  it('rounds half up on whole cents', () => {
    expect(averageOf('10.00', 3)).toBe('3.33');
    expect(averageOf('0.05', 2)).toBe('0.03');
    expect(averageOf('0.01', 3)).toBe('0.00');
    expect(averageOf('20.00', 3)).toBe('6.67');
    expect(averageOf('0.00', 0)).toBe('0.00');
  });
});
