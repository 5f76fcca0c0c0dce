import { createRequire } from 'node:module';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { safeUrl } from '../src/lib/safe-url.ts';
import { call, loginTo, startTestServer, type TestServer } from './helpers.ts';

/** Pickup codes never reach a logged URL (review L3). */

type Write = (fd: number, data: unknown, ...rest: unknown[]) => unknown;
// pino's default destination (sonic-boom) writes through node:fs, so the log lines pass here.
const fs = createRequire(import.meta.url)('node:fs') as { write: Write; writeSync: Write };

let s: TestServer;
let token: string;

beforeAll(async () => {
  s = await startTestServer({ LOG_LEVEL: 'info', LOG_FORMAT: 'json' });
  token = await loginTo(s.app, 'admin', 'sunrise');
});
afterAll(() => s.close());

/** The log lines written while `work` runs. */
async function logged(work: () => Promise<unknown>): Promise<string> {
  const lines: string[] = [];
  const original = { write: fs.write, writeSync: fs.writeSync };
  const tap =
    (fn: Write): Write =>
    (fd, data, ...rest) => {
      if (fd === 1 || fd === 2) lines.push(String(data));
      return fn(fd, data, ...rest);
    };
  fs.write = tap(original.write);
  fs.writeSync = tap(original.writeSync);
  try {
    await work();
    await new Promise((resolve) => setImmediate(resolve));
  } finally {
    fs.write = original.write;
    fs.writeSync = original.writeSync;
  }
  return lines.join('');
}

describe('pickup codes in the request log', () => {
  it('previews by a POST body, so the code is not in the logged URL', async () => {
    const log = await logged(async () => {
      const res = await call(s.app, {
        method: 'POST',
        url: '/api/order/verify/preview',
        token,
        payload: { code: '9559107856' },
      });
      expect(res.status).toBe(404);
    });
    expect(log).toContain('/api/order/verify/preview');
    expect(log).not.toContain('9559107856');
  });

  it('masks a code sent in the path all the same (older clients, hand-typed URLs)', () => {
    expect(safeUrl('/api/order/verify/9559107857')).toBe('/api/order/verify/***');
    expect(safeUrl('/api/order/verify/123456?x=1')).toBe('/api/order/verify/***?x=1');
    expect(safeUrl('/api/order/verify/preview')).toBe('/api/order/verify/preview');
  });
});

describe('the request log', () => {
  it('writes one line per request with its method, masked URL, status and time', async () => {
    const log = await logged(() =>
      call(s.app, { method: 'GET', url: '/api/order/verify/9559107858', token }),
    );
    const lines = log.split('\n').filter((l) => l.includes('/api/order/verify/'));
    expect(lines).toHaveLength(1);
    const line = JSON.parse(lines[0]!) as {
      req: { method: string; url: string };
      status: number;
      ms: number;
    };
    expect(line.req).toMatchObject({ method: 'GET', url: '/api/order/verify/***' });
    expect(line.status).toBeGreaterThanOrEqual(200);
    expect(line.ms).toBeGreaterThanOrEqual(0);
    expect(log).not.toContain('9559107858');
  });
});
