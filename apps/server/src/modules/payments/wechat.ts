import { createDecipheriv, createSign, createVerify, randomBytes } from 'node:crypto';
import type { WechatPayKind } from '@hh/shared';
import type {
  CallbackInput,
  PayChannel,
  PaymentOrder,
  PaymentProvider,
  RefundOrder,
  RefundOutcome,
  VerifiedPayment,
  VerifiedRefund,
} from '../../lib/payment-provider.ts';
import { fromFen, toFen } from './fen.ts';
import { WechatOAuth } from './wechat-oauth.ts';

export interface WechatPayConfig {
  appId: string;
  mchId: string;
  /** Serial number of the merchant API certificate. */
  serialNo: string;
  /** PEM of the merchant API private key. */
  privateKey: string;
  /** PEM of the WeChat Pay platform public key (verifies callbacks). */
  platformPublicKey: string;
  /** 32-byte APIv3 key (decrypts callback resources). */
  apiV3Key: string;
  notifyUrl: string;
  baseUrl?: string;
  /** The products the merchant signed; Native only when left out. */
  kinds?: readonly WechatPayKind[];
  /** The official account JSAPI pays under (its openids), and its AppSecret for the web sign-in. */
  officialAccount?: { appId: string; secret: string };
}

/** JSAPI's `WeixinJSBridge.invoke('getBrandWCPayRequest', …)` parameters, signed with the merchant key. */
export interface JsapiBridge {
  appId: string;
  timeStamp: string;
  nonceStr: string;
  package: string;
  signType: 'RSA';
  paySign: string;
}

/** Each product's order call, the field of its answer that the payer opens, and how it is kept. */
const ORDER_ANSWERS: Record<WechatPayKind, (answer: Record<string, unknown>) => unknown> = {
  native: (a) => a.code_url,
  h5: (a) => a.h5_url,
  jsapi: (a) => (typeof a.prepay_id === 'string' ? `prepay_id=${a.prepay_id}` : undefined),
};

/** What each product adds to the order: the payer's address and a phone page (H5), the payer (JSAPI). */
function payerFields(channel: PayChannel) {
  if (channel.kind === 'h5')
    return { scene_info: { payer_client_ip: channel.payerIp, h5_info: { type: 'Wap' } } };
  if (channel.kind === 'jsapi') return { payer: { openid: channel.openid } };
  return {};
}

const CALLBACK_MAX_SKEW_S = 300;
/** How long a pay-side call (create, close) may take before it counts as the provider being down. */
const CALL_TIMEOUT_MS = 10_000;

const NOTHING_TO_CLOSE = new Set([
  'ORDERCLOSED',
  'ORDER_CLOSED',
  'ORDERNOTEXIST',
  'ORDER_NOT_EXIST',
  'ORDERPAID',
]);

/** RFC 3339 in China time, as WeChat's `time_expire` wants it: 2026-11-28T20:30:00+08:00. */
function chinaTime(at: Date): string {
  const shifted = new Date(Math.floor(at.getTime() / 1000) * 1000 + 8 * 3_600_000);
  return `${shifted.toISOString().slice(0, 19)}+08:00`;
}

const REFUND_TIMEOUT_MS = 10_000;

interface RefundAnswer {
  refund_id?: string;
  status?: string;
  code?: string;
  message?: string;
}

/** SUCCESS, PROCESSING, or the refund closed / abnormal (a refusal staff see). */
function outcomeOf(answer: RefundAnswer): RefundOutcome {
  if (answer.status === 'SUCCESS') return { status: 'succeeded', providerRefundId: answer.refund_id ?? null };
  if (answer.status === 'PROCESSING')
    return { status: 'pending', providerRefundId: answer.refund_id ?? null };
  return { status: 'failed', reason: answer.status ?? 'unknown' };
}

/**
 * WeChat Pay API v3, Native, H5 and JSAPI payments: requests signed with RSA-SHA256, callbacks
 * verified and decrypted.
 */
export class WechatPayProvider implements PaymentProvider {
  readonly name = 'wechat' as const;
  readonly kinds: readonly WechatPayKind[];
  /** The official account's web sign-in (JSAPI's openids); null when JSAPI is not offered. */
  readonly oauth: WechatOAuth | null;
  constructor(
    private readonly cfg: WechatPayConfig,
    private readonly http: typeof fetch = fetch,
  ) {
    this.kinds = cfg.kinds ?? ['native'];
    const account = cfg.officialAccount;
    this.oauth =
      account && this.kinds.includes('jsapi') ? new WechatOAuth(account.appId, account.secret, http) : null;
  }

  /** The appid a JSAPI payment is made under: the official account's (its openids are only valid there). */
  private get jsapiAppId() {
    return this.cfg.officialAccount?.appId ?? this.cfg.appId;
  }

