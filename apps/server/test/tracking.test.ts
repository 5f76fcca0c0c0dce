import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { trackingResult } from '@hh/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { t } from '../src/i18n/messages.ts';
import { AppError } from '../src/lib/errors.ts';
import { type Tracking, trackShipment } from '../src/modules/express/index.ts';
import { KdniaoProvider, kdniaoSign } from '../src/modules/express/tracking/kdniao.ts';
import {
  Kuaidi100Provider,
  kuaidi100Code,
  kuaidi100Sign,
} from '../src/modules/express/tracking/kuaidi100.ts';
import { TrackingOff } from '../src/modules/express/tracking/off.ts';
import type { TrackingQuery } from '../src/modules/express/tracking/provider.ts';
import { SandboxTrackingProvider } from '../src/modules/express/tracking/sandbox.ts';
import { kdniaoState, kuaidi100State } from '../src/modules/express/tracking/states.ts';
import { startTestServer, type TestServer, WECHAT_ENV } from './helpers.ts';
import { shopperCtx, staffCtx } from './orders-fixture.ts';

/** A provider's answer as stored under test/fixtures/tracking (the documented shape of each API). */
const fixture = (name: string): unknown =>
  JSON.parse(readFileSync(new URL(`./fixtures/tracking/${name}.json`, import.meta.url), 'utf8'));

interface Sent {
  url: string;
  form: URLSearchParams;
  headers: Record<string, string>;
}

/** A fetch that answers with the queued recorded responses (the last one again when they run out) and keeps what it was sent. */
function recordedFetch(...answers: { status?: number; body: unknown }[]) {
  const sent: Sent[] = [];
  const queue = [...answers];
  const impl = (async (url: string | URL | Request, init?: RequestInit) => {
    sent.push({
      url: String(url),
      form: new URLSearchParams(String(init?.body ?? '')),
      headers: Object.fromEntries(Object.entries((init?.headers ?? {}) as Record<string, string>)),
    });
    const answer = queue.length > 1 ? queue.shift()! : queue[0]!;
    const text = typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body);
    return new Response(text, {
      status: answer.status ?? 200,
      headers: { 'content-type': 'application/json' },
    });
  }) as typeof fetch;
  return {
    sent,
    impl,
    answer(...next: { status?: number; body: unknown }[]) {
      queue.splice(0, queue.length, ...next);
    },
  };
}

async function refusal(promise: Promise<unknown>): Promise<AppError> {
  const err = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(AppError);
  return err as AppError;
}

const K100 = { customer: 'C0FFEE1234', key: 'k100-secret', url: 'https://poll.kuaidi100.com/poll/query.do' };
const KDN = {
  businessId: '1237100',
  appKey: '518a73d8-1f7f-441a-b644-33e77b49d846',
  url: 'https://api.kdniao.com/Ebusiness/EbusinessOrderHandle.aspx',
  requestType: '8001' as const,
};

describe('provider states → the normalised states', () => {
  it('maps Kdniao State / StateEx', () => {
    const cases: [string, string | undefined, string][] = [
      ['0', undefined, 'none'],
      ['10', undefined, 'none'],
      ['1', undefined, 'collected'],
      ['2', undefined, 'inTransit'],
      ['2', '201', 'inTransit'],
      ['2', '204', 'inTransit'],
      ['2', '202', 'outForDelivery'],
      ['2', '211', 'outForDelivery'],
      ['3', '301', 'signed'],
      ['3', '302', 'signed'],
      ['3', '304', 'signed'],
      ['3', '311', 'signed'],
      ['4', '401', 'problem'],
      ['4', '404', 'problem'],
      ['4', '412', 'problem'],
      ['5', undefined, 'inTransit'],
      ['6', '602', 'inTransit'],
      ['6', '604', 'problem'],
      ['', undefined, 'none'],
    ];
    for (const [state, ex, want] of cases) expect(kdniaoState(state, ex), `${state}/${ex}`).toBe(want);
  });

  it('maps Kuaidi100 state', () => {
    const cases: [string, string][] = [
      ['0', 'inTransit'],
      ['1', 'collected'],
      ['2', 'problem'],
      ['3', 'signed'],
      ['4', 'problem'],
      ['5', 'outForDelivery'],
      ['6', 'problem'],
      ['7', 'inTransit'],
      ['8', 'inTransit'],
      ['10', 'inTransit'],
      ['13', 'problem'],
      ['14', 'problem'],
      ['103', 'collected'],
      ['1002', 'inTransit'],
      ['301', 'signed'],
      ['501', 'outForDelivery'],
      ['204', 'problem'],
    ];
    for (const [state, want] of cases) expect(kuaidi100State(state, true), state).toBe(want);
    expect(kuaidi100State(undefined, false)).toBe('none');
    expect(kuaidi100State('99', true)).toBe('inTransit');
  });
});

