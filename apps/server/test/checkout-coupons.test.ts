import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { expectOk, stockOf } from './after-sales-fixture.ts';
import { call, caller, type Json, signedInServer } from './helpers.ts';
import { BEIJING, desk } from './orders-fixture.ts';
import { rowsOf, shopperSignIn } from './storefront-helpers.ts';

// Coupons at checkout through the one pricing pipeline: the offers and the best one, the discount
// allocated to the lines and kept, one use under concurrent creates, ¥0 not used up, given back on
// cancel and on a full refund, and the walls between members and shops.

const t = signedInServer('admin', 'sunrise');
const HOUR = 3_600_000;
const staff = () => caller(t.s, t.token);

interface Shopper {
  uid: number;
  token: string;
  send: (method: 'GET' | 'POST', url: string, payload?: object) => Promise<Json>;
  addressId: number;
}

async function shopper(phone: string, companyKey = 'sunrise'): Promise<Shopper> {
  const res = await shopperSignIn(t.s, companyKey, phone);
  expect(res.status).toBe(200);
  const token = res.body.token as string;
  const send = (method: 'GET' | 'POST', url: string, payload?: object) =>
    call(t.s.app, {
      method,
      url,
      token,
      headers: { 'accept-language': 'en' },
      ...(payload ? { payload } : {}),
    });
  const address = expectOk(
    await send('POST', '/api/front/addresses', {
      name: '王五',
      phone: '13955559999',
      provinceId: 33,
      cityId: 3301,
      districtId: 330102,
      detail: '解放路 1 号',
      isDefault: true,
    }),
  );
  return { uid: res.body.member.uid as number, token, send, addressId: address.id };
}

/** A claim-centre coupon of these terms, claimed by the shopper: the member coupon's id. */
async function couponFor(who: Shopper, terms: object) {
  const template = expectOk(
    await staff().post('/api/coupon/templates', { validity: 'days', validDays: 7, ...terms }),
  );
  const issue = expectOk(
    await staff().post('/api/coupon/issues', {
      templateId: template.id,
      claimStart: new Date(Date.now() - HOUR).toISOString(),
      claimEnd: new Date(Date.now() + 24 * HOUR).toISOString(),
      total: 100,
      perMember: 5,
    }),
  );
  return expectOk(await who.send('POST', `/api/front/coupons/centre/${issue.id}/claim`)).id as number;
}

const couponRow = async (id: number) => {
  const [row] = await rowsOf<{ status: string; used_order_id: string | null; valid_to: string }>(
    t.s,
    sql`select status, used_order_id::text, valid_to::text from member_coupons where id = ${id}`,
  );
  return row!;
};

let skus: number[];

async function products() {
  if (skus) return;
  const made = await desk(t.s, t.token).product('券测试商品', [
    { specKey: 'A', price: '30.00', stock: 500 },
    { specKey: 'B', price: '70.00', stock: 500 },
  ]);
  skus = made.skuIds;
  const settings = expectOk(await staff().get('/api/order/settings'));
  expectOk(await staff().put('/api/order/settings', { ...settings, maxUnpaidOrders: 50 }));
}

/** A buy-now of one A, computed with the choices: the key and the answers. */
async function checkout(who: Shopper, choices: object = {}) {
  await products();
  const confirmed = expectOk(
    await who.send('POST', '/api/front/checkout/confirm', { skuId: skus[0], quantity: 1 }),
  );
  const computed = expectOk(
    await who.send('POST', `/api/front/checkout/${confirmed.key}/compute`, {
      addressId: who.addressId,
      ...choices,
    }),
  );
  return { key: confirmed.key as string, confirmed, computed };
}

/** A cart of one A and one B, confirmed: the key and the confirm's answer. */
async function cartCheckout(who: Shopper) {
  await products();
  const ids: number[] = [];
  for (const skuId of skus) {
    ids.push(expectOk(await who.send('POST', '/api/front/cart', { skuId, quantity: 1 })).id);
  }
  const confirmed = expectOk(await who.send('POST', '/api/front/checkout/confirm', { cartIds: ids }));
  return { key: confirmed.key as string, confirmed, cartIds: ids };
}

const orderLinesOf = (orderId: number) =>
  rowsOf<{ line_total: string; discount: string }>(
    t.s,
    sql`select line_total, discount from order_lines where order_id = ${orderId} order by id`,
  );

