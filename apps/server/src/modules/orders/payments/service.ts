import type { WechatPayKind } from '@hh/shared';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client.ts';
import { memberReasonOf } from '../../../i18n/ledger-reasons.ts';
import { t } from '../../../i18n/messages.ts';
import { now } from '../../../lib/clock.ts';
import { hasPermission, staffActor } from '../../../lib/context.ts';
import { AppError, conflict, forbidden, notFound } from '../../../lib/errors.ts';
import type { PayChannel, PaymentProvider } from '../../../lib/payment-provider.ts';
import { members, walletChange } from '../../members/index.ts';
import { WechatPayProvider } from '../../payments/index.ts';
import { companyOf, inOrders, isShopper, type OrderContext } from '../buyer.ts';
import { newOutTradeNo } from '../codes.ts';
import { foldProductsSoon } from '../product-folds.ts';
import { orderPayments, orders } from '../schema.ts';
import { closePaymentOf, keepPayUrl, livePayment, ORDER_NOTIFY_PATHS } from './live.ts';
import { settleOrder } from './settle.ts';

/**
 * The buyer's unpaid order, locked for paying: 404 when not theirs, 409 when no longer unpaid or past
 * its pay deadline (the cancel timer may run late; the deadline is what the shopper was shown).
 */
async function unpaidOrderOf(tx: Tx, ctx: OrderContext, memberId: number, orderId: number) {
  const [order] = await tx
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.companyId, companyOf(ctx)), eq(orders.memberId, memberId)))
    .for('update');
  if (!order) throw notFound();
  if (order.status !== 'unpaid') throw new AppError(409, 'order.illegalTransition');
  if (order.payDeadline <= now()) throw conflict('order.payExpired');
  return order;
}

/** A shopper pays for themselves; staff charge a member's wallet only with the balance permission. */
function mayCharge(ctx: OrderContext, memberId: number) {
  if (isShopper(ctx)) {
    if (ctx.shopper.memberId !== memberId) throw forbidden();
  } else if (!hasPermission(ctx.principal, ['member:money'])) {
    throw forbidden();
  }
}

/**
 * Pays an unpaid order from the member's wallet in one transaction of one statement: the wallet's
 * guarded update and ledger line (reason orderPay), a paid payment row, and the order moved to paid,
 * guarded as `unpaidOrderOf` guards. The member's row is locked first, in that statement: a shopper's
 * create takes that row before its order's status counters, so a payment must not hold the counters
 * (moved with the order) while it waits for the row — two connections sharing a counter shard would
 * wait on each other (a deadlock, found by bench:seckill). When the order did not move, it is read
 * again to say why (404, 409); 409 when the balance is short. Nothing is written either way.
 */
export async function payByWallet(ctx: OrderContext, memberId: number, orderId: number) {
  mayCharge(ctx, memberId);
  const companyId = companyOf(ctx);
  const paid = await inOrders(ctx, async (tx) => {
    const at = now();
    const outTradeNo = newOutTradeNo(at);
    const when = sql`${at.toISOString()}::timestamptz`;
    const actor = isShopper(ctx)
      ? { kind: 'shopper' as const, id: memberId, name: sql`(select nickname from buyer)` }
      : staffActor(ctx);
    const settled = await settleOrder(
      tx,
      actor,
      { id: orderId, companyId },
      { method: 'wallet', outTradeNo },
      at,
      {
        first: {
          buyer: sql`select uid, nickname from ${members} where uid = ${memberId}::bigint for update`,
        },
        guard: and(
          eq(orders.memberId, memberId),
          gt(orders.payDeadline, at),
          sql`exists (select 1 from buyer)`,
        )!,
        writes: {
          ...walletChange({
            uid: memberId,
            delta: sql`-(select pay_amount from moved)`,
            reason: memberReasonOf('orderPay', { code: sql`(select code from moved)` }),
            operatorId: isShopper(ctx) ? null : ctx.principal.userId,
            at,
          }),
          walletPayment: sql`insert into ${orderPayments} (order_id, method, out_trade_no, amount, status, paid_at, created_at)
            select moved.id, 'wallet', ${outTradeNo}::text, moved.pay_amount, 'paid', ${when}, ${when} from wallet, moved`,
        },
        charged: sql<boolean>`exists (select 1 from wallet)`,
      },
    );
    if (!settled) {
      await unpaidOrderOf(tx, ctx, memberId, orderId);
      throw notFound(); // unpaid and theirs, but the member's row is gone
    }
    if (!settled.charged) throw conflict('order.walletShort', { amount: settled.order.payAmount });
    return settled.order;
  });
  foldProductsSoon(ctx.db, companyId);
  return paid;
}

/**
 * What the client needs to pay through the provider: the link (sandbox), or WeChat's for the
 * product used (`kind`): Native's code URL, H5's page, JSAPI's `prepay_id=…` package.
 */
export interface ProviderPayment {
  method: 'sandbox' | 'wechat';
  kind: WechatPayKind | null;
  outTradeNo: string;
  amount: string;
  payUrl: string;
}

/** The WeChat product a tap asks for, when the merchant has it (409 otherwise); null for the sandbox. */
function channelKind(provider: PaymentProvider, channel: PayChannel | undefined): WechatPayKind | null {
  if (!(provider instanceof WechatPayProvider)) return null;
  const kind = channel?.kind ?? 'native';
  if (!provider.kinds.includes(kind)) throw conflict('order.payKindOff');
  return kind;
}

const DOWN = { sandbox: 'order.sandboxDown', wechat: 'order.wechatDown' } as const;

/**
 * Starts (or shows again) the provider payment of an unpaid order. The order's live payment is
 * reused while it is for the same method, WeChat product and amount (and its link still payable);
 * otherwise it is closed (here and at the provider) and a new one made. A WeChat order (Native, H5
 * or JSAPI, by `channel`) is made after the row commits, with no
 * transaction open: when WeChat cannot be reached the row is closed (and closed there too, in case
 * the order was made after all) and the answer is a 503 naming the provider.
 */
export async function payThroughProvider(
  ctx: OrderContext,
  memberId: number,
  orderId: number,
  provider: PaymentProvider,
  origin: string,
  channel?: PayChannel,
): Promise<ProviderPayment> {
  mayCharge(ctx, memberId);
  const kind = channelKind(provider, channel);
  const live = await inOrders(ctx, async (tx) =>
    livePayment(tx, await unpaidOrderOf(tx, ctx, memberId, orderId), provider, origin, kind),
  );
  const answer = (payUrl: string) => ({
    method: provider.name,
    kind,
    outTradeNo: live.payment.outTradeNo,
    amount: live.payment.amount,
    payUrl,
  });
  if (live.payment.payUrl) return answer(live.payment.payUrl);
  let payUrl: string;
  try {
    ({ payUrl } = await provider.createPayment(
      {
        orderCode: live.payment.outTradeNo,
        amount: live.payment.amount,
        description: t('zh', 'payment.description', { code: live.order.code }),
        notifyUrl: `${origin}${ORDER_NOTIFY_PATHS.wechat}/${encodeURIComponent(live.payment.outTradeNo)}`,
        expiresAt: live.order.payDeadline,
        ...(channel ? { channel } : {}),
      },
      origin,
    ));
  } catch {
    await inOrders(ctx, (tx) => closePaymentOf(tx, live.payment));
    throw new AppError(503, DOWN[provider.name]);
  }
  await inOrders(ctx, (tx) => keepPayUrl(tx, live.payment, payUrl));
  return answer(payUrl);
}
