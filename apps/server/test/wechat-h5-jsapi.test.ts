import { createVerify, generateKeyPairSync } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runDueJobs } from '../src/modules/jobs/service.ts';
import { WechatPayProvider } from '../src/modules/payments/wechat.ts';
import { call, loginTo, startTestServer, type TestServer, withPayments } from './helpers.ts';
import { desk } from './orders-fixture.ts';
import { rowsOf, shopperSignIn } from './storefront-helpers.ts';
import { encryptedResource, pem, platformSigned } from './wechat-fixture.ts';

const ORIGIN = 'https://shop.example.com';
const APP_ID = 'wxNATIVE';
const OA_APP_ID = 'wxOFFICIAL';
const API_V3_KEY = '0'.repeat(32);
const keys = generateKeyPairSync('rsa', { modulusLength: 2048 });
const publicPem = pem(keys.publicKey, 'spki');

let s: TestServer;
let staffToken: string;
let skuId: number;
let addressId: number;

/** A shopper of the shop, signed in anew (each sign-in is a session of its own). */
async function shopper(phone: string) {
  const res = await shopperSignIn(s, 'sunrise', phone);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.token as string;
}

const as =
  (token: string, lang = 'en') =>
  (method: 'GET' | 'POST', url: string, payload?: object, headers: Record<string, string> = {}) =>
    call(s.app, {
      method,
      url,
      token,
      headers: { 'accept-language': lang, ...headers },
      ...(payload ? { payload } : {}),
    });

let buyer: ReturnType<typeof as>;

beforeAll(async () => {
  s = await startTestServer({ TRUST_PROXY: '1', PUBLIC_URL: ORIGIN });
  staffToken = await loginTo(s.app, 'admin', 'sunrise');
  skuId = (await desk(s, staffToken).product('微信支付商品', [{ price: '12.50', stock: 500 }])).skuIds[0]!;
  buyer = as(await shopper('13955550001'));
  const settings = await call(s.app, { method: 'GET', url: '/api/order/settings', token: staffToken });
  const raised = await call(s.app, {
    method: 'PUT',
    url: '/api/order/settings',
    token: staffToken,
    payload: { ...settings.body, maxUnpaidOrders: 50 },
  });
  expect(raised.status).toBe(200);
  addressId = await addressFor(buyer);
});

async function addressFor(shop: typeof buyer) {
  const address = await shop('POST', '/api/front/addresses', {
    name: '赵六',
    phone: '13955559999',
    provinceId: 33,
    cityId: 3301,
    districtId: 330102,
    detail: '延安路 8 号',
    isDefault: true,
  });
  return address.body.id as number;
}
afterAll(() => s.close());

async function buyNow(shop = buyer, address = addressId) {
  const confirmed = await shop('POST', '/api/front/checkout/confirm', { skuId, quantity: 1 });
  const created = await shop('POST', `/api/front/checkout/${confirmed.body.key}/create`, {
    addressId: address,
  });
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  return created.body as { id: number; code: string; payAmount: string };
}

/** WeChat's pay API and its OAuth code exchange, faked: what each was sent. */
function wechatDouble(kinds: ('native' | 'h5' | 'jsapi')[] = ['native', 'h5', 'jsapi']) {
  const sent: { path: string; body: Record<string, unknown> }[] = [];
  const codes: string[] = [];
  const http = (async (url: string, init: RequestInit = {}) => {
    const u = new URL(url);
    if (u.host === 'api.weixin.qq.com') {
      const code = u.searchParams.get('code')!;
      codes.push(code);
      expect(u.searchParams.get('appid')).toBe(OA_APP_ID);
      expect(u.searchParams.get('secret')).toBe('OA-SECRET');
      if (code === 'BAD') return new Response(JSON.stringify({ errcode: 40029, errmsg: 'invalid code' }));
      return new Response(JSON.stringify({ access_token: 'AT', openid: `o-${code}`, scope: 'snsapi_base' }));
    }
    sent.push({ path: u.pathname, body: JSON.parse(String(init.body)) });
    if (u.pathname.endsWith('/close')) return new Response(null, { status: 204 });
    if (u.pathname.endsWith('/h5'))
      return new Response(
        JSON.stringify({
          h5_url: `https://wx.tenpay.com/cgi-bin/mmpayweb-bin/checkmweb?prepay_id=wx${sent.length}&package=1`,
        }),
      );
    if (u.pathname.endsWith('/jsapi'))
      return new Response(JSON.stringify({ prepay_id: `wx20261129${sent.length}` }));
    return new Response(JSON.stringify({ code_url: `weixin://wxpay/bizpayurl?pr=${sent.length}` }));
  }) as unknown as typeof fetch;
  const provider = new WechatPayProvider(
    {
      appId: APP_ID,
      mchId: '1900000001',
      serialNo: 'S1',
      privateKey: pem(keys.privateKey, 'pkcs8'),
      platformPublicKey: publicPem,
      apiV3Key: API_V3_KEY,
      notifyUrl: 'https://shop.example.com/notify',
      kinds,
      officialAccount: { appId: OA_APP_ID, secret: 'OA-SECRET' },
    },
    http,
  );
  return { provider, sent, codes };
}

