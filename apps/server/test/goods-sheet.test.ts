import { formatDate } from '@hh/shared';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { call, multipartForm, signedInServer } from './helpers.ts';

const t = signedInServer('admin', 'harbour');

const send = (method: 'POST' | 'PUT' | 'DELETE' | 'GET', url: string, payload?: unknown) =>
  call(t.s.app, {
    method,
    url,
    token: t.token,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

type Cells = (string | number)[];
async function sheet(rows: Cells[]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const ws = book.addWorksheet('商品');
  for (const row of rows) ws.addRow(row);
  return Buffer.from(await book.xlsx.writeBuffer());
}

async function upload(file: Buffer, dryRun: boolean, lang = 'zh') {
  const res = await t.s.app.inject({
    method: 'POST',
    url: `/api/product/import?dryRun=${dryRun}`,
    ...multipartForm(file, 'goods.xlsx'),
    headers: {
      ...multipartForm(file, 'goods.xlsx').headers,
      authorization: `Bearer ${t.token}`,
      cookie: `lang=${lang}`,
    },
  });
  return { status: res.statusCode, body: JSON.parse(res.body) };
}

async function readXlsx(url: string) {
  const res = await t.s.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${t.token}` } });
  expect(res.statusCode).toBe(200);
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
  const rows: string[][] = [];
  book.worksheets[0]!.eachRow((row) =>
    rows.push((row.values as unknown[]).slice(1).map((v) => String(v ?? ''))),
  );
  return {
    rows,
    sheet: book.worksheets[0]!,
    disposition: decodeURIComponent(String(res.headers['content-disposition'])),
  };
}

const HEAD = ['商品编码', '商品名称', '分类', '上架', '规格', '售价', '成本价', '库存'];
describe('product import', () => {
  it('offers a template in the caller language that imports as it is', async () => {
    const zh = await readXlsx('/api/product/importTemplate');
    expect(zh.rows[0]!.slice(0, 3)).toEqual(['商品编码', '商品名称', '分类']);
    expect(zh.disposition).toContain('商品导入模板.xlsx');
    const file = await (async () => {
      const res = await t.s.app.inject({
        method: 'GET',
        url: '/api/product/importTemplate',
        headers: { authorization: `Bearer ${t.token}` },
      });
      return res.rawPayload;
    })();
    const report = await upload(file, true);
    expect(report.body).toMatchObject({ dryRun: true, products: 2, skus: 5, imported: 0, errors: [] });
  });

  it('reports every bad cell in a dry run and imports nothing while any is left', async () => {
    const top = await send('POST', '/api/goodsCategory', { name: '家居' });
    await send('POST', '/api/goodsCategory', { name: '杯具', parentId: top.body.id });
    const rows: Cells[] = [
      HEAD,
      ['A', '马克杯', '家居/杯具', '是', '颜色:白', '29.9', '10', 5],
      ['A', '', '', '', '颜色:黑', '29.9', '10', 5],
      ['B', '水壶', '不存在的分类', '是', '', '-3', '', 2],
      ['C', '茶盘', '杯具', '也许', '', '88', '', 'x'],
      ['D', '碗', '', '否', '尺寸:大', '12', '', 1],
      ['D', '', '', '', '尺寸:大', '12', '', 1],
    ];
    const before = (await send('GET', '/api/product/counts')).body;
    const dry = await upload(await sheet(rows), true);
    expect(dry.status).toBe(200);
    expect(dry.body.products).toBe(4);
    const errors = dry.body.errors as { row: number; column: string; message: string }[];
    expect(errors.map((e) => [e.row, e.column])).toEqual([
      [4, '分类'],
      [4, '售价'],
      [5, '上架'],
      [5, '库存'],
      [6, '规格'],
    ]);
    expect(errors[0]!.message).toBe('分类“不存在的分类”不存在');
    expect(errors[4]!.message).toContain('规格组合不完整或重复');

    const real = await upload(await sheet(rows), false);
    expect(real.body).toMatchObject({ dryRun: false, imported: 0 });
    expect((await send('GET', '/api/product/counts')).body).toEqual(before);

    const en = await upload(await sheet(rows), true, 'en');
    expect(en.body.errors[0]).toMatchObject({
      row: 4,
      column: 'Category',
      message: 'There is no category "不存在的分类"',
    });

    const fixed: Cells[] = [
      HEAD,
      rows[1]!,
      rows[2]!,
      ['B', '水壶', '家居', '是', '', '3', '', 2],
      ['C', '茶盘', '杯具', '否', '', '88', '', 0],
      ['D', '碗', '', '否', '尺寸:大', '12.5', '', 1],
      ['D', '', '', '', '尺寸:小', '9.99', '', 4],
    ];
    const done = await upload(await sheet(fixed), false);
    expect(done.body).toMatchObject({ dryRun: false, products: 4, skus: 6, imported: 4, errors: [] });
    const bowls = await send('GET', '/api/product?tab=warehouse&blurry=碗');
    expect(bowls.body.content[0]).toMatchObject({ name: '碗', price: '9.99', stock: 5, specType: 'multi' });
    const ledger = await send('GET', `/api/product/${bowls.body.content[0].id}/stockLedger`);
    expect(ledger.body.content.map((l: { change: number; reason: string }) => [l.change, l.reason])).toEqual([
      [4, 'import'],
      [1, 'import'],
    ]);
    const mugs = await send('GET', '/api/product?tab=onSale&blurry=马克杯');
    expect(mugs.body.content[0]).toMatchObject({ price: '29.90', stock: 10, categoryId: expect.any(Number) });
  });

  it('refuses a file that is not a spreadsheet and one without the needed columns', async () => {
    const notXlsx = await upload(Buffer.from('%PDF-1.4\n%%EOF\n'), true);
    expect(notXlsx.status).toBe(415);
    const noPrice = await upload(
      await sheet([
        ['商品编码', '商品名称'],
        ['A', 'x'],
      ]),
      true,
    );
    expect(noPrice.status).toBe(400);
    expect(noPrice.body.message).toContain('售价');
  });

  it('imports 10,000 rows in one go', async () => {
    const rows: Cells[] = [HEAD];
    for (let p = 0; p < 2500; p++) {
      for (const size of ['S', 'M', 'L', 'XL'])
        rows.push([`bulk${p}`, `批量商品${p}`, '', '否', `尺码:${size}`, '19.90', '8', 3]);
    }
    const file = await sheet(rows);
    const report = await upload(file, false);
    expect(report.body).toMatchObject({ products: 2500, skus: 10000, imported: 2500, errors: [] });
    const listed = await send('GET', '/api/product?tab=warehouse&blurry=批量商品&size=1');
    expect(listed.body.totalElements).toBe(2500);
    expect(listed.body.content[0]).toMatchObject({ price: '19.90', stock: 12 });
  }, 120_000);
});

describe('product export', () => {
  it('exports the filtered list one row per SKU, in a form the import reads back', async () => {
    const { rows, sheet, disposition } = await readXlsx(
      `/api/product/download?tab=warehouse&blurry=${encodeURIComponent('碗')}`,
    );
    expect(disposition).toContain(`商品列表数据_${formatDate(new Date(), 'YYYY-MM-DD')}.xlsx`);
    expect(rows).toHaveLength(3);
    expect(rows[0]!.slice(0, 2)).toEqual(['商品编码', '商品名称']);
    expect(rows.slice(1).map((r) => [r[8], r[9]])).toEqual([
      ['尺寸:大', '12.5'],
      ['尺寸:小', '9.99'],
    ]);
    expect(sheet.getRow(2).getCell(10).numFmt).toBe('0.00');
    const res = await t.s.app.inject({
      method: 'GET',
      url: `/api/product/download?tab=warehouse&blurry=${encodeURIComponent('碗')}`,
      headers: { authorization: `Bearer ${t.token}` },
    });
    const again = await upload(res.rawPayload, true);
    expect(again.body).toMatchObject({ products: 1, skus: 2, errors: [] });
  });
});

describe('spec templates and category order', () => {
  it('saves an option set and reorders one level of categories', async () => {
    const tpl = await send('POST', '/api/specTemplate', {
      name: '服装',
      specs: [
        { name: '颜色', values: ['红', '蓝'] },
        { name: '尺码', values: ['S', 'M'] },
      ],
    });
    expect(tpl.status).toBe(200);
    expect((await send('POST', '/api/specTemplate', { name: 'x', specs: [] })).status).toBe(400);
    const a = await send('POST', '/api/goodsCategory', { name: '甲', sort: 5 });
    const b = await send('POST', '/api/goodsCategory', { name: '乙', sort: 6 });
    expect((await send('PUT', '/api/goodsCategory/reorder', { ids: [b.body.id, a.body.id] })).status).toBe(
      204,
    );
    const list = await send('GET', '/api/goodsCategory?parentId=0&sort=sort,asc&size=100');
    const names = list.body.content.map((c: { name: string }) => c.name);
    expect(names.indexOf('乙')).toBeLessThan(names.indexOf('甲'));

    // An id that is not this shop's (another shop's, or gone) is not found, and nothing moves.
    const missing = await send('PUT', '/api/goodsCategory/reorder', { ids: [a.body.id, 999_999, b.body.id] });
    expect(missing.status).toBe(404);
    const again = await send('GET', '/api/goodsCategory?parentId=0&sort=sort,asc&size=100');
    expect(again.body.content.map((c: { name: string }) => c.name)).toEqual(names);
  });
});

describe('dashboard product statistics', () => {
  it('counts the range day by day, zero-filled; the stock value at cost is not among the counts', async () => {
    const end = new Date();
    const start = new Date(end.getTime() - 6 * 86_400_000);
    const res = await send(
      'GET',
      `/api/ysProductIndex?startTime=${start.toISOString()}&endTime=${end.toISOString()}&timeZone=UTC`,
    );
    expect(res.status).toBe(200);
    expect(res.body.createdByDay).toHaveLength(7);
    expect(res.body.createdByDay.reduce((n: number, d: { count: number }) => n + d.count, 0)).toBe(
      res.body.created,
    );
    expect(res.body.created).toBeGreaterThanOrEqual(2504);
    expect(res.body.topCategories[0]).toMatchObject({ categoryId: null, count: 2501 });
    expect(res.body).not.toHaveProperty('stockValue');
    expect((await send('GET', '/api/dashboard/stockValue')).body.stockValue).toMatch(/^\d+\.\d{2}$/);
    const bad = await send(
      'GET',
      `/api/ysProductIndex?startTime=${end.toISOString()}&endTime=${start.toISOString()}`,
    );
    expect(bad.status).toBe(400);
  });
});
