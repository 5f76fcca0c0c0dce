import { eq, inArray, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { inCompanyForSystem } from '../src/db/access.ts';
import { productSkus, products } from '../src/modules/goods/index.ts';
import { runDueJobs, runSweeps } from '../src/modules/jobs/service.ts';
import { orders } from '../src/modules/orders/index.ts';
import { payThroughProvider } from '../src/modules/orders/payments/service.ts';
import type { SandboxProvider } from '../src/modules/payments/index.ts';
import { call, signedInServer } from './helpers.ts';
import { companyIdOf, desk, shopperCtx } from './orders-fixture.ts';

/**
 * A product's sales are counted when an order of it is paid: off the payment's transaction (the
 * payment marks the order, a fold right after its commit counts it), exactly once.
 */
const t = signedInServer('admin', 'sunrise');
let companyId: number;
/** Two products: the first with two SKUs. */
let tee: { id: number; skuIds: number[] };
let mug: { id: number; skuIds: number[] };

beforeAll(async () => {
  companyId = await companyIdOf(t.s, 'sunrise');
  const d = desk(t.s, t.token);
  tee = await d.product('销量测试 T 恤', [
    { specKey: '白色', price: '10.00', stock: 100 },
    { specKey: '黑色', price: '12.00', stock: 100 },
  ]);
  mug = await d.product('销量测试杯子', [{ price: '5.00', stock: 100 }]);
});

const inShop = <T>(fn: Parameters<typeof inCompanyForSystem<T>>[2]) => inCompanyForSystem(t.s, companyId, fn);

async function salesOf() {
  const rows = await inShop((tx) =>
    tx
      .select({ id: products.id, sales: products.sales })
      .from(products)
      .where(inArray(products.id, [tee.id, mug.id])),
  );
  const of = (id: number) => rows.find((r) => r.id === id)!.sales;
  return { tee: of(tee.id), mug: of(mug.id) };
}

/** White ×2 and black ×3 of the tee, and one mug: 5 tees and 1 mug, unpaid. */
async function basket(uid: number) {
  const { created } = await desk(t.s, t.token).placeOrder(uid, [
    { skuId: tee.skuIds[0]!, quantity: 2 },
    { skuId: tee.skuIds[1]!, quantity: 3 },
    { skuId: mug.skuIds[0]!, quantity: 1 },
  ]);
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  return created.body as { id: number };
}

const statusOf = async (id: number) =>
  (await inShop((tx) => tx.select({ status: orders.status }).from(orders).where(eq(orders.id, id))))[0]!
    .status;

describe('product sales', () => {
  it('count the quantity paid by wallet, per product, and nothing while unpaid', async () => {
    const d = desk(t.s, t.token);
    const uid = await d.member('销量顾客甲', '13944440001', '500');
    const before = await salesOf();
    const order = await basket(uid);
    expect(await salesOf()).toEqual(before);
    const paid = await d.send('POST', `/api/order/${order.id}/payByWallet`, { memberId: uid });
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    await expect.poll(salesOf).toEqual({ tee: before.tee + 5, mug: before.mug + 1 });
  });

  it('count a provider payment once, however often its notice comes', async () => {
    const uid = await desk(t.s, t.token).member('销量顾客乙', '13944440002');
    const before = await salesOf();
    const order = await basket(uid);
    const provider = t.s.deps.payments as SandboxProvider;
    const payment = await payThroughProvider(
      shopperCtx(t.s, companyId, uid),
      uid,
      order.id,
      provider,
      'http://shop.test',
    );
    const url = payment.payUrl.replace(/^https?:\/\/[^/]+/, '');
    expect((await call(t.s.app, { method: 'GET', url })).body.message).toBe('paid');
    expect((await call(t.s.app, { method: 'GET', url })).body.message).toBe('repeat');
    await expect.poll(salesOf).toEqual({ tee: before.tee + 5, mug: before.mug + 1 });
    await runSweeps(t.s.db);
    expect(await salesOf()).toEqual({ tee: before.tee + 5, mug: before.mug + 1 });
  });

  it('stay as they were when an unpaid order is cancelled by the staff or by its timer', async () => {
    const d = desk(t.s, t.token);
    const uid = await d.member('销量顾客丙', '13944440003', '500');
    const before = await salesOf();
    const byStaff = await basket(uid);
    expect((await d.send('POST', '/api/order/cancel', { id: byStaff.id })).status).toBe(200);
    const byTimer = await basket(uid);
    expect(await runDueJobs(t.s.db, new Date(Date.now() + 31 * 60_000))).toBeGreaterThan(0);
    expect(await statusOf(byTimer.id)).toBe('cancelled');
    expect(await salesOf()).toEqual(before);
  });

  it('leave the product’s stock total to the fold after the order, which sums its SKUs', async () => {
    const d = desk(t.s, t.token);
    const uid = await d.member('销量顾客戊', '13944440005', '500');
    const totals = () =>
      inShop(async (tx) => {
        const rows = await tx
          .select({ id: products.id, stock: products.stock })
          .from(products)
          .where(inArray(products.id, [tee.id, mug.id]));
        const skus = await tx
          .select({ productId: productSkus.productId, stock: productSkus.stock })
          .from(productSkus)
          .where(inArray(productSkus.productId, [tee.id, mug.id]));
        return rows.map((r) => ({
          id: r.id,
          total: r.stock,
          skus: skus.filter((k) => k.productId === r.id).reduce((n, k) => n + k.stock, 0),
        }));
      });
    await basket(uid);
    await expect.poll(async () => (await totals()).every((p) => p.total === p.skus)).toBe(true);
    await runSweeps(t.s.db);
    expect((await totals()).every((p) => p.total === p.skus)).toBe(true);
  });

  it('are counted off the payment’s transaction: when they cannot be, the order is paid and the sweep counts them later, once', async () => {
    const d = desk(t.s, t.token);
    const uid = await d.member('销量顾客丁', '13944440004', '500');
    const order = await basket(uid);
    const before = await salesOf();
    await t.s.db.drizzle.execute(sql`
      create function test_no_sales() returns trigger language plpgsql as $$
      begin
        if new.sales <> old.sales then raise exception 'sales refused'; end if;
        return new;
      end $$`);
    await t.s.db.drizzle.execute(
      sql`create trigger test_no_sales before update on products for each row execute function test_no_sales()`,
    );
    try {
      const paid = await d.send('POST', `/api/order/${order.id}/payByWallet`, { memberId: uid });
      expect(paid.status, JSON.stringify(paid.body)).toBe(200);
      expect(await statusOf(order.id)).toBe('toShip');
      await runSweeps(t.s.db);
      expect(await salesOf()).toEqual(before);
    } finally {
      await t.s.db.drizzle.execute(sql`drop trigger test_no_sales on products`);
      await t.s.db.drizzle.execute(sql`drop function test_no_sales()`);
    }
    await runSweeps(t.s.db);
    expect(await salesOf()).toEqual({ tee: before.tee + 5, mug: before.mug + 1 });
    await runSweeps(t.s.db);
    expect(await salesOf()).toEqual({ tee: before.tee + 5, mug: before.mug + 1 });
  });
});
