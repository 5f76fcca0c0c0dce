import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config.ts';
import { AppError } from '../src/lib/errors.ts';
import { signAcs3 } from '../src/modules/auth/aliyun-sms.ts';
import { createSmsProvider } from '../src/modules/auth/sms-provider.ts';

/** A logger that keeps every line it is given, to check what reaches the log. */
function recordingLog() {
  const lines: string[] = [];
  const keep = (...args: unknown[]) => {
    lines.push(JSON.stringify(args));
  };
  const log = { info: keep, warn: keep, error: keep, debug: keep } as unknown as FastifyBaseLogger;
  return { log, lines };
}

const aliyunEnv = {
  NODE_ENV: 'test',
  SMS_PROVIDER: 'aliyun',
  ALIYUN_SMS_ACCESS_KEY_ID: 'LTAI-test-id',
  ALIYUN_SMS_ACCESS_KEY_SECRET: 'test-secret',
  ALIYUN_SMS_SIGN_NAME: '好会商城',
  ALIYUN_SMS_TEMPLATE_CODE: 'SMS_154950909',
};

/** A fetch that answers with a recorded Aliyun response and keeps the request it got. */
function recorded(status: number, body: unknown) {
  const requests: { url: string; init: RequestInit }[] = [];
  const fetchImpl = (async (url: string | URL | Request, init?: RequestInit) => {
    requests.push({ url: String(url), init: init ?? {} });
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  }) as typeof fetch;
  return { fetchImpl, requests };
}

async function failure(promise: Promise<unknown>): Promise<AppError> {
  const err = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(AppError);
  return err as AppError;
}

describe('Aliyun SMS signature (ACS3-HMAC-SHA256)', () => {
  it('reproduces the worked example of Alibaba Cloud’s V3 signature documentation', () => {
    const { query, headers } = signAcs3({
      method: 'POST',
      host: 'ecs.cn-shanghai.aliyuncs.com',
      action: 'RunInstances',
      version: '2014-05-26',
      query: { RegionId: 'cn-shanghai', ImageId: 'win2019_1809_x64_dtc_zh-cn_40G_alibase_20230811.vhd' },
      body: '',
      date: '2023-10-26T10:22:32Z',
      nonce: '3156853299f313e23d1673dc12e1703d',
      accessKeyId: 'YourAccessKeyId',
      accessKeySecret: 'YourAccessKeySecret',
    });
    expect(query).toBe('ImageId=win2019_1809_x64_dtc_zh-cn_40G_alibase_20230811.vhd&RegionId=cn-shanghai');
    expect(headers.authorization).toBe(
      'ACS3-HMAC-SHA256 Credential=YourAccessKeyId,SignedHeaders=host;x-acs-action;x-acs-content-sha256;x-acs-date;x-acs-signature-nonce;x-acs-version,Signature=06563a9e1b43f5dfe96b81484da74bceab24a1d853912eee15083a6f0f3283c0',
    );
  });

  it('percent-encodes as RFC 3986 (JSON, Chinese, spaces and *)', () => {
    const { query } = signAcs3({
      method: 'POST',
      host: 'dysmsapi.aliyuncs.com',
      action: 'SendSms',
      version: '2017-05-25',
      query: { TemplateParam: '{"code":"012345"}', SignName: '好会 商城*~' },
      body: '',
      date: '2026-11-25T00:00:00Z',
      nonce: 'n',
      accessKeyId: 'id',
      accessKeySecret: 'secret',
    });
    expect(query).toBe(
      'SignName=%E5%A5%BD%E4%BC%9A%20%E5%95%86%E5%9F%8E%2A~&TemplateParam=%7B%22code%22%3A%22012345%22%7D',
    );
  });
});

