import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { call, loginTo, startTestServer, type TestServer } from './helpers.ts';
import { rows } from './orders-fixture.ts';

/** Exports are capped in rows and run one per company at a time (review L9); the cap lowered to 1 here. */
vi.mock('../src/lib/export-limits.ts', () => ({ EXPORT_MAX_ROWS: 1 }));

let s: TestServer;
let token: string;
let sunriseId: number;

beforeAll(async () => {
  s = await startTestServer();
  token = await loginTo(s.app, 'admin', 'sunrise');
  const [sunrise] = await rows<{ id: string }>(
    s,
    sql`select id from companies where company_key = 'sunrise'`,
  );
  sunriseId = Number(sunrise!.id);
});
afterAll(() => s.close());

const download = (url: string) => call(s.app, { method: 'GET', url, token });

describe('export limits', () => {
  it('refuses, before streaming, an export past the row cap', async () => {
    const list = await download('/api/hhStores?page=0&size=10');
    expect(list.body.totalElements).toBeGreaterThan(1);
    const res = await download('/api/hhStores/download');
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('一次最多导出 1 行，请用筛选条件缩小范围');
    expect(res.headers['content-type']).toContain('json');
  });

  it('runs one export per company at a time', async () => {
    await s.db.drizzle.execute(
      sql`insert into company_turns (company_id, kind) values (${sunriseId}, 'export')`,
    );
    const busy = await download('/api/users/download?blurry=admin');
    expect(busy.status).toBe(409);
    expect(busy.body.message).toBe('本店已有一个导出正在进行，请等它完成后再试');
    await s.db.drizzle.execute(sql`delete from company_turns where company_id = ${sunriseId}`);
    const free = await download('/api/users/download?blurry=admin');
    expect(free.status).toBe(200);
    await vi.waitFor(async () => {
      const left = await rows<{ n: string }>(s, sql`select count(*) as n from company_turns`);
      expect(Number(left[0]!.n)).toBe(0);
    });
  });
});
