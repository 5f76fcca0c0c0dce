import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, login, postFromIp, startTestServer, type TestServer } from './helpers.ts';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer({ TRUST_PROXY: '1' });
});
afterAll(() => s.close());

const attempt = (username: string, password: string, ip: string) =>
  postFromIp(s, '/auth/login', { username, password }, ip);

const ageFailures = (seconds: number) =>
  s.db.drizzle.execute(
    sql`update login_failures set created_at = created_at - make_interval(secs => ${seconds})`,
  );

describe('sign-in limits that do not lock the owner out (M3)', () => {
  it('failures from other addresses never lock the owner out', async () => {
    for (let i = 0; i < 12; i++)
      expect((await attempt('carol', `bad-${i}`, `10.20.0.${i + 1}`)).status).toBe(400);
    for (let i = 0; i < 12; i++) await attempt('carol', `bad-${i}`, '10.20.1.1');
    expect((await attempt('carol', '123456', '10.20.2.1')).status).toBe(200);
    expect((await attempt('13800000003', '123456', '10.20.2.1')).status).toBe(200);
  });

  it('after 5 failures of one account from one address, each further try waits a growing delay', async () => {
    for (let i = 0; i < 5; i++) expect((await attempt('alice', 'wrong1', '10.21.0.1')).status).toBe(400);
    const limited = await attempt('alice', '123456', '10.21.0.1');
    expect(limited.status).toBe(429);
    expect(limited.body.retryAfter).toBeGreaterThan(25);
    expect(limited.body.retryAfter).toBeLessThanOrEqual(30);
    expect(limited.headers['retry-after']).toBe(String(limited.body.retryAfter));
    expect(limited.body.message).toBe(`Too many failed attempts, try again in ${limited.body.retryAfter} s`);
    await ageFailures(31);
    expect((await attempt('alice', 'wrong1', '10.21.0.1')).status).toBe(400);
    const longer = await attempt('alice', 'wrong1', '10.21.0.1');
    expect(longer.body.retryAfter).toBeGreaterThan(55);
    await ageFailures(61);
    expect((await attempt('alice', '123456', '10.21.0.1')).status).toBe(200);
    expect((await attempt('alice', 'wrong1', '10.21.0.1')).status).toBe(400);
  });

  it('username and phone share one counter', async () => {
    for (let i = 0; i < 3; i++) await attempt('bob', 'wrong1', '10.22.0.1');
    for (let i = 0; i < 2; i++) await attempt('13800000002', 'wrong1', '10.22.0.1');
    expect((await attempt('bob', '123456', '10.22.0.1')).status).toBe(429);
    expect((await attempt('13800000002', '123456', '10.22.0.1')).status).toBe(429);
  });

  it('one address trying many accounts is slowed down after 20 failures', async () => {
    for (let i = 0; i < 20; i++) expect((await attempt(`ghost${i}`, 'bad', '10.23.0.1')).status).toBe(400);
    expect((await attempt('admin', '123456', '10.23.0.1')).status).toBe(429);
    expect((await attempt('admin', '123456', '10.23.0.2')).status).toBe(200);
  });

  it('parallel guesses from one address are counted before any is checked', async () => {
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => attempt('carol', 'wrong1', '10.24.0.1')),
    );
    expect(answers.filter((a) => a.status === 400).length).toBe(5);
    expect(answers.filter((a) => a.status === 429).length).toBe(15);
  });

  it('with TRUST_PROXY=1 the address is the one the proxy saw, whatever the client prepends', async () => {
    const viaProxy = (spoofed: string) =>
      call(s.app, {
        method: 'POST',
        url: '/auth/login',
        payload: { username: 'alice', password: 'wrong1' },
        remoteAddress: '127.0.0.1',
        headers: { 'x-forwarded-for': `${spoofed}, 203.0.113.7` },
      });
    for (let i = 0; i < 5; i++) expect((await viaProxy(`198.51.100.${i}`)).status).toBe(400);
    expect((await viaProxy('198.51.100.99')).status).toBe(429);
  });

  it('wrong old passwords on updatePass hit the same limiter (L9)', async () => {
    const token = await login(s.app, 'admin');
    const change = (oldPass: string) =>
      call(s.app, {
        method: 'POST',
        url: '/api/users/updatePass',
        token,
        payload: { oldPass, newPass: 'changed1' },
        remoteAddress: '10.25.0.1',
      });
    for (let i = 0; i < 5; i++) expect((await change(`nope${i}`)).status).toBe(400);
    expect((await change('123456')).status).toBe(429);
  });
});
