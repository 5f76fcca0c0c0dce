import { randomUUID } from 'node:crypto';
import { toCents, type WechatPayKind } from '@hh/shared';
import { and, count, eq, gt, ne } from 'drizzle-orm';
import type { Tx } from '../../../db/client.ts';
import { now } from '../../../lib/clock.ts';
import { AppError, conflict } from '../../../lib/errors.ts';
import type { PaymentProvider } from '../../../lib/payment-provider.ts';
import { SandboxProvider } from '../../payments/index.ts';
import { newOutTradeNo } from '../codes.ts';
import { orderPayments, type orders } from '../schema.ts';
import { armProviderClose } from './close.ts';
import { closePendingPayments } from './settle.ts';

type OrderRecord = typeof orders.$inferSelect;
type PaymentRecord = typeof orderPayments.$inferSelect;

/** Where providers post their notices about order payments (public routes, verified there). */
export const ORDER_NOTIFY_PATHS = {
  sandbox: '/api/pay/order/sandbox',
  wechat: '/api/pay/order/wechat',
} as const;

/** A payment still without its pay link this young is being made at the provider by another tap (its call times out at 10 s). */
const IN_FLIGHT_MS = 15_000;
/**
 * How long WeChat keeps each product's link payable after it was made (H5's `h5_url` 5 minutes,
 * `code_url` and `prepay_id` 2 hours), less a margin: an older one is closed and made anew.
 */
const LINK_LIFE_MS: Record<WechatPayKind, number> = {
  native: 110 * 60_000,
  h5: 4 * 60_000,
  jsapi: 110 * 60_000,
};

/** New provider payments an order may start in `ATTEMPT_WINDOW_MS` (a reused one is not new). */
const MAX_ATTEMPTS = 5;
const ATTEMPT_WINDOW_MS = 10 * 60_000;

/** The sandbox's pay link: opening it is the provider's signed notice (what its pay page's button does). */
function sandboxPayUrl(provider: SandboxProvider, origin: string, outTradeNo: string, amount: string) {
  const transactionId = `SANDBOX-${randomUUID()}`;
  const sign = provider.sign(outTradeNo, amount, transactionId);
  const q = new URLSearchParams({ transactionId, amount, sign });
  return `${origin}${ORDER_NOTIFY_PATHS.sandbox}/${encodeURIComponent(outTradeNo)}?${q}`;
}

/** Whether the pending payment serves this tap: the same provider, WeChat product and amount, its link still payable. */
function serves(
  pending: PaymentRecord,
  order: OrderRecord,
  method: string,
  channel: WechatPayKind | null,
  at: Date,
) {
  if (pending.method !== method || pending.channel !== channel) return false;
  if (toCents(pending.amount) !== toCents(order.payAmount)) return false;
  return !channel || at.getTime() - pending.createdAt.getTime() < LINK_LIFE_MS[channel];
}

/**
 * The order's live provider payment, with the order locked: the pending one when it is for this
 * provider, WeChat product (`channel`, null for the sandbox) and the order's amount now (its pay
 * link, or none yet when the provider is still to be asked), else a new pending row — the old one
 * closed first, here and at the provider. The sandbox's link is made here (no call out); WeChat's
 * is the caller's to fetch with no transaction open.
 */
export async function livePayment(
  tx: Tx,
  order: OrderRecord,
  provider: PaymentProvider,
  origin: string,
  channel: WechatPayKind | null,
) {
  const at = now();
  const [pending] = await tx
    .select()
    .from(orderPayments)
    .where(and(eq(orderPayments.orderId, order.id), eq(orderPayments.status, 'pending')));
  const same = pending !== undefined && serves(pending, order, provider.name, channel, at);
  if (same && pending.payUrl) return { order, payment: pending };
  if (same && at.getTime() - pending.createdAt.getTime() < IN_FLIGHT_MS) throw conflict('order.payStarting');
  if (pending) await closePendingPayments(tx, order.id, at);
  const [started] = await tx
    .select({ n: count() })
    .from(orderPayments)
    .where(
      and(
        eq(orderPayments.orderId, order.id),
        ne(orderPayments.method, 'wallet'),
        gt(orderPayments.createdAt, new Date(at.getTime() - ATTEMPT_WINDOW_MS)),
      ),
    );
  if ((started?.n ?? 0) >= MAX_ATTEMPTS) throw new AppError(429, 'order.payTooOften');
  const outTradeNo = newOutTradeNo(at);
  const [payment] = await tx
    .insert(orderPayments)
    .values({
      orderId: order.id,
      method: provider.name,
      channel,
      outTradeNo,
      amount: order.payAmount,
      payUrl:
        provider instanceof SandboxProvider
          ? sandboxPayUrl(provider, origin, outTradeNo, order.payAmount)
          : null,
      createdAt: at,
    })
    .returning();
  return { order, payment: payment! };
}

/** The provider answered with the pay link: kept for the next tap. Closed meanwhile (cancel, pay): closed there too, 409. */
export async function keepPayUrl(tx: Tx, payment: PaymentRecord, payUrl: string) {
  const [kept] = await tx
    .update(orderPayments)
    .set({ payUrl })
    .where(and(eq(orderPayments.id, payment.id), eq(orderPayments.status, 'pending')))
    .returning({ id: orderPayments.id });
  if (kept) return;
  await armProviderClose(tx, payment);
  throw new AppError(409, 'order.illegalTransition');
}

/** The provider could not make it: nothing left pending, and closed at the provider in case it was made after all. */
export async function closePaymentOf(tx: Tx, payment: PaymentRecord) {
  const [closed] = await tx
    .update(orderPayments)
    .set({ status: 'closed', closedAt: now() })
    .where(and(eq(orderPayments.id, payment.id), eq(orderPayments.status, 'pending')))
    .returning({ id: orderPayments.id });
  if (closed) await armProviderClose(tx, payment);
}
