import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { inCompanyForSystem } from '../src/db/access.ts';
import { AppError } from '../src/lib/errors.ts';
import { runDueJobs } from '../src/modules/jobs/service.ts';
import { confirmCheckout, createOrder } from '../src/modules/orders/checkout/service.ts';
import { seckillResolver } from '../src/modules/seckill/index.ts';
import { call, caller, loginTo, onboardedShop, signedInServer } from './helpers.ts';
import { BEIJING, desk, shopperCtx } from './orders-fixture.ts';
import { companyIdOf, rowsOf, shopperSignIn } from './storefront-helpers.ts';

const t = signedInServer('admin', 'sunrise');
const staff = () => caller(t.s, t.token);
let sunrise: number;

type Send = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) => ReturnType<typeof call>;

async function shopper(companyKey: string, phone: string) {
  const res = await shopperSignIn(t.s, companyKey, phone);
  expect(res.status).toBe(200);
  const token = res.body.token as string;
  const send: Send = (method, url, payload) =>
    call(t.s.app, {
      method,
      url,
      token,
      headers: { 'accept-language': 'en' },
      ...(payload ? { payload } : {}),
    });
  const address = await send('POST', '/api/front/addresses', {
    name: '王五',
    phone: '13955559999',
    provinceId: 33,
    cityId: 3301,
    districtId: 330102,
    detail: '解放路 1 号',
    isDefault: true,
  });
  expect(address.status).toBe(200);
  const addressId = address.body.id as number;
  /** A buy-now at the seckill price: confirm, then create; the answer of the step that refused, else the order. */
  const buy = async (skuId: number, seckillSkuId: number, quantity = 1) => {
    const confirmed = await send('POST', '/api/front/checkout/confirm', {
      skuId,
      quantity,
      activity: { kind: 'seckill', id: seckillSkuId },
    });
    if (confirmed.status !== 200) return confirmed;
    return send('POST', `/api/front/checkout/${confirmed.body.key}/create`, {
      addressId,
      deliveryType: 'express',
    });
  };
  return { token, uid: res.body.member.uid as number, send, buy };
}

const one = async <T>(query: ReturnType<typeof sql>) => (await rowsOf<T>(t.s, query))[0]!;
const productStock = async (skuId: number) =>
  Number((await one<{ stock: number }>(sql`select stock from product_skus where id = ${skuId}`)).stock);
const activityStock = async (id: number) =>
  one<{ stock: number; sold: number }>(sql`select stock, sold from seckill_skus where id = ${id}`);

