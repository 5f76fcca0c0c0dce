import { describe, expect, it } from 'vitest';
import { call, caller, loginTo, multipartForm, signedInServer } from './helpers.ts';
import { TINY_PNG } from './pictures.ts';

const t = signedInServer('alice', 'sunrise');

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

/** Uploads one file as a browser form would, as alice. */
const upload = (url: string, ...form: Parameters<typeof multipartForm>) =>
  call(t.s.app, { method: 'POST', url, token: t.token, ...multipartForm(...form) });

describe('uploads and the media library', () => {
  it('stores a picture under a server-made name and serves it', async () => {
    const group = await caller(t.s, t.token).post('/api/mediaGroup', { name: 'Banners' });
    expect(group.status).toBe(200);
    const res = await upload('/api/upload/picture', TINY_PNG, '../../../etc/passwd.png', {
      groupId: String(group.body.id),
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ kind: 'image', mime: 'image/png', groupId: group.body.id });
    expect(res.body.name).not.toContain('/');
    expect(res.body.url).toMatch(/^\/file\/c\d+\/image\/[0-9a-f-]{36}\.png$/);
    const served = await t.s.app.inject({ method: 'GET', url: res.body.url });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(TINY_PNG)).toBe(true);
    const inGroup = await caller(t.s, t.token).get(`/api/localStorage?groupId=${group.body.id}`);
    expect(inGroup.body.totalElements).toBe(1);
  });

  it('refuses a forged type and the wrong kind, whatever the name says', async () => {
    const forged = await upload(
      '/api/upload/picture',
      Buffer.from('<html><script>alert(1)</script></html>'),
      'cat.png',
    );
    expect(forged.status).toBe(415);
    expect(forged.body.message).toContain('jpeg');
    const pdfAsPicture = await upload('/api/upload/picture', PDF, 'x.png');
    expect(pdfAsPicture.status).toBe(415);
    const pdf = await upload('/api/upload/pdf', PDF, 'manual.pdf');
    expect(pdf.status).toBe(200);
    expect(pdf.body.kind).toBe('pdf');
    const empty = await caller(t.s, t.token).post('/api/upload/picture', {});
    expect(empty.status).toBe(400);
  });

  it('refuses files above the size limit', async () => {
    const big = Buffer.concat([TINY_PNG, Buffer.alloc(6 * 1024 * 1024)]);
    const res = await upload('/api/upload/picture', big, 'big.png');
    expect(res.status).toBe(413);
  });

  it('renames, downloads with the given name, and deletes the stored file', async () => {
    const up = await upload('/api/upload/picture', TINY_PNG, 'a.png');
    const renamed = await caller(t.s, t.token).put('/api/localStorage', {
      id: up.body.id,
      name: '首页横幅.png',
      groupId: null,
    });
    expect(renamed.body.name).toBe('首页横幅.png');
    const dl = await t.s.app.inject({
      method: 'GET',
      url: `/api/localStorage/${up.body.id}/download`,
      headers: { authorization: `Bearer ${t.token}` },
    });
    expect(dl.statusCode).toBe(200);
    expect(decodeURIComponent(String(dl.headers['content-disposition']))).toContain('首页横幅.png');
    const del = await caller(t.s, t.token).delete('/api/localStorage', [up.body.id]);
    expect(del.status).toBe(204);
    expect((await t.s.app.inject({ method: 'GET', url: up.body.url })).statusCode).toBe(404);
  });

  it("another company's files are invisible", async () => {
    const harbour = await loginTo(t.s.app, 'admin', 'harbour');
    const mine = await call(t.s.app, { method: 'GET', url: '/api/localStorage?size=100', token: t.token });
    const theirs = await call(t.s.app, { method: 'GET', url: '/api/localStorage?size=100', token: harbour });
    expect(mine.body.totalElements).toBeGreaterThan(0);
    const theirUrls = new Set(theirs.body.content.map((f: { url: string }) => f.url));
    expect(mine.body.content.filter((f: { url: string }) => theirUrls.has(f.url))).toEqual([]);
    const id = mine.body.content[0].id;
    expect(
      (await call(t.s.app, { method: 'DELETE', url: '/api/localStorage', token: harbour, payload: [id] }))
        .status,
    ).toBe(404);
  });
});
