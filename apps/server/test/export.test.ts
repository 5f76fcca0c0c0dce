import { formatDate } from '@hh/shared';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, loginTo, startTestServer, type TestServer } from './helpers.ts';

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
  return { res, rows, sheet };
}

const today = () => formatDate(new Date(), 'YYYY-MM-DD');

/** The exact file name from `filename*=UTF-8''…` (RFC 5987), and the ASCII fallback. */
function fileNames(res: { headers: Record<string, unknown> }) {
  const header = String(res.headers['content-disposition']);
  const encoded = /filename\*=UTF-8''([^;]+)/.exec(header)?.[1] ?? '';
  expect(encoded).toMatch(/^[A-Za-z0-9%._~!$&+^`|#-]+$/);
  return { exact: decodeURIComponent(encoded), fallback: /filename="([^"]*)"/.exec(header)?.[1] };
}

describe('xlsx export', () => {
  it('exports the filtered staff list as {title}数据_{today}.xlsx, {title} data in English, with a readable ASCII fallback', async () => {
    const token = await loginTo(s.app, 'alice', 'sunrise');
    const all = await download('/api/users/download', token);
    expect(all.res.statusCode).toBe(200);
    expect(all.res.headers['content-type']).toContain('spreadsheetml');
    expect(fileNames(all.res)).toEqual({
      exact: `员工管理数据_${today()}.xlsx`,
      fallback: `staff-data_${today()}.xlsx`,
    });
    expect(all.rows[0]).toEqual(['ID', '用户名', '昵称', '手机号', '邮箱', '角色', '状态', '加入时间']);
    expect(all.rows.slice(1).map((r) => r[1])).toEqual(['dave', 'carol', 'alice', 'admin']);
    const filtered = await download('/api/users/download?blurry=ali', token, 'en');
    expect(filtered.rows[0]?.[1]).toBe('Username');
    expect(filtered.rows.slice(1).map((r) => r[1])).toEqual(['alice']);
    expect(fileNames(filtered.res)).toEqual({
      exact: `Staff data_${today()}.xlsx`,
      fallback: `staff-data_${today()}.xlsx`,
    });
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

describe('exports read like the screen', () => {
  it('members: labels, promoter names, two-decimal money, screen dates, headers in the UI language', async () => {
    const token = await loginTo(s.app, 'alice', 'sunrise');
    const send = (method: 'POST' | 'PUT', url: string, payload: object) =>
      call(s.app, { method, url, payload, token });
    const promoter = (await send('POST', '/api/user', { nickname: '推广者甲', phone: '13600000101' })).body;
    const member = (
      await send('POST', '/api/user', { nickname: '导出测试', phone: '13600000102', level: 2, status: 0 })
    ).body;
    await send('POST', '/api/user/money', { uid: member.uid, ptype: 1, money: '130.70', remark: 'gift' });
    await send('POST', '/api/user/spread', { uid: member.uid, spreadUid: promoter.uid });

    const zh = await download(`/api/user/download?blurry=${encodeURIComponent('导出测试')}`, token);
    expect(fileNames(zh.res).exact).toBe(`会员列表数据_${today()}.xlsx`);
    expect(fileNames(zh.res).fallback).toBe(`members-data_${today()}.xlsx`);
    expect(zh.rows[0]).toEqual([
      '会员ID',
      '昵称',
      '姓名',
      '手机号',
      '余额',
      '积分',
      '等级',
      '推广人',
      '状态',
      '注册时间',
    ]);
    const row = zh.sheet!.getRow(2);
    expect(row.getCell(5).value).toBe(130.7);
    expect(row.getCell(5).numFmt).toBe('0.00');
    expect(row.getCell(7).value).toBe('金卡会员');
    expect(row.getCell(8).value).toBe('推广者甲');
    expect(row.getCell(9).value).toBe('禁用');
    expect(row.getCell(10).numFmt).toBe('yyyy-mm-dd hh:mm:ss');
    const shown = row.getCell(10).value as Date;
    const created = new Date(member.createdAt);
    expect(shown.toISOString().slice(0, 19).replace('T', ' ')).toBe(formatDate(created));

    const en = await download(`/api/user/download?blurry=${encodeURIComponent('导出测试')}`, token, 'en');
    expect(fileNames(en.res).exact).toBe(`Members data_${today()}.xlsx`);
    expect(en.rows[0]?.slice(6, 9)).toEqual(['Level', 'Promoter', 'Status']);
    expect(en.rows[1]?.slice(6, 9)).toEqual(['Gold', '推广者甲', 'Disabled']);

    const list = await call(s.app, { method: 'GET', url: `/api/user?spreadUid=${promoter.uid}`, token });
    expect(list.body.content[0].spreadName).toBe('推广者甲');
  });

  it('stores and dealers show their dictionary labels in the UI language', async () => {
    const token = await loginTo(s.app, 'alice', 'sunrise');
    const stores = await download('/api/hhStores/download', token);
    const storeHeader = stores.rows[0] as string[];
    const storeRow = stores.rows[1] as unknown[];
    expect(['营业中', '已关闭']).toContain(storeRow[storeHeader.indexOf('状态')]);
    expect(['支持自提', '不支持']).toContain(storeRow[storeHeader.indexOf('自提')]);
    const dealers = await download('/api/hhDealer/download', token, 'en');
    const dealerHeader = dealers.rows[0] as string[];
    expect(['Level 1', 'Level 2', 'Level 3']).toContain(dealers.rows[1]?.[dealerHeader.indexOf('Level')]);
    expect(['Active', 'Stopped']).toContain(dealers.rows[1]?.[dealerHeader.indexOf('Status')]);
  });
});

describe('the audit log export', () => {
  it('names the action, the object, the person and the object by name, in the UI language', async () => {
    const token = await loginTo(s.app, 'alice', 'sunrise');
    const made = await call(s.app, {
      method: 'POST',
      url: '/api/hhStores',
      token,
      payload: { name: '日志导出门店', phone: '13600000301', address: '北京', status: 1 },
    });
    expect(made.status).toBe(200);
    const zh = await download('/api/logs/download?entity=store&action=create', token);
    expect(zh.rows[0]).toEqual([
      'ID',
      '时间',
      '操作人',
      '角色',
      '操作',
      '对象',
      '对象名称',
      '对象ID',
      '修改前',
      '修改后',
      'IP',
    ]);
    const line = zh.rows.find((row) => row[6] === '日志导出门店');
    expect(line?.slice(2, 6)).toEqual(['林晓丽 (alice)', '店主', '新增', '门店']);
    const en = await download('/api/logs/download?entity=store&action=create', token, 'en');
    expect(en.rows.find((row) => row[6] === '日志导出门店')?.slice(4, 6)).toEqual(['Create', 'Store']);
  });
});