/** WeChat's signed, encrypted notice that the payment went through, under `appid`. */
function notice(outTradeNo: string, total: number, appid: string) {
  const plain = {
    appid,
    mchid: '1900000001',
    out_trade_no: outTradeNo,
    transaction_id: `4200${Date.now()}`,
    trade_state: 'SUCCESS',
    amount: { total, currency: 'CNY' },
  };
  const body = JSON.stringify({
    id: 'EV-1',
    event_type: 'TRANSACTION.SUCCESS',
    resource: encryptedResource(plain, API_V3_KEY, 'transaction'),
  });
  return {
    payload: body,
    headers: {
      'content-type': 'application/json',
      ...platformSigned(body, keys.privateKey),
      'wechatpay-serial': 'P1',
    },
  };
}

const paymentsOf = (orderId: number) =>
  rowsOf<{ out_trade_no: string; status: string; channel: string | null }>(
    s,
    sql`select out_trade_no, status, channel from order_payments where order_id = ${orderId} order by id`,
  );

/** The WeChat sign-in as the storefront page runs it: start, WeChat's redirect, then finish. */
async function signInWithWechat(shop: typeof buyer, code: string, back = '/h5/sunrise/pay/1') {
  const started = await shop('POST', '/api/front/wechat/oauth', { back });
  expect(started.status, JSON.stringify(started.body)).toBe(200);
  const url = new URL(started.body.url);
  const state = url.searchParams.get('state')!;
  return { url, state, finish: () => shop('POST', '/api/front/wechat/oauth/finish', { code, state }) };
}

describe('how a shopper may pay online', () => {
  it('the sandbox in development; WeChat with its products and whether the openid is known', async () => {
    expect((await buyer('GET', '/api/front/pay/options')).body).toEqual({
      provider: 'sandbox',
      wechatKinds: [],
      openid: false,
    });
    const { provider } = wechatDouble(['h5', 'jsapi']);
    await withPayments(s, provider, async () => {
      expect((await buyer('GET', '/api/front/pay/options')).body).toEqual({
        provider: 'wechat',
        wechatKinds: ['h5', 'jsapi'],
        openid: false,
      });
    });
  });
});

