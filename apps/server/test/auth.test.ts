import { brotliDecompressSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, caller, type Json, login, solveCaptcha, startTestServer, type TestServer } from './helpers.ts';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer({ CAPTCHA: 'on' });
});
afterAll(() => s.close());

const captcha = () => solveCaptcha(s);
/** A sign-in with a freshly solved captcha. */
const signIn = async (username: string, password: string) => {
  const c = await captcha();
  return caller(s).post('/auth/login', { username, password, code: c.code, uuid: c.uuid });
};

describe('captcha sign-in', () => {
  it('serves an SVG data URL and a uuid', async () => {
    const res = await call(s.app, { method: 'GET', url: '/auth/code' });
    expect(res.status).toBe(200);
    expect(res.body.img).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(res.body.uuid).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('sends the captcha compressed to a browser that accepts it (a third of the sign-in page otherwise)', async () => {
    const res = await s.app.inject({
      method: 'GET',
      url: '/auth/code',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    const body = JSON.parse(brotliDecompressSync(res.rawPayload).toString()) as { img: string };
    expect(body.img).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(res.rawPayload.length).toBeLessThan(body.img.length / 2);
  });

  it('signs in with the right code, case-insensitively, and the code is single-use', async () => {
    const c = await captcha();
    const payload = { username: 'alice', password: '123456', code: c.code.toUpperCase(), uuid: c.uuid };
    const ok = await call(s.app, { method: 'POST', url: '/auth/login', payload });
    expect(ok.status).toBe(200);
    expect(ok.body.user).toMatchObject({ username: 'alice', phone: '13800000001' });
    expect(JSON.stringify(ok.body)).not.toMatch(/argon|passwordHash/);
    const again = await call(s.app, { method: 'POST', url: '/auth/login', payload });
    expect(again.status).toBe(400);
  });

  it('refuses a wrong captcha code', async () => {
    const c = await captcha();
    const res = await call(s.app, {
      method: 'POST',
      url: '/auth/login',
      payload: { username: 'alice', password: '123456', code: 'zzzz', uuid: c.uuid },
      headers: { 'accept-language': 'en-US' },
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('The verification code is wrong');
  });

  it('accepts the phone number as username; same message for unknown user and wrong password', async () => {
    const byPhone = await signIn('13800000002', '123456');
    expect(byPhone.body.user.username).toBe('bob');
    const wrong = await signIn('bob', 'nope123');
    const unknown = await signIn('nobody', 'nope123');
    expect(wrong.status).toBe(400);
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe(wrong.body.message);
    expect(wrong.body).toMatchObject({ status: 400, message: '用户名或密码错误' });
    expect(typeof wrong.body.timestamp).toBe('string');
  });
});

describe('without captcha', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer();
  });
  afterAll(() => t.close());

  it('issues 1-day tokens, 7-day with rememberMe', async () => {
    const short = await caller(t).post('/auth/login', { username: 'bob', password: '123456' });
    const long = await caller(t).post('/auth/login', {
      username: 'bob',
      password: '123456',
      rememberMe: true,
    });
    const life = (token: string) => {
      const { exp, iat } = decodeJwt(token);
      return (exp! - iat!) / 3600;
    };
    expect(life(short.body.token)).toBe(24);
    expect(life(long.body.token)).toBe(24 * 7);
  });

  it('reads the token from the HH-TOEKN cookie and revokes it on logout', async () => {
    const token = await login(t.app, 'bob');
    const info = await call(t.app, {
      method: 'GET',
      url: '/auth/info',
      headers: { cookie: `HH-TOEKN=${token}` },
    });
    expect(info.status).toBe(200);
    expect(info.body.user.username).toBe('bob');
    expect(info.body.roles).toEqual([]);
    const out = await call(t.app, { method: 'DELETE', url: '/auth/logout', token });
    expect(out.status).toBe(200);
    const after = await call(t.app, { method: 'GET', url: '/auth/info', token });
    expect(after.status).toBe(401);
  });

  it('refuses a missing or forged token with 401', async () => {
    expect((await call(t.app, { method: 'GET', url: '/auth/info' })).status).toBe(401);
    expect((await call(t.app, { method: 'GET', url: '/auth/info', token: 'abc.def.ghi' })).status).toBe(401);
  });

  it('validates the login body with a message per field', async () => {
    const res = await call(t.app, { method: 'POST', url: '/auth/login', payload: { username: '' } });
    expect(res.status).toBe(400);
    expect(res.body.errors.map((e: { field: string }) => e.field).sort()).toEqual(['password', 'username']);
  });
});

describe('SMS codes, registration, password recovery', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer();
  });
  afterAll(() => t.close());

  const send = (phone: string, scene: string) =>
    call(t.app, { method: 'POST', url: '/auth/sms/send', payload: { phone, scene } });
  /** Registers (or signs in, `/auth/loginPhoneCode`) with a phone and its code; `more` adds or overrides fields. */
  const withCode = (url: string, phone: string, code: string, more: object = {}) =>
    caller(t).post(url, { phone, code, ...more });
  /** Forgets the codes sent so far, so that the next one is not refused as too soon. */
  const forgetCodes = () => t.db.drizzle.execute(sql`delete from sms_codes`);
  const expectUsedCode = (res: Json) => {
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('短信验证码已使用，请重新获取');
  };

  it('rejects a bad mobile number in both languages', async () => {
    const zh = await send('12345678901', 'register');
    expect(zh.status).toBe(400);
    expect(zh.body.errors[0]).toEqual({ field: 'phone', message: '请输入正确的手机号' });
    const en = await call(t.app, {
      method: 'POST',
      url: '/auth/sms/send',
      payload: { phone: '12345678901', scene: 'register' },
      headers: { cookie: 'lang=en' },
    });
    expect(en.body.errors[0].message).toBe('Enter a valid mobile number');
  });

  it('registers with an SMS code, which is then used up', async () => {
    const sent = await send('13912345678', 'register');
    expect(sent.status).toBe(200);
    expect(sent.body.code).toMatch(/^\d{6}$/);
    const tooSoon = await send('13912345678', 'register');
    expect(tooSoon.status).toBe(429);
    const wrong = await withCode(
      '/auth/userRegister',
      '13912345678',
      sent.body.code === '000000' ? '111111' : '000000',
      { password: 'secret1' },
    );
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe('短信验证码错误');
    const short = await withCode('/auth/userRegister', '13912345678', sent.body.code, { password: '123' });
    expect(short.status).toBe(400);
    expect(short.body.errors[0].field).toBe('password');
    const ok = await withCode('/auth/userRegister', '13912345678', sent.body.code, {
      password: 'secret1',
      nickName: 'Dora',
    });
    expect(ok.status).toBe(200);
    expect(ok.body.user).toMatchObject({ username: '13912345678', nickName: 'Dora' });
    const reused = await withCode('/auth/userRegister', '13912345678', sent.body.code, {
      password: 'secret1',
    });
    expectUsedCode(reused);
    await forgetCodes();
    const again = await send('13912345678', 'register');
    const taken = await withCode('/auth/userRegister', '13912345678', again.body.code, {
      password: 'secret1',
    });
    expect(taken.status).toBe(409);
    expect(taken.body.message).toBe('该手机号已注册');
    expect((await login(t.app, '13912345678', 'secret1')).length).toBeGreaterThan(20);
  });

  it('refuses a used code', async () => {
    await forgetCodes();
    const sent = await send('13912340000', 'register');
    const body = { phone: '13912340000', code: sent.body.code, password: 'secret1' };
    expect((await call(t.app, { method: 'POST', url: '/auth/userRegister', payload: body })).status).toBe(
      200,
    );
    const reuse = await caller(t).post('/auth/userRegister', {
      ...body,
      phone: '13912340000',
      username: 'someone_else',
    });
    expectUsedCode(reuse);
    await forgetCodes();
    const login1 = await send('13912340000', 'login');
    const first = await withCode('/auth/loginPhoneCode', '13912340000', login1.body.code, {
      rememberMe: true,
    });
    expect(first.status).toBe(200);
    const second = await withCode('/auth/loginPhoneCode', '13912340000', login1.body.code);
    expectUsedCode(second);
  });

  it('refuses an expired code', async () => {
    await forgetCodes();
    const sent = await send('13800000002', 'login');
    await t.db.drizzle.execute(sql`update sms_codes set expires_at = now() - interval '1 second'`);
    const res = await caller(t).post('/auth/loginPhoneCode', { phone: '13800000002', code: sent.body.code });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('短信验证码已过期，请重新获取');
  });

  it('resets a password with a code; old tokens stop working', async () => {
    await forgetCodes();
    const before = await login(t.app, 'carol');
    await new Promise((r) => setTimeout(r, 1100));
    const sent = await send('13800000003', 'findPassword');
    const res = await caller(t).post('/auth/findPassword', {
      phone: '13800000003',
      code: sent.body.code,
      password: 'newpass1',
    });
    expect(res.status).toBe(200);
    await new Promise((r) => setTimeout(r, 1100));
    expect((await call(t.app, { method: 'GET', url: '/auth/info', token: before })).status).toBe(401);
    expect((await login(t.app, 'carol', 'newpass1')).length).toBeGreaterThan(20);
    const unknown = await caller(t).post('/auth/findPassword', {
      phone: '13700000009',
      code: '123456',
      password: 'newpass1',
    });
    expect(unknown.status).toBe(400);
  });

  it('lists regions by parent', async () => {
    const provinces = await call(t.app, { method: 'GET', url: '/auth/cityList?pid=0' });
    expect(provinces.body.length).toBeGreaterThanOrEqual(31);
    expect(provinces.body[0]).toEqual({ id: 11, name: '北京市', pid: 0 });
    const districts = await call(t.app, { method: 'GET', url: '/auth/cityList?pid=1101' });
    expect(districts.body.map((d: { name: string }) => d.name)).toContain('朝阳区');
    expect((await call(t.app, { method: 'GET', url: '/auth/cityList?pid=-1' })).status).toBe(400);
  });
});
