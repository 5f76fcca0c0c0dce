import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import type { Config } from '../../config.ts';
import { appSecret } from '../../db/app-secrets.ts';
import type { DatabaseHandle } from '../../db/client.ts';
import type { PaymentProvider } from '../../lib/payment-provider.ts';
import { SandboxProvider } from './sandbox.ts';
import { WechatPayProvider } from './wechat.ts';

export async function createPaymentProvider(config: Config, db: DatabaseHandle): Promise<PaymentProvider> {
  if (config.PAYMENT_PROVIDER === 'wechat') {
    return new WechatPayProvider({
      appId: config.WECHAT_APP_ID!,
      mchId: config.WECHAT_MCH_ID!,
      serialNo: config.WECHAT_SERIAL_NO!,
      privateKey: fs.readFileSync(config.WECHAT_PRIVATE_KEY_FILE!, 'utf8'),
      platformPublicKey: fs.readFileSync(config.WECHAT_PLATFORM_KEY_FILE!, 'utf8'),
      apiV3Key: config.WECHAT_API_V3_KEY!,
      notifyUrl: config.WECHAT_NOTIFY_URL!,
      kinds: config.WECHAT_PAY_KINDS,
      ...(config.WECHAT_OA_SECRET
        ? {
            officialAccount: {
              appId: config.WECHAT_OA_APP_ID ?? config.WECHAT_APP_ID!,
              secret: config.WECHAT_OA_SECRET,
            },
          }
        : {}),
    });
  }
  return new SandboxProvider(await appSecret(db, 'sandbox_pay', () => randomBytes(32).toString('hex')));
}
