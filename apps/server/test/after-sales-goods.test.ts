import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { runDueJobs } from '../src/modules/jobs/service.ts';
import { afterSalesServer, expectOk, paidOrder, stockOf, walletOf } from './after-sales-fixture.ts';
import { call, multipartForm } from './helpers.ts';
import { rowsOf } from './storefront-helpers.ts';

const { t, shop, staff, shopper } = afterSalesServer('13966660031');
const DAY = 86_400_000;

type Status = 'toShip' | 'toVerify' | 'shipped' | 'received';

/** A paid order of `pieces` per SKU (SKUs A, B, C of the shop), whose pieces were taken from stock as checkout takes them. */
async function order(status: Status, pieces: number[], prices?: string[]) {
  const lines = pieces.map((quantity, i) => ({
    ...shop.skus[i]!,
    price: prices?.[i] ?? shop.skus[i]!.price,
    quantity,
  }));
  const o = await paidOrder(t.s, { companyId: shop.companyId, memberId: shop.memberId, status, lines });
  for (const l of lines) {
    await t.s.db.drizzle.execute(
      sql`update product_skus set stock = stock - ${l.quantity} where id = ${l.skuId}`,
    );
  }
  return o;
}

const apply = (o: { id: number; lineIds: number[] }, pieces: number[], type = 'refund') =>
  shopper().post('/api/front/after-sales', {
    orderId: o.id,
    type,
    lines: pieces.flatMap((quantity, i) => (quantity > 0 ? [{ orderLineId: o.lineIds[i], quantity }] : [])),
    reason: 'damaged',
  });

const ship = (id: number, trackingNo = `SF${Date.now()}`.slice(0, 14)) =>
  staff().post('/api/order/ship', {
    id,
    kind: 'express',
    expressCode: 'SF',
    expressName: '顺丰速运',
    trackingNo,
  });

const settings = (autoApproveDays: number) =>
  staff().put('/api/afterSale/settings', {
    applyWindowDays: 7,
    autoApproveDays,
    returnShipDays: 7,
    returnAddress: { name: '售后仓', phone: '0571-88880000', address: '杭州市余杭区仓前街道 8 号' },
  });

const stocks = () => Promise.all(shop.skus.slice(0, 2).map((s) => stockOf(t.s, s.skuId)));

describe('auto-approve (review M4)', () => {
  it('refunds a refund-only request by itself only while the goods have not left the shop', async () => {
    expectOk(await settings(1));
    // The review's sequence: paid, shipped, received, then "refund only".
    const delivered = await order('toShip', [1]);
    expectOk(await ship(delivered.id));
    expectOk(await shopper().post(`/api/front/orders/${delivered.id}/receive`));
    const refundable = expectOk(await shopper().get(`/api/front/orders/${delivered.id}/refundable`));
    expect(refundable.types).toEqual(['refund', 'returnRefund']);
    const asked = expectOk(await apply(delivered, [1]));
    expect(asked.deadline).toBeNull();

    // Asked before shipping, armed; shipped (the rest of it) before the timer fires: a person decides.
    const shippedSince = await order('toShip', [1, 1]);
    const early = expectOk(await apply(shippedSince, [1, 0]));
    expect(early.deadline).not.toBeNull();
    expectOk(await ship(shippedSince.id));

    const unshipped = await order('toShip', [1]);
    const waiting = expectOk(await apply(unshipped, [1]));
    const wallet = await walletOf(t.s, shop.memberId);

    await runDueJobs(t.s.db, new Date(Date.now() + 2 * DAY));
    await runDueJobs(t.s.db, new Date(Date.now() + 2 * DAY));
    expect(expectOk(await staff().get(`/api/afterSale/${asked.id}`))).toMatchObject({
      status: 'submitted',
      amountRefunded: '0.00',
    });
    expect(expectOk(await staff().get(`/api/afterSale/${early.id}`))).toMatchObject({
      status: 'submitted',
      deadline: null,
    });
    expect(expectOk(await staff().get(`/api/afterSale/${waiting.id}`))).toMatchObject({
      status: 'refunded',
      amountRefunded: '30.00',
    });
    expect(Number(await walletOf(t.s, shop.memberId)) - Number(wallet)).toBe(30);
    expectOk(await settings(0));
  });
});

