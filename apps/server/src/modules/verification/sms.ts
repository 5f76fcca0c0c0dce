import { randomInt, timingSafeEqual } from 'node:crypto';
import { PUBLIC_SMS_SCENES } from '@hh/shared';
import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import { inSystem } from '../../db/access.ts';
import type { Tx } from '../../db/client.ts';
import type { RequestContext } from '../../lib/context.ts';
import { badRequest, tooMany } from '../../lib/errors.ts';
import type { SmsLimits, SmsProvider } from '../../lib/sms-provider.ts';
import { smsCodes } from './schema.ts';

export type { SmsProvider } from '../../lib/sms-provider.ts';

/** `shopLogin`: a shopper signing in (or up) at a shop's storefront. */
const SMS_SCENES = [...PUBLIC_SMS_SCENES, 'changePhone', 'shopLogin'] as const;
export type SmsScene = (typeof SMS_SCENES)[number];

const CODE_TTL_MS = 5 * 60 * 1000;
const RESEND_MS = 60 * 1000;
/** A code dies after this many tries, right or wrong. */
const MAX_CODE_ATTEMPTS = 5;

const IP_SHORT_WINDOW_MS = 10 * 60 * 1000;
/** Codes one phone may receive in 24 hours. */
const PHONE_DAILY_CODES = 10;

const DAY_MS = 24 * 60 * 60 * 1000;

function newCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

function secondsUntil(time: Date | string, windowMs: number): number {
  return Math.max(Math.ceil((new Date(time).getTime() + windowMs - Date.now()) / 1000), 1);
}

/** Refuses a send past any cap: per phone (60 s, daily), per address (10 min, daily), and the daily budget. */
async function assertWithinCaps(tx: Tx, ip: string, phone: string, limits: SmsLimits): Promise<void> {
  const now = Date.now();
  const day = new Date(now - DAY_MS);
  const short = new Date(now - IP_SHORT_WINDOW_MS);
  const isPhone = sql`${smsCodes.phone} = ${phone}`;
  const isIp = sql`${smsCodes.ip} = ${ip}`;
  const isIpShort = sql`${isIp} and ${smsCodes.createdAt} > ${short}`;
  const [c] = await tx
    .select({
      phoneLast: sql<Date | string | null>`max(${smsCodes.createdAt}) filter (where ${isPhone})`,
      phoneDay: sql<number>`count(*) filter (where ${isPhone})`.mapWith(Number),
      ipShort: sql<number>`count(*) filter (where ${isIpShort})`.mapWith(Number),
      ipShortFirst: sql<Date | string | null>`min(${smsCodes.createdAt}) filter (where ${isIpShort})`,
      ipDay: sql<number>`count(*) filter (where ${isIp})`.mapWith(Number),
      all: sql<number>`count(*)`.mapWith(Number),
    })
    .from(smsCodes)
    .where(gt(smsCodes.createdAt, day));
  if (!c) return;
  if (c.phoneLast && new Date(c.phoneLast).getTime() > now - RESEND_MS) {
    throw tooMany('auth.smsTooFrequent', { seconds: secondsUntil(c.phoneLast, RESEND_MS) });
  }
  if (c.phoneDay >= PHONE_DAILY_CODES) throw tooMany('sms.phoneDailyLimit');
  if (c.ipShort >= limits.perIpShort && c.ipShortFirst) {
    const seconds = secondsUntil(c.ipShortFirst, IP_SHORT_WINDOW_MS);
    throw tooMany('sms.ipLimit', { minutes: Math.ceil(seconds / 60), seconds });
  }
  if (c.ipDay >= limits.perIpDay) throw tooMany('sms.ipDailyLimit');
  if (c.all >= limits.daily) throw tooMany('sms.dailyBudget');
}

/**
 * Issues a code for the phone and scene and hands it to the provider. Returns the code (only the
 * `echo` provider's route shows it). With `deliverIf` (asked in the sending transaction) a phone it
 * refuses gets a code row but no message, so every cap and every answer stays the same (the
 * sign-in scenes deliver only to a phone with an account).
 */
