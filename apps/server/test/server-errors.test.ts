import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loggableError } from '../src/lib/db-errors.ts';
import { installProcessGuards } from '../src/lib/process-guards.ts';
import { recordServerError } from '../src/modules/platform/index.ts';
import { KEEP_ERRORS } from '../src/modules/platform/server-errors.ts';
import { call, caller, loginTo, startTestServer, type TestServer } from './helpers.ts';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(() => s.close());

const SECRET = '$argon2id$v=19$m=19456,t=2,p=1$leaky';

/** A real database error whose query carries a secret as a parameter (and whose message quotes it). */
async function leakyDbError(): Promise<unknown> {
  try {
    await s.db.drizzle.execute(sql`select ${SECRET}::int as n`);
  } catch (err) {
    return err;
  }
  throw new Error('expected the query to fail');
}

const fakeReq = (id: string, url: string, method = 'POST') =>
  ({ id, method, url, routeOptions: { url }, log: s.app.log }) as never;

async function stored() {
  const res = await s.db.drizzle.execute(
    sql`select request_id, url, message, count from server_errors order by id`,
  );
  return (res as unknown as { rows: { request_id: string; url: string; message: string; count: number }[] })
    .rows;
}

describe('server errors (review M5 and H2.3)', () => {
  it('never stores or logs query parameters, only the SQLSTATE, the place and a query fingerprint', async () => {
    const err = await leakyDbError();
    expect(String((err as Error).message)).toContain(SECRET); // what leaked before
    await recordServerError(s.db, fakeReq('leak-1', '/api/users?token=abc'), err);
    const [row] = (await stored()).filter((r) => r.request_id === 'leak-1');
    expect(row!.message).toMatch(/^database error 22P02 \(query [0-9a-f]{12}\)$/);
    expect(row!.message).not.toContain('argon2');
    expect(row!.url).toBe('/api/users');
    const logged = JSON.stringify(loggableError(err));
    expect(logged).not.toContain('argon2');
    expect(logged).not.toContain('params');
    expect(JSON.parse(logged)).toMatchObject({ code: '22P02' });
  });

  it('counts repeats of one error on one route in one row, and keeps only the latest distinct ones', async () => {
    await s.db.drizzle.execute(sql`delete from server_errors`);
    for (let i = 0; i < 5; i++)
      await recordServerError(s.db, fakeReq(`r${i}`, '/api/boom'), new Error('same'));
    await recordServerError(s.db, fakeReq('other-route', '/api/bang'), new Error('same'));
    const rows = await stored();
    expect(rows.map((r) => [r.url, r.count, r.request_id])).toEqual([
      ['/api/boom', 5, 'r4'],
      ['/api/bang', 1, 'other-route'],
    ]);
    const platform = await loginTo(s.app, 'admin', 'platform');
    const status = await call(s.app, { method: 'GET', url: '/api/system/status', token: platform });
    expect(status.body.recentErrors.map((e: { url: string; count: number }) => [e.url, e.count])).toEqual([
      ['/api/bang', 1],
      ['/api/boom', 5],
    ]);

    await s.db.drizzle.execute(sql`insert into server_errors (request_id, method, url, status, message, fingerprint, last_seen)
      select 'old' || n, 'GET', '/api/x', 500, 'e' || n, 'f' || n, now() - interval '1 hour'
      from generate_series(1, ${KEEP_ERRORS + 50}) n`);
    await recordServerError(s.db, fakeReq('newest', '/api/new'), new Error('fresh'));
    const after = await stored();
    expect(after).toHaveLength(KEEP_ERRORS);
    expect(after.some((r) => r.request_id === 'newest')).toBe(true);
    expect(after.some((r) => r.request_id === 'r4')).toBe(true);
  });
});

describe('process-level policy for promises nobody awaited', () => {
  it('logs an unhandled rejection without database parameters instead of dying silently', async () => {
    const lines: { obj: unknown; msg: string }[] = [];
    const log = {
      error: (obj: unknown, msg: string) => lines.push({ obj, msg }),
    } as unknown as FastifyBaseLogger;
    const uninstall = installProcessGuards(log);
    try {
      process.emit('unhandledRejection', await leakyDbError(), Promise.resolve());
    } finally {
      uninstall();
    }
    expect(lines).toHaveLength(1);
    expect(lines[0]!.msg).toBe('unhandled promise rejection');
    expect(JSON.stringify(lines[0]!.obj)).not.toContain('argon2');
  });
});

describe('xlsx exports (review L6)', () => {
  it('writes formula-like text as inert text and numbers as numbers', async () => {
    const alice = await loginTo(s.app, 'alice', 'sunrise');
    const created = await caller(s, alice).post('/api/hhStores', {
      name: '=HYPERLINK("https://evil.example","点我")',
      phone: '020-88886666',
      provinceId: 44,
      cityId: 4401,
      districtId: 440106,
      address: '@SUM(1+1)',
      latitude: 23.1291,
      longitude: 113.3245,
      businessHours: '09:00-22:00',
    });
    expect(created.status).toBe(200);
    const res = await s.app.inject({
      method: 'GET',
      url: '/api/hhStores/download',
      headers: { authorization: `Bearer ${alice}` },
    });
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const values = book.worksheets[0]!.getSheetValues().flatMap((row) => (Array.isArray(row) ? row : []));
    expect(values).toContain(`'=HYPERLINK("https://evil.example","点我")`);
    expect(values).toContain("'@SUM(1+1)");
    expect(values.some((v) => typeof v === 'string' && /^[=+\-@]/.test(v))).toBe(false);
    expect(values).toContain(created.body.id);
  });
});

describe('timeouts (review H4 and L8)', () => {
  it('gives up on requests that take too long to arrive and on idle sockets', () => {
    expect(s.app.server.requestTimeout).toBe(120_000);
    expect(s.app.initialConfig.connectionTimeout).toBe(120_000);
  });
});
