import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { eq } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { DatabaseHandle } from '../../db/client.ts';
import { appSecrets } from '../auth/index.ts';
import type { PaymentProvider } from './provider.ts';
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
    });
  }
  await db.drizzle
    .insert(appSecrets)
    .values({ name: 'sandbox_pay', value: randomBytes(32).toString('hex') })
    .onConflictDoNothing();
  const [row] = await db.drizzle.select().from(appSecrets).where(eq(appSecrets.name, 'sandbox_pay'));
  return new SandboxProvider(row!.value);
}
