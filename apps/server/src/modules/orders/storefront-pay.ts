import type { storefrontOrdersContract, WechatPayKind } from '@hh/shared';
import type { z } from 'zod';
import type { ShopperContext } from '../../lib/context.ts';
import { conflict } from '../../lib/errors.ts';
import type { PayChannel, PaymentProvider } from '../../lib/payment-provider.ts';
import { WechatPayProvider } from '../payments/index.ts';
import { shopperShopKey, wechatOpenidOf } from '../storefront/index.ts';
import { payByWallet, payThroughProvider } from './payments/service.ts';
import { qrDataUrl } from './qr.ts';

type Paid = z.output<typeof storefrontOrdersContract.paid>;
type PayInput = z.output<typeof storefrontOrdersContract.pay>;

/** WeChat's product as the tap asked: H5 from the shopper's address, JSAPI as their openid (409 before the sign-in). */
async function channelOf(
  ctx: ShopperContext,
  provider: PaymentProvider,
  kind: WechatPayKind,
): Promise<PayChannel | undefined> {
  if (!(provider instanceof WechatPayProvider)) return undefined;
  if (kind === 'h5') return { kind, payerIp: ctx.ip };
  if (kind === 'native') return { kind };
  if (!provider.kinds.includes('jsapi')) throw conflict('order.payKindOff');
  const openid = await wechatOpenidOf(ctx, provider);
  if (!openid) throw conflict('wechat.openidMissing');
  return { kind, openid };
}

/**
 * Pays the shopper's own unpaid order from their wallet, or starts a provider payment: the sandbox's
 * link, WeChat Native's code URL (and its QR), H5's page that comes back to the storefront's result page, or
 * JSAPI's signed bridge call.
 */
export async function payForShopper(
  ctx: ShopperContext,
  orderId: number,
  input: PayInput,
  provider: PaymentProvider,
  origin: string,
): Promise<Paid> {
  const { memberId } = ctx.shopper;
  if (input.method === 'wallet') {
    const { staffRemark: _remark, ...order } = await payByWallet(ctx, memberId, orderId);
    return { order, payment: null };
  }
  const channel = await channelOf(ctx, provider, input.kind);
  const payment = await payThroughProvider(ctx, memberId, orderId, provider, origin, channel);
  if (payment.kind === 'h5') {
    const result = `${origin}/h5/${encodeURIComponent(await shopperShopKey(ctx))}/paid/${orderId}`;
    const payUrl = `${payment.payUrl}&redirect_url=${encodeURIComponent(result)}`;
    return { order: null, payment: { ...payment, payUrl, bridge: null, qr: null } };
  }
  const bridge =
    payment.kind === 'jsapi' && provider instanceof WechatPayProvider
      ? provider.jsapiBridge(payment.payUrl)
      : null;
  const qr = payment.kind === 'native' ? await qrDataUrl(payment.payUrl) : null;
  return { order: null, payment: { ...payment, bridge, qr } };
}
