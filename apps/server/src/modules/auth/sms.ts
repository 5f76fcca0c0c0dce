import { randomInt } from 'node:crypto';
import { and, desc, eq, gt } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { inUser } from '../../db/access.ts';
import type { RequestContext } from '../../lib/context.ts';
import { badRequest, tooMany } from '../../lib/errors.ts';
import { smsCodes } from './schema.ts';

/** Scenes anyone may ask a code for; the others are sent by signed-in routes only. */
export const PUBLIC_SMS_SCENES = ['login', 'register', 'findPassword'] as const;
export const SMS_SCENES = [...PUBLIC_SMS_SCENES, 'changePhone'] as const;
export type SmsScene = (typeof SMS_SCENES)[number];

const CODE_TTL_MS = 5 * 60 * 1000;
const RESEND_MS = 60 * 1000;

/** Delivers a code to a phone. `echo` also hands it back to the caller (automated tests only). */
export interface SmsProvider {
  readonly echoes: boolean;
  send(phone: string, scene: SmsScene, code: string): Promise<void>;
}

export function createSmsProvider(name: 'log' | 'echo', log: FastifyBaseLogger): SmsProvider {
  return {
    echoes: name === 'echo',
    async send(phone, scene, code) {
      log.info({ phone, scene, code }, 'sms code');
    },
  };
}

export async function sendSmsCode(
  ctx: RequestContext,
  provider: SmsProvider,
  phone: string,
  scene: SmsScene,
): Promise<string> {
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await inUser(ctx, async (tx) => {
    const [last] = await tx
      .select({ createdAt: smsCodes.createdAt })
      .from(smsCodes)
      .where(and(eq(smsCodes.phone, phone), gt(smsCodes.createdAt, new Date(Date.now() - RESEND_MS))))
      .orderBy(desc(smsCodes.createdAt))
      .limit(1);
    if (last) {
      const seconds = Math.ceil((RESEND_MS - (Date.now() - last.createdAt.getTime())) / 1000);
      throw tooMany('auth.smsTooFrequent', { seconds: Math.max(seconds, 1) });
    }
    await tx.insert(smsCodes).values({ phone, scene, code, expiresAt: new Date(Date.now() + CODE_TTL_MS) });
  });
  await provider.send(phone, scene, code);
  return code;
}

/** Consumes the latest code sent to the phone for the scene; a wrong try does not consume it. */
export async function useSmsCode(
  ctx: RequestContext,
  phone: string,
  scene: SmsScene,
  code: string,
): Promise<void> {
  await inUser(ctx, async (tx) => {
    const [latest] = await tx
      .select()
      .from(smsCodes)
      .where(and(eq(smsCodes.phone, phone), eq(smsCodes.scene, scene)))
      .orderBy(desc(smsCodes.createdAt))
      .limit(1);
    if (!latest || latest.code !== code) throw badRequest('auth.smsWrong');
    if (latest.usedAt) throw badRequest('auth.smsUsed');
    if (latest.expiresAt.getTime() < Date.now()) throw badRequest('auth.smsExpired');
    await tx.update(smsCodes).set({ usedAt: new Date() }).where(eq(smsCodes.id, latest.id));
  });
}
