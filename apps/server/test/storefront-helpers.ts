import { sql } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import type { ShopperContext } from '../src/lib/context.ts';
import { call, startTestServer, type TestServer } from './helpers.ts';

let nextIp = 0;
/** A fresh client address per sign-in, so the per-address SMS caps never meet the tests. */
const freshIp = () => {
  nextIp += 1;
  return `10.77.${nextIp >> 8}.${nextIp & 255}`;
};

/** Sends a storefront code to the phone for the shop (the echo provider hands it back). */
export async function sendShopperCode(s: TestServer, companyKey: string, phone: string, ip = freshIp()) {
  // The one-a-minute resend wait is the SMS tests' subject, not these: earlier codes are made older.
  await s.db.drizzle.execute(
    sql`update sms_codes set created_at = created_at - interval '2 minutes' where phone = ${phone}`,
  );
  const res = await call(s.app, {
    method: 'POST',
    url: '/api/front/login/sms',
    payload: { companyKey, phone },
    remoteAddress: ip,
  });
  if (res.status !== 200) throw new Error(`code for ${phone}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.code as string;
}

/** Signs a shopper in to the shop by phone and code; answers the whole response. */
export async function shopperSignIn(s: TestServer, companyKey: string, phone: string) {
  const ip = freshIp();
  const code = await sendShopperCode(s, companyKey, phone, ip);
  return call(s.app, {
    method: 'POST',
    url: '/api/front/login',
    payload: { companyKey, phone, code },
    remoteAddress: ip,
  });
}

/** A shopper token of the shop for the phone. */
export async function shopperToken(s: TestServer, companyKey: string, phone: string): Promise<string> {
  const res = await shopperSignIn(s, companyKey, phone);
  if (res.status !== 200) throw new Error(`shopper ${phone}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.token as string;
}

/** A change made behind the app's back, returning once the server has heard of it (as for its own writes). */
export async function writeHeard(s: TestServer, query: ReturnType<typeof sql>): Promise<void> {
  await s.db.transaction('', (tx) => tx.execute(query));
}

export async function rowsOf<T>(s: TestServer, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await s.db.drizzle.execute(query)) as unknown as { rows: T[] }).rows;
}

export async function companyIdOf(s: TestServer, companyKey: string): Promise<number> {
  const [row] = await rowsOf<{ id: string }>(
    s,
    sql`select id from companies where company_key = ${companyKey}`,
  );
  return Number(row!.id);
}

/** An on-shelf product of the company with a SKU in stock, straight from the database. */
export async function skuInStock(s: TestServer, companyKey: string, minStock = 5) {
  const [row] = await rowsOf<{ sku_id: string; product_id: string; stock: number }>(
    s,
    sql`select k.id as sku_id, p.id as product_id, k.stock from product_skus k
      join products p on p.id = k.product_id join companies c on c.id = p.company_id
      where c.company_key = ${companyKey} and p.on_shelf and not p.is_deleted and k.stock >= ${minStock}
      order by k.id limit 1`,
  );
  return { skuId: Number(row!.sku_id), productId: Number(row!.product_id), stock: Number(row!.stock) };
}

/** Requests in English as the shopper whose token `who()` holds when the request is made. */
export const shopperCaller =
  (server: () => TestServer, who: () => string) =>
  (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    call(server().app, {
      method,
      url,
      token: who(),
      headers: { 'accept-language': 'en' },
      ...(payload ? { payload } : {}),
    });

interface TwoShoppers {
  s: TestServer;
  token: string;
  uid: number;
  other: string;
  otherUid: number;
  /** Requests (in English) as the first shopper, and as the second. */
  me: ReturnType<typeof shopperCaller>;
  them: ReturnType<typeof shopperCaller>;
  /** The first shopper as the storefront's services see them. */
  ctx(): Promise<ShopperContext>;
}

/** A fresh server for the file with two shoppers of sunrise signed in by these phones (read the fields inside tests). */
export function twoShoppers(mine: string, theirs: string): TwoShoppers {
  const two = {
    me: shopperCaller(
      () => two.s,
      () => two.token,
    ),
    them: shopperCaller(
      () => two.s,
      () => two.other,
    ),
    ctx: async () => ({
      db: two.s.db,
      principal: null,
      ip: '127.0.0.1',
      lang: 'en',
      shopper: { companyId: await companyIdOf(two.s, 'sunrise'), memberId: two.uid, sessionId: 'test' },
    }),
  } as TwoShoppers;
  const signIn = async (phone: string) => {
    const res = await shopperSignIn(two.s, 'sunrise', phone);
    if (res.status !== 200) throw new Error(`shopper ${phone}: ${res.status} ${JSON.stringify(res.body)}`);
    return { token: res.body.token as string, uid: res.body.member.uid as number };
  };
  beforeAll(async () => {
    two.s = await startTestServer();
    ({ token: two.token, uid: two.uid } = await signIn(mine));
    ({ token: two.other, uid: two.otherUid } = await signIn(theirs));
  });
  afterAll(() => two.s.close());
  return two;
}
