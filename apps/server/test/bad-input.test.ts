import { describe, expect, it } from 'vitest';
import { call, caller, signedInServer } from './helpers.ts';

const t = signedInServer('alice', 'sunrise');

const send = (method: 'GET' | 'POST', url: string, payload?: unknown, headers: Record<string, string> = {}) =>
  call(t.s.app, { method, url, payload: payload as never, token: t.token, headers });

async function errorCount() {
  const rows = await t.s.db.drizzle.execute('select coalesce(sum(count), 0)::int as n from server_errors');
  return (rows as unknown as { rows: { n: number }[] }).rows[0]!.n;
}

describe('bad input is a 400 with a field message, never a 500 (review M5)', () => {
  it('treats a malformed token cookie as no token', async () => {
    const res = await call(t.s.app, {
      method: 'GET',
      url: '/auth/info',
      headers: { cookie: 'HH-TOEKN=%E0%A4%A' },
    });
    expect(res.status).toBe(401);
  });

  it('refuses NUL characters in the body, query and path, naming the field, in both languages', async () => {
    const login = await caller(t.s).post('/auth/login', { username: 'a\u0000', password: 'x' });
    expect(login.status).toBe(400);
    expect(login.body.errors[0]).toEqual({ field: 'username', message: '不能包含空字符 (\\u0000)' });
    const key = await call(t.s.app, {
      method: 'GET',
      url: '/api/systemCompanyConfig/getByCompanyKey?companyKey=a%00b',
      headers: { cookie: 'lang=en' },
    });
    expect(key.status).toBe(400);
    expect(key.body.errors[0]).toEqual({
      field: 'companyKey',
      message: 'Must not contain the NUL character (\\u0000)',
    });
    const store = await send('POST', '/api/hhStores', { name: 'a\u0000b' });
    expect(store.status).toBe(400);
    expect(store.body.errors[0].field).toBe('name');
  });

  it('refuses a page beyond the list offset limit', async () => {
    const res = await send('GET', '/api/user?page=1e15&size=10000');
    expect(res.status).toBe(400);
    expect(res.body.errors[0]).toEqual({ field: 'page', message: '页码过大，请用筛选条件缩小范围' });
    expect((await send('GET', '/api/user?page=1000000&size=10000')).status).toBe(200);
  });

  it('refuses dates outside 1900-9999', async () => {
    for (const q of ['startTime=99999-01-01', 'endTime=1800-01-01', 'startTime=-271821-04-20']) {
      const res = await send('GET', `/api/logs?${q}`);
      expect(res.status, q).toBe(400);
      expect(res.body.errors[0].message).toBe('日期须在 1900 年至 9999 年之间');
    }
    expect((await send('GET', '/api/logs?startTime=2026-01-01&endTime=2026-02-01')).status).toBe(200);
  });

  it('says when a wallet top-up would pass the largest balance', async () => {
    const created = await send('POST', '/api/user', { nickname: 'Rich', phone: '13600000099' });
    const uid = created.body.uid;
    const topUp = () =>
      send('POST', '/api/user/money', { uid, ptype: 1, money: '999999999.99', remark: 'x' });
    for (let i = 0; i < 10; i++) expect((await topUp()).status).toBe(200);
    const over = await topUp();
    expect(over.status).toBe(400);
    expect(over.body.errors[0]).toEqual({ field: 'money', message: '调整后余额将超过上限 9999999999.99' });
    const ledger = await send('GET', `/api/user/${uid}/ledger?kind=wallet&size=1`);
    expect(ledger.body.content[0].balance).toBe('9999999999.90');
  });

  it('names the range of a number out of it, in both languages (issue 14 item 8)', async () => {
    const product = {
      name: 'Range',
      specType: 'single',
      skus: [{ specKey: '', price: '1', stock: 10_000_000 }],
    };
    const zh = await send('POST', '/api/product', product);
    expect(zh.status).toBe(400);
    expect(zh.body.errors[0]).toEqual({ field: 'skus.0.stock', message: '须为 0–9,999,999 的整数' });
    const en = await send('POST', '/api/product', { ...product, sort: 1.5 }, { cookie: 'lang=en' });
    expect(en.status).toBe(400);
    expect(en.body.errors.map((e: { message: string }) => e.message)).toEqual([
      'Must be a whole number from 0 to 99,999',
      'Must be a whole number from 0 to 9,999,999',
    ]);
  });

  it('refuses a product whose SKUs hold more stock than the column can sum', async () => {
    const colours = Array.from({ length: 16 }, (_, i) => `c${i}`);
    const sizes = Array.from({ length: 15 }, (_, i) => `s${i}`);
    const skus = colours.flatMap((c) =>
      sizes.map((z) => ({ specKey: `${c},${z}`, price: '1', stock: 9_999_999 })),
    );
    const res = await send('POST', '/api/product', {
      name: 'Huge stock',
      specType: 'multi',
      specs: [
        { name: 'colour', values: colours },
        { name: 'size', values: sizes },
      ],
      skus,
    });
    expect(res.status).toBe(400);
    expect(res.body.errors[0]).toEqual({ field: 'skus', message: '各规格库存合计不能超过 2147483647' });
  });

  it('records none of these as server errors', async () => {
    expect(await errorCount()).toBe(0);
  });
});
