import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import { aliyunSmsProvider } from './aliyun-sms.ts';

/** Delivers a code to a phone. `echo` also lets the route hand it back (automated tests only). */
export interface SmsProvider {
  readonly echoes: boolean;
  /** Codes issued in 24 hours, all phones together, before sending answers 429 (SMS_DAILY_LIMIT). */
  readonly dailyLimit: number;
  send(phone: string, scene: string, code: string): Promise<void>;
}

/** 13800000002 → 138****0002: enough to tell numbers apart in a log, not to use one. */
export function maskPhone(phone: string): string {
  return phone.length >= 7 ? `${phone.slice(0, 3)}****${phone.slice(-4)}` : '****';
}

export function createSmsProvider(
  config: Pick<
    Config,
    | 'SMS_PROVIDER'
    | 'SMS_DAILY_LIMIT'
    | 'ALIYUN_SMS_ACCESS_KEY_ID'
    | 'ALIYUN_SMS_ACCESS_KEY_SECRET'
    | 'ALIYUN_SMS_SIGN_NAME'
    | 'ALIYUN_SMS_TEMPLATE_CODE'
    | 'ALIYUN_SMS_ENDPOINT'
  >,
  log: FastifyBaseLogger,
  fetchImpl: typeof fetch = fetch,
): SmsProvider {
  const dailyLimit = config.SMS_DAILY_LIMIT;
  if (config.SMS_PROVIDER === 'aliyun') {
    return aliyunSmsProvider(
      {
        accessKeyId: config.ALIYUN_SMS_ACCESS_KEY_ID ?? '',
        accessKeySecret: config.ALIYUN_SMS_ACCESS_KEY_SECRET ?? '',
        signName: config.ALIYUN_SMS_SIGN_NAME ?? '',
        templateCode: config.ALIYUN_SMS_TEMPLATE_CODE ?? '',
        endpoint: config.ALIYUN_SMS_ENDPOINT,
        dailyLimit,
      },
      log,
      fetchImpl,
    );
  }
  return {
    echoes: config.SMS_PROVIDER === 'echo',
    dailyLimit,
    async send(phone, scene) {
      // Never the code: whoever reads logs must not be able to sign in as the phone's owner.
      log.info(
        { phone: maskPhone(phone), scene },
        'sms code issued (not delivered: SMS_PROVIDER=%s)',
        config.SMS_PROVIDER,
      );
    },
  };
}
