import { type PaymentNoticeOutcome, toCents } from '@hh/shared';
import { and, eq, sql } from 'drizzle-orm';
import { inCompanyForSystem, inSystem } from '../../../db/access.ts';
import { now } from '../../../lib/clock.ts';
import type { RequestContext } from '../../../lib/context.ts';
import { AppError } from '../../../lib/errors.ts';
import type { VerifiedPayment } from '../../../lib/payment-provider.ts';
import { members } from '../../members/index.ts';
import { foldProductsSoon } from '../product-folds.ts';
import { orderPaymentNotices, orderPayments, orders } from '../schema.ts';
import { returnPayment } from './returns.ts';
import { settleOrder } from './settle.ts';

/** What the callback route answers: taken (paid now, or a repeat), or refused (amount mismatch). */
export interface NoticeResult {
  outcome: PaymentNoticeOutcome;
  accepted: boolean;
}

/**
 * A provider's verified notice that a payment went through. The payment row is found by its
 * out-trade-no (unique across companies), then everything happens in that company's transaction
 * with the payment and the order locked: a notice whose amount differs from the payment row is
 * refused; a repeat changes nothing; a payment that can no longer pay its order (closed, repriced,
 * cancelled, paid otherwise) is taken (the provider has the money and must stop retrying) and given
 * back whole through the provider, once per payment. Every notice is kept with its raw body.
 */
export async function acceptPaymentNotice(
  ctx: Pick<RequestContext, 'db'>,
  method: 'sandbox' | 'wechat',
  verified: VerifiedPayment,
  raw: unknown,
): Promise<NoticeResult | null> {
  const [found] = await inSystem(ctx, (tx) =>
    tx
      .select({ id: orderPayments.id, companyId: orderPayments.companyId })
      .from(orderPayments)
      .where(and(eq(orderPayments.outTradeNo, verified.orderCode), eq(orderPayments.method, method))),
  );
  if (!found) return null;
  const result = await inCompanyForSystem(ctx, found.companyId, async (tx) => {
    const [payment] = await tx
      .select()
      .from(orderPayments)
      .where(eq(orderPayments.id, found.id))
      .for('update');
    const [order] = await tx.select().from(orders).where(eq(orders.id, payment!.orderId)).for('update');
    const note = (outcome: PaymentNoticeOutcome) =>
      tx.insert(orderPaymentNotices).values({
        paymentId: payment!.id,
        outcome,
        amount: verified.amount,
        providerTxnId: verified.transactionId,
        raw: raw ?? null,
      });
    const decide = (): PaymentNoticeOutcome => {
      if (toCents(verified.amount) !== toCents(payment!.amount)) return 'amountMismatch';
      if (payment!.status === 'paid') return 'repeat';
      if (payment!.status !== 'pending' || order!.status !== 'unpaid') return 'notPayable';
      if (toCents(payment!.amount) !== toCents(order!.payAmount)) return 'notPayable';
      return 'paid';
    };
    const outcome = decide();
    await note(outcome);
    if (outcome === 'notPayable') await returnPayment(tx, payment!, verified.transactionId, raw);
    if (outcome !== 'paid') return { outcome, accepted: outcome !== 'amountMismatch' };
    const at = now();
    await tx
      .update(orderPayments)
      .set({ status: 'paid', providerTxnId: verified.transactionId, rawCallback: raw ?? null, paidAt: at })
      .where(eq(orderPayments.id, payment!.id));
    const shopper = sql`coalesce((select ${members.nickname} from ${members} where ${members.uid} = ${order!.memberId}), '')`;
    const settled = await settleOrder(
      tx,
      { kind: 'shopper', id: order!.memberId, name: shopper },
      order!,
      payment!,
      at,
    );
    if (!settled) throw new AppError(409, 'order.illegalTransition');
    return { outcome, accepted: true };
  });
  if (result.outcome === 'paid') foldProductsSoon(ctx.db, found.companyId);
  return result;
}
