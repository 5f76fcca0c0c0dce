import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { beforeAll } from 'vitest';
import { call, caller, type Json, signedInServer, type TestServer } from './helpers.ts';
import { desk } from './orders-fixture.ts';
import { rowsOf, shopperToken } from './storefront-helpers.ts';

interface LineSeed {
  skuId: number;
  productId: number;
  price: string;
  quantity: number;
}

interface PaidOrderSeed {
  companyId: number;
  memberId: number;
  lines: LineSeed[];
  freight?: string;
  discount?: string;
  status?: 'toShip' | 'toVerify' | 'shipped' | 'received' | 'completed' | 'unpaid' | 'cancelled';
  payMethod?: 'wallet' | 'sandbox' | 'wechat';
  receivedAt?: Date | null;
}

const cents = (v: string) => Math.round(Number(v) * 100);
const yuan = (c: number) => (c / 100).toFixed(2);

/**
 * A paid order as checkout and payment leave it (lines, a paid payment row), for the after-sales tests:
 * goods total from the lines, pay amount = goods + freight − discount.
 */
export async function paidOrder(s: TestServer, o: PaidOrderSeed) {
  const code = `AS${Date.now()}${randomBytes(4).readUInt32BE(0)}`;
  const goods = o.lines.reduce((sum, l) => sum + cents(l.price) * l.quantity, 0);
  const pay = goods + cents(o.freight ?? '0') - cents(o.discount ?? '0');
  const status = o.status ?? 'received';
  const paid = status !== 'unpaid' && status !== 'cancelled';
  const method = o.payMethod ?? 'wallet';
  const receivedAt =
    o.receivedAt === undefined
      ? ['received', 'completed'].includes(status)
        ? new Date()
        : null
      : o.receivedAt;
  const [order] = await rowsOf<{ id: string }>(
    s,
    sql`insert into orders (company_id, code, member_id, status, delivery_type, receiver_name, receiver_phone,
      region_name, address, goods_total, freight, discount_total, pay_amount, pay_method, pay_deadline,
      pre_order_key, paid_at, shipped_at, received_at)
      values (${o.companyId}, ${code}, ${o.memberId}, ${status}, 'express', '张三', '13900001111', '北京市', '建国路 1 号',
      ${yuan(goods)}, ${o.freight ?? '0'}, ${o.discount ?? '0'}, ${yuan(pay)}, ${paid ? method : null}, now(),
      ${randomBytes(12).toString('hex')}, ${paid ? new Date() : null},
      ${['shipped', 'received', 'completed'].includes(status) ? new Date() : null}, ${receivedAt})
      returning id`,
  );
  const id = Number(order!.id);
  const lineIds: number[] = [];
  for (const l of o.lines) {
    const [line] = await rowsOf<{ id: string }>(
      s,
      sql`insert into order_lines (company_id, order_id, product_id, sku_id, product_name, sku_label, unit_price,
        quantity, line_total)
        values (${o.companyId}, ${id}, ${l.productId}, ${l.skuId}, ${`售后测试商品#${l.skuId}`}, '默认', ${l.price},
        ${l.quantity}, ${yuan(cents(l.price) * l.quantity)}) returning id`,
    );
    lineIds.push(Number(line!.id));
  }
  const outTradeNo = `P${Date.now()}${randomBytes(4).readUInt32BE(0)}`.slice(0, 26);
  if (paid) {
    await s.db.drizzle.execute(
      sql`insert into order_payments (company_id, order_id, method, out_trade_no, amount, status, provider_txn_id, paid_at)
        values (${o.companyId}, ${id}, ${method}, ${outTradeNo}, ${yuan(pay)}, 'paid',
        ${method === 'wallet' ? null : 'TXN1'}, now())`,
    );
  }
  return { id, code, payAmount: yuan(pay), lineIds, outTradeNo };
}

/** A shop with a staff token, a shopper (token and member id) and a product of three SKUs. */
async function afterSalesShop(s: TestServer, staffToken: string, phone: string) {
  const [company] = await rowsOf<{ id: string }>(
    s,
    sql`select id from companies where company_key = 'sunrise'`,
  );
  const companyId = Number(company!.id);
  const shopper = await shopperToken(s, 'sunrise', phone);
  const me = await call(s.app, { method: 'GET', url: '/api/front/user', token: shopper });
  const memberId = Number(me.body.uid);
  const product = await desk(s, staffToken).product(`售后商品${phone}`, [
    { specKey: 'A', price: '30.00', stock: 100 },
    { specKey: 'B', price: '20.00', stock: 100 },
    { specKey: 'C', price: '10.00', stock: 100 },
  ]);
  const skus = product.skuIds.map((skuId, i) => ({
    skuId,
    productId: product.id,
    price: ['30.00', '20.00', '10.00'][i]!,
  }));
  /** A paid order of this shopper: each line a SKU of `skus` and its quantity; the rest as paidOrder takes it. */
  const order = (
    lines: [Omit<LineSeed, 'quantity'>, number][],
    rest: Omit<PaidOrderSeed, 'companyId' | 'memberId' | 'lines'> = {},
  ) =>
    paidOrder(s, {
      companyId,
      memberId,
      lines: lines.map(([sku, quantity]) => ({ ...sku, quantity })),
      ...rest,
    });
  /** The shopper's request for one piece of the order's first line: refund only for reason `other`, unless `over` says else. */
  const apply = (o: { id: number; lineIds: number[] }, over: object = {}) =>
    call(s.app, {
      method: 'POST',
      url: '/api/front/after-sales',
      token: shopper,
      payload: {
        orderId: o.id,
        type: 'refund',
        lines: [{ orderLineId: o.lineIds[0], quantity: 1 }],
        reason: 'other',
        ...over,
      },
    });
  return { companyId, shopper, memberId, skus, order, apply };
}

/**
 * The after-sales tests' set-up: a fresh server for the file signed in as sunrise's admin, and its
 * `afterSalesShop` for the shopper of `phone` (read `t` and `shop` inside tests); staff and shopper callers.
 */
export function afterSalesServer(phone: string) {
  const t = signedInServer('admin', 'sunrise');
  const shop = {} as Awaited<ReturnType<typeof afterSalesShop>>;
  beforeAll(async () => {
    Object.assign(shop, await afterSalesShop(t.s, t.token, phone));
  });
  return { t, shop, staff: () => caller(t.s, t.token), shopper: () => caller(t.s, shop.shopper) };
}

export const stockOf = async (s: TestServer, skuId: number) =>
  Number(
    (await rowsOf<{ stock: number }>(s, sql`select stock from product_skus where id = ${skuId}`))[0]!.stock,
  );

export const walletOf = async (s: TestServer, uid: number) =>
  (await rowsOf<{ now_money: string }>(s, sql`select now_money::text from members where uid = ${uid}`))[0]!
    .now_money;

export const expectOk = (res: Json) => {
  if (res.status !== 200) throw new Error(`${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
};
