import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { messages } from '../src/i18n/messages.ts';
import type { CompanyContext } from '../src/lib/context.ts';
import {
  afterSaleDetailOf,
  approveAfterSale,
  checkRefund,
  listAfterSales,
  receiveReturn,
  refundAfterSale,
  rejectAfterSale,
  retryRefund,
} from '../src/modules/after-sales/review.ts';
import { INVITATION_STATUSES } from '../src/modules/users/schema.ts';
import { paidOrder } from './after-sales-fixture.ts';
import { addStaff, call, caller, loginTo, startTestServer, type TestServer } from './helpers.ts';
import { sample } from './sample-input.ts';
import { shopperToken, skuInStock } from './storefront-helpers.ts';

/**
 * For every route that needs a signed-in caller, company B's token (an owner there, holding every
 * permission) is used against company A's rows: by id in the path, by filters in the query, by
 * ids in the body (update, bulk delete). Afterwards A's rows must be exactly as before and no
 * response may contain anything only A has. New routes are covered without a new test.
 */

let s: TestServer;
let A: number;
let B: number;

type Rows = Record<string, Record<string, unknown>[]>;

async function rowsOf(query: ReturnType<typeof sql>) {
  return (await s.db.drizzle.execute(query)) as unknown as { rows: Record<string, unknown>[] };
}

async function companyTables(): Promise<string[]> {
  const res = await rowsOf(sql`select table_name from information_schema.columns
    where table_schema = 'public' and column_name = 'company_id' order by table_name`);
  return res.rows.map((r) => String(r.table_name));
}

async function snapshot(companyId: number): Promise<Rows> {
  const out: Rows = {};
  for (const table of await companyTables()) {
    const res = await rowsOf(
      sql`select * from ${sql.identifier(table)} where company_id = ${companyId} order by 1, 2`,
    );
    out[table] = res.rows;
  }
  const company = await rowsOf(sql`select * from companies where id = ${companyId}`);
  out.companies = company.rows;
  // The global rows reachable through A's memberships: a person A shares with B must not be
  // renamed, re-phoned or given a new password by B.
  const people = await rowsOf(sql`select u.* from users u where exists
    (select 1 from company_members m where m.user_id = u.id and m.company_id = ${companyId}) order by u.id`);
  out.people = people.rows;
  return out;
}

/** Numbers, prices and times say nothing about whose row they came from; names, texts and keys do. */
const isTelling = (v: string) => v.length >= 4 && !/^[\d.,:+\-TZ ]+$/.test(v);

function strings(rows: Rows): Set<string> {
  const out = new Set<string>();
  for (const list of Object.values(rows)) {
    for (const row of list) {
      for (const v of Object.values(row)) if (typeof v === 'string' && isTelling(v)) out.add(v);
    }
  }
  return out;
}

/** A few ids of every kind A owns (the first and last rows of each table), to aim B's requests at. */
function idsIn(rows: Rows): number[] {
  const ids = new Set<number>();
  for (const list of Object.values(rows)) {
    for (const row of [...list.slice(0, 2), ...list.slice(-1)]) {
      for (const [k, v] of Object.entries(row)) {
        const isId = k === 'id' || k === 'uid' || k.endsWith('_id') || k.endsWith('_uid');
        if (isId && v !== null && k !== 'company_id') ids.add(Number(v));
      }
    }
  }
  return [...ids].sort((a, b) => a - b);
}

/** The telling strings of A's rows that nothing of B's holds: none may appear in an answer to B. */
async function onlyIn(before: Rows): Promise<string[]> {
  const seenByB = strings(await snapshot(B));
  const catalogue = Object.values(messages).flatMap((m) => [m.zh, m.en]);
  return [...strings(before)].filter(
    (v) =>
      !seenByB.has(v) &&
      !/^\d{4}-\d{2}-\d{2}/.test(v) &&
      !catalogue.some((text) => text.includes(v)) &&
      !(INVITATION_STATUSES as readonly string[]).includes(v),
  );
}

/** The query string of a route's sample query, aimed at `ids`. */
function queryString(
  schema: Record<string, z.ZodType | undefined> | undefined,
  ids: number[] | null,
): string {
  const query =
    schema?.querystring && ids ? (sample(schema.querystring, ids) as Record<string, unknown>) : undefined;
  return query
    ? `?${new URLSearchParams(
        Object.entries(query).flatMap(([k, v]): [string, string][] =>
          v === undefined ? [] : Array.isArray(v) ? v.map((x) => [k, String(x)]) : [[k, String(v)]],
        ),
      )}`
    : '';
}