/** A product of sunrise and a seckill activity on it in the all-day slot, from today on. */
async function activityOn(
  name: string,
  sku: { total: number; perOrder?: number; perDay?: number | null; perActivity?: number | null },
  productStockOf = 50,
  dates?: { startDate: string; endDate: string },
) {
  const p = await desk(t.s, t.token).product(name, [{ price: '20.00', stock: productStockOf }]);
  const today = new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);
  const res = await staff().post('/api/seckill/activities', {
    name,
    productId: p.id,
    startDate: dates?.startDate ?? today,
    endDate: dates?.endDate ?? today,
    slotIds: [allDay],
    skus: [{ skuId: p.skuIds[0], price: '9.90', perOrder: 2, perDay: null, perActivity: null, ...sku }],
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return {
    skuId: p.skuIds[0]!,
    seckillSkuId: res.body.skus[0].id as number,
    activityId: res.body.id as number,
    productId: p.id,
  };
}

let allDay: number;

beforeAll(async () => {
  sunrise = await companyIdOf(t.s, 'sunrise');
});

describe('seckill slots', () => {
  it('every shop starts with the six default slots', async () => {
    const res = await staff().get('/api/seckill/slots?sort=startHour,asc');
    expect(res.status).toBe(200);
    expect(res.body.content.map((s: { startHour: number; hours: number }) => [s.startHour, s.hours])).toEqual(
      [
        [5, 2],
        [7, 3],
        [10, 2],
        [12, 3],
        [15, 4],
        [19, 2],
      ],
    );
  });

  it('a shop set up today gets them too', async () => {
    const { companyId } = await onboardedShop(t.s, '13966669999', '秒杀新店');
    const slots = await rowsOf<{ n: number }>(
      t.s,
      sql`select count(*)::int as n from seckill_slots where company_id = ${companyId}`,
    );
    expect(Number(slots[0]!.n)).toBe(6);
  });

  it('refuses a slot past midnight or overlapping another, and one in use', async () => {
    const late = await staff().post('/api/seckill/slots', { startHour: 22, hours: 3 });
    expect(late.status).toBe(400);
    expect(late.body.errors[0].field).toBe('hours');
    const overlap = await staff().post('/api/seckill/slots', { startHour: 6, hours: 1 });
    expect(overlap.status).toBe(400);
    expect(overlap.body.errors[0]).toEqual({ field: 'startHour', message: '与 05:00–07:00 场次时间重叠' });
    const ok = await staff().post('/api/seckill/slots', { startHour: 21, hours: 3 });
    expect(ok.status).toBe(200);
    const touching = await staff().put('/api/seckill/slots', { id: ok.body.id, startHour: 21, hours: 2 });
    expect(touching.status).toBe(200);
    expect(touching.body.hours).toBe(2);
    const removed = await staff().delete('/api/seckill/slots', [ok.body.id]);
    expect(removed.status).toBe(204);
  });

  it('keeps each shop to its own slots and staff to staff routes', async () => {
    const harbour = caller(t.s, await loginTo(t.s.app, 'admin', 'harbour'));
    const mine = (await staff().get('/api/seckill/slots')).body.content[0].id as number;
    expect((await harbour.get(`/api/seckill/slots/${mine}`)).status).toBe(404);
    const edit = await harbour.put('/api/seckill/slots', { id: mine, startHour: 5, hours: 1 });
    expect(edit.status).toBe(404);
    const buyer = await shopper('sunrise', '13966660001');
    expect((await buyer.send('GET', '/api/seckill/slots')).status).toBe(401);
    // The shopper's seckill reads are public by the shop's key; an unknown key is not a shop.
    expect((await caller(t.s).get('/api/front/shops/sunrise/seckill')).status).toBe(200);
    expect((await caller(t.s).get('/api/front/shops/nowhere/seckill')).status).toBe(404);
    expect((await caller(t.s).get(`/api/front/shops/harbour/seckill/slots/${mine}`)).status).toBe(404);
  });

  it('clears the way for the buying tests: one slot all day long', async () => {
    await rowsOf(t.s, sql`delete from seckill_activities where company_id = ${sunrise}`);
    await rowsOf(t.s, sql`delete from seckill_slots where company_id = ${sunrise}`);
    const res = await staff().post('/api/seckill/slots', { startHour: 0, hours: 24 });
    expect(res.status).toBe(200);
    allDay = res.body.id;
  });
});

describe('seckill activities', () => {
  it("refuses another product's SKU and keeps the product's own SKUs untouched", async () => {
    const a = await desk(t.s, t.token).product('秒杀甲', [{ price: '30.00', stock: 8 }]);
    const b = await desk(t.s, t.token).product('秒杀乙', [{ price: '30.00', stock: 8 }]);
    const today = new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);
    const body = { name: '甲', productId: a.id, startDate: today, endDate: today, slotIds: [allDay] };
    const wrong = await staff().post('/api/seckill/activities', {
      ...body,
      skus: [{ skuId: b.skuIds[0], price: '1', total: 1 }],
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors[0].field).toBe('skus.0.skuId');
    const over = await staff().post('/api/seckill/activities', {
      ...body,
      skus: [{ skuId: a.skuIds[0], price: '1', total: 9 }],
    });
    expect(over.body.errors[0].field).toBe('skus.0.total');
    const made = await staff().post('/api/seckill/activities', {
      ...body,
      skus: [{ skuId: a.skuIds[0], price: '12.50', total: 5 }],
    });
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    expect(made.body.skus[0]).toMatchObject({
      price: '12.50',
      total: 5,
      stock: 5,
      sold: 0,
      skuPrice: '30.00',
      skuStock: 8,
    });
    const clash = await staff().post('/api/seckill/activities', {
      ...body,
      skus: [{ skuId: a.skuIds[0], price: '1', total: 1 }],
    });
    expect(clash.body.errors[0].field).toBe('slotIds');
    const edited = await staff().put('/api/seckill/activities', {
      ...body,
      id: made.body.id,
      name: '甲改',
      skus: [{ skuId: a.skuIds[0], price: '11.00', total: 3 }],
    });
    expect(edited.status).toBe(200);
    expect(edited.body.skus[0]).toMatchObject({ price: '11.00', total: 3, stock: 3 });
    const product = (await staff().get(`/api/product/${a.id}`)).body;
    expect(product.skus[0]).toMatchObject({ price: '30.00', stock: 8 });
    const harbour = caller(t.s, await loginTo(t.s.app, 'admin', 'harbour'));
    expect((await harbour.get(`/api/seckill/activities/${made.body.id}`)).status).toBe(404);
    expect((await harbour.delete('/api/seckill/activities', [made.body.id])).status).toBe(404);
    expect((await staff().delete('/api/seckill/activities', [made.body.id])).status).toBe(204);
  });
});

describe('buying at the seckill price', () => {
  it('takes both stocks in the order, holds 5 minutes, allows one unpaid seckill order and returns both once on cancel', async () => {
    const a = await activityOn('秒杀丙', { total: 10 });
    const buyer = await shopper('sunrise', '13966660002');
    const order = await buyer.buy(a.skuId, a.seckillSkuId);
    expect(order.status, JSON.stringify(order.body)).toBe(200);
    expect(order.body.payAmount).not.toBe('20.00');
    const lines = await rowsOf<{
      unit_price: string;
      discount: string;
      activity_kind: string;
      activity_id: string;
    }>(
      t.s,
      sql`select unit_price, discount, activity_kind, activity_id from order_lines where order_id = ${order.body.id}`,
    );
    // The list price stays on the line; the seckill's saving is the line's own price step.
    expect(lines[0]).toMatchObject({ unit_price: '20.00', discount: '10.10', activity_kind: 'seckill' });
    expect(Number(lines[0]!.activity_id)).toBe(a.seckillSkuId);
    expect(order.body.discountTotal).toBe('10.10');
    expect(new Date(order.body.payDeadline).getTime() - new Date(order.body.createdAt).getTime()).toBe(
      5 * 60_000,
    );
    expect(await activityStock(a.seckillSkuId)).toEqual({ stock: 9, sold: 1 });
    expect(await productStock(a.skuId)).toBe(49);

    const second = await buyer.buy(a.skuId, a.seckillSkuId);
    expect(second.status).toBe(409);
    expect(second.body.message).toContain('unpaid seckill order');

    const cancelled = await buyer.send('POST', `/api/front/orders/${order.body.id}/cancel`);
    expect(cancelled.status).toBe(200);
    expect(await activityStock(a.seckillSkuId)).toEqual({ stock: 10, sold: 0 });
    expect(await productStock(a.skuId)).toBe(50);
    // A second return of the same order finds nothing left to give back.
    await inCompanyForSystem({ db: t.s.db }, sunrise, (tx) =>
      seckillResolver.release(tx, { id: order.body.id, companyId: sunrise, memberId: buyer.uid }),
    );
    expect(await activityStock(a.seckillSkuId)).toEqual({ stock: 10, sold: 0 });
    const ledger = await rowsOf<{ change: number; reason: string }>(
      t.s,
      sql`select change, reason from seckill_stock_ledger where seckill_sku_id = ${a.seckillSkuId} order by id`,
    );
    expect(ledger.map((l) => [Number(l.change), l.reason])).toEqual([
      [10, 'edit'],
      [-1, 'order'],
      [1, 'cancel'],
    ]);
  });

  it('cancels an unpaid seckill order at its timeout and returns both stocks', async () => {
    const a = await activityOn('秒杀丁', { total: 5 });
    const buyer = await shopper('sunrise', '13966660003');
    const order = await buyer.buy(a.skuId, a.seckillSkuId, 2);
    expect(order.status, JSON.stringify(order.body)).toBe(200);
    expect(await activityStock(a.seckillSkuId)).toEqual({ stock: 3, sold: 2 });
    // The durable cancel job is due at the order's pay deadline, the activity's 5 minutes.
    const [job] = await rowsOf<{ run_at: Date }>(
      t.s,
      sql`select run_at from jobs where kind = 'order.cancelUnpaid' and ref = ${String(order.body.id)}`,
    );
    expect(new Date(job!.run_at).getTime()).toBe(new Date(order.body.payDeadline).getTime());
    const status = async () =>
      (await rowsOf<{ status: string }>(t.s, sql`select status from orders where id = ${order.body.id}`))[0]!
        .status;
    await runDueJobs(t.s.db, new Date(Date.now() + 4 * 60_000));
    expect(await status()).toBe('unpaid');
    await runDueJobs(t.s.db, new Date(Date.now() + 6 * 60_000));
    expect(await status()).toBe('cancelled');
    expect(await activityStock(a.seckillSkuId)).toEqual({ stock: 5, sold: 0 });
    expect(await productStock(a.skuId)).toBe(50);
  });

  it('holds each member to the per-order, per-day and per-activity limits', async () => {
    const a = await activityOn('秒杀戊', { total: 20, perOrder: 2, perDay: 3, perActivity: 4 });
    const buyer = await shopper('sunrise', '13966660004');
    const tooMany = await buyer.buy(a.skuId, a.seckillSkuId, 3);
    expect(tooMany.status).toBe(409);
    expect(tooMany.body.message).toContain('at most 2 per order');
    const paid = async (res: Awaited<ReturnType<typeof buyer.buy>>) => {
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      await rowsOf(t.s, sql`update orders set status = 'toShip', paid_at = now() where id = ${res.body.id}`);
    };
    await paid(await buyer.buy(a.skuId, a.seckillSkuId, 2));
    const overDay = await buyer.buy(a.skuId, a.seckillSkuId, 2);
    expect(overDay.status).toBe(409);
    expect(overDay.body.message).toContain('a day');
    await paid(await buyer.buy(a.skuId, a.seckillSkuId, 1));
    // The next shop day: the daily limit starts over, the activity's does not.
    await rowsOf(t.s, sql`update seckill_purchases set day = day - 1 where member_id = ${buyer.uid}`);
    const overAll = await buyer.buy(a.skuId, a.seckillSkuId, 2);
    expect(overAll.status).toBe(409);
    expect(overAll.body.message).toContain('per member; 3 bought');
    await paid(await buyer.buy(a.skuId, a.seckillSkuId, 1));
  });

  it('refuses outside its dates, and another shop cannot buy at its price', async () => {
    const future = { startDate: '2099-01-01', endDate: '2099-01-02' };
    const a = await activityOn('秒杀己', { total: 5 }, 50, future);
    const buyer = await shopper('sunrise', '13966660005');
    const early = await buyer.buy(a.skuId, a.seckillSkuId);
    expect(early.status).toBe(409);
    expect(early.body.message).toContain('not running');
    const running = await activityOn('秒杀庚', { total: 5 });
    const stranger = await shopper('harbour', '13966660006');
    const foreign = await stranger.buy(running.skuId, running.seckillSkuId);
    expect(foreign.status).toBe(409);
    expect(await activityStock(running.seckillSkuId)).toEqual({ stock: 5, sold: 0 });
    const listed = await caller(t.s).get(`/api/front/shops/sunrise/seckill/products/${running.productId}`);
    expect(listed.body.offer).toMatchObject({
      activityId: running.activityId,
      session: { state: 'ongoing' },
    });
    expect(listed.body.offer.skus[0]).toMatchObject({ price: '9.90', originalPrice: '20.00', stock: 5 });
    const strip = await caller(t.s).get('/api/front/shops/sunrise/seckill');
    expect(strip.body.sessions).toEqual([expect.objectContaining({ slotId: allDay, state: 'ongoing' })]);
    const goods = await caller(t.s).get(`/api/front/shops/sunrise/seckill/slots/${allDay}`);
    expect(goods.body.goods.map((g: { seckillSkuId: number }) => g.seckillSkuId)).toContain(
      running.seckillSkuId,
    );
    // Another shop's key reads only its own rows: not sunrise's slot, nor an offer on sunrise's product.
    const elsewhere = await caller(t.s).get(`/api/front/shops/harbour/seckill/products/${running.productId}`);
    expect(elsewhere.body.offer).toBeNull();
    expect((await caller(t.s).get(`/api/front/shops/harbour/seckill/slots/${allDay}`)).status).toBe(404);
    const harbourStrip = await caller(t.s).get('/api/front/shops/harbour/seckill');
    expect(harbourStrip.body.sessions.map((s: { slotId: number }) => s.slotId)).not.toContain(allDay);
  });

  it('never oversells: 30 shoppers at once on 10 pieces make exactly 10 orders', async () => {
    const a = await activityOn('秒杀辛', { total: 10, perOrder: 1 }, 40);
    const uids = (
      await rowsOf<{ uid: string }>(
        t.s,
        sql`insert into members (company_id, nickname, phone)
          select ${sunrise}, 'rush' || g, '1397777' || lpad(g::text, 4, '0') from generate_series(1, 30) g returning uid`,
      )
    ).map((r) => Number(r.uid));
    const choices = {
      deliveryType: 'express' as const,
      address: BEIJING,
      storeId: null,
      pickupContact: null,
      buyerNote: '',
    };
    const results = await Promise.allSettled(
      uids.map(async (uid) => {
        const ctx = shopperCtx(t.s, sunrise, uid);
        const confirmed = await confirmCheckout(ctx, uid, {
          lines: [
            { skuId: a.skuId, quantity: 1, activity: { kind: 'seckill' as const, id: a.seckillSkuId } },
          ],
        });
        return createOrder(ctx, uid, confirmed.key, choices);
      }),
    );
    const made = results.filter((r) => r.status === 'fulfilled');
    const refused = results.filter((r) => r.status === 'rejected');
    expect(made).toHaveLength(10);
    for (const r of refused) {
      expect(r.reason).toBeInstanceOf(AppError);
      expect((r.reason as AppError).key).toMatch(/^(seckill\.soldOut|order\.stockShort)$/);
    }
    expect(await activityStock(a.seckillSkuId)).toEqual({ stock: 0, sold: 10 });
    expect(await productStock(a.skuId)).toBe(30);
    const sales = await staff().get(`/api/seckill/activities/${a.activityId}/sales`);
    expect(sales.body).toMatchObject({ sold: 10, total: 10, orders: 10, unpaidOrders: 10 });
  });

  it('refuses a shopper sending creates faster than a person can tap (per member)', async () => {
    const buyer = await shopper('sunrise', '13966660007');
    const key = 'k'.repeat(32);
    const answers = [];
    for (let i = 0; i < 31; i++)
      answers.push((await buyer.send('POST', `/api/front/checkout/${key}/create`, {})).status);
    expect(answers.slice(0, 30).every((status) => status !== 429)).toBe(true);
    expect(answers[30]).toBe(429);
  });
});
