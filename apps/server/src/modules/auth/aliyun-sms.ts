import { createHash, createHmac, randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../lib/errors.ts';
import type { SmsLimits, SmsProvider } from '../../lib/sms-provider.ts';

const ALGORITHM = 'ACS3-HMAC-SHA256';
const VERSION = '2017-05-25';
const TIMEOUT_MS = 5000;
/** Aliyun's own flow controls: the request was fine, the provider asks to wait. */
const BUSY_CODES = new Set([
  'isv.BUSINESS_LIMIT_CONTROL',
  'isv.DAY_LIMIT_CONTROL',
  'isv.MONTH_LIMIT_CONTROL',
  'Throttling',
]);

export interface AliyunSmsConfig {
  accessKeyId: string;
  accessKeySecret: string;
  signName: string;
  templateCode: string;
  /** Defaults to https://dysmsapi.aliyuncs.com. */
  endpoint?: string;
  limits: SmsLimits;
}

/** RFC 3986 percent-encoding, as the V3 signature requires (space → %20, `*` → %2A, `~` kept). */
function encode(value: string): string {
  return encodeURIComponent(value).replace(
    /[!'()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

const sha256Hex = (data: string) => createHash('sha256').update(data, 'utf8').digest('hex');

/** @internal */
export interface SignInput {
  method: string;
  host: string;
  action: string;
  version: string;
  query: Record<string, string>;
  body: string;
  date: string;
  nonce: string;
  accessKeyId: string;
  accessKeySecret: string;
}

/**
 * Alibaba Cloud's V3 request signature (ACS3-HMAC-SHA256) for an RPC call with its parameters in
 * the query string. Returns the query string as signed and the headers to send, Authorization included.
 * @internal
 */
export function signAcs3(input: SignInput): { query: string; headers: Record<string, string> } {
  const query = Object.keys(input.query)
    .sort()
    .map((k) => `${encode(k)}=${encode(input.query[k]!)}`)
    .join('&');
  const signed: Record<string, string> = {
    host: input.host,
    'x-acs-action': input.action,
    'x-acs-content-sha256': sha256Hex(input.body),
    'x-acs-date': input.date,
    'x-acs-signature-nonce': input.nonce,
    'x-acs-version': input.version,
  };
  const names = Object.keys(signed).sort();
  const canonicalHeaders = names.map((n) => `${n}:${signed[n]!.trim()}\n`).join('');
  const signedHeaders = names.join(';');
  const canonicalRequest = [
    input.method,
    '/',
    query,
    canonicalHeaders,
    signedHeaders,
    signed['x-acs-content-sha256'],
  ].join('\n');
  const stringToSign = `${ALGORITHM}\n${sha256Hex(canonicalRequest)}`;
  const signature = createHmac('sha256', input.accessKeySecret).update(stringToSign, 'utf8').digest('hex');
  return {
    query,
    headers: {
      ...signed,
      authorization: `${ALGORITHM} Credential=${input.accessKeyId},SignedHeaders=${signedHeaders},Signature=${signature}`,
    },
  };
}

interface SendSmsAnswer {
  Code?: string;
  Message?: string;
  RequestId?: string;
  BizId?: string;
}

/** Aliyun SMS (dysmsapi SendSms) with the verification-code template: `{"code":"123456"}`. */
export function aliyunSmsProvider(
  config: AliyunSmsConfig,
  log: FastifyBaseLogger,
  fetchImpl: typeof fetch,
): SmsProvider {
  const base = new URL(config.endpoint ?? 'https://dysmsapi.aliyuncs.com');
  return {
    echoes: false,
    limits: config.limits,
    async send(phone, scene, code) {
      const { query, headers } = signAcs3({
        method: 'POST',
        host: base.host,
        action: 'SendSms',
        version: VERSION,
        query: {
          PhoneNumbers: phone,
          SignName: config.signName,
          TemplateCode: config.templateCode,
          TemplateParam: JSON.stringify({ code }),
        },
        body: '',
        date: new Date().toISOString().replace(/\.\d{3}Z$/, 'Z'),
        nonce: randomUUID(),
        accessKeyId: config.accessKeyId,
        accessKeySecret: config.accessKeySecret,
      });
      let status = 0;
      let answer: SendSmsAnswer = {};
      try {
        const res = await fetchImpl(`${base.origin}/?${query}`, {
          method: 'POST',
          headers: { ...headers, accept: 'application/json' },
          signal: AbortSignal.timeout(TIMEOUT_MS),
        });
        status = res.status;
        answer = (await res.json().catch(() => ({}))) as SendSmsAnswer;
      } catch (err) {
        log.warn({ scene, reason: err instanceof Error ? err.name : 'unknown' }, 'aliyun sms unreachable');
        throw new AppError(503, 'sms.unavailable');
      }
      if (answer.Code === 'OK') return;
      // The provider's code and request id identify the failure; the phone and the code stay out of the log.
      log.warn(
        { scene, status, providerCode: answer.Code, requestId: answer.RequestId },
        'aliyun sms refused',
      );
      if (answer.Code && BUSY_CODES.has(answer.Code)) throw new AppError(503, 'sms.busy');
      throw new AppError(502, 'sms.failed');
    },
  };
}
