import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, caller, eventually, loginTo, startPeer, startTestServer, type TestServer } from './helpers.ts';

let s: TestServer;
let alice: string;
const web = mkdtempSync(path.join(os.tmpdir(), 'hh-h5-'));

beforeAll(async () => {
  mkdirSync(path.join(web, 'assets'));
  writeFileSync(path.join(web, 'index.html'), '<html><body>back office</body></html>');
  writeFileSync(
    path.join(web, 'h5.html'),
    '<html><head><title>商城</title></head><body>storefront</body></html>',
  );
  s = await startTestServer({ WEB_DIST: web });
  alice = await loginTo(s.app, 'alice', 'sunrise');
});
afterAll(() => s.close());

const staff = () => caller(s, alice);
const front = (url: string, app = s.app) => call(app, { method: 'GET', url: `/api/front/shops/${url}` });

interface Page {
  id: number;
  isHome: boolean;
  name: string;
  revision: number;
}
const pagesOf = async (token: string) =>
  (await caller(s, token).get('/api/decoration/pages')).body.content as Page[];

/** Writes behind every server's back: with triggers off, no change notification is sent. */
async function silently(statement: ReturnType<typeof sql>) {
  await s.db.drizzle.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`);
    await tx.execute(statement);
  });
}

/** Replaces a page's draft with one title and publishes it; answers the new version. */
async function publishTitle(page: Page, text: string, extra: unknown[] = []) {
  const detail = (await staff().get(`/api/decoration/pages/${page.id}`)).body;
  const saved = await staff().put(`/api/decoration/pages/${page.id}/draft`, {
    revision: detail.revision,
    document: { ...detail.document, components: [{ id: 'headline', type: 'title', text }, ...extra] },
  });
  expect(saved.status).toBe(200);
  const published = await staff().post(`/api/decoration/pages/${page.id}/publish`, {
    revision: saved.body.revision,
  });
  expect(published.status).toBe(200);
  return published.body.publishedVersion as number;
}

describe('the storefront read API', () => {
  it('serves the published home page with what its components show', async () => {
    const res = await front('sunrise/decoration/home');
    expect(res.status).toBe(200);
    const { page, document, data } = res.body;
    expect(page).toMatchObject({ isHome: true, version: 1, terminal: 3 });
    const types = document.components.map((c: { type: string }) => c.type);
    expect(types.slice(0, 9)).toEqual([
      'search',
      'banner',
      'navGrid',
      'notice',
      'coupons',
      'seckill',
      'groupBuy',
      'bargain',
      'imageAd',
    ]);
    const lists = document.components.filter((c: { type: string }) => c.type === 'productList');
    expect(lists.length).toBeGreaterThanOrEqual(2);
    for (const list of lists) {
      const ids = data.productLists[list.id] as number[];
      expect(ids.length).toBeGreaterThan(0);
      for (const id of ids) {
        const product = data.products.find((p: { id: number }) => p.id === id);
        expect(product.price).toMatch(/^\d+\.\d{2}$/);
        expect(typeof product.stock).toBe('number');
      }
    }
    expect(data.shop.name).toBe('朝阳优选商城');
    expect(data.navigation.items.map((i: { link: unknown }) => i.link)).toContainEqual({
      kind: 'page',
      page: 'cart',
    });
    expect(data.pages).toHaveLength(1);
    expect(data.categories.length).toBeGreaterThan(3);
    const blocks = document.components.filter((c: { type: string }) =>
      ['coupons', 'seckill', 'groupBuy', 'bargain'].includes(c.type),
    );
    expect(Object.keys(data.activities).sort()).toEqual(blocks.map((c: { id: string }) => c.id).sort());
    expect((await front('sunrise/decoration/home?terminal=4')).status).toBe(404);
    expect((await front('nowhere/decoration/home')).status).toBe(404);
  });

  it('never serves a draft: unpublished pages are 404, edited drafts stay unseen, hidden components are left out', async () => {
    const created = await staff().post('/api/decoration/pages', { name: '未发布' });
    expect((await front(`sunrise/decoration/pages/${created.body.id}`)).status).toBe(404);
    const home = (await pagesOf(alice)).find((p) => p.isHome)!;
    const before = (await front('sunrise/decoration/home')).body;
    const detail = (await staff().get(`/api/decoration/pages/${home.id}`)).body;
    await staff().put(`/api/decoration/pages/${home.id}/draft`, {
      revision: detail.revision,
      document: { ...detail.document, components: [{ id: 'draft-only', type: 'title', text: '草稿标题' }] },
    });
    const after = (await front('sunrise/decoration/home')).body;
    expect(after).toEqual(before);
    expect(JSON.stringify(after)).not.toContain('草稿标题');
    await publishTitle(home, '上线标题', [{ id: 'secret', type: 'title', text: '隐藏的组件', hidden: true }]);
    const live = (await front('sunrise/decoration/home')).body;
    expect(live.document.components.map((c: { id: string }) => c.id)).toEqual(['headline']);
    expect(JSON.stringify(live)).not.toContain('隐藏的组件');
  });

  it("never shows a page under another shop's key", async () => {
    const mine = await pagesOf(alice);
    for (const page of mine) {
      expect((await front(`sunrise/decoration/pages/${page.id}`)).status).toBe(
        page.name === '未发布' ? 404 : 200,
      );
      expect((await front(`harbour/decoration/pages/${page.id}`)).status).toBe(404);
    }
    const harbourHome = (await front('harbour/decoration/home')).body;
    expect(harbourHome.data.shop.name).toBe('海港鲜生');
    expect(mine.some((p) => p.id === harbourHome.page.id)).toBe(false);
  });

  it('answers from memory until a publish, which shows at once', async () => {
    const home = (await pagesOf(alice)).find((p) => p.isHome)!;
    const version = await publishTitle(home, '缓存一');
    expect((await front('sunrise/decoration/home')).body.page.version).toBe(version);
    // Behind the change feed's back: a cached answer keeps the old text.
    await silently(
      sql`update deco_page_versions set document = jsonb_set(document, '{components,0,text}', '"偷偷改"')
        where page_id = ${home.id} and version = ${version}`,
    );
    expect((await front('sunrise/decoration/home')).body.document.components[0].text).toBe('缓存一');
    const next = await publishTitle(home, '缓存二');
    const fresh = (await front('sunrise/decoration/home')).body;
    expect(fresh.page.version).toBe(next);
    expect(fresh.document.components[0].text).toBe('缓存二');
  });

  it('shows a product change heard through the change feed', async () => {
    const home = (await pagesOf(alice)).find((p) => p.isHome)!;
    const product = (await staff().get('/api/product?size=1&sort=id,asc')).body.content[0];
    await publishTitle(home, '商品', [
      { id: 'picked', type: 'productList', source: { mode: 'picked', ids: [product.id] } },
    ]);
    const nameShown = async () =>
      ((await front('sunrise/decoration/home')).body.data.products as { id: number; name: string }[]).find(
        (p) => p.id === product.id,
      )?.name;
    const first = await nameShown();
    expect(first).toBe(product.name);
    await s.db.drizzle.execute(
      sql`update products set name = ${`${product.name}·改`} where id = ${product.id}`,
    );
    expect(await eventually(nameShown, `${product.name}·改`)).toBe(`${product.name}·改`);
  });

  it("shows each product card's own original price (its cheapest SKU's), never another product's", async () => {
    const home = (await pagesOf(alice)).find((p) => p.isHome)!;
    const picked = ((await staff().get('/api/product?size=50&sort=id,asc')).body.content as { id: number }[])
      .slice(0, 2)
      .map((p) => p.id);
    await s.db.drizzle.execute(
      sql`update products set on_shelf = true where id in (${sql.join(picked, sql`, `)})`,
    );
    await s.db.drizzle.execute(
      sql`update product_skus set original_price = price + case when product_id = ${picked[0]} then 10 else 25 end
          where product_id in (${sql.join(picked, sql`, `)})`,
    );
    const expected = (
      (await s.db.drizzle.execute(sql`
        select distinct on (product_id) product_id as id, original_price::text as original
        from product_skus where product_id in (${sql.join(picked, sql`, `)})
        order by product_id, price, original_price desc`)) as unknown as {
        rows: { id: number; original: string }[];
      }
    ).rows;
    await publishTitle(home, '原价', [
      { id: 'picked', type: 'productList', source: { mode: 'picked', ids: picked } },
    ]);
    const cards = (await front('sunrise/decoration/home')).body.data.products as {
      id: number;
      originalPrice: string;
    }[];
    for (const { id, original } of expected) {
      expect(cards.find((c) => c.id === Number(id))?.originalPrice).toBe(original);
    }
    expect(new Set(expected.map((e) => e.original)).size).toBe(2);
  });

  it('shows a publish on one server at once on another', async () => {
    const peer = await startPeer(s);
    try {
      const home = (await pagesOf(alice)).find((p) => p.isHome)!;
      const warm = await front('sunrise/decoration/home', peer.app);
      expect(warm.status).toBe(200);
      const version = await publishTitle(home, '另一台服务器');
      const seen = await front('sunrise/decoration/home', peer.app);
      expect(seen.body.page.version).toBe(version);
      expect(seen.body.document.components[0].text).toBe('另一台服务器');
    } finally {
      await peer.close();
    }
  });

  it('refuses a shop not in business, as the catalogue does', async () => {
    await s.db.drizzle.execute(sql`update companies set status = 'disabled' where company_key = 'harbour'`);
    const res = await front('harbour/decoration/home');
    expect(res.status).toBe(403);
    await s.db.drizzle.execute(sql`update companies set status = 'active' where company_key = 'harbour'`);
    expect((await front('harbour/decoration/home')).status).toBe(200);
  });

  it("serves the storefront page's HTML under /h5/", async () => {
    for (const url of ['/h5/sunrise/', '/h5/sunrise/page/3', '/h5/harbour/product/12', '/h5/sunrise']) {
      const res = await s.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body).toContain('storefront');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
    expect((await s.app.inject({ method: 'GET', url: '/shop/decoration' })).body).toContain('back office');
  });

  it("writes the home page (and on the home page its first screen's pictures) into the H5 page's head, as text", async () => {
    const live = (await front('sunrise/decoration/home?terminal=2')).body.page;
    const home = (await pagesOf(alice)).find((p) => p.id === live.id)!;
    const hostile = '</script><b>x</b>';
    await publishTitle(home, hostile, [
      { id: 'banner', type: 'banner', items: [{ picture: '/file/a.png' }, { picture: '/file/b.png' }] },
      {
        id: 'ad',
        type: 'imageAd',
        layout: 'row2',
        items: [{ picture: '/file/c.png' }, { picture: '/file/d.png' }],
      },
    ]);
    const res = await s.app.inject({ method: 'GET', url: '/h5/sunrise/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    const preloads = [...res.body.matchAll(/<link rel="preload" as="image" href="([^"]+)"/g)].map(
      (m) => m[1],
    );
    expect(preloads).toEqual(['/file/a.png', '/file/c.png', '/file/d.png']);
    expect(res.body).toContain('href="/file/a.png" fetchpriority="high"');
    const inline = /<script type="application\/json" id="sf-home" data-shop="sunrise">(.*?)<\/script>/s.exec(
      res.body,
    );
    expect(inline).not.toBeNull();
    expect(res.body).not.toContain('<b>x</b>');
    expect(JSON.parse(inline![1]!)).toEqual((await front('sunrise/decoration/home?terminal=2')).body);
    expect(res.body.indexOf('sf-home')).toBeLessThan(res.body.indexOf('</head>'));

    const product = await s.app.inject({ method: 'GET', url: '/h5/sunrise/product/12' });
    expect(product.body).toContain('id="sf-home"');
    expect(product.body).not.toContain('rel="preload"');
    const unknown = await s.app.inject({ method: 'GET', url: '/h5/nowhere/' });
    expect(unknown.statusCode).toBe(200);
    expect(unknown.body).toContain('storefront');
    expect(unknown.body).not.toContain('sf-home');
  });

  it("serves the H5 shop its own published home, else the App's, never a 404 (homeTerminals)", async () => {
    const app = (await front('sunrise/decoration/home')).body.page;
    const borrowed = await front('sunrise/decoration/home?terminal=2');
    expect(borrowed.status).toBe(200);
    expect(borrowed.body.page).toMatchObject({ id: app.id, terminal: 3, isHome: true });

    const created = await staff().post('/api/decoration/pages', { terminal: 2, name: 'H5 首页' });
    expect(created.status).toBe(200);
    const h5 = created.body as Page;
    await publishTitle(h5, 'H5 自己的首页');
    expect((await front('sunrise/decoration/home?terminal=2')).body.page.id).toBe(app.id);
    expect((await staff().post(`/api/decoration/pages/${h5.id}/home`)).status).toBe(200);

    const own = await front('sunrise/decoration/home?terminal=2');
    expect(own.body.page).toMatchObject({ id: h5.id, terminal: 2, isHome: true });
    expect(own.body.document.components[0].text).toBe('H5 自己的首页');
    expect((await front('sunrise/decoration/home')).body.page.id).toBe(app.id);
    expect((await front('sunrise/decoration/home?terminal=4')).status).toBe(404);
  });

  it('links the back office to the live shop: its absolute H5 address (never the Host header) and a QR code', async () => {
    const res = await call(s.app, {
      method: 'GET',
      url: '/api/decoration/storefront',
      token: alice,
      headers: { host: 'evil.example' },
    });
    expect(res.status).toBe(200);
    expect(res.body.url).toBe(`http://localhost:${s.deps.config.PORT}/h5/sunrise/`);
    expect(res.body.qrSvg).toMatch(/^<svg[^>]*xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    expect(res.body.qrSvg).toContain('<path');
    const harbour = await loginTo(s.app, 'admin', 'harbour');
    expect((await caller(s, harbour).get('/api/decoration/storefront')).body.url).toMatch(/\/h5\/harbour\/$/);
    expect((await call(s.app, { method: 'GET', url: '/api/decoration/storefront' })).status).toBe(401);
  });
});
