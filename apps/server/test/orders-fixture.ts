import { randomBytes } from 'node:crypto';
import { eq, type SQL, sql } from 'drizzle-orm';
import { inSystem } from '../src/db/access.ts';
import type { CompanyContext, ShopperContext } from '../src/lib/context.ts';
import { companies } from '../src/modules/companies/schema.ts';
import { call, type TestServer } from './helpers.ts';

/** A Beijing address (海淀区) staff can type for a member. */
export const BEIJING = {
  receiverName: '张三',
  receiverPhone: '13900000001',
  provinceId: 11,
  cityId: 1101,
  districtId: 110108,
  address: '中关村大街 1 号',
};

/** Requests to the order and goods routes as one staff member. */
export function desk(s: TestServer, token: string) {
  const send = async (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
    call(s.app, { method, url, token, ...(payload === undefined ? {} : { payload: payload as object }) });

  /** A product on the shelf with one SKU per entry; its SKU ids in that order. */
  async function product(name: string, skus: { specKey?: string; price: string; stock: number }[]) {
    const created = await send('POST', '/api/product', {
      name,
      onShelf: true,
      ...(skus.length > 1
        ? { specType: 'multi', specs: [{ name: '款式', values: skus.map((k) => k.specKey) }] }
        : {}),
      skus,
    });
    if (created.status !== 200) throw new Error(JSON.stringify(created.body));
    const full = await send('GET', `/api/product/${created.body.id}`);
    return { id: created.body.id as number, skuIds: (full.body.skus as { id: number }[]).map((k) => k.id) };
  }

  /** A member with `money` in the wallet. */
  async function member(nickname: string, phone: string, money?: string) {
    const created = await send('POST', '/api/user', { nickname, phone });
    if (created.status !== 200) throw new Error(JSON.stringify(created.body));
    const uid = created.body.uid as number;
    if (money) await send('POST', '/api/user/money', { uid, ptype: 1, money, remark: '充值' });
    return uid;
  }

  async function placeOrder(
    memberId: number,
    lines: { skuId: number; quantity: number }[],
    choices: object = { address: BEIJING },
  ) {
    const confirmed = await send('POST', '/api/order/checkout/confirm', { memberId, lines });
    if (confirmed.status !== 200) return { confirmed, created: confirmed };
    const created = await send('POST', `/api/order/checkout/${confirmed.body.key}/create`, {
      memberId,
      ...choices,
    });
    return { confirmed, created };
  }

  return { send, product, member, placeOrder };
}

export async function companyIdOf(s: TestServer, key: string): Promise<number> {
  const [row] = await inSystem({ db: s.db }, (tx) =>
    tx.select({ id: companies.id }).from(companies).where(eq(companies.companyKey, key)),
  );
  return row!.id;
}

/** The platform admin at the company's desk with every permission, as the services see a request of theirs. */
export function staffCtx(s: TestServer, companyId: number): CompanyContext {
  return {
    db: s.db,
    ip: '127.0.0.1',
    lang: 'zh',
    principal: {
      userId: 1,
      username: 'admin',
      sessionId: 'test',
      rememberMe: false,
      companyId,
      isPlatform: false,
      permissions: ['admin'],
      level: 1,
    },
  };
}

/** A shopper of the company, as the storefront's sign-in makes them (for the service functions it calls). */
export function shopperCtx(s: TestServer, companyId: number, memberId: number): ShopperContext {
  return {
    db: s.db,
    principal: null,
    ip: '127.0.0.1',
    lang: 'zh',
    shopper: { companyId, memberId, sessionId: 'test' },
  };
}

export async function rows<T>(s: TestServer, query: SQL): Promise<T[]> {
  return ((await s.db.drizzle.execute(query)) as unknown as { rows: T[] }).rows;
}

export interface Sku {
  id: number;
  productId: number;
  name: string;
  price: string;
  stock: number;
}

/** A SKU of the company with stock, for order lines. */
export async function skuOf(s: TestServer, companyId: number, skip = 0): Promise<Sku> {
  const [row] = await rows<{ id: string; product_id: string; name: string; price: string; stock: number }>(
    s,
    sql`select k.id, k.product_id, p.name, k.price::text as price, k.stock from product_skus k
      join products p on p.id = k.product_id
      where k.company_id = ${companyId} and k.stock > 10 order by k.id offset ${skip} limit 1`,
  );
  return {
    id: Number(row!.id),
    productId: Number(row!.product_id),
    name: row!.name,
    price: row!.price,
    stock: row!.stock,
  };
}

export interface OrderSeed {
  companyId: number;
  memberId: number;
  status: 'unpaid' | 'toShip' | 'toVerify' | 'shipped' | 'received' | 'completed' | 'cancelled';
  deliveryType?: 'express' | 'pickup';
  storeId?: number;
  pickupCode?: string;
  payMethod?: 'wallet' | 'sandbox' | 'wechat';
  sku: Sku;
  quantity?: number;
  shippingKind?: 'express' | 'courier' | 'none';
  createdAt?: Date;
}

/**
 * An order row as the checkout writes it, for the desk's tests (the storefront's checkout lives in
 * the core orders work; these tests need orders in each status without walking each path).
 */
export async function insertOrder(s: TestServer, o: OrderSeed): Promise<{ id: number; code: string }> {
  const code = `T${Date.now()}${randomBytes(5).readUInt32BE(0)}`;
  const quantity = o.quantity ?? 1;
  const total = (Number(o.sku.price) * quantity).toFixed(2);
  const paid = o.status !== 'unpaid' && o.status !== 'cancelled';
  const created = o.createdAt ?? new Date();
  const [order] = await rows<{ id: string }>(
    s,
    sql`insert into orders (company_id, code, member_id, status, delivery_type, store_id, receiver_name,
      receiver_phone, region_name, address, goods_total, pay_amount, pay_method, pay_deadline, pickup_code,
      shipping_kind, express_code, express_name, tracking_no, pre_order_key, created_at, paid_at, cancel_reason)
      values (${o.companyId}, ${code}, ${o.memberId}, ${o.status}, ${o.deliveryType ?? 'express'}, ${o.storeId ?? null},
      '张三', '13900001111', '北京市 市辖区 朝阳区', '建国路 1 号', ${total}, ${total},
      ${paid ? (o.payMethod ?? 'wallet') : null}, ${new Date(created.getTime() + 30 * 60_000)},
      ${o.pickupCode ?? null}, ${o.shippingKind ?? null},
      ${o.shippingKind === 'express' ? 'SF' : null}, ${o.shippingKind === 'express' ? '顺丰速运' : null},
      ${o.shippingKind === 'express' ? 'SF1000000001' : null}, ${randomBytes(12).toString('hex')},
      ${created}, ${paid ? created : null}, ${o.status === 'cancelled' ? 'shopper' : null})
      returning id`,
  );
  const id = Number(order!.id);
  await s.db.drizzle.execute(
    sql`insert into order_lines (company_id, order_id, product_id, sku_id, product_name, sku_label, picture,
      unit_price, quantity, line_total)
      values (${o.companyId}, ${id}, ${o.sku.productId}, ${o.sku.id}, ${o.sku.name}, '默认', null,
      ${o.sku.price}, ${quantity}, ${total})`,
  );
  await s.db.drizzle.execute(
    sql`insert into order_events (company_id, order_id, actor_kind, actor_id, actor_name, action, params)
      values (${o.companyId}, ${id}, 'shopper', ${o.memberId}, 'buyer', 'create', ${JSON.stringify({ payAmount: total })}::jsonb)`,
  );
  return { id, code };
}
