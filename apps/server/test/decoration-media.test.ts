import { DECO_RESOLVE_URL, NAVIGATION_URL } from '@hh/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, caller, type Json, loginTo, startTestServer, type TestServer } from './helpers.ts';

/** The file store's public address: the CSP lets the page load media from it. */
const S3 = 'https://cdn.example.com/media';
const OUTSIDE = 'https://x.example/a.png';

let s: TestServer;
let token: string;
beforeAll(async () => {
  s = await startTestServer({ S3_PUBLIC_URL: S3 });
  token = await loginTo(s.app, 'alice', 'sunrise');
});
afterAll(() => s.close());
const api = () => caller(s, token);

interface FieldErrors {
  errors: { field: string; message: string }[];
}
const errorsOf = (res: Json) => (res.body as FieldErrors).errors;

async function newPage(name: string) {
  const res = await api().post('/api/decoration/pages', { terminal: 2, name, title: name });
  expect(res.status).toBe(200);
  return res.body as { id: number };
}

const save = (id: number, revision: number, document: object, lang = 'zh') =>
  call(s.app, {
    method: 'PUT',
    url: `/api/decoration/pages/${id}/draft`,
    token,
    headers: { 'accept-language': lang },
    payload: { revision, document },
  });

const banner = (picture: string) => ({ id: 'b', type: 'banner', items: [{ picture }] });

describe('decoration media the H5 page can show (L10)', () => {
  it('answers the page CSP that allows only this site and the file store', async () => {
    const res = await call(s.app, { method: 'GET', url: '/h5/sunrise/' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("img-src 'self' data: blob: https://cdn.example.com");
    expect(csp).not.toContain('x.example');
  });

  it('refuses an outside picture with a field message in zh and en, and accepts uploads', async () => {
    const page = await newPage('素材页');
    const zh = await save(page.id, 0, { name: '素材页', components: [banner(OUTSIDE)] });
    expect(zh.status).toBe(400);
    expect(errorsOf(zh)).toEqual([
      { field: 'document.components.0.items.0.picture', message: expect.stringContaining('素材库') },
    ]);
    const en = await save(page.id, 0, { name: '素材页', components: [banner(OUTSIDE)] }, 'en');
    expect(errorsOf(en)[0]?.message).toContain('cannot show');
    const local = await save(page.id, 0, { name: '素材页', components: [banner('/file/2026/a.png')] });
    expect(local.status).toBe(200);
    const stored = await save(page.id, 1, { name: '素材页', components: [banner(`${S3}/2026/a.png`)] });
    expect(stored.status).toBe(200);
    const read = await api().get(`/api/decoration/pages/${page.id}`);
    expect(read.body.document.components[0].items[0].picture).toBe(`${S3}/2026/a.png`);
  });

  it('checks every picture and video field, navigation-grid icons included', async () => {
    const page = await newPage('全字段');
    const res = await save(page.id, 0, {
      name: '全字段',
      backgroundImage: OUTSIDE,
      sharePicture: 'https://cdn.example.com/elsewhere/s.png',
      components: [
        { id: 'g', type: 'navGrid', items: [{ icon: OUTSIDE, label: '水果' }] },
        { id: 'a', type: 'imageAd', layout: 'single', items: [{ picture: `${S3}.evil.net/a.png` }] },
        { id: 'v', type: 'video', src: 'http://x.example/v.mp4', poster: OUTSIDE },
        { id: 'i', type: 'storeInfo', background: '/api/user' },
      ],
    });
    expect(res.status).toBe(400);
    expect(errorsOf(res).map((e) => e.field)).toEqual([
      'document.backgroundImage',
      'document.sharePicture',
      'document.components.0.items.0.icon',
      'document.components.1.items.0.picture',
      'document.components.2.src',
      'document.components.2.poster',
      'document.components.3.background',
    ]);
  });

  it('drops outside pictures and videos from rich text and keeps uploads', async () => {
    const page = await newPage('图文');
    const html = `<p>好<img src="${OUTSIDE}"><img src="/file/ok.png"><img src="${S3}/b.png"></p><video src="https://x.example/v.mp4" controls></video>`;
    const res = await save(page.id, 0, { name: '图文', components: [{ id: 'r', type: 'richText', html }] });
    expect(res.status).toBe(200);
    const read = await api().get(`/api/decoration/pages/${page.id}`);
    expect(read.body.document.components[0].html).toBe(
      `<p>好<img src="/file/ok.png" /><img src="${S3}/b.png" /></p>`,
    );
  });

  it('refuses to publish an old draft holding an outside picture', async () => {
    const page = await newPage('旧草稿');
    expect((await save(page.id, 0, { name: '旧草稿', components: [banner('/file/a.png')] })).status).toBe(
      200,
    );
    await s.db.drizzle.execute(
      sql`update deco_pages set draft = jsonb_set(draft, '{components,0,items,0,picture}', ${JSON.stringify(OUTSIDE)}::jsonb)
          where id = ${page.id}`,
    );
    const res = await api().post(`/api/decoration/pages/${page.id}/publish`, { revision: 1 });
    expect(res.status).toBe(400);
    expect(errorsOf(res).map((e) => e.field)).toEqual(['document.components.0.items.0.picture']);
  });

  it('refuses outside navigation icons and keeps built-in ones and uploads', async () => {
    const state = (await api().get(`${NAVIGATION_URL}?terminal=2`)).body as {
      items: { navName: string; link: unknown; navIcon: string; navActiveIcon: string }[];
      colors: object;
    };
    const items = state.items.map(({ navName, link, navIcon, navActiveIcon }) => ({
      navName,
      link,
      navIcon,
      navActiveIcon,
    }));
    const put = (changed: typeof items) =>
      api().put(NAVIGATION_URL, { terminal: 2, items: changed, colors: state.colors });
    const bad = await put(items.map((item, i) => (i === 1 ? { ...item, navActiveIcon: OUTSIDE } : item)));
    expect(bad.status).toBe(400);
    expect(errorsOf(bad).map((e) => e.field)).toEqual(['items.1.navActiveIcon']);
    const good = await put(items.map((item, i) => (i === 1 ? { ...item, navIcon: `${S3}/tab.png` } : item)));
    expect(good.status).toBe(200);
    expect(good.body.items[1].navIcon).toBe(`${S3}/tab.png`);
    expect(good.body.items[0].navIcon).toMatch(/^builtin:/);
  });

  it('tells the renderer where the page may load media from', async () => {
    const res = await api().post(DECO_RESOLVE_URL, { terminal: 2, document: { name: 'x', components: [] } });
    expect(res.status).toBe(200);
    expect(res.body.mediaBases).toEqual([S3]);
  });
});
