import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inCompany } from '../src/db/access.ts';
import { AppError } from '../src/lib/errors.ts';
import { DEFAULT_EXPRESS_COMPANIES } from '../src/modules/express/defaults.ts';
import { expressCompanyOf } from '../src/modules/express/index.ts';
import { confirmShopperReceipt } from '../src/modules/orders/shopper-orders.ts';
import { call, caller, loginTo, onboardedShop, startTestServer, type TestServer } from './helpers.ts';
import { companyIdOf, desk, shopperCtx, staffCtx } from './orders-fixture.ts';

let s: TestServer;
let owner: string;
let clerk: string;
let ownerB: string;
let A: number;
let B: number;

interface Row {
  id: number;
  code: string;
  name: string;
  sort: number;
  isShow: boolean;
}

const DEFAULT_CODES = DEFAULT_EXPRESS_COMPANIES.map(([code]) => code);

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await s.db.drizzle.execute(query)) as unknown as { rows: T[] }).rows;
}

const list = async (token: string, params = 'size=50&sort=sort,asc') =>
  (await caller(s, token).get(`/api/express?${params}`)).body as { content: Row[]; totalElements: number };

/** The company context a service of another module (the order desk) has inside a request. */
const ctxOf = (companyId: number) => staffCtx(s, companyId);

beforeAll(async () => {
  s = await startTestServer();
  owner = await loginTo(s.app, 'alice', 'sunrise');
  clerk = await loginTo(s.app, 'carol', 'sunrise');
  ownerB = await loginTo(s.app, 'admin', 'harbour');
  const companies = await rows<{ id: string; company_key: string }>(
    sql`select id, company_key from companies`,
  );
  A = Number(companies.find((c) => c.company_key === 'sunrise')!.id);
  B = Number(companies.find((c) => c.company_key === 'harbour')!.id);
});
afterAll(() => s.close());

