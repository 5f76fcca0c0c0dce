import { describe, expect, it } from 'vitest';
import { call, multipartForm, signedInServer } from './helpers.ts';
import { type CraftedEntry, unzipEntries, zipEntries } from './zip-craft.ts';

/** Batch ship reads uploads the bounded way (review H2): a lying or oversized zip is a clear 400. */

const t = signedInServer('admin', 'sunrise');

const upload = (file: Buffer) =>
  call(t.s.app, {
    method: 'POST',
    url: '/api/order/batchShip?dryRun=true',
    token: t.token,
    ...multipartForm(file, 'ship.xlsx'),
  });

async function template(): Promise<CraftedEntry[]> {
  const res = await t.s.app.inject({
    method: 'GET',
    url: '/api/order/batchShip/template',
    headers: { authorization: `Bearer ${t.token}` },
  });
  return unzipEntries(res.rawPayload);
}

/** The template with its sheet1.xml padded by `spaces` blanks (still a valid sheet), sizes as `claim` says. */
async function padded(spaces: number, claim: Partial<CraftedEntry> = {}): Promise<Buffer> {
  const entries = (await template()).map((e) => {
    if (!e.name.endsWith('sheet1.xml')) return e;
    const xml = e.data.toString('utf8');
    const at = xml.lastIndexOf('</worksheet>');
    const data = Buffer.concat([
      Buffer.from(xml.slice(0, at)),
      Buffer.alloc(spaces, 0x20),
      Buffer.from(xml.slice(at)),
    ]);
    return { ...e, data, ...claim };
  });
  return zipEntries(entries);
}

describe('batch ship upload bounds', () => {
  it('reads an honest template (the crafted zip itself is sound)', async () => {
    const res = await upload(await padded(0));
    expect(res.status, JSON.stringify(res.body)).toBe(400);
    expect(res.body.message).toBe('文件中没有发货行');
  });

  it('refuses a bomb whose directory and local header understate its size, and stays usable', async () => {
    const bomb = await padded(8 * 1024 * 1024, { centralSize: 1000, localSize: 1000 });
    expect(bomb.length).toBeLessThan(64 * 1024);
    const res = await upload(bomb);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('文件已损坏：压缩内容与其记录的大小不符');
    expect((await upload(await padded(0))).body.message).toBe('文件中没有发货行');
  }, 30_000);

  it('refuses an entry whose local size disagrees with the directory', async () => {
    const res = await upload(await padded(10, { localSize: 1000 }));
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('文件已损坏：压缩内容与其记录的大小不符');
  });

  it('refuses an honestly declared part that compresses like a bomb', async () => {
    const res = await upload(await padded(3 * 1024 * 1024));
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('文件解压后超过 5 MB，请拆分后分批上传');
  }, 30_000);

  it('runs one batch ship per company at a time', async () => {
    const file = await padded(0);
    const both = await Promise.all([upload(file), upload(file)]);
    const statuses = both.map((r) => r.status).sort();
    expect(statuses).toEqual([400, 409]);
    expect(both.find((r) => r.status === 409)!.body.message).toBe(
      '本店已有一个批量发货正在进行，请等它完成后再试',
    );
    expect((await upload(file)).status).toBe(400);
  }, 30_000);
});