export async function sendSmsCode(
  ctx: RequestContext,
  provider: SmsProvider,
  phone: string,
  scene: SmsScene,
  opts: { shopId?: number | null; deliverIf?: (tx: Tx) => Promise<boolean> } = {},
): Promise<string> {
  const shopId = opts.shopId ?? null;
  const code = newCode();
  const { id, deliver } = await inSystem(ctx, async (tx) => {
    // Sends are rare: one at a time keeps every cap exact under bursts.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('hh.sms_send'))`);
    await tx.delete(smsCodes).where(lt(smsCodes.expiresAt, new Date(Date.now() - DAY_MS)));
    await assertWithinCaps(tx, ctx.ip, phone, provider.limits);
    const [row] = await tx
      .insert(smsCodes)
      .values({ phone, scene, shopId, code, ip: ctx.ip, expiresAt: new Date(Date.now() + CODE_TTL_MS) })
      .returning({ id: smsCodes.id });
    return { id: row!.id, deliver: opts.deliverIf ? await opts.deliverIf(tx) : true };
  });
  if (deliver) {
    try {
      await provider.send(phone, scene, code);
    } catch (err) {
      await inSystem(ctx, (tx) =>
        tx
          .update(smsCodes)
          .set({ expiresAt: new Date(), attempts: MAX_CODE_ATTEMPTS })
          .where(eq(smsCodes.id, id)),
      );
      throw err;
    }
  }
  return code;
}

type CheckResult =
  | { ok: true; id: number }
  | { ok: false; reason: 'auth.smsWrong' | 'auth.smsUsed' | 'auth.smsExpired' | 'auth.smsDead' };

function sameCode(stored: string, given: string): boolean {
  const a = Buffer.from(stored);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Checks a code against the latest one sent to the phone for the scene (and the shop, for a
 * storefront code), without using it up.
 * The try is counted in the same statement that checks the code is still alive, so parallel
 * guesses get at most MAX_CODE_ATTEMPTS tries between them. Returns the code's id for `consumeSmsCode`.
 */
export async function checkSmsCode(
  ctx: RequestContext,
  phone: string,
  scene: string,
  code: string,
  shopId: number | null = null,
): Promise<number> {
  const result = await inSystem(ctx, async (tx): Promise<CheckResult> => {
    const [latest] = await tx
      .select()
      .from(smsCodes)
      .where(
        and(
          eq(smsCodes.phone, phone),
          eq(smsCodes.scene, scene),
          shopId === null ? isNull(smsCodes.shopId) : eq(smsCodes.shopId, shopId),
        ),
      )
      .orderBy(desc(smsCodes.createdAt), desc(smsCodes.id))
      .limit(1);
    if (!latest) return { ok: false, reason: 'auth.smsWrong' };
    const [tried] = await tx
      .update(smsCodes)
      .set({ attempts: sql`${smsCodes.attempts} + 1` })
      .where(
        and(
          eq(smsCodes.id, latest.id),
          isNull(smsCodes.usedAt),
          gt(smsCodes.expiresAt, sql`now()`),
          lt(smsCodes.attempts, MAX_CODE_ATTEMPTS),
        ),
      )
      .returning({ code: smsCodes.code });
    if (tried) {
      return sameCode(tried.code, code)
        ? { ok: true, id: latest.id }
        : { ok: false, reason: 'auth.smsWrong' };
    }
    const [now] = await tx.select().from(smsCodes).where(eq(smsCodes.id, latest.id));
    if (now?.usedAt) return { ok: false, reason: 'auth.smsUsed' };
    if ((now?.attempts ?? 0) >= MAX_CODE_ATTEMPTS) return { ok: false, reason: 'auth.smsDead' };
    return { ok: false, reason: 'auth.smsExpired' };
  });
  if (!result.ok) throw badRequest(result.reason);
  return result.id;
}

/** Uses a checked code up inside the transaction that acts on it; a code is used at most once. */
export async function consumeSmsCode(tx: Tx, id: number): Promise<void> {
  const [used] = await tx
    .update(smsCodes)
    .set({ usedAt: new Date() })
    .where(and(eq(smsCodes.id, id), isNull(smsCodes.usedAt)))
    .returning({ id: smsCodes.id });
  if (!used) throw badRequest('auth.smsUsed');
}

/** Checks and uses up the latest code sent to the phone for the scene (and shop). */
export async function useSmsCode(
  ctx: RequestContext,
  phone: string,
  scene: SmsScene,
  code: string,
  shopId: number | null = null,
): Promise<void> {
  const id = await checkSmsCode(ctx, phone, scene, code, shopId);
  await inSystem(ctx, (tx) => consumeSmsCode(tx, id));
}
