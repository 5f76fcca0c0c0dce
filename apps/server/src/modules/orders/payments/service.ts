import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../../db/client.ts';
import { now } from '../../../lib/clock.ts';
import { hasPermission } from '../../../lib/context.ts';
import { AppError, conflict, forbidden, notFound } from '../../../lib/errors.ts';
import type { PaymentProvider } from '../../../lib/payment-provider.ts';
import { changeWallet } from '../../members/index.ts';
import { SandboxProvider } from '../../payments/index.ts';
import { actorOf, companyOf, inOrders, isShopper, type OrderContext } from '../buyer.ts';
import { newOutTradeNo } from '../codes.ts';
import { orderPayments, orders } from '../schema.ts';
import { settleOrder } from './settle.ts';

/** The buyer's unpaid order, locked for paying: 404 when not theirs, 409 when no longer unpaid. */
async function unpaidOrderOf(tx: Tx, ctx: OrderContext, memberId: number, orderId: number) {
  const [order] = await tx
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.companyId, companyOf(ctx)), eq(orders.memberId, memberId)))
    .for('update');
  if (!order) throw notFound();
  if (order.status !== 'unpaid') throw new AppError(409, 'order.illegalTransition');
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
 * Pays an unpaid order from the member's wallet in one transaction: the wallet's guarded update and
 * ledger line "订单支付 {code}", a paid payment row, and the order moved to paid. 409 when the
 * balance is short (nothing is written).
 */
export async function payByWallet(ctx: OrderContext, memberId: number, orderId: number) {
  mayCharge(ctx, memberId);
  return inOrders(ctx, async (tx) => {
    const order = await unpaidOrderOf(tx, ctx, memberId, orderId);
    const at = now();
    const charged = await changeWallet(tx, {
      uid: memberId,
      delta: `-${order.payAmount}`,
      reason: `订单支付 ${order.code}`,
      operatorId: isShopper(ctx) ? null : ctx.principal.userId,
    });
    if (!charged) throw conflict('order.walletShort', { amount: order.payAmount });
    const [payment] = await tx
      .insert(orderPayments)
      .values({
        orderId: order.id,
        method: 'wallet',
        outTradeNo: newOutTradeNo(at),
        amount: order.payAmount,
        status: 'paid',
        paidAt: at,
        createdAt: at,
      })
      .returning();
    return settleOrder(tx, await actorOf(tx, ctx), order, payment!, at);
  });
}

/** What the client needs to pay through the provider: the link (sandbox) or the WeChat Native code URL. */
export interface ProviderPayment {
  method: 'sandbox' | 'wechat';
  outTradeNo: string;
  amount: string;
  payUrl: string;
}

/** The sandbox's pay link: opening it is the provider's signed notice (what its pay page's button does). */
function sandboxPayUrl(provider: SandboxProvider, origin: string, outTradeNo: string, amount: string) {
  const transactionId = `SANDBOX-${randomUUID()}`;
  const sign = provider.sign(outTradeNo, amount, transactionId);
  const q = new URLSearchParams({ transactionId, amount, sign });
  return `${origin}${ORDER_NOTIFY_PATHS.sandbox}/${encodeURIComponent(outTradeNo)}?${q}`;
}

/** Where providers post their notices about order payments (public routes, verified there). */
export const ORDER_NOTIFY_PATHS = {
  sandbox: '/api/pay/order/sandbox',
  wechat: '/api/pay/order/wechat',
} as const;

/**
 * Starts a provider payment of an unpaid order: a pending payment row under a new out-trade-no (one
 * per attempt, and the amount of the order's price now), then the provider's pay link.
 */
export async function payThroughProvider(
  ctx: OrderContext,
  memberId: number,
  orderId: number,
  provider: PaymentProvider,
  origin: string,
): Promise<ProviderPayment> {
  mayCharge(ctx, memberId);
  const payment = await inOrders(ctx, async (tx) => {
    const order = await unpaidOrderOf(tx, ctx, memberId, orderId);
    const [row] = await tx
      .insert(orderPayments)
      .values({
        orderId: order.id,
        method: provider.name,
        outTradeNo: newOutTradeNo(now()),
        amount: order.payAmount,
        createdAt: now(),
      })
      .returning();
    return { ...row!, code: order.code };
  });
  const payUrl =
    provider instanceof SandboxProvider
      ? sandboxPayUrl(provider, origin, payment.outTradeNo, payment.amount)
      : (
          await provider.createPayment(
            {
              orderCode: payment.outTradeNo,
              amount: payment.amount,
              description: `订单 ${payment.code}`,
              notifyUrl: `${origin}${ORDER_NOTIFY_PATHS.wechat}/${encodeURIComponent(payment.outTradeNo)}`,
            },
            origin,
          )
        ).payUrl;
  return { method: provider.name, outTradeNo: payment.outTradeNo, amount: payment.amount, payUrl };
}
