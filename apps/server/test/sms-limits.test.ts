import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { createSmsProvider } from '../src/modules/auth/sms-provider.ts';
import { call, login, postFromIp, solveCaptcha, startTestServer, type TestServer } from './helpers.ts';

const aliyunTestEnv = {
  NODE_ENV: 'test',
  SMS_PROVIDER: 'aliyun',
  ALIYUN_SMS_ACCESS_KEY_ID: 'id',
  ALIYUN_SMS_ACCESS_KEY_SECRET: 'secret',
  ALIYUN_SMS_SIGN_NAME: 'sign',
  ALIYUN_SMS_TEMPLATE_CODE: 'SMS_1',
};

/** An error body without the parts that differ on every answer. */
function stable(body: Record<string, unknown>) {
  const { timestamp: _t, requestId: _r, ...rest } = body;
  return JSON.stringify(rest);
}

async function rows<T>(s: TestServer, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await s.db.drizzle.execute(query)) as unknown as { rows: T[] }).rows;
}

describe('SMS code guessing (C2)', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer();
  });
  afterAll(() => s.close());

  const send = (phone: string, scene: string, ip: string) =>
    call(s.app, { method: 'POST', url: '/auth/sms/send', payload: { phone, scene }, remoteAddress: ip });
  const reset = (phone: string, code: string, ip: string) =>
    postFromIp(s, '/auth/findPassword', { phone, code, password: 'taken123' }, ip);
  const wrongFor = (code: string, i: number) => {
    const guess = String(i).padStart(6, '0');
    return guess === code ? '999999' : guess;
  };

  it('200 wrong findPassword guesses end in a dead code and 429s; the password is unchanged', async () => {
    const sent = await send('13800000002', 'findPassword', '10.1.0.1');
    expect(sent.status).toBe(200);
    const statuses: number[] = [];
    for (let i = 0; i < 200; i++)
      statuses.push((await reset('13800000002', wrongFor(sent.body.code, i), '10.1.0.1')).status);
    expect(statuses.slice(0, 5)).toEqual([400, 400, 400, 400, 400]);
    expect(statuses.slice(5).every((st) => st === 429)).toBe(true);
    const limited = await reset('13800000002', sent.body.code, '10.1.0.1');
    expect(limited.status).toBe(429);
    expect(limited.body.retryAfter).toBeGreaterThan(0);
    expect(limited.headers['retry-after']).toBe(String(limited.body.retryAfter));
    expect(limited.body.message).toMatch(/^Too many failed attempts, try again in \d+ s$/);
    const dead = await reset('13800000002', sent.body.code, '10.1.0.2');
    expect(dead.status).toBe(400);
    expect(dead.body.message).toBe('Too many wrong tries, this SMS code no longer works; get a new one');
    expect((await login(s.app, 'bob')).length).toBeGreaterThan(20);
  });

  it('50 parallel wrong guesses from 50 addresses get 5 tries between them', async () => {
    const sent = await send('13800000003', 'findPassword', '10.1.1.1');
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        reset('13800000003', wrongFor(sent.body.code, i), `10.1.2.${i + 1}`),
      ),
    );
    const wrong = answers.filter((a) => a.body.message === 'The SMS code is wrong');
    expect(wrong.length).toBeLessThanOrEqual(5);
    expect(answers.every((a) => a.status === 400 || a.status === 429)).toBe(true);
    const [row] = await rows<{ attempts: number }>(
      s,
      sql`select attempts from sms_codes where phone = '13800000003' order by id desc limit 1`,
    );
    expect(row!.attempts).toBe(5);
    const right = await reset('13800000003', sent.body.code, '10.1.3.1');
    expect(right.status).toBe(429);
  });

  it('limits wrong codes per phone from any address', async () => {
    await s.db.drizzle.execute(sql`delete from sms_codes`);
    const phone = '13811110000';
    const answers = [];
    for (let i = 0; i < 12; i++) {
      await s.db.drizzle.execute(sql`delete from sms_codes`);
      const sent = await send(phone, 'register', `10.4.0.${i + 1}`);
      answers.push(
        await call(s.app, {
          method: 'POST',
          url: '/auth/userRegister',
          payload: { phone, code: wrongFor(sent.body.code, i), password: 'secret1' },
          remoteAddress: `10.4.0.${i + 1}`,
        }),
      );
    }
    expect(answers.slice(0, 10).map((a) => a.status)).toEqual(Array(10).fill(400));
    expect(answers.slice(10).map((a) => a.status)).toEqual([429, 429]);
  });

  it('loginPhoneCode counts wrong codes too', async () => {
    await s.db.drizzle.execute(sql`delete from sms_codes`);
    const sent = await send('13800000001', 'login', '10.5.0.1');
    const statuses = [];
    for (let i = 0; i < 7; i++) {
      const r = await call(s.app, {
        method: 'POST',
        url: '/auth/loginPhoneCode',
        payload: { phone: '13800000001', code: wrongFor(sent.body.code, i) },
        remoteAddress: '10.5.0.1',
      });
      statuses.push(r.status);
    }
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429, 429]);
  });
});

