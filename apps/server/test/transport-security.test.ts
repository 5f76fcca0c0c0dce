import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/client.ts';
import { call, loginTo, multipartForm, startTestServer, type TestServer } from './helpers.ts';
import { TINY_PNG } from './pictures.ts';

let s: TestServer;
let owner: string;
beforeAll(async () => {
  s = await startTestServer({
    PUBLIC_URL: 'https://shop.example.com',
    S3_PUBLIC_URL: 'https://cdn.example.com/media',
  });
  owner = await loginTo(s.app, 'admin', 'sunrise');
});
afterAll(() => s.close());

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

function directives(header: unknown): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const part of String(header).split(';')) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) map.set(name, values);
  }
  return map;
}

async function firstPlan(token: string): Promise<number> {
  const plans = await call(s.app, { method: 'GET', url: '/api/systemCompanyConfig/getProduct', token });
  return plans.body[0].id as number;
}

describe('the token cookie and request bodies', () => {
  it('accepts the cookie on a GET (a download link) but not on a request that changes something', async () => {
    const cookie = { cookie: `HH-TOEKN=${owner}` };
    expect((await call(s.app, { method: 'GET', url: '/auth/info', headers: cookie })).status).toBe(200);
    const list = await call(s.app, { method: 'GET', url: '/api/user?size=1', token: owner });
    const uid = list.body.content[0].uid as number;
    const payload = { uid, ptype: 1, money: '1.00', remark: 'csrf' };
    const byCookie = await call(s.app, { method: 'POST', url: '/api/user/money', headers: cookie, payload });
    expect(byCookie.status).toBe(401);
    const byHeader = await call(s.app, { method: 'POST', url: '/api/user/money', token: owner, payload });
    expect(byHeader.status).toBe(200);
  });

  it('refuses text/plain and form-encoded bodies (what a cross-site form can send) with 415', async () => {
    const pid = await firstPlan(owner);
    for (const type of ['text/plain', 'application/x-www-form-urlencoded']) {
      const res = await call(s.app, {
        method: 'POST',
        url: `/api/createYlOrder/${pid}`,
        token: owner,
        headers: { 'content-type': type },
        payload: 'x=y',
      });
      expect(res.status, type).toBe(415);
      expect(res.body.status).toBe(415);
    }
  });
});

describe('security headers', () => {
  it('sends a strict content security policy, nosniff, no framing, a referrer policy and HSTS over https', async () => {
    for (const url of ['/', '/healthz', '/api/nothing']) {
      const res = await s.app.inject({ method: 'GET', url });
      const csp = directives(res.headers['content-security-policy']);
      expect(csp.get('default-src'), url).toEqual(["'self'"]);
      expect(csp.get('script-src')).toEqual(["'self'"]);
      expect(csp.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
      expect(csp.get('img-src')).toEqual(["'self'", 'data:', 'blob:', 'https://cdn.example.com']);
      expect(csp.get('connect-src')).toEqual(["'self'", 'wss://shop.example.com']);
      expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
      expect(csp.get('object-src')).toEqual(["'none'"]);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['referrer-policy']).toBe('no-referrer');
      expect(res.headers['strict-transport-security']).toMatch(/max-age=\d+/);
    }
  });

  it('in production: no HSTS over plain http, and no API explorer', async () => {
    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      DATA_DIR: s.deps.config.dataDir,
      WEB_DIST: s.deps.config.webDist,
    });
    const db = await openDatabase({});
    const { app } = await buildApp(
      { ...config, NODE_ENV: 'production', PUBLIC_URL: 'http://intranet.example' },
      db,
    );
    try {
      const health = await app.inject({ method: 'GET', url: '/healthz' });
      expect(health.headers['strict-transport-security']).toBeUndefined();
      expect(directives(health.headers['content-security-policy']).get('connect-src')).toEqual([
        "'self'",
        'ws://intranet.example',
      ]);
      expect((await app.inject({ method: 'GET', url: '/swagger.json' })).statusCode).toBe(404);
      expect((await app.inject({ method: 'GET', url: '/swagger' })).statusCode).toBe(404);
    } finally {
      await app.close();
      await db.close();
    }
    expect((await s.app.inject({ method: 'GET', url: '/swagger.json' })).statusCode).toBe(200);
  });
});

describe('uploaded files', () => {
  it('serves documents as downloads and pictures inline, never sniffed', async () => {
    const upload = async (url: string, file: Buffer, name: string) => {
      const res = await call(s.app, { method: 'POST', url, token: owner, ...multipartForm(file, name) });
      expect(res.status).toBe(200);
      return s.app.inject({ method: 'GET', url: res.body.url as string });
    };
    const pdf = await upload('/api/upload/pdf', PDF, 'manual.pdf');
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-disposition']).toBe('attachment');
    expect(pdf.headers['x-content-type-options']).toBe('nosniff');
    const picture = await upload('/api/upload/picture', TINY_PNG, 'a.png');
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-disposition']).toBeUndefined();
    expect(picture.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('payment links', () => {
  it('builds the pay link from PUBLIC_URL, not the Host header', async () => {
    const order = await call(s.app, {
      method: 'POST',
      url: `/api/createYlOrder/${await firstPlan(owner)}`,
      token: owner,
      headers: { host: 'evil.example:8123' },
    });
    expect(order.status).toBe(200);
    expect(order.body.payUrl).toMatch(/^https:\/\/shop\.example\.com\/payYlCallback\/sandbox\/pay\?/);
  });

  it('shows the sandbox pay page only to holders of the signed link', async () => {
    const order = await call(s.app, {
      method: 'POST',
      url: `/api/createYlOrder/${await firstPlan(owner)}`,
      token: owner,
    });
    const link = new URL(order.body.payUrl as string);
    const signed = await s.app.inject({ method: 'GET', url: link.pathname + link.search });
    expect(signed.statusCode).toBe(200);
    expect(signed.body).toContain(order.body.amount);
    const code = encodeURIComponent(order.body.orderCode);
    for (const url of [
      `/payYlCallback/sandbox/pay?orderCode=${code}`,
      `/payYlCallback/sandbox/pay?orderCode=${code}&sig=${'0'.repeat(64)}`,
    ]) {
      const guessed = await s.app.inject({ method: 'GET', url });
      expect(guessed.statusCode).toBe(404);
      expect(guessed.body).not.toContain(order.body.amount);
      expect(guessed.body).not.toContain(order.body.planName);
    }
  });
});

describe('request ids', () => {
  it("makes its own id for logs and errors, whatever the client's x-request-id says", async () => {
    const res = await call(s.app, {
      method: 'GET',
      url: '/api/nothing-here',
      headers: { 'x-request-id': 'support-ticket-123' },
    });
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(res.body.requestId).toBe(res.headers['x-request-id']);
  });
});
