import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { call, loginTo, signedInServer } from './helpers.ts';

const t = signedInServer('alice', 'sunrise');

const get = (url: string, token = t.token) => call(t.s.app, { method: 'GET', url, token });
const put = (payload: unknown, token = t.token) =>
  call(t.s.app, { method: 'PUT', url: '/api/navigation', payload: payload as object, token });

const page = (name: string, pageKey: string) => ({ navName: name, link: { kind: 'page', page: pageKey } });

async function firstIds(token: string) {
  const product = (await get('/api/product?size=1&sort=id,asc', token)).body.content[0];
  const category = (await get('/api/goodsCategory?size=1&sort=id,asc', token)).body.content[0];
  return {
    product: product as { id: number; name: string },
    category: category as { id: number; name: string },
  };
}

describe('bottom navigation', () => {
  it('starts from the four defaults with negative ids, page links and the spec colours', async () => {
    // The mini program's tabs: the demo seed saved only the app's (the storefront page's).
    const res = await get('/api/navigation?terminal=1');
    expect(res.body.saved).toBe(false);
    expect(res.body.items.map((i: { id: number; navSort: number }) => [i.id, i.navSort])).toEqual([
      [-1, 1],
      [-2, 2],
      [-3, 3],
      [-4, 4],
    ]);
    expect(res.body.items[0].link).toEqual({ kind: 'page', page: 'home' });
    expect(res.body.items[0].navUrl).toBe('/pages/index/index');
    expect(res.body.colors).toEqual({
      background: '#FFFFFF',
      iconColor: '#939393',
      activeIconColor: '#FF7C61',
      textColor: '#AEAEAE',
      activeTextColor: '#FF7C61',
    });
  });

  it('the demo shop’s storefront tabs have the cart between category and orders', async () => {
    const { body } = await get('/api/navigation?terminal=3');
    expect(body.saved).toBe(true);
    expect(body.items.map((i: { navName: string; navIcon: string }) => [i.navName, i.navIcon])).toEqual([
      ['首页', 'builtin:home'],
      ['分类', 'builtin:category'],
      ['购物车', 'builtin:cart'],
      ['订单列表', 'builtin:order'],
      ['个人中心', 'builtin:user'],
    ]);
    expect(body.items[2].navUrl).toBe('/pages/cart/index');
  });

  it('saves a reordered set with navSort 1..n and refuses empty names or links', async () => {
    const { body } = await get('/api/navigation?terminal=3');
    const items = [body.items[4], body.items[0], page('优惠', 'coupons')];
    const saved = await put({ terminal: 3, items, colors: { ...body.colors, background: '#000000' } });
    expect(saved.status).toBe(200);
    expect(saved.body.items.map((i: { navName: string; navSort: number }) => [i.navName, i.navSort])).toEqual(
      [
        ['个人中心', 1],
        ['首页', 2],
        ['优惠', 3],
      ],
    );
    expect(saved.body.items[2].navUrl).toBe('/pages/coupon/index');
    expect(saved.body.items.every((i: { id: number }) => i.id > 0)).toBe(true);
    expect(saved.body.colors.background).toBe('#000000');
    const invalid = await put({ terminal: 3, items: [{ ...page('', 'home') }, { navName: 'b' }] });
    expect(invalid.status).toBe(400);
    expect(invalid.body.errors.map((e: { field: string }) => e.field)).toEqual([
      'items.0.navName',
      'items.1.link',
    ]);
    expect(invalid.body.errors[1].message).toBe('请选择导航链接');
    const reloaded = (await get('/api/navigation?terminal=3')).body.items;
    expect(reloaded).toHaveLength(3);
    const again = await put({ terminal: 3, items: [reloaded[2], reloaded[0]] });
    expect(again.body.items.map((i: { id: number }) => i.id)).toEqual([reloaded[2].id, reloaded[0].id]);
  });

  it("links the shop's own product and category and reads their names back", async () => {
    const { product, category } = await firstIds(t.token);
    const saved = await put({
      terminal: 3,
      items: [
        { navName: '好物', link: { kind: 'product', id: product.id } },
        { navName: '分类', link: { kind: 'category', id: category.id } },
        { navName: '官网', link: { kind: 'url', url: 'https://example.com/a?b=1' } },
        { navName: '领券', link: { kind: 'url', url: '/pages/coupon/index?from=nav' } },
      ],
    });
    expect(saved.status).toBe(200);
    const read = (await get('/api/navigation?terminal=3')).body.items;
    expect(
      read.map((i: { link: unknown; linkName: string | null; navUrl: string }) => [
        i.link,
        i.linkName,
        i.navUrl,
      ]),
    ).toEqual([
      [{ kind: 'product', id: product.id }, product.name, `/pages/goods/detail?id=${product.id}`],
      [{ kind: 'category', id: category.id }, category.name, `/pages/goods/list?cateId=${category.id}`],
      [{ kind: 'url', url: 'https://example.com/a?b=1' }, null, 'https://example.com/a?b=1'],
      [{ kind: 'url', url: '/pages/coupon/index?from=nav' }, null, '/pages/coupon/index?from=nav'],
    ]);
  });

  it('refuses javascript: and other schemes, protocol-relative and bare addresses, with a field message', async () => {
    for (const url of [
      'javascript:alert(1)',
      'JavaScript:alert(1)',
      'data:text/html,x',
      'ftp://a.b',
      '//evil.com',
      'example.com',
      '/a b',
      'https://',
    ]) {
      const res = await put({
        terminal: 3,
        items: [page('首页', 'home'), { navName: 'x', link: { kind: 'url', url } }],
      });
      expect(res.status, url).toBe(400);
      expect(res.body.errors[0].field, url).toBe('items.1.link.url');
      expect(res.body.errors[0].message).toBe('链接须以 http://、https:// 或 / 开头');
    }
    const unknownKind = await put({
      terminal: 3,
      items: [page('首页', 'home'), { navName: 'x', link: { kind: 'script', url: '/a' } }],
    });
    expect(unknownKind.status).toBe(400);
    expect(unknownKind.body.errors[0].field).toBe('items.1.link.kind');
    const unknownPage = await put({ terminal: 3, items: [page('首页', 'home'), page('x', 'secret')] });
    expect(unknownPage.status).toBe(400);
  });

  it("refuses another company's product or category with a field message, and a deleted product", async () => {
    const before = (await get('/api/navigation?terminal=3')).body;
    const harbour = await loginTo(t.s.app, 'admin', 'harbour');
    const theirs = await firstIds(harbour);
    const product = await put({
      terminal: 3,
      items: [page('首页', 'home'), { navName: 'x', link: { kind: 'product', id: theirs.product.id } }],
    });
    expect(product.status).toBe(400);
    expect(product.body.errors).toEqual([{ field: 'items.1.link', message: '所选商品不存在或已删除' }]);
    const category = await put({
      terminal: 3,
      items: [{ navName: 'x', link: { kind: 'category', id: theirs.category.id } }, page('首页', 'home')],
    });
    expect(category.status).toBe(400);
    expect(category.body.errors).toEqual([{ field: 'items.0.link', message: '所选分类不存在或已删除' }]);
    expect((await get('/api/navigation?terminal=3')).body).toEqual(before);
    const mine = (await get('/api/product?size=1&sort=id,desc')).body.content[0];
    expect(
      (await call(t.s.app, { method: 'DELETE', url: `/api/product/${mine.id}`, token: t.token })).status,
    ).toBe(204);
    const binned = await put({
      terminal: 3,
      items: [page('首页', 'home'), { navName: 'x', link: { kind: 'product', id: mine.id } }],
    });
    expect(binned.body.errors).toEqual([{ field: 'items.1.link', message: '所选商品不存在或已删除' }]);
  });

  it("offers the shop's own products (searchable, paged) and its category tree to pick from", async () => {
    const mine = await firstIds(t.token);
    const harbour = await loginTo(t.s.app, 'admin', 'harbour');
    const theirs = await firstIds(harbour);
    const first = await get('/api/navigation/links/products?page=0&size=5');
    expect(first.status).toBe(200);
    expect(first.body.content).toHaveLength(5);
    expect(first.body.totalElements).toBeGreaterThan(5);
    const second = await get('/api/navigation/links/products?page=1&size=5');
    expect(second.body.content[0].id).not.toBe(first.body.content[0].id);
    const found = await get(
      `/api/navigation/links/products?keyword=${encodeURIComponent(mine.product.name)}`,
    );
    expect(found.body.content.map((p: { id: number }) => p.id)).toContain(mine.product.id);
    const all = await get('/api/navigation/links/products?size=1000');
    expect(all.body.content.map((p: { id: number }) => p.id)).not.toContain(theirs.product.id);
    const tree = await get('/api/navigation/links/categories');
    expect(tree.status).toBe(200);
    const ids = tree.body.map((c: { id: number }) => c.id);
    expect(ids).toContain(mine.category.id);
    expect(ids).not.toContain(theirs.category.id);
    expect(tree.body[0]).toEqual(
      expect.objectContaining({
        id: expect.any(Number),
        parentId: expect.any(Number),
        name: expect.any(String),
      }),
    );
  });

  it('reads back an address stored before links were checked, and asks for a new one on save', async () => {
    await t.s.db.drizzle.execute(sql`update nav_items set nav_url = 'javascript:alert(1)',
      link = '{"kind":"url","url":"javascript:alert(1)"}'::jsonb
      where company_id = (select id from companies where company_key = 'sunrise') and nav_sort = 1`);
    const read = await get('/api/navigation?terminal=3');
    expect(read.status).toBe(200);
    expect(read.body.items[0].link).toEqual({ kind: 'url', url: 'javascript:alert(1)' });
    const again = await put({ terminal: 3, items: read.body.items });
    expect(again.status).toBe(400);
    expect(again.body.errors[0].field).toBe('items.0.link.url');
  });
});
