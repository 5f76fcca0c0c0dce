import { createVerify, generateKeyPairSync, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { fromFen, toFen } from '../src/modules/payments/fen.ts';
import { type WechatPayConfig, WechatPayProvider } from '../src/modules/payments/wechat.ts';
import { encryptedResource, pem, platformSigned } from './wechat-fixture.ts';

const merchant = generateKeyPairSync('rsa', { modulusLength: 2048 });
const platform = generateKeyPairSync('rsa', { modulusLength: 2048 });
const apiV3Key = randomBytes(16).toString('hex');

const config: WechatPayConfig = {
  appId: 'wx1234567890',
  mchId: '1900000001',
  serialNo: 'SERIAL123',
  privateKey: pem(merchant.privateKey, 'pkcs8'),
  platformPublicKey: pem(platform.publicKey, 'spki'),
  apiV3Key,
  notifyUrl: 'https://shop.example.com/payYlCallback/wxCallback/orderCode={orderCode}',
};
const provider = new WechatPayProvider(config);

interface NoticeOptions {
  key?: string;
  state?: string;
  currency?: string;
  appid?: string;
  mchid?: string;
}

function notice(orderCode: string, total: number, opts: NoticeOptions = {}) {
  const plain = {
    appid: opts.appid ?? 'wx1234567890',
    mchid: opts.mchid ?? '1900000001',
    out_trade_no: orderCode,
    transaction_id: '4200000001',
    trade_state: opts.state ?? 'SUCCESS',
    amount: { total, currency: opts.currency ?? 'CNY' },
  };
  const body = JSON.stringify({
    id: 'EV-1',
    event_type: 'TRANSACTION.SUCCESS',
    resource: {
      algorithm: 'AEAD_AES_256_GCM',
      ...encryptedResource(plain, opts.key ?? apiV3Key, 'transaction'),
    },
  });
  return {
    rawBody: body,
    headers: { ...platformSigned(body, platform.privateKey), 'wechatpay-serial': 'P1' },
  };
}

/** The provider against a double of WeChat's API that answers with `respond` and keeps what it was sent. */
function recording(respond: () => Response) {
  const sent: { url: string; init: RequestInit }[] = [];
  const fake = (async (url: string, init: RequestInit) => {
    sent.push({ url, init });
    return respond();
  }) as unknown as typeof fetch;
  const p = new WechatPayProvider(config, fake);
  return { p, sent };
}

describe('WeChat Pay v3', () => {
  it('signs requests as the documentation describes', () => {
    const header = provider.authorization(
      'POST',
      '/v3/pay/transactions/native',
      '{"a":1}',
      1700000000,
      'NONCE',
    );
    const m =
      /^WECHATPAY2-SHA256-RSA2048 mchid="1900000001",nonce_str="NONCE",signature="([^"]+)",timestamp="1700000000",serial_no="SERIAL123"$/.exec(
        header,
      );
    expect(m).not.toBeNull();
    const ok = createVerify('RSA-SHA256')
      .update('POST\n/v3/pay/transactions/native\n1700000000\nNONCE\n{"a":1}\n')
      .verify(merchant.publicKey, m![1]!, 'base64');
    expect(ok).toBe(true);
  });

  it('creates a Native order and returns its code_url', async () => {
    let sent: { url: string; init: RequestInit } | undefined;
    const fake = (async (url: string, init: RequestInit) => {
      sent = { url, init };
      return new Response(JSON.stringify({ code_url: 'weixin://wxpay/bizpayurl?pr=abc' }), { status: 200 });
    }) as unknown as typeof fetch;
    const p = new WechatPayProvider(config, fake);
    const { payUrl } = await p.createPayment({ orderCode: 'YL1', amount: '999.00', description: 'Pro' });
    expect(payUrl).toBe('weixin://wxpay/bizpayurl?pr=abc');
    expect(sent!.url).toBe('https://api.mch.weixin.qq.com/v3/pay/transactions/native');
    expect(JSON.parse(String(sent!.init.body))).toMatchObject({
      out_trade_no: 'YL1',
      amount: { total: 99900, currency: 'CNY' },
    });
  });

  it('accepts a genuine callback and decrypts the payment', async () => {
    const n = notice('YL2', 99900);
    const paid = await provider.verifyCallback({ orderCode: 'YL2', query: {}, ...n });
    expect(paid).toEqual({ orderCode: 'YL2', transactionId: '4200000001', amount: '999.00' });
  });

  it('refuses a tampered body, a wrong key, a foreign order and a failed trade', async () => {
    const n = notice('YL3', 100);
    expect(
      await provider.verifyCallback({
        orderCode: 'YL3',
        query: {},
        headers: n.headers,
        rawBody: n.rawBody.replace('EV-1', 'EV-2'),
      }),
    ).toBeNull();
    const wrongKey = notice('YL3', 100, { key: randomBytes(16).toString('hex') });
    expect(await provider.verifyCallback({ orderCode: 'YL3', query: {}, ...wrongKey })).toBeNull();
    expect(await provider.verifyCallback({ orderCode: 'OTHER', query: {}, ...n })).toBeNull();
    const failed = notice('YL3', 100, { state: 'PAYERROR' });
    expect(await provider.verifyCallback({ orderCode: 'YL3', query: {}, ...failed })).toBeNull();
    expect(
      await provider.verifyCallback({ orderCode: 'YL3', query: {}, headers: {}, rawBody: n.rawBody }),
    ).toBeNull();
  });

  it('refuses a payment in another currency, or for another appid or merchant (L5)', async () => {
    for (const opts of [{ currency: 'USD' }, { appid: 'wxOTHER' }, { mchid: 'mOTHER' }]) {
      const n = notice('YL4', 100, opts);
      expect(
        await provider.verifyCallback({ orderCode: 'YL4', query: {}, ...n }),
        JSON.stringify(opts),
      ).toBeNull();
    }
  });

  it('gives the Native order the pay deadline as time_expire (+08:00) and every call a timeout', async () => {
    const { p, sent } = recording(
      () => new Response(JSON.stringify({ code_url: 'weixin://x' }), { status: 200 }),
    );
    await p.createPayment({
      orderCode: 'YL5',
      amount: '1.00',
      description: 'x',
      expiresAt: new Date('2026-11-28T12:30:45.678Z'),
    });
    expect(JSON.parse(String(sent[0]!.init.body)).time_expire).toBe('2026-11-28T20:30:45+08:00');
    expect(sent[0]!.init.signal).toBeInstanceOf(AbortSignal);
  });

  it('closes a payment: 204, or already closed / unknown / paid; anything else is thrown for a retry', async () => {
    let answer = () => new Response(null, { status: 204 });
    const { p, sent } = recording(() => answer());
    await p.closePayment('YL6');
    expect(sent[0]!.url).toBe('https://api.mch.weixin.qq.com/v3/pay/transactions/out-trade-no/YL6/close');
    expect(JSON.parse(String(sent[0]!.init.body))).toEqual({ mchid: '1900000001' });
    expect(String((sent[0]!.init.headers as Record<string, string>).authorization)).toContain(
      'WECHATPAY2-SHA256-RSA2048',
    );
    expect(sent[0]!.init.signal).toBeInstanceOf(AbortSignal);
    for (const code of ['ORDER_CLOSED', 'ORDERPAID', 'ORDER_NOT_EXIST']) {
      answer = () => new Response(JSON.stringify({ code }), { status: 400 });
      await expect(p.closePayment('YL6')).resolves.toBeUndefined();
    }
    answer = () => new Response(JSON.stringify({ code: 'SYSTEM_ERROR' }), { status: 500 });
    await expect(p.closePayment('YL6')).rejects.toThrow('500 SYSTEM_ERROR');
  });

  it('converts yuan and fen without floating point', () => {
    expect(toFen('0.1')).toBe(10);
    expect(toFen('12.30')).toBe(1230);
    expect(toFen('999')).toBe(99900);
    expect(fromFen(1)).toBe('0.01');
    expect(fromFen(99900)).toBe('999.00');
  });

  it('sends refunds with a timeout, looks one up by out-refund-no, and tells a refusal from no answer', async () => {
    const seen: { method: string; url: string; auth: string; signal: boolean }[] = [];
    const answers: Response[] = [];
    const wechat = new WechatPayProvider(
      { ...config, notifyUrl: 'https://shop.example.com/n/{orderCode}' },
      (async (url: string, init: RequestInit) => {
        seen.push({
          method: String(init.method),
          url,
          auth: String((init.headers as Record<string, string>).authorization),
          signal: init.signal instanceof AbortSignal,
        });
        return answers.shift()!;
      }) as unknown as typeof fetch,
    );
    const json = (status: number, body: object) => new Response(JSON.stringify(body), { status });
    const order = { outTradeNo: 'P1', outRefundNo: 'R1', amount: '1.00', total: '1.00', reason: 'x' };

    answers.push(json(200, { refund_id: 'W1', status: 'SUCCESS' }));
    expect(await wechat.refund(order)).toEqual({ status: 'succeeded', providerRefundId: 'W1' });
    answers.push(json(403, { code: 'NOT_ENOUGH', message: '余额不足' }));
    expect(await wechat.refund(order)).toEqual({ status: 'failed', reason: '403 NOT_ENOUGH 余额不足' });
    answers.push(json(500, { code: 'SYSTEM_ERROR' }));
    await expect(wechat.refund(order)).rejects.toThrow('500 SYSTEM_ERROR');

    answers.push(json(200, { refund_id: 'W1', status: 'PROCESSING' }));
    expect(await wechat.queryRefund('R1')).toEqual({ status: 'pending', providerRefundId: 'W1' });
    answers.push(json(404, { code: 'RESOURCE_NOT_EXISTS' }));
    expect(await wechat.queryRefund('R1')).toBeNull();
    answers.push(json(200, { refund_id: 'W1', status: 'ABNORMAL' }));
    expect(await wechat.queryRefund('R1')).toEqual({ status: 'failed', reason: 'ABNORMAL' });

    expect(seen.at(-1)).toMatchObject({
      method: 'GET',
      url: 'https://api.mch.weixin.qq.com/v3/refund/domestic/refunds/R1',
      auth: expect.stringContaining('WECHATPAY2-SHA256-RSA2048'),
    });
    expect(seen.every((r) => r.signal)).toBe(true);
  });
});