describe('one answer whether or not a phone is registered (L1)', () => {
  let s: TestServer;
  const delivered: string[] = [];
  beforeAll(async () => {
    s = await startTestServer({ SMS_PROVIDER: 'log' });
    const original = s.deps.sms.send.bind(s.deps.sms);
    s.deps.sms.send = async (phone, scene, code) => {
      delivered.push(`${scene}:${phone}`);
      await original(phone, scene, code);
    };
  });
  afterAll(() => s.close());

  const post = (url: string, payload: object, ip: string) =>
    call(s.app, { method: 'POST', url, payload, remoteAddress: ip });

  it('sending answers the same for registered and unregistered phones in every scene', async () => {
    for (const [i, scene] of ['login', 'register', 'findPassword'].entries()) {
      const known = await post('/auth/sms/send', { phone: '13800000002', scene }, `10.6.${i}.1`);
      const unknown = await post('/auth/sms/send', { phone: '13799990000', scene }, `10.6.${i}.2`);
      expect(known.status).toBe(200);
      expect(JSON.stringify(unknown.body)).toBe(JSON.stringify(known.body));
      const knownAgain = await post('/auth/sms/send', { phone: '13800000002', scene }, `10.6.${i}.3`);
      const unknownAgain = await post('/auth/sms/send', { phone: '13799990000', scene }, `10.6.${i}.4`);
      expect(knownAgain.status).toBe(429);
      expect(stable(unknownAgain.body)).toBe(stable(knownAgain.body));
      await s.db.drizzle.execute(sql`delete from sms_codes`);
    }
    expect(delivered).toEqual([
      'login:13800000002',
      'register:13800000002',
      'register:13799990000',
      'findPassword:13800000002',
    ]);
  });

  it('findPassword for an unknown phone answers exactly like a wrong code', async () => {
    await post('/auth/sms/send', { phone: '13800000002', scene: 'findPassword' }, '10.7.0.1');
    await post('/auth/sms/send', { phone: '13799990001', scene: 'findPassword' }, '10.7.0.2');
    const sent = await rows<{ code: string }>(
      s,
      sql`select code from sms_codes where scene = 'findPassword'`,
    );
    const code = ['000000', '111111', '222222'].find((c) => !sent.some((r) => r.code === c))!;
    const body = { code, password: 'newpass1' };
    const known = await post('/auth/findPassword', { ...body, phone: '13800000002' }, '10.7.0.3');
    const unknown = await post('/auth/findPassword', { ...body, phone: '13799990001' }, '10.7.0.4');
    const never = await post('/auth/findPassword', { ...body, phone: '13799990002' }, '10.7.0.5');
    expect(known.status).toBe(400);
    expect(stable(unknown.body)).toBe(stable(known.body));
    expect(stable(never.body)).toBe(stable(known.body));
    expect(known.body.message).toBe('短信验证码错误');
  });

  it('registering with a taken phone is told only after the code checks out', async () => {
    const taken = await post(
      '/auth/userRegister',
      { phone: '13800000001', code: '000000', password: 'secret1' },
      '10.8.0.1',
    );
    const free = await post(
      '/auth/userRegister',
      { phone: '13799990003', code: '000000', password: 'secret1' },
      '10.8.0.2',
    );
    expect(taken.status).toBe(400);
    expect(stable(taken.body)).toBe(stable(free.body));
  });
});

