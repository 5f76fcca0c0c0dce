import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginTo, startTestServer, type TestServer } from './helpers.ts';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(() => s.close());

async function download(url: string, token: string, lang = 'zh') {
  const res = await s.app.inject({
    method: 'GET',
    url,
    headers: { authorization: `Bearer ${token}`, cookie: `lang=${lang}` },
  });
  const workbook = new ExcelJS.Workbook();
  if (res.statusCode === 200) await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  const rows: unknown[][] = [];
  sheet?.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return { res, rows };
}

describe('xlsx export', () => {
  it('exports the filtered staff list as {title}data.xlsx', async () => {
    const token = await loginTo(s.app, 'alice', 'sunrise');
    const all = await download('/api/users/download', token);
    expect(all.res.statusCode).toBe(200);
    expect(all.res.headers['content-type']).toContain('spreadsheetml');
    expect(decodeURIComponent(String(all.res.headers['content-disposition']))).toContain('员工管理data.xlsx');
    expect(all.rows[0]).toEqual(['ID', '用户名', '昵称', '手机号', '邮箱', '角色', '状态', '加入时间']);
    expect(all.rows.slice(1).map((r) => r[1])).toEqual(['carol', 'alice', 'admin']);
    const filtered = await download('/api/users/download?blurry=ali', token, 'en');
    expect(filtered.rows[0]?.[1]).toBe('Username');
    expect(filtered.rows.slice(1).map((r) => r[1])).toEqual(['alice']);
    expect(decodeURIComponent(String(filtered.res.headers['content-disposition']))).toContain(
      'Staffdata.xlsx',
    );
  });

  it('needs the list permission and a valid filter', async () => {
    const bob = await loginTo(s.app, 'bob', 'harbour');
    expect((await download('/api/roles/download', bob)).res.statusCode).toBe(403);
    const alice = await loginTo(s.app, 'alice', 'sunrise');
    expect((await download('/api/users/download?enabled=maybe', alice)).res.statusCode).toBe(400);
    const roles = await download('/api/roles/download', alice);
    expect(roles.rows.length).toBe(4);
    const logs = await download('/api/logs/download', alice);
    expect(logs.res.statusCode).toBe(200);
  });
});
