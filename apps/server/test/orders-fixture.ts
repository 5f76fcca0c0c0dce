import { eq } from 'drizzle-orm';
import { inSystem } from '../src/db/access.ts';
import type { ShopperContext } from '../src/lib/context.ts';
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
  const send = async (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
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