describe('sending caps (M4)', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer({ SMS_DAILY_LIMIT: '30' });
  });
  afterAll(() => s.close());

  const send = (phone: string, ip: string, scene = 'register') =>
    postFromIp(s, '/auth/sms/send', { phone, scene }, ip);

  it('caps one address at 5 codes in 10 minutes and 20 a day', async () => {
    const answers = [];
    for (let i = 0; i < 6; i++) answers.push(await send(`1370000010${i}`, '10.9.0.1'));
    expect(answers.slice(0, 5).map((a) => a.status)).toEqual([200, 200, 200, 200, 200]);
    expect(answers[5]!.status).toBe(429);
    expect(answers[5]!.body.message).toMatch(
      /^Too many codes requested from your network, try again in 10 min$/,
    );
    expect(answers[5]!.body.retryAfter).toBeGreaterThan(500);
    await s.db.drizzle.execute(sql`update sms_codes set created_at = created_at - interval '11 minutes'`);
    for (let i = 0; i < 15; i++) {
      const r = await send(`137000002${String(i).padStart(2, '0')}`, '10.9.0.1');
      expect(r.status).toBe(200);
      await s.db.drizzle.execute(
        sql`update sms_codes set created_at = created_at - interval '3 minutes' where ip = '10.9.0.1'`,
      );
    }
    const day = await send('13700000300', '10.9.0.1');
    expect(day.status).toBe(429);
    expect(day.body.message).toBe('Too many codes requested from your network today, try again tomorrow');
  });

  it('caps one phone at 10 codes a day', async () => {
    for (let i = 0; i < 10; i++) {
      expect((await send('13700000400', `10.10.0.${i + 1}`)).status).toBe(200);
      await s.db.drizzle.execute(sql`update sms_codes set created_at = created_at - interval '2 minutes'`);
    }
    const over = await send('13700000400', '10.10.1.1');
    expect(over.status).toBe(429);
    expect(over.body.message).toBe('This phone number has had too many codes today, try again tomorrow');
  });

  it('stops at the daily budget, and purges codes expired over a day ago', async () => {
    await s.db.drizzle.execute(sql`delete from sms_codes`);
    await s.db.drizzle.execute(
      sql`insert into sms_codes (phone, scene, code, expires_at, created_at) values ('13700000999', 'login', '123456', now() - interval '2 days', now() - interval '2 days')`,
    );
    await s.db.drizzle.execute(
      sql`insert into sms_codes (phone, scene, code, expires_at, ip) select '1370001' || lpad(g::text, 4, '0'), 'login', '000000', now(), 'elsewhere' from generate_series(1, 26) g`,
    );
    const [{ n: before } = { n: 0 }] = await rows<{ n: number }>(
      s,
      sql`select count(*)::int as n from sms_codes`,
    );
    expect(before).toBe(27);
    for (let i = 0; i < 4; i++) {
      expect((await send(`1370000050${i}`, `10.11.0.${i + 1}`)).status).toBe(200);
    }
    const over = await send('13700000510', '10.11.1.1');
    expect(over.status).toBe(429);
    expect(over.body.message).toBe('The SMS service has reached its daily limit, please try again later');
    const old = await rows(s, sql`select 1 from sms_codes where phone = '13700000999'`);
    expect(old).toEqual([]);
  });
});

describe('sending needs the captcha', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer({ CAPTCHA: 'on' });
  });
  afterAll(() => s.close());

  const captcha = () => solveCaptcha(s);
  const send = (payload: object) =>
    call(s.app, {
      method: 'POST',
      url: '/auth/sms/send',
      payload: { phone: '13700000600', scene: 'register', ...payload },
    });

  it('refuses a missing or wrong captcha, accepts the right one once', async () => {
    expect((await send({})).status).toBe(400);
    const wrong = await captcha();
    expect((await send({ uuid: wrong.uuid, code: 'zzzz' })).body.message).toBe('验证码错误');
    const right = await captcha();
    expect((await send(right)).status).toBe(200);
    await s.db.drizzle.execute(sql`delete from sms_codes`);
    expect((await send(right)).body.message).toBe('验证码不存在或已过期');
  });
});

describe('a provider failure', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer();
  });
  afterAll(() => s.close());

  it('is a 503 to the client and leaves no usable code', async () => {
    const sentCodes: string[] = [];
    const fetchImpl = (async (url: string | URL | Request) => {
      sentCodes.push(JSON.parse(new URL(String(url)).searchParams.get('TemplateParam')!).code);
      return Response.json({
        Message: '触发分钟级流控Permits:1',
        RequestId: 'R1',
        Code: 'isv.BUSINESS_LIMIT_CONTROL',
      });
    }) as typeof fetch;
    const aliyun = createSmsProvider(loadConfig(aliyunTestEnv), s.app.log, fetchImpl);
    s.deps.sms.send = aliyun.send;
    const sent = await call(s.app, {
      method: 'POST',
      url: '/auth/sms/send',
      payload: { phone: '13800000002', scene: 'findPassword' },
      headers: { 'accept-language': 'en' },
    });
    expect(sent.status).toBe(503);
    expect(sent.body.message).toBe('The SMS service is busy, please try again later');
    expect(sent.body.code).toBeUndefined();
    const used = await call(s.app, {
      method: 'POST',
      url: '/auth/findPassword',
      payload: { phone: '13800000002', code: sentCodes[0], password: 'taken123' },
    });
    expect(used.status).toBe(400);
    expect((await login(s.app, 'bob')).length).toBeGreaterThan(20);
  });
});