describe('stock of goods refunded before they left (issue 25)', () => {
  it('puts every piece back when a refund closes an unshipped order, with a ledger line', async () => {
    const before = await stocks();
    const o = await order('toShip', [2, 1], ['6.00', '4.00']);
    expect(await stocks()).toEqual([before[0]! - 2, before[1]! - 1]);
    const asked = expectOk(await apply(o, [2, 1]));
    expect(expectOk(await staff().post('/api/afterSale/approve', { id: asked.id })).status).toBe('refunded');
    const detail = expectOk(await staff().get(`/api/order/${o.id}`));
    expect(detail).toMatchObject({ status: 'closed', refundStatus: 'full', refundedAmount: '16.00' });
    expect(await stocks()).toEqual(before);
    const ledger = await rowsOf<{ change: number; reason: string }>(
      t.s,
      sql`select change, reason, reason_code, reason_params from stock_ledger where reason = ${`售后退款回库 ${asked.code}`} order by sku_id`,
    );
    const line = {
      reason: `售后退款回库 ${asked.code}`,
      reason_code: 'refundRestock',
      reason_params: { code: asked.code },
    };
    expect(ledger).toEqual([
      { change: 2, ...line },
      { change: 1, ...line },
    ]);
  });

  it('puts back the pieces of a partial refund of an unshipped order (the rest ships), and nothing once shipped', async () => {
    const before = await stocks();
    const o = await order('toShip', [2, 1]);
    const first = expectOk(await apply(o, [1, 0]));
    expectOk(await staff().post('/api/afterSale/approve', { id: first.id }));
    expect(await stocks()).toEqual([before[0]! - 1, before[1]! - 1]);
    expect(expectOk(await ship(o.id)).status).toBe('shipped');
    const second = expectOk(await apply(o, [1, 1]));
    expectOk(await staff().post('/api/afterSale/approve', { id: second.id }));
    expect(expectOk(await staff().get(`/api/order/${o.id}`)).status).toBe('closed');
    expect(await stocks()).toEqual([before[0]! - 1, before[1]! - 1]);
  });

  it('puts back the pieces earlier refunds left out when the last refund closes an unshipped order', async () => {
    const before = await stocks();
    const o = await order('toShip', [2, 1]);
    for (const pieces of [
      [1, 0],
      [1, 1],
    ]) {
      const asked = expectOk(await apply(o, pieces));
      expectOk(await staff().post('/api/afterSale/approve', { id: asked.id }));
    }
    expect(expectOk(await staff().get(`/api/order/${o.id}`)).status).toBe('closed');
    expect(await stocks()).toEqual(before);
  });
});

async function sheetOf(lines: string[][]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const ws = book.addWorksheet('s');
  for (const line of lines) ws.addRow(line);
  return Buffer.from(await book.xlsx.writeBuffer());
}

describe('goods leaving while an after-sale is open (issue 25)', () => {
  it('refuses to ship or batch ship an order whose open after-sales ask back every piece left, naming them', async () => {
    const o = await order('toShip', [2]);
    const asked = expectOk(await apply(o, [2]));
    const refused = await ship(o.id);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toContain(asked.code);
    const detail = expectOk(await staff().get(`/api/order/${o.id}`));
    expect(detail).toMatchObject({
      status: 'toShip',
      afterSaleCover: { open: [{ id: asked.id, code: asked.code }], coversAll: true },
    });
    const batch = await call(t.s.app, {
      method: 'POST',
      url: '/api/order/batchShip',
      token: t.token,
      ...multipartForm(
        await sheetOf([
          ['订单号', '快递公司编码', '快递公司', '快递单号'],
          [o.code, 'SF', '顺丰速运', 'SF3000000001'],
        ]),
        'ship.xlsx',
      ),
    });
    expect(batch.status, JSON.stringify(batch.body)).toBe(200);
    expect(batch.body).toMatchObject({ shipped: 0, problems: [{ row: 2, problem: 'afterSaleOpen' }] });
    expect(batch.body.problems[0].message).toContain(asked.code);

    // Withdrawn, it holds nothing: the order ships.
    expectOk(await shopper().post(`/api/front/after-sales/${asked.id}/withdraw`));
    expect(expectOk(await ship(o.id)).status).toBe('shipped');
  });

  it('ships an order an open after-sale covers in part, and shows which after-sale on the detail', async () => {
    const o = await order('toShip', [2, 1]);
    const asked = expectOk(await apply(o, [1, 0]));
    const shipped = expectOk(await ship(o.id));
    expect(shipped).toMatchObject({
      status: 'shipped',
      afterSaleCover: { open: [{ id: asked.id, code: asked.code }], coversAll: false },
    });
    const seen = expectOk(await staff().get(`/api/afterSale/${asked.id}`));
    expect(new Date(seen.order.shippedAt).getTime()).toBeGreaterThanOrEqual(
      new Date(seen.createdAt).getTime(),
    );
  });

  it('counts refunded pieces as gone: the rest, all asked back, may not ship', async () => {
    const o = await order('toShip', [2]);
    const first = expectOk(await apply(o, [1]));
    expectOk(await staff().post('/api/afterSale/approve', { id: first.id }));
    const rest = expectOk(await apply(o, [1]));
    const refused = await ship(o.id);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toContain(rest.code);
  });

  it('refuses to hand over a pickup order whose open after-sales ask back everything', async () => {
    const store = expectOk(await staff().get('/api/hhStores?size=50&sort=id,asc')).content[0];
    const o = await order('toVerify', [1]);
    await t.s.db.drizzle.execute(
      sql`update orders set delivery_type = 'pickup', store_id = ${store!.id}, pickup_code = '8880003131' where id = ${o.id}`,
    );
    const asked = expectOk(await apply(o, [1]));
    const refused = await staff().post('/api/order/verify', { code: '8880003131' });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toContain(asked.code);
    expectOk(await shopper().post(`/api/front/after-sales/${asked.id}/withdraw`));
    expect(expectOk(await staff().post('/api/order/verify', { code: '8880003131' })).status).toBe('received');
  });
});