beforeAll(async () => {
  s = await startTestServer();
  const companies = await rowsOf(sql`select id, company_key from companies`);
  A = Number(companies.rows.find((c) => c.company_key === 'sunrise')!.id);
  B = Number(companies.rows.find((c) => c.company_key === 'harbour')!.id);
});
afterAll(() => s.close());

/**
 * Every route called with B's token, once without ids and once aimed at each of A's ids (writes also
 * at each id alone: a bulk call naming one id B cannot touch fails as a whole, which would hide a
 * write through an id B shares with A); each answer an allowed status leaking none of A's strings.
 * The report: a line per call, `METHOD url -> status`.
 */
async function aimAll(
  routes: TestServer['routes'],
  token: string,
  aIds: number[],
  onlyA: string[],
  allowed: number[],
): Promise<string[]> {
  const report: string[] = [];
  for (const route of routes) {
    const schema = route.schema as Record<string, z.ZodType | undefined> | undefined;
    const variants = [
      null,
      ...aIds.map((id) => [id, ...aIds.filter((other) => other !== id)]),
      ...(route.method === 'GET' ? [] : aIds.map((id) => [id])),
    ];
    for (const ids of variants) {
      if (ids === null && route.url.includes(':')) continue;
      const url = route.url.replace(/:[A-Za-z]+/g, String(ids?.[0]));
      const payload = schema?.body ? sample(schema.body, ids ?? aIds) : undefined;
      const qs = queryString(schema, ids);
      const res = await call(s.app, {
        method: route.method as 'GET',
        url: url + qs,
        token,
        ...(payload === undefined ? {} : { payload: payload as object }),
      });
      report.push(`${route.method} ${url}${qs} -> ${res.status}`);
      expect(allowed, `${route.method} ${url}${qs}`).toContain(res.status);
      const text = typeof res.body === 'string' ? res.body : JSON.stringify(res.body);
      for (const secret of onlyA) {
        expect(text.includes(secret), `${route.method} ${url} leaked "${secret}"`).toBe(false);
      }
    }
  }
  return report;
}