describe('express companies', () => {
  it('gives every shop the common couriers, enabled, in order', async () => {
    for (const token of [owner, ownerB]) {
      const page = await list(token);
      expect(page.totalElements).toBe(DEFAULT_CODES.length);
      expect(page.content.map((r) => r.code)).toEqual(DEFAULT_CODES);
      expect(page.content.every((r) => r.isShow)).toBe(true);
      expect(page.content[0]).toMatchObject({ code: 'SF', name: '顺丰速运', sort: 1 });
    }
    const enabled = await caller(s, owner).get('/api/express/enabled');
    expect(enabled.status).toBe(200);
    expect(enabled.body.map((c: { code: string }) => c.code)).toEqual(DEFAULT_CODES);
    expect(enabled.body[0]).toEqual({ code: 'SF', name: '顺丰速运' });
    const platform = await rows<{ n: string }>(
      sql`select count(*) as n from express_companies e join companies c on c.id = e.company_id where c.is_platform`,
    );
    expect(Number(platform[0]!.n)).toBe(0);
  });

  it('gives a shop registered through onboarding the same list', async () => {
    const { companyId } = await onboardedShop(s, '13512340001', '快递测试店');
    const seeded = await rows<{ code: string; name: string; sort: number; is_show: boolean }>(
      sql`select code, name, sort, is_show from express_companies where company_id = ${companyId} order by sort`,
    );
    expect(seeded.map((r) => [r.code, r.name])).toEqual(DEFAULT_EXPRESS_COMPANIES.map(([c, n]) => [c, n]));
    expect(seeded.every((r) => r.is_show)).toBe(true);
  });

  it('disables and enables a courier: the pickers follow, the filter finds it', async () => {
    const yto = (await list(owner)).content.find((r) => r.code === 'YTO')!;
    const off = await caller(s, owner).put('/api/express/show', { id: yto.id, isShow: false });
    expect(off.status).toBe(200);
    expect(off.body).toMatchObject({ id: yto.id, code: 'YTO', isShow: false });
    const enabled = await caller(s, owner).get('/api/express/enabled');
    expect(enabled.body.map((c: { code: string }) => c.code)).not.toContain('YTO');
    const hidden = await list(owner, 'isShow=false');
    expect(hidden.content.map((r) => r.code)).toEqual(['YTO']);
    await expect(inCompany(ctxOf(A), (tx) => expressCompanyOf(tx, 'yto'))).rejects.toMatchObject({
      status: 400,
      fields: [{ field: 'expressCode', key: 'validation.expressCompany' }],
    });
    // Another shop's list is its own: YTO is still offered there.
    expect(await inCompany(ctxOf(B), (tx) => expressCompanyOf(tx, 'YTO'))).toEqual({
      code: 'YTO',
      name: '圆通速递',
    });
    expect((await caller(s, owner).put('/api/express/show', { id: yto.id, isShow: true })).status).toBe(200);
    expect(await inCompany(ctxOf(A), (tx) => expressCompanyOf(tx, ' yto '))).toEqual({
      code: 'YTO',
      name: '圆通速递',
    });
    const audit = await rows<{ action: string }>(
      sql`select action from audit_logs where entity = 'express' and entity_id = ${String(yto.id)} order by id`,
    );
    expect(audit.map((a) => a.action)).toEqual(['setStatus', 'setStatus']);
  });

  it('renames and reorders a courier; its code cannot change', async () => {
    const jd = (await list(owner)).content.find((r) => r.code === 'JD')!;
    const edited = await caller(s, owner).put('/api/express', {
      id: jd.id,
      name: '京东快递',
      sort: 0,
      code: 'HACK',
      isShow: false,
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ id: jd.id, code: 'JD', name: '京东快递', sort: 0, isShow: true });
    expect((await list(owner)).content[0]).toMatchObject({ code: 'JD', name: '京东快递' });
    const enabled = await caller(s, owner).get('/api/express/enabled');
    expect(enabled.body[0]).toEqual({ code: 'JD', name: '京东快递' });
    const bad = await caller(s, owner).put('/api/express', { id: jd.id, name: ' ', sort: 10000 });
    expect(bad.status).toBe(400);
    expect(bad.body.errors.map((e: { field: string }) => e.field).sort()).toEqual(['name', 'sort']);
    const missing = await caller(s, owner).put('/api/express', { id: 999999, name: 'x', sort: 1 });
    expect(missing.status).toBe(404);
  });

  it('adds a custom courier (code kept upper case, once per shop) and deletes it', async () => {
    const added = await caller(s, owner).post('/api/express', {
      code: ' fengwang ',
      name: '丰网速运',
      sort: 20,
    });
    expect(added.status).toBe(200);
    expect(added.body).toMatchObject({ code: 'FENGWANG', name: '丰网速运', sort: 20, isShow: true });
    const again = await caller(s, owner).post('/api/express', { code: 'FengWang', name: '另一个' });
    expect(again.status).toBe(400);
    expect(again.body.errors).toEqual([{ field: 'code', message: '该快递公司编码已存在' }]);
    const bad = await call400(owner, { code: '顺丰', name: '' });
    expect(bad.map((e) => e.field).sort()).toEqual(['code', 'name']);
    // The same code in another shop is that shop's own.
    const inB = await caller(s, ownerB).post('/api/express', { code: 'FENGWANG', name: '丰网速运' });
    expect(inB.status).toBe(200);
    const search = await list(owner, 'blurry=丰网');
    expect(search.content.map((r) => r.code)).toEqual(['FENGWANG']);

    expect((await caller(s, owner).delete(`/api/express/${added.body.id}`)).status).toBe(204);
    expect((await list(owner)).content.map((r) => r.code)).not.toContain('FENGWANG');
    expect((await list(ownerB, 'blurry=FENGWANG')).totalElements).toBe(1);
    // A bulk delete naming another shop's courier removes nothing.
    const mine = (await list(owner)).content.at(-1)!;
    const mixed = await caller(s, owner).delete('/api/express', [mine.id, inB.body.id]);
    expect(mixed.status).toBe(404);
    expect((await list(owner)).content.map((r) => r.id)).toContain(mine.id);
  });

  it('refuses to delete a courier that parcels still on the way name, saying how many; disabling is the way', async () => {
    const shop = desk(s, owner);
    const added = await caller(s, owner).post('/api/express', { code: 'HHX', name: '华华快运' });
    expect(added.status).toBe(200);
    const [skuId] = (await shop.product('快递删除测试商品', [{ price: '9.90', stock: 10 }])).skuIds;
    const uid = await shop.member('快递删除', '13912340077', '100.00');
    const { created } = await shop.placeOrder(uid, [{ skuId: skuId!, quantity: 1 }]);
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const orderId = created.body.id as number;
    expect((await shop.send('POST', `/api/order/${orderId}/payByWallet`, { memberId: uid })).status).toBe(
      200,
    );
    const shipped = await shop.send('POST', '/api/order/ship', {
      id: orderId,
      kind: 'express',
      expressCode: 'HHX',
      expressName: '华华快运',
      trackingNo: 'HHX20261126',
    });
    expect(shipped.status, JSON.stringify(shipped.body)).toBe(200);

    const refused = await caller(s, owner).delete(`/api/express/${added.body.id}`);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('还有 1 个已发货未收货的订单使用该快递公司，不能删除；可以停用它');
    const english = await call(s.app, {
      method: 'DELETE',
      url: `/api/express/${added.body.id}`,
      token: owner,
      headers: { 'accept-language': 'en' },
    });
    expect(english.body.message).toBe(
      'Shipped orders not yet received still use this courier (1), so it cannot be deleted; disable it instead',
    );
    expect((await list(owner)).content.map((r) => r.code)).toContain('HHX');
    const hidden = await caller(s, owner).put('/api/express/show', { id: added.body.id, isShow: false });
    expect(hidden.status, JSON.stringify(hidden.body)).toBe(200);
    // Disabled: no new shipments with it, but the parcel it carries can still have its number corrected.
    const corrected = await shop.send('PUT', '/api/order/tracking', {
      id: orderId,
      expressCode: 'HHX',
      expressName: '华华快运',
      trackingNo: 'HHX20261127',
    });
    expect(corrected.status, JSON.stringify(corrected.body)).toBe(200);
    const next = await shop.placeOrder(uid, [{ skuId: skuId!, quantity: 1 }]);
    const nextId = next.created.body.id as number;
    expect((await shop.send('POST', `/api/order/${nextId}/payByWallet`, { memberId: uid })).status).toBe(200);
    const refusedShip = await shop.send('POST', '/api/order/ship', {
      id: nextId,
      kind: 'express',
      expressCode: 'HHX',
      expressName: '华华快运',
      trackingNo: 'HHX20261128',
    });
    expect(refusedShip.status).toBe(400);
    expect(refusedShip.body.errors).toEqual([{ field: 'expressCode', message: '快递公司不存在或已停用' }]);

    await confirmShopperReceipt(shopperCtx(s, await companyIdOf(s, 'sunrise'), uid), orderId);
    expect((await caller(s, owner).delete(`/api/express/${added.body.id}`)).status).toBe(204);
  });

  it('lets a clerk read the list but not change it', async () => {
    expect((await caller(s, clerk).get('/api/express')).status).toBe(200);
    expect((await caller(s, clerk).get('/api/express/enabled')).status).toBe(200);
    const sf = (await list(owner)).content.find((r) => r.code === 'SF')!;
    for (const [method, url, body] of [
      ['post', '/api/express', { code: 'ZZ', name: 'ZZ' }],
      ['put', '/api/express', { id: sf.id, name: 'x', sort: 1 }],
      ['put', '/api/express/show', { id: sf.id, isShow: false }],
      ['delete', `/api/express/${sf.id}`, undefined],
    ] as const) {
      expect((await caller(s, clerk)[method](url, body)).status, `${method} ${url}`).toBe(403);
    }
  });

  it('refuses an unknown sort field with a 400', async () => {
    const res = await caller(s, owner).get('/api/express?sort=is_show;drop,asc');
    expect(res.status).toBe(400);
    const unknown = await caller(s, owner).get('/api/express?sort=secret,asc');
    expect(unknown.status).toBe(400);
  });
});

