import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { inCompanyForSystem, inSystem } from '../src/db/access.ts';
import { productSkus } from '../src/modules/goods/index.ts';
import { lockOrder, orderLines, orders } from '../src/modules/orders/index.ts';
import { cancelOrder } from '../src/modules/orders/lifecycle.ts';
import { queryRows, signedInServer } from './helpers.ts';
import { BEIJING, companyIdOf, desk } from './orders-fixture.ts';

const t = signedInServer('admin', 'sunrise');
const d = () => desk(t.s, t.token);
const STAFF = { kind: 'staff', id: 1, name: 'admin' } as const;
let companyId: number;
beforeAll(async () => {
  companyId = await companyIdOf(t.s, 'sunrise');
});

const stockOf = async (skuId: number) => {
  const [row] = await inSystem({ db: t.s.db }, (tx) =>
    tx.select({ stock: productSkus.stock }).from(productSkus).where(eq(productSkus.id, skuId)),
  );
  return row!.stock;
};

describe('checkout: confirm, compute, create', () => {
  it('prices on the server, takes stock at create and snapshots the lines', async () => {
    const { product, member, send } = d();
    const p = await product('保温杯', [
      { specKey: '白', price: '39.90', stock: 10 },
      { specKey: '黑', price: '45.00', stock: 4 },
    ]);
    const uid = await member('顾客甲', '13911110001');
    const confirmed = await send('POST', '/api/order/checkout/confirm', {
      memberId: uid,
      lines: [
        { skuId: p.skuIds[0], quantity: 2 },
        { skuId: p.skuIds[1], quantity: 1 },
        { skuId: p.skuIds[0], quantity: 1 },
      ],
    });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.key).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(confirmed.body.lines).toHaveLength(2);
    expect(confirmed.body.price).toMatchObject({ goodsTotal: '164.70', payAmount: '164.70', discounts: [] });
    const key = confirmed.body.key as string;

    const noAddress = await send('POST', `/api/order/checkout/${key}/compute`, { memberId: uid });
    expect(noAddress.status).toBe(400);
    const computed = await send('POST', `/api/order/checkout/${key}/compute`, {
      memberId: uid,
      address: BEIJING,
      buyerNote: '请尽快发货',
    });
    expect(computed.status).toBe(200);
    expect(computed.body.address.regionName).toContain('北京市');
    expect(computed.body.existingOrder).toBeNull();

    const created = await send('POST', `/api/order/checkout/${key}/create`, {
      memberId: uid,
      address: BEIJING,
      buyerNote: '请尽快发货',
    });
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({ status: 'unpaid', payAmount: '164.70', buyerNote: '请尽快发货' });
    expect(created.body.code).toMatch(/^\d{18}$/);
    expect(created.body).not.toHaveProperty('preOrderKey');
    expect(new Date(created.body.payDeadline).getTime() - new Date(created.body.createdAt).getTime()).toBe(
      30 * 60_000,
    );
    expect(await stockOf(p.skuIds[0]!)).toBe(7);
    expect(await stockOf(p.skuIds[1]!)).toBe(3);

    const again = await send('POST', `/api/order/checkout/${key}/compute`, {
      memberId: uid,
      address: BEIJING,
    });
    expect(again.body.existingOrder).toEqual({ id: created.body.id, code: created.body.code });

    // A later product edit changes nothing on the order.
    await send('PUT', '/api/product', {
      id: p.id,
      name: '改名的杯子',
      specType: 'multi',
      specs: [{ name: '款式', values: ['白', '黑'] }],
      skus: [
        { specKey: '白', price: '99.00', stock: 7 },
        { specKey: '黑', price: '99.00', stock: 3 },
      ],
    });
    const lines = await inSystem({ db: t.s.db }, (tx) =>
      tx.select().from(orderLines).where(eq(orderLines.orderId, created.body.id)).orderBy(orderLines.skuId),
    );
    expect(lines.map((l) => [l.productName, l.skuLabel, l.unitPrice, l.quantity, l.lineTotal])).toEqual([
      ['保温杯', '白', '39.90', 3, '119.70'],
      ['保温杯', '黑', '45.00', 1, '45.00'],
    ]);
  });

  it('creates one order per key, retried one after another or at the same moment', async () => {
    const { product, member, send } = d();
    const p = await product('帆布包', [{ price: '20.00', stock: 50 }]);
    const uid = await member('顾客乙', '13911110002');
    const confirm = () =>
      send('POST', '/api/order/checkout/confirm', {
        memberId: uid,
        lines: [{ skuId: p.skuIds[0], quantity: 2 }],
      });
    const create = (key: string) =>
      send('POST', `/api/order/checkout/${key}/create`, { memberId: uid, address: BEIJING });

    const first = (await confirm()).body.key as string;
    const a = await create(first);
    const b = await create(first);
    expect(b.body.id).toBe(a.body.id);

    const second = (await confirm()).body.key as string;
    const together = await Promise.all(Array.from({ length: 6 }, () => create(second)));
    expect(together.map((r) => r.status)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(new Set(together.map((r) => r.body.id)).size).toBe(1);

    const count = await inSystem({ db: t.s.db }, (tx) =>
      tx.select({ n: sql<number>`count(*)::int` }).from(orders).where(eq(orders.memberId, uid)),
    );
    expect(count[0]!.n).toBe(2);
    expect(await stockOf(p.skuIds[0]!)).toBe(46);
  });

  it('never oversells: concurrent creates on a SKU with little stock make exactly that many orders', async () => {
    const { product, member, send } = d();
    const p = await product('限量徽章', [{ price: '5.00', stock: 3 }]);
    const uid = await member('顾客丙', '13911110003');
    const keys: string[] = [];
    for (let i = 0; i < 3; i++) {
      const c = await send('POST', '/api/order/checkout/confirm', {
        memberId: uid,
        lines: [{ skuId: p.skuIds[0], quantity: 1 }],
      });
      keys.push(c.body.key);
    }
    // Stock runs out between confirm and create for the later buyers.
    for (let i = 0; i < 5; i++) {
      const c = await send('POST', '/api/order/checkout/confirm', {
        memberId: uid,
        lines: [{ skuId: p.skuIds[0], quantity: 1 }],
      });
      keys.push(c.body.key);
    }
    const results = await Promise.all(
      keys.map((key) =>
        send('POST', `/api/order/checkout/${key}/create`, { memberId: uid, address: BEIJING }),
      ),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(3);
    const refused = results.filter((r) => r.status !== 200);
    expect(refused.map((r) => r.status)).toEqual([409, 409, 409, 409, 409]);
    expect(refused[0]!.body.message).toContain('库存不足');
    expect(refused[0]!.body.message).toContain('限量徽章');
    expect(await stockOf(p.skuIds[0]!)).toBe(0);
  });

  it('leaves nothing of a create refused for stock: no order, line, timeline line, timer or ledger line, counters exact', async () => {
    const { product, member, send } = d();
    const p = await product('最后两件', [{ price: '9.00', stock: 2 }]);
    const skuId = p.skuIds[0]!;
    const uid = await member('顾客庚', '13911110008');
    const keys: string[] = [];
    for (let i = 0; i < 6; i++) {
      const c = await send('POST', '/api/order/checkout/confirm', {
        memberId: uid,
        lines: [{ skuId, quantity: 1 }],
      });
      keys.push(c.body.key);
    }
    // All read the stock before the first takes it: on PostgreSQL the later ones run short at the take itself.
    const results = await Promise.all(
      keys.map((key) =>
        send('POST', `/api/order/checkout/${key}/create`, { memberId: uid, address: BEIJING }),
      ),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 200, 409, 409, 409, 409]);
    expect(results.find((r) => r.status === 409)!.body.message).toContain('最后两件');
    const [left] = await queryRows<Record<string, number>>(
      t.s.db,
      sql`select
        (select count(*)::int from orders where member_id = ${uid}) as orders,
        (select count(*)::int from order_lines where sku_id = ${skuId}) as lines,
        (select count(*)::int from order_lines where order_id not in (select id from orders)) as "strayLines",
        (select count(*)::int from order_events where order_id not in (select id from orders)) as "strayEvents",
        (select count(*)::int from jobs where kind = 'order.cancelUnpaid'
          and ref not in (select id::text from orders)) as "strayTimers",
        (select count(*)::int from jobs where kind = 'order.cancelUnpaid'
          and ref in (select id::text from orders where member_id = ${uid})) as timers,
        (select coalesce(sum(change), 0)::int from stock_ledger where sku_id = ${skuId} and change < 0) as taken,
        (select coalesce(sum(n), 0)::int from order_status_counts
          where company_id = ${companyId} and status = 'unpaid') as "unpaidCounted",
        (select count(*)::int from orders where company_id = ${companyId} and status = 'unpaid') as unpaid,
        (select coalesce(sum(n), 0)::int from row_counts
          where table_name = 'orders' and company_id = ${companyId}) as "ordersCounted",
        (select count(*)::int from orders where company_id = ${companyId}) as "ordersOfCompany"`,
    );
    expect(left).toEqual({
      orders: 2,
      lines: 2,
      strayLines: 0,
      strayEvents: 0,
      strayTimers: 0,
      timers: 2,
      taken: -2,
      unpaidCounted: left!.unpaid,
      unpaid: left!.unpaid,
      ordersCounted: left!.ordersOfCompany,
      ordersOfCompany: left!.ordersOfCompany,
    });
    expect(await stockOf(skuId)).toBe(0);
  });

  it('runs concurrent multi-product orders and cancels without deadlocks, stock exact', async () => {
    const { product, member, send } = d();
    const a = await product('并发甲', [{ price: '1.00', stock: 100 }]);
    const b = await product('并发乙', [{ price: '2.00', stock: 100 }]);
    const uid = await member('并发顾客', '13911110006');
    const cart = (first: number, second: number) => [
      { skuId: first, quantity: 1 },
      { skuId: second, quantity: 1 },
    ];
    const keys = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        send('POST', '/api/order/checkout/confirm', {
          memberId: uid,
          lines: i % 2 ? cart(a.skuIds[0]!, b.skuIds[0]!) : cart(b.skuIds[0]!, a.skuIds[0]!),
        }).then((r) => r.body.key as string),
      ),
    );
    const first = await Promise.all(
      keys
        .slice(0, 6)
        .map((key) => send('POST', `/api/order/checkout/${key}/create`, { memberId: uid, address: BEIJING })),
    );
    const mixed = await Promise.all([
      ...keys
        .slice(6)
        .map((key) => send('POST', `/api/order/checkout/${key}/create`, { memberId: uid, address: BEIJING })),
      ...first.map((o) =>
        inCompanyForSystem(t.s, companyId, async (tx) =>
          cancelOrder(tx, STAFF, (await lockOrder(tx, companyId, o.body.id))!, 'staff'),
        ).then(
          () => ({ status: 200 }),
          (e: { status?: number }) => ({ status: e.status ?? 500 }),
        ),
      ),
    ]);
    expect(first.map((r) => r.status)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(mixed.slice(0, 6).map((r) => r.status)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(mixed.slice(6).map((r) => r.status)).toEqual([200, 200, 200, 200, 200, 200]);
    const open = 6;
    expect(await stockOf(a.skuIds[0]!)).toBe(100 - open);
    expect(await stockOf(b.skuIds[0]!)).toBe(100 - open);
  });

  it('refuses SKUs off the shelf or short of stock at confirm, and other shops see neither', async () => {
    const { product, member, send } = d();
    const p = await product('小众香薰', [{ price: '88.00', stock: 1 }]);
    const uid = await member('顾客丁', '13911110004');
    const short = await send('POST', '/api/order/checkout/confirm', {
      memberId: uid,
      lines: [{ skuId: p.skuIds[0], quantity: 2 }],
    });
    expect(short.status).toBe(409);
    expect(short.body.message).toContain('小众香薰');
    const unknownMember = await send('POST', '/api/order/checkout/confirm', {
      memberId: 999_999,
      lines: [{ skuId: p.skuIds[0], quantity: 1 }],
    });
    expect(unknownMember.status).toBe(404);
    const badKey = await send('POST', `/api/order/checkout/${'x'.repeat(32)}/create`, {
      memberId: uid,
      address: BEIJING,
    });
    expect(badKey.status).toBe(404);
  });

  it('offers pickup only when store_self_mention is 1, at an open store of the company', async () => {
    const { product, member, send } = d();
    const p = await product('鲜花', [{ price: '30.00', stock: 5 }]);
    const uid = await member('顾客戊', '13911110005');
    const store = await send('POST', '/api/hhStores', { name: '中关村店', pickupEnabled: true, status: 1 });
    expect(store.status).toBe(200);
    const confirmed = await send('POST', '/api/order/checkout/confirm', {
      memberId: uid,
      lines: [{ skuId: p.skuIds[0], quantity: 1 }],
    });
    expect(confirmed.body.pickupStores.map((s: { id: number }) => s.id)).toContain(store.body.id);
    const key = confirmed.body.key as string;
    const noStore = await send('POST', `/api/order/checkout/${key}/compute`, {
      memberId: uid,
      deliveryType: 'pickup',
    });
    expect(noStore.status).toBe(400);
    const created = await send('POST', `/api/order/checkout/${key}/create`, {
      memberId: uid,
      deliveryType: 'pickup',
      storeId: store.body.id,
    });
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({ deliveryType: 'pickup', storeId: store.body.id, freight: '0.00' });
    expect(created.body.pickupCode).toMatch(/^\d{10}$/);
    expect(created.body.receiverPhone).toBe('13911110005');

    const closed = await send('PUT', '/api/hhStores', { ...store.body, pickupEnabled: false });
    expect(closed.status).toBe(200);
    const withoutIt = await send('POST', '/api/order/checkout/confirm', {
      memberId: uid,
      lines: [{ skuId: p.skuIds[0], quantity: 1 }],
    });
    expect(withoutIt.body.pickupStores.map((s: { id: number }) => s.id)).not.toContain(store.body.id);
    expect((await send('PUT', '/api/hhStores', { ...store.body, pickupEnabled: true })).status).toBe(200);

    await send('PUT', '/api/systemConfig', { menuName: 'store_self_mention', value: 2 });
    const off = await send('POST', '/api/order/checkout/confirm', {
      memberId: uid,
      lines: [{ skuId: p.skuIds[0], quantity: 1 }],
    });
    expect(off.body.pickupStores).toEqual([]);
    const refused = await send('POST', `/api/order/checkout/${off.body.key}/create`, {
      memberId: uid,
      deliveryType: 'pickup',
      storeId: store.body.id,
    });
    expect(refused.status).toBe(409);
    await send('PUT', '/api/systemConfig', { menuName: 'store_self_mention', value: 1 });
  });

  it("charges freight by the product's template (the default one when it names none) for the address's province", async () => {
    const { product, member, send } = d();
    const template = await send('POST', '/api/freightTemplate', {
      name: '按件计费',
      chargeBy: 'piece',
      rules: [
        { regionIds: [11], first: '1', firstPrice: '10', additional: '1', additionalPrice: '2' },
        { regionIds: [], first: '1', firstPrice: '15', additional: '1', additionalPrice: '5' },
      ],
      isDefault: true,
    });
    expect(template.status).toBe(200);
    const p = await product('运费商品', [{ price: '20.00', stock: 10 }]);
    const uid = await member('运费顾客', '13911110007');
    const confirmed = await send('POST', '/api/order/checkout/confirm', {
      memberId: uid,
      lines: [{ skuId: p.skuIds[0], quantity: 3 }],
      address: BEIJING,
    });
    expect(confirmed.body.address.regionName).toContain('北京市');
    expect(confirmed.body.price).toMatchObject({ goodsTotal: '60.00', freight: '14.00', payAmount: '74.00' });
    const shanghai = { ...BEIJING, provinceId: 31, cityId: 3101, districtId: 310104 };
    const computed = await send('POST', `/api/order/checkout/${confirmed.body.key}/compute`, {
      memberId: uid,
      address: shanghai,
    });
    expect(computed.body.price).toMatchObject({ freight: '25.00', payAmount: '85.00' });
    const created = await send('POST', `/api/order/checkout/${confirmed.body.key}/create`, {
      memberId: uid,
      address: shanghai,
    });
    expect(created.body).toMatchObject({
      freight: '25.00',
      payAmount: '85.00',
      regionName: expect.stringContaining('上海'),
    });
    await send('DELETE', '/api/freightTemplate', [template.body.id]);
  });
});
