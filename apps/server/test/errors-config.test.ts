import os from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config.ts';
import { call, startTestServer, type TestServer, WECHAT_ENV } from './helpers.ts';

/** A complete WeChat Pay set-up and tracking turned off, so production checks get past the providers. */
const WECHAT = { ...WECHAT_ENV, EXPRESS_TRACKING_PROVIDER: 'off' };

describe('configuration', () => {
  it('names the bad variable in one line', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/);
    expect(() => loadConfig({ CAPTCHA: 'maybe' })).toThrow(/CAPTCHA/);
  });

  it('refuses the echo SMS provider in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', SMS_PROVIDER: 'echo', ...WECHAT })).toThrow(
      /SMS_PROVIDER/,
    );
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/PAYMENT_PROVIDER/);
    expect(() => loadConfig({ PAYMENT_PROVIDER: 'wechat' })).toThrow(/WECHAT_APP_ID/);
    expect(() =>
      loadConfig({ ...WECHAT, NODE_ENV: 'development', WECHAT_PAY_KINDS: 'native,jsapi' }),
    ).toThrow(/WECHAT_OA_SECRET/);
    expect(() => loadConfig({ ...WECHAT, NODE_ENV: 'development', WECHAT_PAY_KINDS: 'native,app' })).toThrow(
      /WECHAT_PAY_KINDS/,
    );
    expect(
      loadConfig({ ...WECHAT, NODE_ENV: 'development', WECHAT_PAY_KINDS: 'h5, jsapi', WECHAT_OA_SECRET: 's' })
        .WECHAT_PAY_KINDS,
    ).toEqual(['h5', 'jsapi']);
    expect(
      loadConfig({ NODE_ENV: 'production', PUBLIC_URL: 'https://shop.example.com', ...WECHAT }).demo,
    ).toBe(false);
    expect(loadConfig({ NODE_ENV: 'development' }).demo).toBe(true);
  });

  it('starts in production behaviour unless told otherwise, and refuses what production must not run', () => {
    const wechat = { ...WECHAT, PUBLIC_URL: 'https://shop.example.com/' };
    expect(() => loadConfig({})).toThrow(/PAYMENT_PROVIDER.*production/);
    const production = loadConfig(wechat);
    expect(production.NODE_ENV).toBe('production');
    expect(production.demo).toBe(false);
    expect(production.PUBLIC_URL).toBe('https://shop.example.com');
    expect(() => loadConfig({ ...wechat, CAPTCHA: 'off' })).toThrow(/CAPTCHA/);
    expect(() => loadConfig({ ...wechat, PUBLIC_URL: undefined })).toThrow(/PUBLIC_URL/);
    expect(() => loadConfig({ ...wechat, PUBLIC_URL: 'https://shop.example.com/admin' })).toThrow(
      /PUBLIC_URL/,
    );
    expect(loadConfig({ NODE_ENV: 'development', CAPTCHA: 'off' }).CAPTCHA).toBe(false);
  });

  it('speeds order timers up only for tests', () => {
    expect(loadConfig({ NODE_ENV: 'test', ORDER_TIMERS_SPEEDUP: '8640' }).ORDER_TIMERS_SPEEDUP).toBe(8640);
    expect(loadConfig({ NODE_ENV: 'test' }).ORDER_TIMERS_SPEEDUP).toBe(1);
    expect(() => loadConfig({ NODE_ENV: 'development', ORDER_TIMERS_SPEEDUP: '60' })).toThrow(
      /ORDER_TIMERS_SPEEDUP: is for tests/,
    );
    const production = { ...WECHAT, PUBLIC_URL: 'https://shop.example.com' };
    expect(() => loadConfig({ ...production, ORDER_TIMERS_SPEEDUP: '60' })).toThrow(/ORDER_TIMERS_SPEEDUP/);
    expect(loadConfig({ ...production, ORDER_TIMERS_SPEEDUP: '1' }).ORDER_TIMERS_SPEEDUP).toBe(1);
  });

  it('runs the processes asked for on PostgreSQL, one on the embedded database, and shares the pool out', () => {
    const dev = { NODE_ENV: 'development' };
    const pg = { ...dev, DATABASE_URL: 'postgres://postgres@db:5432/hh' };
    const cores = os.availableParallelism();
    expect(loadConfig(pg)).toMatchObject({ serverProcesses: 1, poolPerProcess: 10 });
    expect(loadConfig({ ...pg, SERVER_PROCESSES: 'auto' })).toMatchObject({
      serverProcesses: cores,
      poolPerProcess: Math.ceil(10 / cores),
    });
    expect(loadConfig({ ...pg, SERVER_PROCESSES: '3', DB_POOL_SIZE: '10' })).toMatchObject({
      serverProcesses: 3,
      poolPerProcess: 4,
    });
    expect(loadConfig({ ...pg, SERVER_PROCESSES: '4', DB_POOL_SIZE: '2' }).poolPerProcess).toBe(1);
    for (const bad of ['0', 'two', '-1', '1.5', ''])
      expect(() => loadConfig({ ...pg, SERVER_PROCESSES: bad })).toThrow(/SERVER_PROCESSES/);

    expect(loadConfig(dev).serverProcesses).toBe(1);
    expect(loadConfig({ ...dev, SERVER_PROCESSES: 'auto' }).serverProcesses).toBe(1);
    expect(loadConfig({ ...dev, SERVER_PROCESSES: '1' }).serverProcesses).toBe(1);
    expect(() => loadConfig({ ...dev, SERVER_PROCESSES: '2' })).toThrow(
      'Invalid environment variable SERVER_PROCESSES: 2 processes need DATABASE_URL: the embedded PGlite database lives inside one process',
    );
  });
});

describe('error shape', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer();
  });
  afterAll(() => s.close());

  it('answers unknown API paths with the JSON error shape and a request id', async () => {
    const res = await call(s.app, { method: 'GET', url: '/api/nothing-here' });
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ status: 404, message: '接口不存在' });
    expect(new Date(res.body.timestamp).getTime()).toBeGreaterThan(0);
    expect(res.headers['x-request-id']).toBe(res.body.requestId);
  });

  it('speaks English by the lang cookie or Accept-Language', async () => {
    const byCookie = await call(s.app, { method: 'GET', url: '/api/x', headers: { cookie: 'lang=en' } });
    expect(byCookie.body.message).toBe('No such endpoint');
    const byHeader = await call(s.app, {
      method: 'GET',
      url: '/api/x',
      headers: { 'accept-language': 'en-GB,en' },
    });
    expect(byHeader.body.message).toBe('No such endpoint');
  });

  it('turns malformed JSON into a 400, not a 500', async () => {
    const res = await call(s.app, {
      method: 'POST',
      url: '/auth/login',
      payload: '{"username":',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.status).toBe(400);
    expect(res.body.status).toBe(400);
  });

  it('reports the database in the health check', async () => {
    const res = await call(s.app, { method: 'GET', url: '/healthz' });
    expect(res.status).toBe(200);
    expect(res.body.status).toBe('ok');
    expect(['pglite', 'postgres']).toContain(res.body.database);
  });

  it('publishes OpenAPI 3.1 generated from the route schemas', async () => {
    const res = await call(s.app, { method: 'GET', url: '/swagger.json' });
    expect(res.status).toBe(200);
    expect(res.body.openapi).toBe('3.1.0');
    expect(Object.keys(res.body.paths)).toContain('/auth/login');
    expect(res.body.paths['/auth/login'].post.requestBody).toBeTruthy();
    const ui = await call(s.app, { method: 'GET', url: '/swagger/' });
    expect(ui.status).toBe(200);
  });
});