describe('WeChat H5 (a phone browser outside WeChat)', () => {
  it("orders with the shopper's address through the trusted proxy and comes back to the result page", async () => {
    const order = await buyNow();
    const wechat = wechatDouble();
    await withPayments(s, wechat.provider, async () => {
      const tap = () =>
        buyer(
          'POST',
          `/api/front/orders/${order.id}/pay`,
          { method: 'provider', kind: 'h5' },
          { 'x-forwarded-for': '203.0.113.7' },
        );
      const res = await tap();
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      const result = `${ORIGIN}/h5/sunrise/paid/${order.id}`;
      expect(res.body.payment).toMatchObject({
        method: 'wechat',
        kind: 'h5',
        bridge: null,
        payUrl: `https://wx.tenpay.com/cgi-bin/mmpayweb-bin/checkmweb?prepay_id=wx1&package=1&redirect_url=${encodeURIComponent(result)}`,
      });
      expect(wechat.sent[0]).toMatchObject({
        path: '/v3/pay/transactions/h5',
        body: {
          appid: APP_ID,
          amount: { total: 1250, currency: 'CNY' },
          scene_info: { payer_client_ip: '203.0.113.7', h5_info: { type: 'Wap' } },
        },
      });
      expect((await tap()).body.payment).toEqual(res.body.payment);
      expect(wechat.sent).toHaveLength(1);
    });
  });

  it('a Native tap after an H5 one closes the H5 payment (one live payment), here and at WeChat', async () => {
    const order = await buyNow();
    const wechat = wechatDouble();
    await withPayments(s, wechat.provider, async () => {
      const pay = (kind: string) =>
        buyer('POST', `/api/front/orders/${order.id}/pay`, { method: 'provider', kind });
      const h5 = (await pay('h5')).body.payment;
      const native = await pay('native');
      expect(native.body.payment).toMatchObject({ kind: 'native', bridge: null });
      // A computer has no WeChat to open the code link: the page shows it as a QR to scan.
      expect(native.body.payment.qr).toMatch(/^data:image\/svg\+xml;base64,/);
      expect(h5.qr).toBeNull();
      expect(await paymentsOf(order.id)).toEqual([
        { out_trade_no: h5.outTradeNo, status: 'closed', channel: 'h5' },
        { out_trade_no: native.body.payment.outTradeNo, status: 'pending', channel: 'native' },
      ]);
      await runDueJobs(s.db);
      expect(wechat.sent.map((x) => x.path)).toContain(
        `/v3/pay/transactions/out-trade-no/${h5.outTradeNo}/close`,
      );
    });
  });

  it('a product the merchant does not have is refused in both languages, and nothing is made', async () => {
    const order = await buyNow();
    const wechat = wechatDouble(['native']);
    await withPayments(s, wechat.provider, async () => {
      const body = { method: 'provider', kind: 'h5' };
      const en = await buyer('POST', `/api/front/orders/${order.id}/pay`, body);
      expect(en.status).toBe(409);
      expect(en.body.message).toBe(
        'This shop does not offer this kind of WeChat Pay; choose another way to pay',
      );
      const zh = await as(await shopper('13955550001'), 'zh')(
        'POST',
        `/api/front/orders/${order.id}/pay`,
        body,
      );
      expect(zh.body.message).toBe('本店未开通这种微信支付方式，请选择其他支付方式');
    });
    expect(await paymentsOf(order.id)).toEqual([]);
  });
});