  /** The Authorization header of a v3 request: `METHOD\nPATH\nTIMESTAMP\nNONCE\nBODY\n` signed. */
  authorization(
    method: string,
    pathWithQuery: string,
    body: string,
    timestamp = Math.floor(Date.now() / 1000),
    nonce = randomBytes(16).toString('hex'),
  ): string {
    const message = `${method}\n${pathWithQuery}\n${timestamp}\n${nonce}\n${body}\n`;
    const signature = createSign('RSA-SHA256').update(message).sign(this.cfg.privateKey, 'base64');
    return `WECHATPAY2-SHA256-RSA2048 mchid="${this.cfg.mchId}",nonce_str="${nonce}",signature="${signature}",timestamp="${timestamp}",serial_no="${this.cfg.serialNo}"`;
  }

  async createPayment(order: PaymentOrder) {
    const channel = order.channel ?? { kind: 'native' };
    const path = `/v3/pay/transactions/${channel.kind}`;
    const body = JSON.stringify({
      appid: channel.kind === 'jsapi' ? this.jsapiAppId : this.cfg.appId,
      mchid: this.cfg.mchId,
      description: order.description,
      out_trade_no: order.orderCode,
      notify_url:
        order.notifyUrl ?? this.cfg.notifyUrl.replace('{orderCode}', encodeURIComponent(order.orderCode)),
      amount: { total: toFen(order.amount), currency: 'CNY' },
      ...(order.expiresAt ? { time_expire: chinaTime(order.expiresAt) } : {}),
      ...payerFields(channel),
    });
    const res = await this.post(path, body);
    if (!res.ok) throw new Error(`WeChat Pay ${channel.kind} order failed: ${res.status}`);
    const payUrl = ORDER_ANSWERS[channel.kind]((await res.json()) as Record<string, unknown>);
    if (typeof payUrl !== 'string' || !payUrl) throw new Error(`WeChat Pay ${channel.kind} order: no link`);
    return { payUrl };
  }

  /** The page's JSAPI call for a `prepay_id=…` package: `appId\ntimeStamp\nnonceStr\npackage\n` signed. */
  jsapiBridge(
    pkg: string,
    timestamp = Math.floor(Date.now() / 1000),
    nonce = randomBytes(16).toString('hex'),
  ): JsapiBridge {
    const appId = this.jsapiAppId;
    const timeStamp = String(timestamp);
    const paySign = createSign('RSA-SHA256')
      .update(`${appId}\n${timeStamp}\n${nonce}\n${pkg}\n`)
      .sign(this.cfg.privateKey, 'base64');
    return { appId, timeStamp, nonceStr: nonce, package: pkg, signType: 'RSA', paySign };
  }

  /**
   * `POST …/out-trade-no/{no}/close`: 204 closed. One already closed, never made, or paid meanwhile
   * (its notice settles or refunds it) has nothing left to close.
   */
  async closePayment(outTradeNo: string) {
    const path = `/v3/pay/transactions/out-trade-no/${encodeURIComponent(outTradeNo)}/close`;
    const res = await this.post(path, JSON.stringify({ mchid: this.cfg.mchId }));
    if (res.status === 204) return;
    const { code } = (await res.json().catch(() => ({}))) as { code?: string };
    if (code && NOTHING_TO_CLOSE.has(code)) return;
    throw new Error(`WeChat Pay close failed: ${res.status} ${code ?? ''}`.trim());
  }

