import { randomUUID } from 'node:crypto';
import type { shopperMe, storefrontContract } from '@hh/shared';
import { and, eq, isNull, lt } from 'drizzle-orm';
import type { z } from 'zod';
import { inCompanyForSystem, inShop } from '../../../db/access.ts';
import type { Tx } from '../../../db/client.ts';
import type { Tokens } from '../../../lib/auth-types.ts';
import { now } from '../../../lib/clock.ts';
import type { RequestContext, ShopperContext } from '../../../lib/context.ts';
import { forbidden, unauthorized } from '../../../lib/errors.ts';
import type { SmsProvider } from '../../../lib/sms-provider.ts';
import { checkCaptcha, maskPhone } from '../../auth/index.ts';
import { companies, type Shop, shopByKey } from '../../companies/index.ts';
import { memberJoined, members } from '../../members/index.ts';
import { accountKey, beginAttempt, sendSmsCode, useSmsCode } from '../../verification/index.ts';
import { shopperSessions } from './schema.ts';

export interface ShopperAuthDeps {
  tokens: Pick<Tokens, 'signShopper' | 'shopperTtlSeconds'>;
  sms: SmsProvider;
  captchaEnabled: boolean;
}

type Me = z.output<typeof shopperMe>;
type LoginResult = z.output<typeof storefrontContract.loginResult>;

/**
 * Sends a sign-in code to a phone for a shop in business; the code signs in to that shop only. A new phone gets one too (signing in
 * registers it), under the same sending caps as every code; the code itself is never logged.
 */
export async function sendShopperCode(
  ctx: RequestContext,
  deps: ShopperAuthDeps,
  input: z.output<typeof storefrontContract.sendCode>,
): Promise<string> {
  const shop = await shopByKey(ctx, input.companyKey);
  if (deps.captchaEnabled) await checkCaptcha(ctx, input.uuid, input.code);
  return sendSmsCode(ctx, deps.sms, input.phone, 'shopLogin', { shopId: shop.id });
}

async function meOf(tx: Tx, memberId: number): Promise<Me> {
  const [row] = await tx
    .select({
      uid: members.uid,
      nickname: members.nickname,
      phone: members.phone,
      avatar: members.avatar,
      nowMoney: members.nowMoney,
      integral: members.integral,
      companyKey: companies.companyKey,
      companyName: companies.name,
    })
    .from(members)
    .innerJoin(companies, eq(companies.id, members.companyId))
    .where(eq(members.uid, memberId));
  if (!row) throw unauthorized();
  return row;
}

/** The member of the shop with this phone, registered now if the phone is new there (once, whatever the races). */
async function memberFor(tx: Tx, ctx: RequestContext, phone: string) {
  const byPhone = () => tx.select().from(members).where(eq(members.phone, phone)).limit(1);
  const [known] = await byPhone();
  if (known) return known;
  const [joined] = await tx
    .insert(members)
    .values({ nickname: maskPhone(phone), phone, userType: 'h5', addIp: ctx.ip })
    .onConflictDoNothing()
    .returning({ uid: members.uid, companyId: members.companyId });
  if (joined) await memberJoined(tx, joined.companyId, joined.uid, now());
  const [created] = await byPhone();
  return created!;
}

async function openSession(ctx: RequestContext, deps: ShopperAuthDeps, shop: Shop, phone: string) {
  const sessionId = randomUUID();
  const expiresAt = new Date(Date.now() + deps.tokens.shopperTtlSeconds() * 1000);
  return inCompanyForSystem(ctx, shop.id, async (tx) => {
    const member = await memberFor(tx, ctx, phone);
    if (member.status !== 1) return { refused: true as const };
    await tx
      .delete(shopperSessions)
      .where(and(eq(shopperSessions.memberId, member.uid), lt(shopperSessions.expiresAt, new Date())));
    await tx.insert(shopperSessions).values({ sid: sessionId, memberId: member.uid, expiresAt });
    return { refused: false as const, memberId: member.uid, me: await meOf(tx, member.uid) };
  }).then((opened) => ({ ...opened, sessionId }));
}

/**
 * Signs a shopper in to one shop by phone and SMS code. The code is checked before anything about
 * the phone is looked at, under the wrong-code limits of the phone and of the address. A phone new
 * to the shop becomes one of its members; a member the shop disabled is refused.
 */
export async function shopperLogin(
  ctx: RequestContext,
  deps: ShopperAuthDeps,
  input: z.output<typeof storefrontContract.login>,
): Promise<LoginResult> {
  const shop = await shopByKey(ctx, input.companyKey);
  const attempt = await beginAttempt(ctx, accountKey.sms(input.phone), { perAccount: true });
  await useSmsCode(ctx, input.phone, 'shopLogin', input.code, shop.id);
  await attempt.succeeded();
  const opened = await openSession(ctx, deps, shop, input.phone);
  if (opened.refused) throw forbidden('storefront.memberDisabled');
  const token = await deps.tokens.signShopper({
    companyId: shop.id,
    memberId: opened.memberId,
    sessionId: opened.sessionId,
  });
  return { token, member: opened.me };
}

export const currentShopper = (ctx: ShopperContext): Promise<Me> =>
  inShop(ctx, (tx) => meOf(tx, ctx.shopper.memberId));

/** Ends the shopper's session: every token of this sign-in is refused from now on. */
export async function shopperLogout(ctx: ShopperContext): Promise<void> {
  await inShop(ctx, (tx) =>
    tx
      .update(shopperSessions)
      .set({ revokedAt: new Date() })
      .where(
        and(
          eq(shopperSessions.sid, ctx.shopper.sessionId),
          eq(shopperSessions.memberId, ctx.shopper.memberId),
          isNull(shopperSessions.revokedAt),
        ),
      ),
  );
}
