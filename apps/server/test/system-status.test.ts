import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordServerError } from '../src/modules/platform/index.ts';
import { call, loginTo, startTestServer, type TestServer } from './helpers.ts';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(() => s.close());

describe('system status (platform operators)', () => {
  it('reports uptime, database size and recent server errors', async () => {
    const fakeReq = { id: 'req-1', method: 'GET', url: '/api/boom', log: s.app.log } as never;
    await recordServerError(s.db, fakeReq, new Error('database exploded'));
    const platform = await loginTo(s.app, 'admin', 'platform');
    const res = await call(s.app, { method: 'GET', url: '/api/system/status', token: platform });
    expect(res.status).toBe(200);
    expect(res.body.database.sizeBytes).toBeGreaterThan(100_000);
    expect(res.body.uptimeSeconds).toBeGreaterThanOrEqual(0);
    expect(res.body.recentErrors[0]).toMatchObject({
      requestId: 'req-1',
      url: '/api/boom',
      message: 'database exploded',
    });
    expect(typeof res.body.slowQueries.available).toBe('boolean');
  });

  it('is not for shops', async () => {
    const shop = await loginTo(s.app, 'admin', 'sunrise');
    expect((await call(s.app, { method: 'GET', url: '/api/system/status', token: shop })).status).toBe(403);
  });
});