describe('Kuaidi100 (poll/query.do)', () => {
  it('posts customer, param and sign = MD5(param + key + customer) in upper case, with the phone SF needs', async () => {
    const http = recordedFetch({ body: fixture('kuaidi100-signed') });
    await new Kuaidi100Provider(K100, http.impl).track({
      expressCode: 'SF',
      trackingNo: 'SF1402983310762',
      phone: '13812345678',
    });
    expect(http.sent).toHaveLength(1);
    const [req] = http.sent;
    expect(req!.url).toBe('https://poll.kuaidi100.com/poll/query.do');
    expect(req!.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect([...req!.form.keys()].sort()).toEqual(['customer', 'param', 'sign']);
    expect(req!.form.get('customer')).toBe('C0FFEE1234');
    const param = req!.form.get('param')!;
    expect(JSON.parse(param)).toEqual({
      com: 'shunfeng',
      num: 'SF1402983310762',
      phone: '13812345678',
      resultv2: '1',
      show: '0',
      order: 'desc',
    });
    const expected = createHash('md5').update(`${param}k100-secretC0FFEE1234`).digest('hex').toUpperCase();
    expect(req!.form.get('sign')).toBe(expected);
    expect(kuaidi100Sign(param, 'k100-secret', 'C0FFEE1234')).toBe(expected);
    expect(expected).toMatch(/^[0-9A-F]{32}$/);
  });

  it('names the couriers by Kuaidi100 codes and leaves the phone out when there is none', async () => {
    expect(['SF', 'ZTO', 'YTO', 'YD', 'STO', 'JTSD', 'DBL', 'HTKY'].map(kuaidi100Code)).toEqual([
      'shunfeng',
      'zhongtong',
      'yuantong',
      'yunda',
      'shentong',
      'jtexpress',
      'debangkuaidi',
      'huitongkuaidi',
    ]);
    expect(kuaidi100Code('CUSTOMX')).toBe('customx');
    const http = recordedFetch({ body: fixture('kuaidi100-delivering') });
    await new Kuaidi100Provider(K100, http.impl).track({ expressCode: 'YTO', trackingNo: 'YT7401234567890' });
    expect(JSON.parse(http.sent[0]!.form.get('param')!)).not.toHaveProperty('phone');
  });

  it('reads a recorded answer: state, lines newest first in China time, places', async () => {
    const http = recordedFetch({ body: fixture('kuaidi100-signed') });
    const got = await new Kuaidi100Provider(K100, http.impl).track({
      expressCode: 'SF',
      trackingNo: 'SF1402983310762',
    });
    expect(got.state).toBe('signed');
    expect(got.traces).toHaveLength(5);
    expect(got.traces[0]).toEqual({
      time: new Date('2026-11-20T06:32:08Z'),
      text: '[上海市]您的快件已签收，签收人：本人。如有疑问请电联快递员：赵师傅【13900001111】',
      location: '上海,上海市,浦东新区',
    });
    expect(got.traces.at(-1)!.text).toBe('[深圳市]顺丰速运 已收取快件');
    const times = got.traces.map((l) => l.time.getTime());
    expect(times).toEqual([...times].sort((a, b) => b - a));

    const delivering = recordedFetch({ body: fixture('kuaidi100-delivering') });
    const out = await new Kuaidi100Provider(K100, delivering.impl).track({
      expressCode: 'YTO',
      trackingNo: 'YT7401234567890',
    });
    expect(out.state).toBe('outForDelivery');
    expect(out.traces[0]).not.toHaveProperty('location');
  });

  it('takes "no result yet" as no trace, and a refusal or an outage as a clear error', async () => {
    const none = recordedFetch({ body: fixture('kuaidi100-no-result') });
    expect(
      await new Kuaidi100Provider(K100, none.impl).track({ expressCode: 'SF', trackingNo: 'SF0000000001' }),
    ).toEqual({
      state: 'none',
      traces: [],
    });
    const refused = recordedFetch({ body: fixture('kuaidi100-bad-sign') });
    const err = await refusal(
      new Kuaidi100Provider(K100, refused.impl).track({ expressCode: 'SF', trackingNo: 'SF0000000001' }),
    );
    expect(err.status).toBe(502);
    expect(t('zh', err.key, err.params)).toBe('物流查询失败：验证签名失败');
    const broken = recordedFetch({ status: 502, body: '<html>Bad Gateway</html>' });
    const gateway = await refusal(
      new Kuaidi100Provider(K100, broken.impl).track({ expressCode: 'SF', trackingNo: 'SF0000000001' }),
    );
    expect(gateway.status).toBe(502);
    expect(t('en', gateway.key, gateway.params)).toBe('Tracking failed: kuaidi100 502');
    const down = (async () => {
      throw new TypeError('fetch failed');
    }) as typeof fetch;
    const unreachable = await refusal(
      new Kuaidi100Provider(K100, down).track({ expressCode: 'SF', trackingNo: 'SF0000000001' }),
    );
    expect(unreachable.status).toBe(503);
    expect(unreachable.key).toBe('express.trackingUnavailable');
  });
});

describe('Kdniao (RequestType 8001)', () => {
  it('posts RequestData, EBusinessID, RequestType, DataSign = Base64(MD5 hex(RequestData + AppKey)) and DataType', async () => {
    const http = recordedFetch({ body: fixture('kdniao-in-transit') });
    await new KdniaoProvider(KDN, http.impl).track({
      expressCode: 'SF',
      trackingNo: 'SF1402983310762',
      phone: '138-1234-5678',
    });
    const [req] = http.sent;
    expect(req!.url).toMatch(/^https:\/\/api\.kdniao\.com\//);
    expect([...req!.form.keys()].sort()).toEqual([
      'DataSign',
      'DataType',
      'EBusinessID',
      'RequestData',
      'RequestType',
    ]);
    expect(req!.form.get('EBusinessID')).toBe('1237100');
    expect(req!.form.get('RequestType')).toBe('8001');
    expect(req!.form.get('DataType')).toBe('2');
    const data = req!.form.get('RequestData')!;
    expect(JSON.parse(data)).toEqual({
      OrderCode: '',
      ShipperCode: 'SF',
      LogisticCode: 'SF1402983310762',
      CustomerName: '5678',
    });
    const md5 = createHash('md5').update(`${data}${KDN.appKey}`).digest('hex');
    expect(req!.form.get('DataSign')).toBe(Buffer.from(md5).toString('base64'));
    expect(kdniaoSign(data, KDN.appKey)).toBe(req!.form.get('DataSign'));
  });

  it('reads a recorded answer (lines oldest first on the wire) and a refusal', async () => {
    const http = recordedFetch({ body: fixture('kdniao-in-transit') });
    const got = await new KdniaoProvider(KDN, http.impl).track({
      expressCode: 'ZTO',
      trackingNo: '78123456789012',
    });
    expect(got.state).toBe('outForDelivery');
    expect(got.traces.map((l) => l.location)).toEqual(['广州市', '广州市', '杭州市', '杭州市']);
    expect(got.traces[0]!.time).toEqual(new Date('2026-11-24T00:40:27Z'));
    expect(JSON.parse(http.sent[0]!.form.get('RequestData')!)).not.toHaveProperty('CustomerName');

    const refused = recordedFetch({ body: fixture('kdniao-refused') });
    const err = await refusal(
      new KdniaoProvider(KDN, refused.impl).track({ expressCode: 'SF', trackingNo: 'SF1402983310762' }),
    );
    expect(err.status).toBe(502);
    expect(t('zh', err.key, err.params)).toBe(
      '物流查询失败：顺丰单号查询需要填写收件人或寄件人手机号后四位（CustomerName）',
    );
  });
});

describe('sandbox provider', () => {
  const HOUR = 3600 * 1000;
  const shippedAt = new Date('2026-11-20T02:00:00Z');
  const at = (hours: number) =>
    new SandboxTrackingProvider(() => new Date(shippedAt.getTime() + hours * HOUR));

  it('builds the same plausible trace from the number and the time since shipping', async () => {
    const query = { expressCode: 'SF', trackingNo: 'SF1000000000001', shippedAt };
    expect(await at(0).track(query)).toEqual({ state: 'none', traces: [] });
    expect((await at(1).track(query)).state).toBe('collected');
    expect((await at(10).track(query)).state).toBe('inTransit');
    expect((await at(32).track(query)).state).toBe('outForDelivery');
    const late = await at(48).track(query);
    expect(['signed', 'problem']).toContain(late.state);
    expect(late.traces).toHaveLength(7);
    expect(late.traces[0]!.time.getTime()).toBeGreaterThan(late.traces[1]!.time.getTime());
    expect(await at(48).track(query)).toEqual(late);
    expect(late.traces.at(-1)!.text).toMatch(/快件已揽收$/);
    // Some numbers run into a problem, the others are signed.
    const fates = new Set<string>();
    for (let i = 0; i < 40; i++) {
      fates.add((await at(48).track({ ...query, trackingNo: `SF10000000${1000 + i}` })).state);
    }
    expect([...fates].sort()).toEqual(['problem', 'signed']);
  });

  it('without a shipping time, the number alone decides how far the parcel got', async () => {
    const now = () => new Date('2026-11-25T00:00:00Z');
    const a = await new SandboxTrackingProvider(now).track({ expressCode: 'ZTO', trackingNo: 'ZT123456789' });
    const b = await new SandboxTrackingProvider(now).track({ expressCode: 'ZTO', trackingNo: 'ZT123456789' });
    expect(a).toEqual(b);
  });
});

describe('configuration', () => {
  const PRODUCTION = {
    NODE_ENV: 'production',
    PUBLIC_URL: 'https://shop.example.com',
    ...WECHAT_ENV,
  };

  it('refuses the sandbox in production, unless a real provider or "off" is chosen', () => {
    expect(() => loadConfig(PRODUCTION)).toThrow(
      /EXPRESS_TRACKING_PROVIDER: "sandbox" \(made-up traces\) is refused when NODE_ENV=production/,
    );
    expect(loadConfig({ ...PRODUCTION, EXPRESS_TRACKING_PROVIDER: 'off' }).EXPRESS_TRACKING_PROVIDER).toBe(
      'off',
    );
    const real = loadConfig({
      ...PRODUCTION,
      EXPRESS_TRACKING_PROVIDER: 'kuaidi100',
      KUAIDI100_CUSTOMER: 'C',
      KUAIDI100_KEY: 'K',
    });
    expect(real.KUAIDI100_URL).toBe('https://poll.kuaidi100.com/poll/query.do');
    expect(loadConfig({ NODE_ENV: 'development' }).EXPRESS_TRACKING_PROVIDER).toBe('sandbox');
  });

  it('wants a real provider’s keys, over HTTPS', () => {
    expect(() =>
      loadConfig({ NODE_ENV: 'test', EXPRESS_TRACKING_PROVIDER: 'kuaidi100', KUAIDI100_CUSTOMER: 'C' }),
    ).toThrow(/KUAIDI100_KEY: is required when EXPRESS_TRACKING_PROVIDER=kuaidi100/);
    expect(() => loadConfig({ NODE_ENV: 'test', EXPRESS_TRACKING_PROVIDER: 'kdniao' })).toThrow(
      /KDNIAO_EBUSINESS_ID/,
    );
    expect(() =>
      loadConfig({
        NODE_ENV: 'test',
        EXPRESS_TRACKING_PROVIDER: 'kdniao',
        KDNIAO_EBUSINESS_ID: '1',
        KDNIAO_APP_KEY: 'k',
        KDNIAO_URL: 'http://api.kdniao.com/Ebusiness/EbusinessOrderHandle.aspx',
      }),
    ).toThrow(/KDNIAO_URL/);
    expect(() => loadConfig({ NODE_ENV: 'test', EXPRESS_TRACKING_CACHE_SECONDS: '5' })).toThrow(
      /EXPRESS_TRACKING_CACHE_SECONDS/,
    );
  });

  it('says so when tracking is off', async () => {
    const err = await refusal(new TrackingOff().track());
    expect(err.status).toBe(503);
    expect(t('zh', err.key)).toMatch(/未开通物流查询/);
  });
});

describe('trackShipment on a server configured for Kuaidi100', () => {
  let s: TestServer;
  let A: number;
  let B: number;
  const http = recordedFetch({ body: fixture('kuaidi100-delivering') });

  const staff = (companyId: number) => staffCtx(s, companyId);
  const shopper = (companyId: number) => shopperCtx(s, companyId, 1);
  const age = (seconds: number) =>
    s.db.drizzle.execute(
      sql`update express_tracking_cache set fetched_at = fetched_at - make_interval(secs => ${seconds})`,
    );

  beforeAll(async () => {
    s = await startTestServer({
      EXPRESS_TRACKING_PROVIDER: 'kuaidi100',
      KUAIDI100_CUSTOMER: K100.customer,
      KUAIDI100_KEY: K100.key,
      EXPRESS_TRACKING_CACHE_SECONDS: '300',
    });
    const rows = (await s.db.drizzle.execute(sql`select id, company_key from companies`)) as unknown as {
      rows: { id: string; company_key: string }[];
    };
    A = Number(rows.rows.find((c) => c.company_key === 'sunrise')!.id);
    B = Number(rows.rows.find((c) => c.company_key === 'harbour')!.id);
    vi.stubGlobal('fetch', http.impl);
  });
  afterAll(async () => {
    vi.unstubAllGlobals();
    await s.close();
  });

  it('asks the provider once per few minutes per shipment, whichever server or door asks', async () => {
    const query: TrackingQuery = { expressCode: 'yto', trackingNo: 'YT7401234567890', phone: '13812345678' };
    const first: Tracking = await trackShipment(staff(A), query);
    expect(http.sent).toHaveLength(1);
    expect(http.sent[0]!.url).toBe(K100.url);
    expect(JSON.parse(http.sent[0]!.form.get('param')!)).toMatchObject({
      com: 'yuantong',
      num: 'YT7401234567890',
    });
    expect(first).toMatchObject({ state: 'outForDelivery', provider: 'kuaidi100' });
    expect(trackingResult.parse(trackingResult.encode(first))).toEqual(first);

    const again = await trackShipment(staff(A), { ...query, expressCode: 'YTO' });
    expect(http.sent).toHaveLength(1);
    expect(again).toEqual(first);
    // The shopper of the same shop reads the same stored answer.
    expect(await trackShipment(shopper(A), query)).toEqual(first);
    expect(http.sent).toHaveLength(1);
    // Another shop asks for itself: its stores are its own.
    await trackShipment(staff(B), query);
    expect(http.sent).toHaveLength(2);

    // Stale after the TTL: asked again, and a signed parcel is then kept for a day.
    http.answer({ body: fixture('kuaidi100-signed') });
    await age(301);
    const signed = await trackShipment(staff(A), query);
    expect(http.sent).toHaveLength(3);
    expect(signed.state).toBe('signed');
    expect(signed.fetchedAt.getTime()).toBeGreaterThan(first.fetchedAt.getTime());
    await age(3600);
    expect((await trackShipment(staff(A), query)).state).toBe('signed');
    expect(http.sent).toHaveLength(3);

    const stored = (await s.db.drizzle.execute(
      sql`select company_id, express_code, tracking_no from express_tracking_cache order by company_id`,
    )) as unknown as { rows: { company_id: string; express_code: string; tracking_no: string }[] };
    expect(stored.rows.map((r) => [Number(r.company_id), r.express_code, r.tracking_no])).toEqual([
      [A, 'YTO', 'YT7401234567890'],
      [B, 'YTO', 'YT7401234567890'],
    ]);
  });

  it('turns a provider refusal into a readable error and stores nothing', async () => {
    http.answer({ body: fixture('kuaidi100-bad-sign') });
    const before = http.sent.length;
    const query = { expressCode: 'SF', trackingNo: 'SF9999999999999', phone: '13812345678' };
    const err = await refusal(trackShipment(staff(A), query));
    expect(err.status).toBe(502);
    expect(t('en', err.key, err.params)).toBe('Tracking failed: 验证签名失败');
    await refusal(trackShipment(staff(A), query));
    expect(http.sent.length).toBe(before + 2);
    const bad = await refusal(trackShipment(staff(A), { expressCode: 'SF', trackingNo: "1' or 1=1" }));
    expect(bad).toMatchObject({
      status: 400,
      fields: [{ field: 'trackingNo', key: 'validation.trackingNo' }],
    });
    expect(http.sent.length).toBe(before + 2);
  });
});
