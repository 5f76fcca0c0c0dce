import { describe, expect, it, onTestFinished } from 'vitest';
import { call, caller, type Json, loginTo, signedInServer } from './helpers.ts';

const t = signedInServer('alice', 'sunrise');
const api = () => caller(t.s, t.token);

interface FieldErrors {
  errors: { field: string; message: string }[];
}
const fieldsOf = (res: Json) => (res.body as FieldErrors).errors.map((e) => e.field);
const messageOf = (res: Json, field: string) =>
  (res.body as FieldErrors).errors.find((e) => e.field === field)?.message;

async function firstIds() {
  const product = (await api().get('/api/product?size=1&sort=id,asc')).body.content[0] as { id: number };
  const category = (await api().get('/api/goodsCategory?size=1&sort=id,asc')).body.content[0] as {
    id: number;
  };
  return { product: product.id, category: category.id };
}

async function newPage(name: string, terminal = 3) {
  const res = await api().post('/api/decoration/pages', { terminal, name, title: `${name} title` });
  expect(res.status).toBe(200);
  return res.body as { id: number; revision: number; document: { components: unknown[] } };
}

const doc = (name: string, components: unknown[]) => ({ name, title: name, components });

describe('decorated pages', () => {
  it('lists the seeded home page and activity page of the default terminal', async () => {
    const res = await api().get('/api/decoration/pages');
    expect(res.status).toBe(200);
    expect(res.body.totalElements).toBe(2);
    const [home, activity] = res.body.content;
    expect(home).toMatchObject({ name: '首页', isHome: true, publishedVersion: 1, hasDraftChanges: false });
    expect(home.componentCount).toBeGreaterThan(6);
    expect(activity).toMatchObject({ isHome: false, publishedVersion: 1 });
    const other = await api().get('/api/decoration/pages?terminal=4');
    expect(other.body).toEqual({ content: [], totalElements: 0 });
    const bad = await api().get('/api/decoration/pages?terminal=7');
    expect(bad.status).toBe(400);
    expect(bad.body.errors[0].message).toContain('终端');
  });

  it('saves drafts by revision and answers 409 to a stale one', async () => {
    const page = await newPage('草稿页');
    expect(page.revision).toBe(0);
    const first = await api().put(`/api/decoration/pages/${page.id}/draft`, {
      revision: 0,
      document: doc('草稿页', [{ id: 's1', type: 'spacer', height: 20 }]),
    });
    expect(first.status).toBe(200);
    expect(first.body.revision).toBe(1);
    const stale = await api().put(`/api/decoration/pages/${page.id}/draft`, {
      revision: 0,
      document: doc('草稿页', []),
    });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toContain('1');
    const read = await api().get(`/api/decoration/pages/${page.id}`);
    expect(read.body.document.components).toEqual([{ id: 's1', type: 'spacer', height: 20, hidden: false }]);
    expect(read.body).toMatchObject({ revision: 1, publishedVersion: null, hasDraftChanges: true });
  });

  it('refuses bad components, bad links and oversized pages with field messages', async () => {
    const page = await newPage('校验页');
    const save = (components: unknown[], lang = 'zh') =>
      call(t.s.app, {
        method: 'PUT',
        url: `/api/decoration/pages/${page.id}/draft`,
        token: t.token,
        headers: { 'accept-language': lang },
        payload: { revision: 0, document: doc('校验页', components) },
      });
    const unknown = await save([{ id: 'x', type: 'marquee' }]);
    expect(unknown.status).toBe(400);
    expect(messageOf(unknown, 'document.components.0.type')).toBe('未知的组件类型');
    const links = await save(
      [
        {
          id: 'n1',
          type: 'notice',
          items: [
            { text: 'a', link: { kind: 'url', url: 'javascript:alert(1)' } },
            { text: 'b', link: { kind: 'url', url: 'http://example.com' } },
            { text: 'c', link: { kind: 'script', code: 'x' } },
          ],
        },
      ],
      'en',
    );
    expect(links.status).toBe(400);
    expect(fieldsOf(links)).toEqual([
      'document.components.0.items.0.link.url',
      'document.components.0.items.1.link.url',
      'document.components.0.items.2.link.kind',
    ]);
    expect(messageOf(links, 'document.components.0.items.0.link.url')).toBe(
      'An external link must start with https://',
    );
    const ad = await save([
      { id: 'a1', type: 'imageAd', layout: 'row3', items: [{ picture: '/file/a.png' }] },
      { id: 'b1', type: 'banner', items: [{ picture: 'data:image/png;base64,AAAA' }] },
    ]);
    expect(fieldsOf(ad)).toEqual(['document.components.0.items', 'document.components.1.items.0.picture']);
    const many = await save(Array.from({ length: 61 }, (_, i) => ({ id: `s${i}`, type: 'spacer' })));
    expect(messageOf(many, 'document.components')).toBe('一个页面最多 60 个组件');
    const big = await save(
      Array.from({ length: 12 }, (_, i) => ({ id: `r${i}`, type: 'richText', html: '字'.repeat(19_000) })),
    );
    expect(big.status).toBe(400);
    expect(messageOf(big, 'document.components')).toContain('200 KB');
  });

  it("refuses links and lists naming what the company does not have, another company's included", async () => {
    const page = await newPage('引用页');
    // Four tabs, so that the fifth (index 4) is one the shop does not have; the seed's five come back after.
    const seeded = (await api().get('/api/navigation?terminal=3')).body;
    const four = seeded.items.filter((i: { navIcon: string }) => i.navIcon !== 'builtin:cart');
    expect((await api().put('/api/navigation', { terminal: 3, items: four })).status).toBe(200);
    onTestFinished(async () => {
      await api().put('/api/navigation', { terminal: 3, items: seeded.items });
    });
    const harbour = await loginTo(t.s.app, 'carol', 'harbour');
    const theirs = (await caller(t.s, harbour).get('/api/product?size=1')).body.content[0].id as number;
    const theirCategory = (await caller(t.s, harbour).get('/api/goodsCategory?size=1')).body.content[0]
      .id as number;
    const theirPage = (await caller(t.s, harbour).get('/api/decoration/pages')).body.content[0].id as number;
    const mine = await firstIds();
    const res = await api().put(`/api/decoration/pages/${page.id}/draft`, {
      revision: 0,
      document: doc('引用页', [
        {
          id: 'g',
          type: 'navGrid',
          items: [
            { icon: '/file/x.png', label: '商品', link: { kind: 'product', id: theirs } },
            { icon: '/file/x.png', label: '分类', link: { kind: 'category', id: theirCategory } },
            { icon: '/file/x.png', label: '页面', link: { kind: 'page', id: theirPage } },
            { icon: '/file/x.png', label: '导航', link: { kind: 'navTab', index: 4 } },
            { icon: '/file/x.png', label: '好的', link: { kind: 'product', id: mine.product } },
            { icon: '/file/x.png', label: '首页', link: { kind: 'home' } },
          ],
        },
        { id: 'p', type: 'productList', source: { mode: 'picked', ids: [mine.product, theirs] } },
        { id: 'q', type: 'productList', source: { mode: 'category', categoryId: theirCategory } },
      ]),
    });
    expect(res.status).toBe(400);
    expect(fieldsOf(res)).toEqual([
      'document.components.0.items.0.link',
      'document.components.0.items.1.link',
      'document.components.0.items.2.link',
      'document.components.0.items.3.link',
      'document.components.1.source.ids',
      'document.components.2.source.categoryId',
    ]);
    expect(messageOf(res, 'document.components.0.items.3.link')).toBe('底部导航没有这一项');
    const ok = await api().put(`/api/decoration/pages/${page.id}/draft`, {
      revision: 0,
      document: doc('引用页', [
        {
          id: 'g',
          type: 'navGrid',
          items: [
            { icon: '/file/x.png', label: '导航', link: { kind: 'navTab', index: 3 } },
            { icon: '/file/x.png', label: '分类', link: { kind: 'category', id: mine.category } },
          ],
        },
      ]),
    });
    expect(ok.status).toBe(200);
  });

  it('sanitises rich text when saving', async () => {
    const page = await newPage('富文本');
    await api().put(`/api/decoration/pages/${page.id}/draft`, {
      revision: 0,
      document: doc('富文本', [
        {
          id: 'r',
          type: 'richText',
          html: '<p onclick="x()">好<script>alert(1)</script><a href="javascript:alert(1)">链接</a></p><iframe src="https://evil"></iframe>',
        },
      ]),
    });
    const html = (await api().get(`/api/decoration/pages/${page.id}`)).body.document.components[0].html;
    expect(html).toBe('<p>好<a>链接</a></p>');
  });

  it('publishes numbered versions, keeps each, previews and rolls back as a new version', async () => {
    const page = await newPage('活动页');
    const save = (revision: number, components: unknown[]) =>
      api().put(`/api/decoration/pages/${page.id}/draft`, { revision, document: doc('活动页', components) });
    await save(0, [{ id: 't', type: 'title', text: '第一版' }]);
    const stale = await api().post(`/api/decoration/pages/${page.id}/publish`, { revision: 0 });
    expect(stale.status).toBe(409);
    const v1 = await api().post(`/api/decoration/pages/${page.id}/publish`, { revision: 1 });
    expect(v1.status).toBe(200);
    expect(v1.body).toMatchObject({ publishedVersion: 1, hasDraftChanges: false });
    const again = await api().post(`/api/decoration/pages/${page.id}/publish`, { revision: 1 });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('草稿与线上版本相同，无需发布');
    await save(1, [{ id: 't', type: 'title', text: '第二版' }]);
    expect((await api().get(`/api/decoration/pages/${page.id}`)).body.hasDraftChanges).toBe(true);
    const draftPreview = await api().get(`/api/decoration/pages/${page.id}/preview`);
    expect(draftPreview.body.page).toMatchObject({ version: null, publishedAt: null });
    const v2 = await api().post(`/api/decoration/pages/${page.id}/publish`, { revision: 2 });
    expect(v2.body.publishedVersion).toBe(2);
    const livePreview = await api().get(`/api/decoration/pages/${page.id}/preview`);
    expect(livePreview.body.page.version).toBe(2);
    expect(livePreview.body.page.publishedAt).not.toBeNull();
    expect(livePreview.body.document.components[0].text).toBe('第二版');

    const versions = await api().get(`/api/decoration/pages/${page.id}/versions`);
    expect(versions.body.totalElements).toBe(2);
    expect(versions.body.content.map((v: { version: number; live: boolean }) => [v.version, v.live])).toEqual(
      [
        [2, true],
        [1, false],
      ],
    );
    expect(versions.body.content[0].publishedBy).toBe('alice');
    const preview = await api().get(`/api/decoration/pages/${page.id}/versions/1`);
    expect(preview.body.page.version).toBe(1);
    expect(preview.body.document.components[0].text).toBe('第一版');
    expect(preview.body.data.shop.name).toBe('朝阳优选商城');

    const back = await api().post(`/api/decoration/pages/${page.id}/versions/1/rollback`);
    expect(back.status).toBe(200);
    expect(back.body).toMatchObject({ publishedVersion: 3, hasDraftChanges: false, revision: 3 });
    const after = await api().get(`/api/decoration/pages/${page.id}/versions`);
    expect(after.body.content[0]).toMatchObject({ version: 3, restoredFrom: 1, live: true });
    expect((await api().get(`/api/decoration/pages/${page.id}`)).body.document.components[0].text).toBe(
      '第一版',
    );
    expect((await api().post(`/api/decoration/pages/${page.id}/versions/9/rollback`)).status).toBe(404);
  });

  it('duplicates a page as an unpublished copy, sets a published page as home, never deletes the home', async () => {
    const list = (await api().get('/api/decoration/pages')).body.content;
    const home = list.find((p: { isHome: boolean }) => p.isHome);
    const copy = await api().post(`/api/decoration/pages/${home.id}/duplicate`, {});
    expect(copy.status).toBe(200);
    expect(copy.body).toMatchObject({ name: '首页 副本', isHome: false, publishedVersion: null });
    expect(copy.body.document.components.length).toBe(home.componentCount);
    const early = await api().post(`/api/decoration/pages/${copy.body.id}/home`);
    expect(early.status).toBe(409);
    await api().post(`/api/decoration/pages/${copy.body.id}/publish`, { revision: 0 });
    const made = await api().post(`/api/decoration/pages/${copy.body.id}/home`);
    expect(made.body.isHome).toBe(true);
    expect((await api().get(`/api/decoration/pages/${home.id}`)).body.isHome).toBe(false);
    const refused = await api().delete(`/api/decoration/pages/${copy.body.id}`);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toContain('首页不能删除');
    await api().post(`/api/decoration/pages/${home.id}/home`);
    expect((await api().delete(`/api/decoration/pages/${copy.body.id}`)).status).toBe(204);
    expect((await api().get(`/api/decoration/pages/${copy.body.id}`)).status).toBe(404);
  });

  it('gives the builder its pickers and canvas data', async () => {
    const pages = await api().get('/api/decoration/links/pages?terminal=3');
    expect(pages.body.length).toBeGreaterThanOrEqual(2);
    expect(pages.body[0]).toMatchObject({ isHome: true, published: true });
    const tabs = await api().get('/api/decoration/links/nav-tabs?terminal=3');
    expect(tabs.body.map((x: { index: number }) => x.index)).toEqual([0, 1, 2, 3, 4]);
    const { category } = await firstIds();
    const data = await api().post('/api/decoration/resolve', {
      terminal: 3,
      document: doc('x', [
        { id: 'l', type: 'productList', source: { mode: 'category', categoryId: category, count: 3 } },
      ]),
    });
    expect(data.status).toBe(200);
    expect(data.body.productLists.l.length).toBeLessThanOrEqual(3);
    expect(data.body.navigation.items).toHaveLength(5);
    const clerk = await loginTo(t.s.app, 'carol', 'sunrise');
    expect((await caller(t.s, clerk).get('/api/decoration/pages')).status).toBe(403);
  });

  it('lets the bottom navigation open a custom page of the shop only', async () => {
    const list = (await api().get('/api/decoration/pages')).body.content;
    const activity = list.find((p: { isHome: boolean }) => !p.isHome);
    const picker = await api().get('/api/navigation/links/pages?terminal=3');
    expect(picker.body.some((p: { id: number }) => p.id === activity.id)).toBe(true);
    const items = (id: number) => [
      { navName: '首页', link: { kind: 'page', page: 'home' } },
      { navName: '活动', link: { kind: 'customPage', id } },
    ];
    const saved = await api().put('/api/navigation', { terminal: 3, items: items(activity.id) });
    expect(saved.status).toBe(200);
    expect(saved.body.items[1]).toMatchObject({
      linkName: activity.name,
      navUrl: `/pages/custom/index?id=${activity.id}`,
    });
    const harbour = await loginTo(t.s.app, 'carol', 'harbour');
    const theirs = (await caller(t.s, harbour).get('/api/decoration/pages')).body.content[0].id as number;
    const refused = await api().put('/api/navigation', { terminal: 3, items: items(theirs) });
    expect(refused.status).toBe(400);
    expect(refused.body.errors[0].field).toBe('items.1.link');
  });
});