  /** A signed pay-side request, given up after `CALL_TIMEOUT_MS`. */
  private post(path: string, body: string) {
    return this.http(`${this.cfg.baseUrl ?? 'https://api.mch.weixin.qq.com'}${path}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'application/json',
        authorization: this.authorization('POST', path, body),
      },
      body,
      signal: AbortSignal.timeout(CALL_TIMEOUT_MS),
    });
  }

  /** A notice's decrypted resource, when its signature is WeChat's, its time recent and its ciphertext ours. */
  private openNotice(input: Omit<CallbackInput, 'orderCode'>): unknown {
    const ts = input.headers['wechatpay-timestamp'];
    const nonce = input.headers['wechatpay-nonce'];
    const signature = input.headers['wechatpay-signature'];
    if (!ts || !nonce || !signature) return null;
    if (Math.abs(Date.now() / 1000 - Number(ts)) > CALLBACK_MAX_SKEW_S) return null;
    const verified = createVerify('RSA-SHA256')
      .update(`${ts}\n${nonce}\n${input.rawBody}\n`)
      .verify(this.cfg.platformPublicKey, signature, 'base64');
    if (!verified) return null;
    try {
      const notice = JSON.parse(input.rawBody) as {
        resource: { ciphertext: string; nonce: string; associated_data?: string };
      };
      const data = Buffer.from(notice.resource.ciphertext, 'base64');
      const decipher = createDecipheriv(
        'aes-256-gcm',
        Buffer.from(this.cfg.apiV3Key, 'utf8'),
        notice.resource.nonce,
      );
      decipher.setAuthTag(data.subarray(data.length - 16));
      if (notice.resource.associated_data) decipher.setAAD(Buffer.from(notice.resource.associated_data));
      const plain = Buffer.concat([
        decipher.update(data.subarray(0, data.length - 16)),
        decipher.final(),
      ]).toString('utf8');
      return JSON.parse(plain) as unknown;
    } catch {
      return null;
    }
  }

  async verifyCallback(input: CallbackInput): Promise<VerifiedPayment | null> {
    const payment = this.openNotice(input) as {
      out_trade_no?: string;
      transaction_id?: string;
      trade_state?: string;
      appid?: string;
      mchid?: string;
      amount?: { total?: number; currency?: string };
    } | null;
    if (payment?.trade_state !== 'SUCCESS' || payment.out_trade_no !== input.orderCode) return null;
    const appIds = [this.cfg.appId, this.jsapiAppId];
    if (!appIds.includes(payment.appid ?? '') || payment.mchid !== this.cfg.mchId) return null;
    if (payment.amount?.currency !== 'CNY') return null;
    if (typeof payment.transaction_id !== 'string' || typeof payment.amount.total !== 'number') return null;
    return {
      orderCode: payment.out_trade_no,
      transactionId: payment.transaction_id,
      amount: fromFen(payment.amount.total),
    };
  }

  /** A signed v3 refund request, given up after `REFUND_TIMEOUT_MS`; throws when no answer came. */
  private async refundRequest(method: 'GET' | 'POST', path: string, body: string) {
    const res = await this.http(`${this.cfg.baseUrl ?? 'https://api.mch.weixin.qq.com'}${path}`, {
      method,
      headers: {
        ...(body ? { 'content-type': 'application/json' } : {}),
        accept: 'application/json',
        authorization: this.authorization(method, path, body),
      },
      ...(body ? { body } : {}),
      signal: AbortSignal.timeout(REFUND_TIMEOUT_MS),
    });
    const answer = (await res.json().catch(() => ({}))) as RefundAnswer;
    // WeChat's own trouble or its rate limit: no decision was made, the same request goes again later.
    if (res.status >= 500 || res.status === 429) {
      throw new Error(`WeChat Pay refund: ${res.status} ${answer.code ?? ''}`.trim());
    }
    return { status: res.status, answer };
  }

  /** A domestic refund (`POST /v3/refund/domestic/refunds`): done at once, processing (a notice follows), or refused. */
  async refund(order: RefundOrder): Promise<RefundOutcome> {
    const body = JSON.stringify({
      out_trade_no: order.outTradeNo,
      out_refund_no: order.outRefundNo,
      reason: order.reason.slice(0, 80),
      ...(order.notifyUrl ? { notify_url: order.notifyUrl } : {}),
      amount: { refund: toFen(order.amount), total: toFen(order.total), currency: 'CNY' },
    });
    const { status, answer } = await this.refundRequest('POST', '/v3/refund/domestic/refunds', body);
    if (status >= 400) {
      return { status: 'failed', reason: `${status} ${answer.code ?? ''} ${answer.message ?? ''}`.trim() };
    }
    return outcomeOf(answer);
  }

  /** A refund's state (`GET /v3/refund/domestic/refunds/{out_refund_no}`); null when WeChat has none by that number. */
  async queryRefund(outRefundNo: string): Promise<RefundOutcome | null> {
    const path = `/v3/refund/domestic/refunds/${encodeURIComponent(outRefundNo)}`;
    const { status, answer } = await this.refundRequest('GET', path, '');
    if (status === 404) return null;
    if (status >= 400) throw new Error(`WeChat Pay refund query: ${status} ${answer.code ?? ''}`.trim());
    return outcomeOf(answer);
  }

  /** A refund notice (REFUND.SUCCESS / ABNORMAL / CLOSED), signature-checked and decrypted. */
  async verifyRefundNotice(input: Omit<CallbackInput, 'orderCode'>): Promise<VerifiedRefund | null> {
    const refund = this.openNotice(input) as {
      out_refund_no?: string;
      refund_id?: string;
      refund_status?: string;
      amount?: { refund?: number };
    } | null;
    if (!refund || typeof refund.out_refund_no !== 'string' || typeof refund.refund_id !== 'string')
      return null;
    if (typeof refund.amount?.refund !== 'number') return null;
    return {
      outRefundNo: refund.out_refund_no,
      providerRefundId: refund.refund_id,
      status: refund.refund_status === 'SUCCESS' ? 'succeeded' : 'failed',
      amount: fromFen(refund.amount.refund),
    };
  }
}