describe('coupons at checkout', () => {
  it('offers each coupon with what it gives now or why not, preselects the best, and keeps the allocation on the order', async () => {
    const a = await shopper('13955557001');
    const ten = await couponFor(a, { title: '满50减10', kind: 'amount', amount: '10.00', threshold: '50' });
    const twenty = await couponFor(a, {
      title: '八折券',
      kind: 'percent',
      percentOff: 20,
      maxDiscount: '15.00',
      threshold: '0',
    });
    const far = await couponFor(a, { title: '满500减50', kind: 'amount', amount: '50.00', threshold: '500' });
    await products();
    const other = await desk(t.s, t.token).product('别的商品', [{ price: '5.00', stock: 10 }]);
    const scoped = await couponFor(a, {
      title: '指定商品券',
      kind: 'amount',
      amount: '3.00',
      threshold: '0',
      scope: 'products',
      scopeIds: [other.id],
    });
    const { key, confirmed } = await cartCheckout(a);
    // 30 + 70 = 100: 20 % is 20.00, capped at 15.00, the best; 10 off over 50; 500 is 400 away; the other product's is out of scope.
    expect(confirmed.coupons.chosenId).toBe(twenty);
    expect(
      confirmed.coupons.options.map((o: Json['body']) => [o.id, o.discount, o.unusable, o.missing]),
    ).toEqual([
      [twenty, '15.00', null, null],
      [ten, '10.00', null, null],
      [far, '0.00', 'threshold', '400.00'],
      [scoped, '0.00', 'outOfScope', null],
    ]);
    expect(confirmed.price).toMatchObject({ goodsTotal: '100.00', discountTotal: '15.00' });
    expect(confirmed.price.discounts).toEqual([
      { kind: 'coupon', label: '八折券', amount: '15.00', sourceId: twenty },
    ]);
    expect(confirmed.lines.map((l: Json['body']) => l.discount)).toEqual(['4.50', '10.50']);

    // The shopper picks the 10-off one: 3.00 + 7.00 over the lines.
    const chosen = expectOk(
      await a.send('POST', `/api/front/checkout/${key}/compute`, { addressId: a.addressId, couponId: ten }),
    );
    expect(chosen.coupons.chosenId).toBe(ten);
    expect(chosen.lines.map((l: Json['body']) => l.discount)).toEqual(['3.00', '7.00']);
    const freight = chosen.price.freight as string;
    expect(chosen.price.payAmount).toBe((90 + Number(freight)).toFixed(2));
    // None chosen explicitly.
    const none = expectOk(
      await a.send('POST', `/api/front/checkout/${key}/compute`, { addressId: a.addressId, couponId: null }),
    );
    expect(none.coupons.chosenId).toBeNull();
    expect(none.price.discountTotal).toBe('0.00');

    const order = expectOk(
      await a.send('POST', `/api/front/checkout/${key}/create`, {
        addressId: a.addressId,
        couponId: ten,
        expectedPayAmount: chosen.price.payAmount,
      }),
    );
    expect(order).toMatchObject({ discountTotal: '10.00', payAmount: chosen.price.payAmount });
    expect(await orderLinesOf(order.id)).toEqual([
      { line_total: '30.00', discount: '3.00' },
      { line_total: '70.00', discount: '7.00' },
    ]);
    const [kept] = await rowsOf<{ discounts: unknown }>(
      t.s,
      sql`select discounts from orders where id = ${order.id}`,
    );
    expect(kept!.discounts).toEqual([
      { kind: 'coupon', label: '满50减10', amount: '10.00', sourceId: ten, shares: ['3.00', '7.00'] },
    ]);
    expect(await couponRow(ten)).toMatchObject({ status: 'used', used_order_id: String(order.id) });
    // Used: not offered again; the staff's list names the order.
    const next = await checkout(a);
    expect(next.computed.coupons.options.map((o: Json['body']) => o.id)).not.toContain(ten);
    const listed = expectOk(await staff().get(`/api/coupon/member-coupons?memberId=${a.uid}&state=used`));
    expect(listed.content[0]).toMatchObject({ id: ten, usedOrderId: order.id });
  });

  it('uses a coupon once, whatever the number of orders created with it at the same moment', async () => {
    const a = await shopper('13955557002');
    const coupon = await couponFor(a, { title: '无门槛5元', kind: 'amount', amount: '5.00', threshold: '0' });
    const keys: string[] = [];
    for (let i = 0; i < 6; i++) keys.push((await checkout(a, { couponId: coupon })).key);
    const results = await Promise.all(
      keys.map((key) =>
        a.send('POST', `/api/front/checkout/${key}/create`, { addressId: a.addressId, couponId: coupon }),
      ),
    );
    const made = results.filter((r) => r.status === 200);
    expect(made).toHaveLength(1);
    expect(results.filter((r) => r.status === 409).length).toBe(5);
    for (const r of results.filter((x) => x.status === 409)) {
      expect(r.body.message).toMatch(/coupon|choose again|used/i);
    }
    expect(await couponRow(coupon)).toMatchObject({
      status: 'used',
      used_order_id: String(made[0]!.body.id),
    });
    const [count] = await rowsOf<{ n: string }>(
      t.s,
      sql`select count(*) as n from orders where member_id = ${a.uid} and discount_total > 0`,
    );
    expect(Number(count!.n)).toBe(1);

    // Staff placing orders for the member take no lock on the member: the guarded update alone decides.
    const again = await couponFor(a, { title: '无门槛5元', kind: 'amount', amount: '5.00', threshold: '0' });
    const staffKeys: string[] = [];
    for (let i = 0; i < 4; i++) {
      const confirmed = expectOk(
        await staff().post('/api/order/checkout/confirm', {
          memberId: a.uid,
          lines: [{ skuId: skus[1], quantity: 1 }],
        }),
      );
      staffKeys.push(confirmed.key);
    }
    const placed = await Promise.all(
      staffKeys.map((key) =>
        staff().post(`/api/order/checkout/${key}/create`, {
          memberId: a.uid,
          address: BEIJING,
          couponId: again,
        }),
      ),
    );
    expect(placed.map((r) => r.status).sort()).toEqual([200, 409, 409, 409]);
  });

  it('does not use up a coupon that gives nothing on the order, and refuses one the order cannot take', async () => {
    const a = await shopper('13955557003');
    const far = await couponFor(a, { title: '满999减99', kind: 'amount', amount: '99.00', threshold: '999' });
    const { key, computed } = await checkout(a);
    expect(computed.coupons.chosenId).toBeNull();
    // Named anyway: the preview leaves it out, and the create refuses it, making no order.
    const named = expectOk(
      await a.send('POST', `/api/front/checkout/${key}/compute`, { addressId: a.addressId, couponId: far }),
    );
    expect(named.coupons.chosenId).toBeNull();
    const refused = await a.send('POST', `/api/front/checkout/${key}/create`, {
      addressId: a.addressId,
      couponId: far,
    });
    expect(refused.status).toBe(409);
    const made = expectOk(
      await a.send('POST', `/api/front/checkout/${key}/create`, { addressId: a.addressId }),
    );
    expect(made.discountTotal).toBe('0.00');
    expect(await couponRow(far)).toMatchObject({ status: 'unused', used_order_id: null });
  });

  it('gives the coupon back when the unpaid order is cancelled, with its own window; an expired one stays expired', async () => {
    const a = await shopper('13955557004');
    const coupon = await couponFor(a, { title: '退回券', kind: 'amount', amount: '4.00', threshold: '0' });
    const { key } = await checkout(a);
    const order = expectOk(
      await a.send('POST', `/api/front/checkout/${key}/create`, { addressId: a.addressId }),
    );
    expect(order.discountTotal).toBe('4.00');
    const before = await couponRow(coupon);
    expect(before.status).toBe('used');
    const stock = await stockOf(t.s, skus[0]!);
    expectOk(await a.send('POST', `/api/front/orders/${order.id}/cancel`));
    expect(await couponRow(coupon)).toMatchObject({
      status: 'unused',
      used_order_id: null,
      valid_to: before.valid_to,
    });
    expect(await stockOf(t.s, skus[0]!)).toBe(stock + 1);

    // Used again, then its window ends before the order is cancelled: back, and expired.
    const again = await checkout(a);
    const second = expectOk(
      await a.send('POST', `/api/front/checkout/${again.key}/create`, { addressId: a.addressId }),
    );
    expect(second.discountTotal).toBe('4.00');
    await t.s.db.drizzle.execute(
      sql`update member_coupons set valid_to = now() - interval '1 minute' where id = ${coupon}`,
    );
    expectOk(await a.send('POST', `/api/front/orders/${second.id}/cancel`));
    const expired = expectOk(await a.send('GET', '/api/front/coupons?state=expired&page=0&size=10'));
    expect(expired.content.map((c: Json['body']) => c.id)).toContain(coupon);
  });

  it('refunds each line what it was paid, and gives the coupon back only when all of the order is refunded', async () => {
    const a = await shopper('13955557005');
    expectOk(await staff().post('/api/user/money', { uid: a.uid, ptype: 1, money: '500', remark: '充值' }));
    const coupon = await couponFor(a, {
      title: '满50减10',
      kind: 'amount',
      amount: '10.00',
      threshold: '50',
    });
    const { key } = await cartCheckout(a);
    const order = expectOk(
      await a.send('POST', `/api/front/checkout/${key}/create`, { addressId: a.addressId }),
    );
    expectOk(await a.send('POST', `/api/front/orders/${order.id}/pay`, { method: 'wallet' }));
    const lines = await rowsOf<{ id: string }>(
      t.s,
      sql`select id from order_lines where order_id = ${order.id} order by id`,
    );
    // The 70.00 line took 7.00 of the coupon: it gives back 63.00.
    const partial = expectOk(
      await staff().post('/api/afterSale/staffRefund', {
        orderId: order.id,
        lines: [{ orderLineId: Number(lines[1]!.id), quantity: 1 }],
        reason: 'quality',
      }),
    );
    expect(partial.amountRefunded ?? partial.amountApproved).toBe('63.00');
    expect(await couponRow(coupon)).toMatchObject({ status: 'used' });
    // The rest (27.00 and the freight): all of it back, and the coupon with it.
    const rest = expectOk(
      await staff().post('/api/afterSale/staffRefund', { orderId: order.id, reason: 'other' }),
    );
    expect(rest.status).toBe('refunded');
    expect(await couponRow(coupon)).toMatchObject({ status: 'unused', used_order_id: null });
  });

  it("never offers or takes another member's or another shop's coupon", async () => {
    const a = await shopper('13955557006');
    const b = await shopper('13955557007');
    const theirs = await couponFor(b, { title: 'B的券', kind: 'amount', amount: '6.00', threshold: '0' });
    const { key, computed } = await checkout(a);
    expect(computed.coupons.options.map((o: Json['body']) => o.id)).not.toContain(theirs);
    const taken = await a.send('POST', `/api/front/checkout/${key}/create`, {
      addressId: a.addressId,
      couponId: theirs,
    });
    expect(taken.status).toBe(409);
    expect(await couponRow(theirs)).toMatchObject({ status: 'unused' });

    // Staff of another shop placing an order for their own member never see sunrise's coupons.
    const harbour = await rowsOf<{ uid: string }>(
      t.s,
      sql`select m.uid from members m join companies c on c.id = m.company_id where c.company_key = 'harbour' limit 1`,
    );
    const harbourSku = await rowsOf<{ id: string }>(
      t.s,
      sql`select k.id from product_skus k join products p on p.id = k.product_id join companies c on c.id = p.company_id
        where c.company_key = 'harbour' and p.on_shelf and not p.is_deleted and k.stock > 0 limit 1`,
    );
    const { loginTo } = await import('./helpers.ts');
    const other = caller(t.s, await loginTo(t.s.app, 'admin', 'harbour'));
    const confirmed = expectOk(
      await other.post('/api/order/checkout/confirm', {
        memberId: Number(harbour[0]!.uid),
        lines: [{ skuId: Number(harbourSku[0]!.id), quantity: 1 }],
      }),
    );
    expect(confirmed.coupons.options.map((o: Json['body']) => o.id)).not.toContain(theirs);
    const crossed = await other.post(`/api/order/checkout/${confirmed.key}/compute`, {
      memberId: Number(harbour[0]!.uid),
      address: BEIJING,
      couponId: theirs,
    });
    expect(crossed.status).toBe(200);
    expect(crossed.body.coupons.chosenId).toBeNull();
    // No token, or a staff token on the shopper's checkout: refused.
    expect(
      (await call(t.s.app, { method: 'POST', url: '/api/front/checkout/confirm', payload: {} })).status,
    ).toBe(401);
    expect(
      (
        await call(t.s.app, {
          method: 'POST',
          url: '/api/front/checkout/confirm',
          token: t.token,
          payload: { skuId: skus[0], quantity: 1 },
        })
      ).status,
    ).toBe(401);
  });

  it('lets staff placing an order for a member apply the member coupon', async () => {
    const a = await shopper('13955557008');
    const coupon = await couponFor(a, { title: '代下单券', kind: 'amount', amount: '2.00', threshold: '0' });
    await products();
    const confirmed = expectOk(
      await staff().post('/api/order/checkout/confirm', {
        memberId: a.uid,
        lines: [{ skuId: skus[0], quantity: 2 }],
      }),
    );
    expect(confirmed.coupons.chosenId).toBe(coupon);
    const created = expectOk(
      await staff().post(`/api/order/checkout/${confirmed.key}/create`, {
        memberId: a.uid,
        deliveryType: 'express',
        address: BEIJING,
        couponId: coupon,
      }),
    );
    expect(created.discountTotal).toBe('2.00');
    expect(await couponRow(coupon)).toMatchObject({ status: 'used', used_order_id: String(created.id) });
  });
});
