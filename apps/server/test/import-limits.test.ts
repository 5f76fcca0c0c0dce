import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { call, loginTo, multipartForm, signedInServer } from './helpers.ts';
import { TINY_PNG } from './pictures.ts';

const t = signedInServer('admin', 'harbour');

const HEAD = ['商品编码', '商品名称', '售价', '库存'];

async function book(rows: number, row: (n: number) => (string | number)[]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('商品');
  sheet.addRow(HEAD);
  for (let n = 0; n < rows; n++) sheet.addRow(row(n));
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** Many rows fast: written row by row (as exports are), one cell each so the file stays small. */
async function tallBook(rows: number): Promise<Buffer> {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (c: Buffer) => chunks.push(c));
  const writer = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out,
    useStyles: false,
    useSharedStrings: false,
  });
  const sheet = writer.addWorksheet('商品');
  sheet.addRow(HEAD).commit();
  for (let n = 0; n < rows; n++) sheet.addRow([n]).commit();
  sheet.commit();
  await writer.commit();
  return Buffer.concat(chunks);
}

const importFile = (file: Buffer, dryRun = true) =>
  call(t.s.app, {
    method: 'POST',
    url: `/api/product/import?dryRun=${dryRun}`,
    token: t.token,
    ...multipartForm(file, 'goods.xlsx'),
  });

/** The longest the event loop went without a turn while `work` ran. */
async function longestStall<T>(work: () => Promise<T>): Promise<{ result: T; stallMs: number }> {
  let last = performance.now();
  let stallMs = 0;
  const timer = setInterval(() => {
    const now = performance.now();
    stallMs = Math.max(stallMs, now - last);
    last = now;
  }, 5);
  try {
    const result = await work();
    return { result, stallMs };
  } finally {
    clearInterval(timer);
  }
}

describe('xlsx import is bounded (review H3)', () => {
  it('refuses a zip bomb from its directory before parsing anything', async () => {
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('商品');
    sheet.addRow(HEAD);
    sheet.addRow(['B1', 'x'.repeat(60 * 1024 * 1024), '1', 1]);
    const bomb = Buffer.from(await book.xlsx.writeBuffer({ compression: 'DEFLATE' } as never));
    expect(bomb.length).toBeLessThan(1024 * 1024);
    const { result, stallMs } = await longestStall(() => importFile(bomb));
    expect(result.status).toBe(400);
    expect(result.body.message).toBe('文件解压后超过 50 MB，请拆分后分批导入');
    expect(stallMs).toBeLessThan(1500);
  }, 60_000);

  it('refuses 100,000 rows at row 10,001 without stalling the server', async () => {
    const file = await tallBook(100_000);
    const { result, stallMs } = await longestStall(() => importFile(file));
    expect(result.status).toBe(400);
    expect(result.body.message).toBe('一次最多导入 10000 行');
    expect(stallMs).toBeLessThan(1500);
  }, 60_000);

  it('runs one import per company at a time, and frees the company when it ends', async () => {
    const file = await book(200, (n) => [`P${n}`, `并发商品${n}`, '9.90', 1]);
    const [a, b] = await Promise.all([importFile(file, false), importFile(file, false)]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const busy = a.status === 409 ? a : b;
    expect(busy.body.message).toBe('本店已有一个导入正在进行，请等它完成后再试');
    const again = await importFile(await book(2, (n) => [`Q${n}`, `后来商品${n}`, '1.00', 1]), false);
    expect(again.status).toBe(200);
    expect(again.body.imported).toBe(2);
    const other = await loginTo(t.s.app, 'admin', 'sunrise');
    const meanwhile = await Promise.all([
      importFile(file),
      call(t.s.app, {
        method: 'POST',
        url: '/api/product/import?dryRun=true',
        token: other,
        ...multipartForm(await book(1, () => ['R1', '别家商品', '1.00', 1]), 'goods.xlsx'),
      }),
    ]);
    expect(meanwhile.map((r) => r.status)).toEqual([200, 200]);
  }, 60_000);
});

describe('multipart bodies are bounded (review M6)', () => {
  it('refuses a pile of text fields before the avatar', async () => {
    const token = await loginTo(t.s.app, 'alice', 'sunrise');
    const fields = Object.fromEntries(Array.from({ length: 40 }, (_, i) => [`f${i}`, 'x'.repeat(100_000)]));
    const res = await call(t.s.app, {
      method: 'POST',
      url: '/api/users/updateAvatar',
      token,
      ...multipartForm(TINY_PNG, 'me.png', fields, 'avatar'),
    });
    expect(res.status).toBe(413);
    const ok = await call(t.s.app, {
      method: 'POST',
      url: '/api/users/updateAvatar',
      token,
      ...multipartForm(TINY_PNG, 'me.png', {}, 'avatar'),
    });
    expect(ok.status).toBe(200);
  });
});