async function call400(token: string, body: object) {
  const res = await caller(s, token).post('/api/express', body);
  expect(res.status).toBe(400);
  return res.body.errors as { field: string; message: string }[];
}

describe('0014_express', () => {
  it('gives the shops of an existing install the default couriers, and the platform none', async () => {
    const folder = new URL('../drizzle', import.meta.url).pathname;
    const dir = mkdtempSync(path.join(os.tmpdir(), 'hh-migrations-'));
    cpSync(folder, dir, { recursive: true });
    const journalFile = path.join(dir, 'meta', '_journal.json');
    const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: { tag: string }[] };
    const at = journal.entries.findIndex((entry) => entry.tag === '0014_express');
    writeFileSync(journalFile, JSON.stringify({ ...journal, entries: journal.entries.slice(0, at) }));
    const client = new PGlite({ extensions: { pg_trgm } });
    const db = drizzle(client);
    await migrate(db, { migrationsFolder: dir });
    await client.query(
      `insert into companies (company_key, name, status, is_platform) values
        ('platform', 'P', 'active', true), ('s1', 'S1', 'active', false), ('s2', 'S2', 'pending_payment', false)`,
    );
    await migrate(db, { migrationsFolder: folder });
    const { rows: seeded } = await client.query<{
      company_key: string;
      code: string;
      name: string;
      sort: number;
    }>(
      `select c.company_key, e.code, e.name, e.sort from express_companies e join companies c on c.id = e.company_id
       order by c.company_key, e.sort`,
    );
    const expected = DEFAULT_EXPRESS_COMPANIES.map(([code, name], i) => ({ code, name, sort: i + 1 }));
    expect(seeded.filter((r) => r.company_key === 's1').map(({ company_key: _k, ...r }) => r)).toEqual(
      expected,
    );
    expect(seeded.filter((r) => r.company_key === 's2')).toHaveLength(expected.length);
    expect(seeded.filter((r) => r.company_key === 'platform')).toEqual([]);
    await client.close();
  });
});

describe('expressCompanyOf', () => {
  it('refuses a code the shop does not have', async () => {
    const err = await inCompany(ctxOf(A), (tx) => expressCompanyOf(tx, 'NOPE')).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(AppError);
    expect(err).toMatchObject({ status: 400 });
  });
});
