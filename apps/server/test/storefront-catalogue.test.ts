import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, caller, loginTo, startTestServer, type TestServer } from './helpers.ts';
import { rowsOf } from './storefront-helpers.ts';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(() => s.close());

const get = (url: string) => call(s.app, { method: 'GET', url, headers: { 'accept-language': 'en' } });

interface Card {
  id: number;
  name: string;
  price: string;
  sales: number;
}

async function forSaleCount(companyKey: string) {
  const [row] = await rowsOf<{ n: string }>(
    s,
    sql`select count(*) as n from products p join companies c on c.id = p.company_id
      where c.company_key = ${companyKey} and p.on_shelf and not p.is_deleted`,
  );
  return Number(row!.n);
}

describe('the public catalogue of one shop', () => {
  it('shows the shop: name, logo, footer, pickup and its pickup stores', async () => {
    const res = await get('/api/front/shops/sunrise');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ companyKey: 'sunrise', name: '朝阳优选商城', storeSelfMention: 1 });
    expect(res.body.footer).toEqual({ footerTxt: expect.any(String), caseNumber: expect.any(String) });
    const [stores] = await rowsOf<{ n: string }>(
      s,
      sql`select count(*) as n from hh_stores st join companies c on c.id = st.company_id
        where c.company_key = 'sunrise' and st.status = 1 and st.pickup_enabled`,
    );
    expect(res.body.stores).toHaveLength(Number(stores!.n));
    const alice = await loginTo(s.app, 'alice', 'sunrise');
    expect(
      (await caller(s, alice).put('/api/systemConfig', { menuName: 'store_self_mention', value: 2 })).status,
    ).toBe(200);
    const deliveryOnly = await get('/api/front/shops/sunrise');
    expect(deliveryOnly.body).toMatchObject({ storeSelfMention: 2, stores: [] });
    await caller(s, alice).put('/api/systemConfig', { menuName: 'store_self_mention', value: 1 });
    expect((await get('/api/front/shops/nowhere')).status).toBe(404);
  });

  it('lists the shown categories, parents first', async () => {
    const res = await get('/api/front/shops/sunrise/categories');
    expect(res.status).toBe(200);
    expect(res.body.length).toBeGreaterThan(0);
    const firstChild = res.body.findIndex((c: { parentId: number }) => c.parentId !== 0);
    expect(
      res.body
        .slice(0, firstChild === -1 ? undefined : firstChild)
        .every((c: { parentId: number }) => c.parentId === 0),
    ).toBe(true);
  });

  it("lists each level in the back office's order: sort ascending, then id", async () => {
    const top = (await get('/api/front/shops/sunrise/categories')).body.filter(
      (c: { parentId: number }) => c.parentId === 0,
    ) as { id: number; sort: number }[];
    expect(top.length).toBeGreaterThan(2);
    const [first, second, third] = top;
    await s.db.drizzle.execute(sql`update goods_categories set sort = case id
      when ${third!.id} then 0 when ${first!.id} then 1 else 2 end
      where id in (${first!.id}, ${second!.id}, ${third!.id})`);
    const again = (await get('/api/front/shops/sunrise/categories')).body.filter(
      (c: { parentId: number }) => c.parentId === 0,
    ) as { id: number; sort: number }[];
    const ids = again.map((c) => c.id);
    expect(ids.indexOf(third!.id)).toBeLessThan(ids.indexOf(first!.id));
    expect(ids.indexOf(first!.id)).toBeLessThan(ids.indexOf(second!.id));
    for (let i = 1; i < again.length; i++) {
      const [a, b] = [again[i - 1]!, again[i]!];
      expect(a.sort < b.sort || (a.sort === b.sort && a.id < b.id), `${a.id} before ${b.id}`).toBe(true);
    }
  });

  it('pages only on-shelf, non-deleted products of that shop, by the list convention', async () => {
    const total = await forSaleCount('sunrise');
    const page0 = await get('/api/front/shops/sunrise/products?page=0&size=5');
    expect(page0.status).toBe(200);
    expect(page0.body.totalElements).toBe(total);
    expect(page0.body.content).toHaveLength(Math.min(5, total));
    const page1 = await get('/api/front/shops/sunrise/products?page=1&size=5');
    const ids0 = page0.body.content.map((p: Card) => p.id);
    expect(page1.body.content.some((p: Card) => ids0.includes(p.id))).toBe(false);
    const [hidden] = await rowsOf<{ id: string }>(
      s,
      sql`select p.id from products p join companies c on c.id = p.company_id
        where c.company_key = 'sunrise' and (not p.on_shelf or p.is_deleted) limit 1`,
    );
    expect((await get(`/api/front/shops/sunrise/products/${hidden!.id}`)).status).toBe(404);
    const all = await get(`/api/front/shops/sunrise/products?size=50&page=0`);
    const everyId = [...all.body.content.map((p: Card) => p.id)];
    for (let page = 1; page * 50 < total; page++) {
      const more = await get(`/api/front/shops/sunrise/products?size=50&page=${page}`);
      everyId.push(...more.body.content.map((p: Card) => p.id));
    }
    expect(everyId).not.toContain(Number(hidden!.id));
    expect(new Set(everyId).size).toBe(total);
  });

  it('sorts by price, sales and newest in both directions', async () => {
    const list = async (sort: string) =>
      (await get(`/api/front/shops/sunrise/products?size=50&sort=${sort}`)).body.content as Card[];
    const asc = (xs: number[]) => xs.every((x, i) => i === 0 || xs[i - 1]! <= x);
    const desc = (xs: number[]) => xs.every((x, i) => i === 0 || xs[i - 1]! >= x);
    expect(asc((await list('price,asc')).map((p) => Number(p.price)))).toBe(true);
    expect(desc((await list('price,desc')).map((p) => Number(p.price)))).toBe(true);
    expect(desc((await list('sales,desc')).map((p) => p.sales))).toBe(true);
    expect(asc((await list('sales,asc')).map((p) => p.sales))).toBe(true);
    const newest = await list('newest,desc');
    const oldest = await list('newest,asc');
    expect(newest[0]!.id).not.toBe(oldest[0]!.id);
    const bad = await get('/api/front/shops/sunrise/products?sort=cost,desc');
    expect(bad.status).toBe(400);
    expect(bad.body.errors[0].field).toBe('sort');
  });

  it('filters by category (a parent takes in its children), keyword and price range', async () => {
    const [parent] = await rowsOf<{ id: string }>(
      s,
      sql`select g.id from goods_categories g join companies c on c.id = g.company_id
        where c.company_key = 'sunrise' and g.parent_id = 0
          and exists (select 1 from goods_categories ch where ch.parent_id = g.id) limit 1`,
    );
    const [expected] = await rowsOf<{ n: string }>(
      s,
      sql`select count(*) as n from products p where p.on_shelf and not p.is_deleted
        and (p.category_id = ${parent!.id} or p.category_id in (select id from goods_categories where parent_id = ${parent!.id}))`,
    );
    const byCategory = await get(`/api/front/shops/sunrise/products?categoryId=${parent!.id}&size=1`);
    expect(byCategory.body.totalElements).toBe(Number(expected!.n));
    expect(Number(expected!.n)).toBeGreaterThan(0);

    const first = (await get('/api/front/shops/sunrise/products?size=1')).body.content[0] as Card;
    const word = first.name.slice(0, 2);
    const byWord = await get(`/api/front/shops/sunrise/products?keyword=${encodeURIComponent(word)}&size=50`);
    expect(byWord.body.content.length).toBeGreaterThan(0);
    expect(byWord.body.content.map((p: Card) => p.id)).toContain(first.id);

    const ranged = await get('/api/front/shops/sunrise/products?minPrice=50&maxPrice=200&size=50');
    expect(ranged.status).toBe(200);
    for (const p of ranged.body.content as Card[]) {
      expect(Number(p.price)).toBeGreaterThanOrEqual(50);
      expect(Number(p.price)).toBeLessThanOrEqual(200);
    }
    expect((await get('/api/front/shops/sunrise/products?minPrice=abc')).status).toBe(400);
  });

  it("shows a product with its SKUs and live stock; another shop's product is 404 here", async () => {
    const first = (await get('/api/front/shops/sunrise/products?size=1')).body.content[0] as Card;
    const detail = await get(`/api/front/shops/sunrise/products/${first.id}`);
    expect(detail.status).toBe(200);
    expect(detail.body.skus.length).toBeGreaterThan(0);
    expect(detail.body.description).not.toMatch(/<script/i);
    const sku = detail.body.skus[0];
    await s.db.drizzle.execute(sql`update product_skus set stock = stock + 3 where id = ${sku.id}`);
    const again = await get(`/api/front/shops/sunrise/products/${first.id}`);
    expect(again.body.skus[0].stock).toBe(sku.stock + 3);

    const other = (await get('/api/front/shops/harbour/products?size=1')).body.content[0] as Card;
    expect((await get(`/api/front/shops/harbour/products/${other.id}`)).status).toBe(200);
    expect((await get(`/api/front/shops/sunrise/products/${other.id}`)).status).toBe(404);
  });

  it('hides a product the shop takes off the shelf', async () => {
    const first = (await get('/api/front/shops/sunrise/products?size=1')).body.content[0] as Card;
    const before = await forSaleCount('sunrise');
    await s.db.drizzle.execute(sql`update products set on_shelf = false where id = ${first.id}`);
    expect((await get(`/api/front/shops/sunrise/products/${first.id}`)).status).toBe(404);
    const list = await get('/api/front/shops/sunrise/products?size=1');
    expect(list.body.totalElements).toBe(before - 1);
    await s.db.drizzle.execute(sql`update products set on_shelf = true where id = ${first.id}`);
  });

  it('finds Chinese keywords through the back office search (trigram index)', async () => {
    const [named] = await rowsOf<{ id: string; name: string }>(
      s,
      sql`select p.id, p.name from products p join companies c on c.id = p.company_id
        where c.company_key = 'sunrise' and p.on_shelf and not p.is_deleted and p.name ~ '[\u4e00-\u9fff]{2}'
        order by p.id limit 1`,
    );
    const word = /[\u4e00-\u9fff]{2}/.exec(named!.name)![0];
    const [expected] = await rowsOf<{ n: string }>(
      s,
      sql`select count(*) as n from products p join companies c on c.id = p.company_id
        where c.company_key = 'sunrise' and p.on_shelf and not p.is_deleted
          and (p.name ilike ${`%${word}%`} or p.keywords ilike ${`%${word}%`})`,
    );
    const found = await get(`/api/front/shops/sunrise/products?keyword=${encodeURIComponent(word)}&size=50`);
    expect(found.status).toBe(200);
    expect(found.body.totalElements).toBe(Number(expected!.n));
    expect(found.body.content.map((p: Card) => p.id)).toContain(Number(named!.id));
  });

  it('caps public pages: at most 50 a page and the first 2,000 results', async () => {
    expect((await get('/api/front/shops/sunrise/products?size=50&page=39')).status).toBe(200);
    const far = await get('/api/front/shops/sunrise/products?size=50&page=40');
    expect(far.status).toBe(400);
    expect(far.body.errors[0].field).toBe('page');
    expect(far.body.errors[0].message).toBe('The page is too far; narrow the list with a filter');
    const big = await get('/api/front/shops/sunrise/products?size=51');
    expect(big.status).toBe(400);
    expect(big.body.errors[0].field).toBe('size');
  });

  it('limits product pages per address to 120 a minute', async () => {
    const from = (ip: string) =>
      call(s.app, { method: 'GET', url: '/api/front/shops/sunrise/products?size=1', remoteAddress: ip });
    for (let n = 0; n < 120; n++) expect((await from('198.51.100.7')).status).toBe(200);
    const blocked = await from('198.51.100.7');
    expect(blocked.status).toBe(429);
    expect(blocked.body.message).toMatch(/^浏览过于频繁，请 \d+ 秒后再试$/);
    expect((await from('198.51.100.8')).status).toBe(200);
  }, 60_000);
});