describe('WeChat JSAPI (inside WeChat)', () => {
  it('without the openid: a clear refusal, nothing made at WeChat', async () => {
    const wechat = wechatDouble();
    const fresh = as(await shopper('13955550002'));
    const own = await buyNow(fresh, await addressFor(fresh));
    await withPayments(s, wechat.provider, async () => {
      const res = await fresh('POST', `/api/front/orders/${own.id}/pay`, {
        method: 'provider',
        kind: 'jsapi',
      });
      expect(res.status).toBe(409);
      expect(res.body.message).toBe(
        'Confirm your WeChat account inside WeChat first, then pay with WeChat Pay',
      );
      const zh = await as(await shopper('13955550002'), 'zh')('POST', `/api/front/orders/${own.id}/pay`, {
        method: 'provider',
        kind: 'jsapi',
      });
      expect(zh.body.message).toBe('请先在微信中确认您的微信身份，再使用微信支付');
      expect(await paymentsOf(own.id)).toEqual([]);
    });
    expect(wechat.sent).toEqual([]);
  });

  it('signs in with WeChat, pays with the openid, and the bridge signature verifies with the merchant key', async () => {
    const order = await buyNow();
    const wechat = wechatDouble();
    await withPayments(s, wechat.provider, async () => {
      const back = `/h5/sunrise/pay/${order.id}`;
      const { url, state, finish } = await signInWithWechat(buyer, 'CODE1', back);
      expect(`${url.origin}${url.pathname}`).toBe('https://open.weixin.qq.com/connect/oauth2/authorize');
      expect(url.hash).toBe('#wechat_redirect');
      expect(Object.fromEntries(url.searchParams)).toEqual({
        appid: OA_APP_ID,
        redirect_uri: `${ORIGIN}/h5/sunrise/wechat-oauth`,
        response_type: 'code',
        scope: 'snsapi_base',
        state,
      });
      expect(url.toString()).not.toContain('Bearer');
      const finished = await finish();
      expect(finished.status, JSON.stringify(finished.body)).toBe(200);
      expect(finished.body).toEqual({ back });
      expect((await buyer('GET', '/api/front/pay/options')).body.openid).toBe(true);

      const res = await buyer('POST', `/api/front/orders/${order.id}/pay`, {
        method: 'provider',
        kind: 'jsapi',
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(wechat.sent[0]).toMatchObject({
        path: '/v3/pay/transactions/jsapi',
        body: { appid: OA_APP_ID, payer: { openid: 'o-CODE1' }, amount: { total: 1250 } },
      });
      const bridge = res.body.payment.bridge;
      expect(bridge).toMatchObject({ appId: OA_APP_ID, package: 'prepay_id=wx202611291', signType: 'RSA' });
      const signed = `${bridge.appId}\n${bridge.timeStamp}\n${bridge.nonceStr}\n${bridge.package}\n`;
      expect(createVerify('RSA-SHA256').update(signed).verify(publicPem, bridge.paySign, 'base64')).toBe(
        true,
      );
      expect(
        createVerify('RSA-SHA256').update(`${signed}x`).verify(publicPem, bridge.paySign, 'base64'),
      ).toBe(false);

      // WeChat's notice names the official account's appid: it pays the order.
      const n = notice(res.body.payment.outTradeNo, 1250, OA_APP_ID);
      const noticed = await call(s.app, {
        method: 'POST',
        url: `/api/pay/order/wechat/${res.body.payment.outTradeNo}`,
        ...n,
      });
      expect(noticed.status, JSON.stringify(noticed.body)).toBe(200);
      expect((await buyer('GET', `/api/front/orders/${order.id}`)).body.status).toBe('toShip');
    });
  });

  it('a state is taken once, only by the session that started it, and a refused code is said', async () => {
    const wechat = wechatDouble();
    await withPayments(s, wechat.provider, async () => {
      const shopperA = as(await shopper('13955550003'));
      const first = await signInWithWechat(shopperA, 'CODE3');
      expect((await first.finish()).status).toBe(200);
      const again = await first.finish();
      expect(again.status).toBe(409);
      expect(again.body.message).toBe(
        'This WeChat confirmation was already used or has expired; start paying again',
      );

      // The same shopper in another session (another phone, or a link sent to someone) cannot use it.
      const other = as(await shopper('13955550003'));
      const theirs = await signInWithWechat(shopperA, 'CODE4');
      const stolen = await other('POST', '/api/front/wechat/oauth/finish', {
        code: 'CODE4',
        state: theirs.state,
      });
      expect(stolen.status).toBe(409);
      expect(wechat.codes).toEqual(['CODE3']);

      const bad = await signInWithWechat(shopperA, 'BAD');
      const refused = await bad.finish();
      expect(refused.status).toBe(503);
      expect(refused.body.message).toBe('WeChat could not confirm your account; try again later');
    });
  });

  it('a session holds one started sign-in: starting again drops the earlier state', async () => {
    const wechat = wechatDouble();
    await withPayments(s, wechat.provider, async () => {
      const older = await signInWithWechat(buyer, 'CODE6');
      const newer = await signInWithWechat(buyer, 'CODE7');
      expect((await older.finish()).status).toBe(409);
      expect((await newer.finish()).status).toBe(200);
      expect(wechat.codes).toEqual(['CODE7']);
    });
  });

  it('a page outside the shop is never where the sign-in returns', async () => {
    const wechat = wechatDouble();
    await withPayments(s, wechat.provider, async () => {
      const { finish } = await signInWithWechat(buyer, 'CODE5', 'https://evil.example.com/h5/sunrise/');
      expect((await finish()).body).toEqual({ back: '/h5/sunrise/' });
    });
  });

  it('refused when the shop has no JSAPI', async () => {
    const res = await buyer('POST', '/api/front/wechat/oauth', { back: '/h5/sunrise/' });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('This shop does not offer WeChat Pay inside WeChat');
  });
});
