import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNotNull, isNull, lt, or } from 'drizzle-orm';
import { inShop } from '../../../db/access.ts';
import { now } from '../../../lib/clock.ts';
import type { ShopperContext } from '../../../lib/context.ts';
import { AppError, conflict } from '../../../lib/errors.ts';
import type { PaymentProvider } from '../../../lib/payment-provider.ts';
import { WechatPayProvider } from '../../payments/index.ts';
import { shopperShopKey } from '../shop.ts';
import { shopperWechatOpenids, wechatOAuthStates } from './schema.ts';

/** How long a started sign-in may come back. */
const STATE_LIFE_MS = 10 * 60_000;

const hashOf = (state: string) => createHash('sha256').update(state).digest('hex');

/** The official account's web sign-in; 409 when the shop's WeChat Pay has no JSAPI. */
function oauthOf(provider: PaymentProvider) {
  if (provider instanceof WechatPayProvider && provider.oauth) return provider.oauth;
  throw conflict('wechat.oauthOff');
}

/** The shopper's openid under the official account JSAPI pays with; null before the sign-in. */
export async function wechatOpenidOf(ctx: ShopperContext, provider: PaymentProvider) {
  if (!(provider instanceof WechatPayProvider) || !provider.oauth) return null;
  const { appId } = provider.oauth;
  const [row] = await inShop(ctx, (tx) =>
    tx
      .select({ openid: shopperWechatOpenids.openid })
      .from(shopperWechatOpenids)
      .where(
        and(eq(shopperWechatOpenids.memberId, ctx.shopper.memberId), eq(shopperWechatOpenids.appId, appId)),
      ),
  );
  return row?.openid ?? null;
}

/** How the shopper may pay online: the provider, WeChat's products, whether their openid is known. */
export async function payOptions(ctx: ShopperContext, provider: PaymentProvider) {
  const wechat = provider instanceof WechatPayProvider;
  return {
    provider: provider.name,
    wechatKinds: wechat ? [...provider.kinds] : [],
    openid: (await wechatOpenidOf(ctx, provider)) !== null,
  };
}

/**
 * Starts WeChat's silent web sign-in for this session: a fresh state (its hash kept, bound to the
 * session, 10 minutes; the session's earlier one dropped, so each holds one at most), WeChat's
 * address that comes back to the storefront's `wechat-oauth` page. `back` outside the shop's own
 * pages becomes its home page.
 */
export async function startWechatOAuth(
  ctx: ShopperContext,
  provider: PaymentProvider,
  origin: string,
  back: string,
) {
  const oauth = oauthOf(provider);
  const home = `/h5/${encodeURIComponent(await shopperShopKey(ctx))}/`;
  const state = randomBytes(24).toString('hex');
  const at = now();
  await inShop(ctx, async (tx) => {
    await tx
      .delete(wechatOAuthStates)
      .where(
        and(
          eq(wechatOAuthStates.memberId, ctx.shopper.memberId),
          or(
            isNotNull(wechatOAuthStates.usedAt),
            lt(wechatOAuthStates.expiresAt, at),
            eq(wechatOAuthStates.sessionId, ctx.shopper.sessionId),
          ),
        ),
      );
    await tx.insert(wechatOAuthStates).values({
      stateHash: hashOf(state),
      memberId: ctx.shopper.memberId,
      sessionId: ctx.shopper.sessionId,
      back: back.startsWith(home) && !back.includes('//') ? back : home,
      expiresAt: new Date(at.getTime() + STATE_LIFE_MS),
    });
  });
  return { url: oauth.authorizeUrl(`${origin}${home}wechat-oauth`, state) };
}

/**
 * WeChat came back: the state is taken once, by the session that started it, before its code is
 * exchanged (409 when used, expired or another session's); the openid is kept for this shopper.
 */
export async function finishWechatOAuth(
  ctx: ShopperContext,
  provider: PaymentProvider,
  input: { code: string; state: string },
) {
  const oauth = oauthOf(provider);
  const at = now();
  const [taken] = await inShop(ctx, (tx) =>
    tx
      .update(wechatOAuthStates)
      .set({ usedAt: at })
      .where(
        and(
          eq(wechatOAuthStates.stateHash, hashOf(input.state)),
          eq(wechatOAuthStates.memberId, ctx.shopper.memberId),
          eq(wechatOAuthStates.sessionId, ctx.shopper.sessionId),
          isNull(wechatOAuthStates.usedAt),
          gt(wechatOAuthStates.expiresAt, at),
        ),
      )
      .returning({ back: wechatOAuthStates.back }),
  );
  if (!taken) throw conflict('wechat.oauthStateInvalid');
  let openid: string;
  try {
    openid = await oauth.openidOf(input.code);
  } catch {
    throw new AppError(503, 'wechat.oauthFailed');
  }
  await inShop(ctx, (tx) =>
    tx
      .insert(shopperWechatOpenids)
      .values({ memberId: ctx.shopper.memberId, appId: oauth.appId, openid })
      .onConflictDoUpdate({
        target: [shopperWechatOpenids.companyId, shopperWechatOpenids.memberId, shopperWechatOpenids.appId],
        set: { openid, updatedAt: at },
      }),
  );
  return { back: taken.back };
}