describe('Aliyun SMS provider against recorded responses', () => {
  const config = loadConfig(aliyunEnv);

  it('sends SendSms with the sign name, template and code, signed', async () => {
    const { fetchImpl, requests } = recorded(200, {
      Message: 'OK',
      RequestId: 'F655A8D5-B967-440B-8683-DAD6FF8DE990',
      Code: 'OK',
      BizId: '900619746936498440^0',
    });
    const { log, lines } = recordingLog();
    await createSmsProvider(config, log, fetchImpl).send('13800000002', 'login', '482915');
    expect(requests).toHaveLength(1);
    const { url, init } = requests[0]!;
    const parsed = new URL(url);
    expect(parsed.origin).toBe('https://dysmsapi.aliyuncs.com');
    expect(Object.fromEntries(parsed.searchParams)).toEqual({
      PhoneNumbers: '13800000002',
      SignName: '好会商城',
      TemplateCode: 'SMS_154950909',
      TemplateParam: '{"code":"482915"}',
    });
    expect(init.method).toBe('POST');
    const headers = init.headers as Record<string, string>;
    expect(headers['x-acs-action']).toBe('SendSms');
    expect(headers['x-acs-version']).toBe('2017-05-25');
    expect(headers['x-acs-date']).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
    expect(headers.authorization).toMatch(
      /^ACS3-HMAC-SHA256 Credential=LTAI-test-id,SignedHeaders=host;x-acs-action;x-acs-content-sha256;x-acs-date;x-acs-signature-nonce;x-acs-version,Signature=[0-9a-f]{64}$/,
    );
    expect(lines.join('\n')).not.toMatch(/482915|13800000002|test-secret/);
  });

  it('turns Aliyun’s flow control into a 503 and other refusals into a 502, logging neither phone nor code', async () => {
    const { log, lines } = recordingLog();
    const sendFailing = (fetchImpl: typeof fetch) =>
      failure(createSmsProvider(config, log, fetchImpl).send('13800000002', 'login', '482915'));
    const limited = recorded(200, {
      Message: '触发分钟级流控Permits:1',
      RequestId: '2184201F-BFB3-446B-B1F2-C746B7BF0657',
      Code: 'isv.BUSINESS_LIMIT_CONTROL',
    });
    const busy = await sendFailing(limited.fetchImpl);
    expect([busy.status, busy.key]).toEqual([503, 'sms.busy']);
    const illegal = recorded(200, {
      Message: '手机号码格式错误',
      RequestId: 'A9A0A6D9-6A8E-4B5A-9C64-1F3B0E2A1D11',
      Code: 'isv.MOBILE_NUMBER_ILLEGAL',
    });
    const refused = await sendFailing(illegal.fetchImpl);
    expect([refused.status, refused.key]).toEqual([502, 'sms.failed']);
    const badKey = recorded(404, {
      RequestId: '7D7B1E1F-8C54-5F6A-9D1E-2B4C6D8E0F12',
      HostId: 'dysmsapi.aliyuncs.com',
      Code: 'InvalidAccessKeyId.NotFound',
      Message: 'Specified access key is not found.',
    });
    const denied = await sendFailing(badKey.fetchImpl);
    expect(denied.status).toBe(502);
    const down = (async () => {
      throw new TypeError('fetch failed');
    }) as typeof fetch;
    const unreachable = await sendFailing(down);
    expect([unreachable.status, unreachable.key]).toEqual([503, 'sms.unavailable']);
    expect(lines.join('\n')).toMatch(/isv\.BUSINESS_LIMIT_CONTROL/);
    expect(lines.join('\n')).not.toMatch(/482915|13800000002/);
  });

  it('the log provider logs a masked phone and never the code', async () => {
    const { log, lines } = recordingLog();
    await createSmsProvider(loadConfig({ NODE_ENV: 'test', SMS_PROVIDER: 'log' }), log).send(
      '13800000002',
      'register',
      '731904',
    );
    expect(lines.join('\n')).toMatch(/138\*\*\*\*0002/);
    expect(lines.join('\n')).not.toMatch(/731904|13800000002/);
  });
});

describe('SMS and proxy configuration', () => {
  it('requires every Aliyun setting when SMS_PROVIDER=aliyun', () => {
    for (const name of Object.keys(aliyunEnv).filter((k) => k !== 'SMS_PROVIDER' && k !== 'NODE_ENV')) {
      const env: Record<string, string> = { ...aliyunEnv };
      delete env[name];
      expect(() => loadConfig(env)).toThrow(ConfigError);
      expect(() => loadConfig(env)).toThrow(new RegExp(name));
    }
    expect(() => loadConfig({ ...aliyunEnv, ALIYUN_SMS_ENDPOINT: 'http://dysmsapi.aliyuncs.com' })).toThrow(
      /ALIYUN_SMS_ENDPOINT/,
    );
    expect(loadConfig({ NODE_ENV: 'test', SMS_DAILY_LIMIT: '500' }).SMS_DAILY_LIMIT).toBe(500);
    expect(() => loadConfig({ SMS_DAILY_LIMIT: 'lots' })).toThrow(/SMS_DAILY_LIMIT/);
  });

  it('takes TRUST_PROXY as a hop count or a list of addresses, and refuses true', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).TRUST_PROXY).toBe(false);
    expect(loadConfig({ NODE_ENV: 'test', TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2);
    expect(loadConfig({ NODE_ENV: 'test', TRUST_PROXY: '10.0.0.1, 10.1.0.0/16,::1' }).TRUST_PROXY).toEqual([
      '10.0.0.1',
      '10.1.0.0/16',
      '::1',
    ]);
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(
      /Invalid environment variable TRUST_PROXY: "true"/,
    );
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.0/33' })).toThrow(/TRUST_PROXY/);
    expect(() => loadConfig({ TRUST_PROXY: 'proxy.example' })).toThrow(/TRUST_PROXY/);
  });
});