describe('tenant wall', () => {
  it('holds for every signed-in route', async () => {
    const adminB = await loginTo(s.app, 'admin', 'harbour');
    const rolesB = await call(s.app, { method: 'GET', url: '/api/roles/all', token: adminB });
    const owner = rolesB.body.find((r: { isAdmin: boolean }) => r.isAdmin);
    const created = await addStaff(s, adminB, ['owner_b', 'Owner B', '13700000077', 'secret1'], [owner.id]);
    expect(created.status).toBe(200);
    const tokenB = await loginTo(s.app, 'owner_b', 'harbour', 'secret1');
    // An open invitation of A (to bob, a person of B only), for B to aim at.
    const aliceA = await loginTo(s.app, 'alice', 'sunrise');
    const invited = await addStaff(s, aliceA, ['bob_in_a', 'Bob', '13800000002', 'secret1'], []);
    expect(invited.body.invited).toBe(true);
    const before = await snapshot(A);
    expect(before.staff_invitations).toHaveLength(1);
    const onlyA = await onlyIn(before);
    // B's own person is B's to change (resetting their own password would end the token used here).
    const ownerB = Number(created.body.id);
    const aIds = [A, ...idsIn(before).filter((id) => id !== ownerB)];
    expect(aIds.length).toBeGreaterThan(5);
    expect(onlyA).toContain('朝阳优选商城');

    // Removals last: B removing a person it shares with A would otherwise hide a later write to them.
    // Shopper routes refuse every staff token (storefront-token-walls): B's shopper is aimed at them below.
    const guarded = s.routes
      .filter((r) => r.access && r.access.kind !== 'public' && r.access.kind !== 'shopper')
      .sort((a, b) => Number(a.method === 'DELETE') - Number(b.method === 'DELETE'));
    expect(guarded.length).toBeGreaterThan(15);
    const report = await aimAll(
      guarded.filter((r) => r.url !== '/auth/logout'),
      tokenB,
      aIds,
      onlyA,
      [200, 204, 400, 403, 404, 409, 415, 429],
    );
    const after = await snapshot(A);
    expect(after).toEqual(before);
    expect(report.length).toBeGreaterThan(guarded.length * aIds.length);
    const invitationId = Number(before.staff_invitations![0]!.id);
    expect(aIds).toContain(invitationId);
    for (const target of [
      `/api/invitations/${invitationId}/accept`,
      `/api/users/invitations/${invitationId}`,
    ]) {
      expect(report.some((line) => line.includes(target) && line.endsWith('-> 404'))).toBe(true);
    }
    expect(report.filter((line) => line.endsWith('-> 404')).length).toBeGreaterThan(100);
    // Calls taking a list of ids refuse the whole list when one is A's: 404, and nothing changes
    // (the snapshot above). Each is aimed at A's rows of its own table.
    const idsOf = (table: string, key = 'id') => (before[table] ?? []).map((row) => Number(row[key]));
    const listCalls: [string, string, (ids: number[]) => unknown, number[]][] = [
      ['PUT', '/api/goodsCategory/reorder', (ids) => ({ ids }), idsOf('goods_categories')],
      ['POST', '/api/product/bulk', (ids) => ({ ids, onShelf: false }), idsOf('products')],
      ['POST', '/api/product/restore', (ids) => ids, idsOf('products')],
      ['DELETE', '/api/product/purge', (ids) => ids, idsOf('products')],
      ['DELETE', '/api/product', (ids) => ids, idsOf('products')],
      ['DELETE', '/api/goodsCategory', (ids) => ids, idsOf('goods_categories')],
      ['DELETE', '/api/hhStores', (ids) => ids, idsOf('hh_stores')],
      ['DELETE', '/api/hhDealer', (ids) => ids, idsOf('hh_dealer')],
      ['DELETE', '/api/dict', (ids) => ids, idsOf('dicts')],
      ['DELETE', '/api/roles', (ids) => ids, idsOf('roles')],
      ['DELETE', '/api/user', (ids) => ids, idsOf('members', 'uid')],
    ];
    for (const [method, url, body, ids] of listCalls) {
      expect(ids.length, `${url}: A has rows to aim at`).toBeGreaterThan(0);
      const res = await call(s.app, {
        method: method as 'PUT',
        url,
        token: tokenB,
        payload: body(ids) as object,
      });
      expect(res.status, `${method} ${url} with A's ids`).toBe(404);
    }
    // A navigation entry of B linking A's product or category is refused with a field message.
    for (const [kind, table] of [
      ['product', 'products'],
      ['category', 'goods_categories'],
    ] as const) {
      for (const id of idsOf(table)) {
        const res = await call(s.app, {
          method: 'PUT',
          url: '/api/navigation',
          token: tokenB,
          payload: {
            items: [
              { navName: 'x', link: { kind, id } },
              { navName: 'y', link: { kind: 'page', page: 'home' } },
            ],
          },
        });
        expect(res.status, `navigation link to A's ${kind} ${id}`).toBe(400);
        expect(res.body.errors.map((e: { field: string }) => e.field)).toEqual(['items.0.link']);
      }
    }
    expect(await snapshot(A)).toEqual(before);
  }, 600_000);

  it("holds for every shopper route: B's shopper (the same phone) against A's carts and addresses", async () => {
    const phone = '13955550001';
    const shopperA = await shopperToken(s, 'sunrise', phone);
    const sku = await skuInStock(s, 'sunrise', 3);
    const asA = caller(s, shopperA);
    expect((await asA.post('/api/front/cart', { skuId: sku.skuId, quantity: 2 })).status).toBe(200);
    const region = { provinceId: 33, cityId: 3301, districtId: 330102 };
    for (const name of ['朝阳收件人甲', '朝阳收件人乙']) {
      const res = await asA.post('/api/front/addresses', {
        name,
        phone,
        ...region,
        detail: `${name}的门牌 8 号`,
      });
      expect(res.status).toBe(200);
    }
    // An after-sale of A's shopper on a paid order, for B's shopper and B's staff to aim at.
    const me = await asA.get('/api/front/user');
    const orderA = await paidOrder(s, {
      companyId: A,
      memberId: Number(me.body.uid),
      lines: [{ skuId: sku.skuId, productId: sku.productId, price: '9.90', quantity: 1 }],
    });
    const afterSaleA = await asA.post('/api/front/after-sales', {
      orderId: orderA.id,
      type: 'returnRefund',
      lines: [{ orderLineId: orderA.lineIds[0], quantity: 1 }],
      reason: 'other',
      explanation: '朝阳售后说明文字',
    });
    expect(afterSaleA.status).toBe(200);
    const shopperB = await shopperToken(s, 'harbour', phone);
    const before = await snapshot(A);
    expect(before.shopper_cart).toHaveLength(1);
    // The demo seed gives some of A's members saved addresses too; the two aimed at are this shopper's.
    const addressesA = before.shopper_addresses!.filter((r) => Number(r.member_id) === Number(me.body.uid));
    expect(addressesA).toHaveLength(2);
    const onlyA = await onlyIn(before);
    expect(onlyA).toContain('朝阳收件人甲');
    const aIds = [
      A,
      ...before.shopper_cart!.flatMap((r) => [
        Number(r.id),
        Number(r.sku_id),
        Number(r.product_id),
        Number(r.member_id),
      ]),
      ...addressesA.map((r) => Number(r.id)),
      afterSaleA.body.id,
      orderA.id,
      orderA.lineIds[0]!,
    ];
    expect(onlyA).toContain('朝阳售后说明文字');
    const routes = s.routes
      .filter((r) => r.access?.kind === 'shopper' && r.url !== '/api/front/logout')
      .sort((a, b) => Number(a.method === 'DELETE') - Number(b.method === 'DELETE'));
    expect(routes.length).toBeGreaterThanOrEqual(12);
    const report = await aimAll(routes, shopperB, aIds, onlyA, [200, 204, 400, 404, 409, 429]);
    expect(await snapshot(A)).toEqual(before);
    for (const [method, url] of [
      ['GET', `/api/front/addresses/${addressesA[0]!.id}`],
      ['PUT', `/api/front/addresses/${addressesA[0]!.id}/default`],
      ['DELETE', `/api/front/addresses/${addressesA[1]!.id}`],
    ]) {
      expect(report.some((line) => line.startsWith(`${method} ${url} `) && line.endsWith('-> 404'))).toBe(
        true,
      );
    }
    // B's staff (every permission there) cannot reach A's after-sale either: the desk's services in B's company.
    const staffB: CompanyContext = {
      db: s.db,
      principal: {
        userId: 0,
        username: 'staff_b',
        sessionId: 'wall',
        rememberMe: false,
        companyId: B,
        isPlatform: false,
        permissions: ['admin'],
        level: 1,
      },
      ip: '127.0.0.1',
      lang: 'zh',
    };
    const id = afterSaleA.body.id as number;
    for (const attempt of [
      () => afterSaleDetailOf(staffB, id),
      () => approveAfterSale(staffB, { id }),
      () => rejectAfterSale(staffB, { id, reason: 'x' }),
      () => receiveReturn(staffB, { id, restock: true }),
      () => refundAfterSale(staffB, { id }),
      () => retryRefund(staffB, id),
      () => checkRefund(staffB, id),
    ]) {
      await expect(attempt()).rejects.toMatchObject({ status: 404 });
    }
    const listed = await listAfterSales(staffB, { page: 0, size: 10, sort: ['id,desc'], orderId: orderA.id });
    expect(listed.totalElements).toBe(0);
    expect(await snapshot(A)).toEqual(before);
    const cartId = Number(before.shopper_cart![0]!.id);
    const removed = await call(s.app, {
      method: 'DELETE',
      url: '/api/front/cart',
      token: shopperB,
      payload: { ids: [cartId] },
    });
    expect(removed.status).toBe(404);
    const changed = await call(s.app, {
      method: 'PUT',
      url: '/api/front/cart/quantity',
      token: shopperB,
      payload: { id: cartId, quantity: 1 },
    });
    expect(changed.status).toBe(404);
    const added = await call(s.app, {
      method: 'POST',
      url: '/api/front/cart',
      token: shopperB,
      payload: { skuId: sku.skuId, quantity: 1 },
    });
    expect(added.status).toBe(404);
    expect((await asA.get('/api/front/cart')).body.valid).toHaveLength(1);
    expect(await snapshot(A)).toEqual(before);
  }, 600_000);
});
