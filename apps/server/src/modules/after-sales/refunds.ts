import { randomInt } from 'node:crypto';
import { formatMoney, type PaymentMethod, toCents } from '@hh/shared';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { inCompanyForSystem, inSystem } from '../../db/access.ts';
import type { Tx } from '../../db/client.ts';
import { memberReason } from '../../i18n/ledger-reasons.ts';
import { t } from '../../i18n/messages.ts';
import { type Actor, type RequestContext, SYSTEM_ACTOR } from '../../lib/context.ts';
import { conflict } from '../../lib/errors.ts';
import type { RefundOutcome, VerifiedRefund } from '../../lib/payment-provider.ts';
import { changeWallet } from '../members/index.ts';
import { lockOrder, orderPayments, type orders, recordOrderRefund } from '../orders/index.ts';
import { armRefundJob, type RefundBook } from '../payments/index.ts';
import { holdingsOf, linesOf, linesOfAfterSales, nothingLeft, paidLines } from './holdings.ts';
import { proportionOf, runReversals } from './reversal.ts';
import { orderRefunds } from './schema.ts';
import { type AfterSaleRecord, lockAfterSale, moveAfterSale, recordStep } from './transitions.ts';

type OrderRecord = typeof orders.$inferSelect;
type RefundRecord = typeof orderRefunds.$inferSelect;

/** The durable job that is the only sender of an after-sale's provider refund (ref: the refund id). */
export const REFUND_JOB = 'afterSale.sendRefund';

const newOutRefundNo = (at = new Date()) =>
  `R${at.toISOString().slice(2, 10).replaceAll('-', '')}${String(randomInt(0, 1e9)).padStart(9, '0')}${String(randomInt(0, 1e9)).padStart(9, '0')}`;

/**
 * Starts the refund of an after-sale that has just moved to refunding, with its order locked: the
 * refund row (linked to the payment), the timeline line; a wallet refund is done at once (guarded
 * update + ledger line), a provider refund gets its job in this transaction. The order's refunds never pass what
 * it was paid (409), counted over every refund row, failed ones included (they are retried, not dropped).
 */
export async function startRefund(
  tx: Tx,
  actor: Actor,
  row: AfterSaleRecord,
  order: OrderRecord,
): Promise<RefundRecord> {
  const amount = row.amountApproved ?? row.amountRequested;
  const [committed] = await tx
    .select({ sum: sql<string>`coalesce(sum(${orderRefunds.amount}), 0)::text` })
    .from(orderRefunds)
    .where(eq(orderRefunds.orderId, order.id));
  if (toCents(committed?.sum ?? '0') + toCents(amount) > toCents(order.payAmount)) {
    throw conflict('afterSale.overRefund');
  }
  const [payment] = await tx
    .select()
    .from(orderPayments)
    .where(and(eq(orderPayments.orderId, order.id), eq(orderPayments.status, 'paid')))
    .limit(1);
  const method: PaymentMethod =
    row.refundTo === 'wallet' || !order.payMethod ? 'wallet' : (payment?.method ?? order.payMethod);
  const [refund] = await tx
    .insert(orderRefunds)
    .values({
      afterSaleId: row.id,
      orderId: order.id,
      paymentId: payment?.id ?? null,
      method,
      outRefundNo: newOutRefundNo(),
      amount,
    })
    .returning();
  await recordStep(tx, actor, row, 'refund', { amount, method });
  if (method !== 'wallet') {
    await armRefundJob(tx, REFUND_JOB, refund!);
    return refund!;
  }
  const credited = await changeWallet(tx, {
    uid: order.memberId,
    delta: amount,
    reason: memberReason('orderRefund', { order: order.code, afterSale: row.code }),
    operatorId: actor.kind === 'staff' ? actor.id : null,
  });
  if (!credited) throw conflict('afterSale.walletFull');
  await completeRefund(tx, actor, row, order, refund!, null);
  return refund!;
}

/**
 * The money arrived: the refund row succeeded, the order's refunded sum and state (closed when nothing
 * is left), the after-sale refunded, and what the order gave taken back in proportion.
 */
async function completeRefund(
  tx: Tx,
  actor: Actor,
  row: AfterSaleRecord,
  order: OrderRecord,
  refund: RefundRecord,
  providerRefundId: string | null,
  at = new Date(),
) {
  await tx
    .update(orderRefunds)
    .set({ status: 'succeeded', providerRefundId, failureReason: null, finishedAt: at })
    .where(and(eq(orderRefunds.id, refund.id), inArray(orderRefunds.status, ['pending', 'failed'])));
  const lines = await linesOf(tx, order.id);
  const refunded = await holdingsOf(tx, order.id, 'refunded', row.id);
  const freight = toCents(row.freightAmount) > 0n;
  const full =
    toCents(order.refundedAmount) + toCents(refund.amount) === toCents(order.payAmount) ||
    nothingLeft({ ...order, freightRefunded: order.freightRefunded || freight }, paidLines(lines), refunded);
  await recordOrderRefund(tx, actor, order, { amount: refund.amount, freight, full, code: row.code }, at);
  await moveAfterSale(tx, actor, row, 'refundSucceeded', {
    set: { amountRefunded: refund.amount, deadline: null },
    params: { amount: refund.amount },
    at,
  });
  const byLine = new Map(lines.map((l) => [l.id, l]));
  const asked = await linesOfAfterSales(tx, [row.id]);
  await runReversals(tx, {
    afterSaleId: row.id,
    order: { id: order.id, code: order.code, memberId: order.memberId, payAmount: order.payAmount },
    lines: asked.map((l) => ({
      orderLineId: l.orderLineId,
      productId: byLine.get(l.orderLineId)?.productId ?? 0,
      skuId: byLine.get(l.orderLineId)?.skuId ?? 0,
      quantity: l.quantity,
    })),
    amount: refund.amount,
    proportion: proportionOf(toCents(refund.amount), toCents(order.payAmount)),
    full,
  });
}

async function failRefund(tx: Tx, actor: Actor, row: AfterSaleRecord, refund: RefundRecord, reason: string) {
  await tx
    .update(orderRefunds)
    .set({ status: 'failed', failureReason: reason.slice(0, 200) })
    .where(and(eq(orderRefunds.id, refund.id), eq(orderRefunds.status, 'pending')));
  await recordStep(tx, actor, row, 'refundFailed', { reason: reason.slice(0, 200) });
}

/** The order, after-sale and refund locked in that order (the one order every writer follows). */
async function lockRefund(tx: Tx, companyId: number, refundId: number) {
  const [plain] = await tx.select().from(orderRefunds).where(eq(orderRefunds.id, refundId));
  if (!plain) return undefined;
  const order = await lockOrder(tx, companyId, plain.orderId);
  const row = await lockAfterSale(tx, plain.afterSaleId);
  const [refund] = await tx.select().from(orderRefunds).where(eq(orderRefunds.id, refundId)).for('update');
  if (!order || !row || !refund) return undefined;
  return { order, row, refund };
}

/** What a provider said (at once or by notice), applied once: a refund already settled is left as it is. */
async function applyOutcome(
  tx: Tx,
  companyId: number,
  refundId: number,
  outcome: RefundOutcome,
  actor: Actor,
) {
  const locked = await lockRefund(tx, companyId, refundId);
  if (locked?.row.status !== 'refunding') return;
  const { order, row, refund } = locked;
  if (outcome.status === 'succeeded' && refund.status !== 'succeeded') {
    await completeRefund(tx, actor, row, order, refund, outcome.providerRefundId);
  } else if (outcome.status === 'failed' && refund.status === 'pending') {
    await failRefund(tx, actor, row, refund, outcome.reason);
  } else if (outcome.status === 'pending' && outcome.providerRefundId) {
    await tx
      .update(orderRefunds)
      .set({ providerRefundId: outcome.providerRefundId })
      .where(eq(orderRefunds.id, refund.id));
  }
}

/** The after-sales' provider refunds as their job reads and settles them. */
export const afterSaleRefundBook: RefundBook = {
  async owed(tx, refundId) {
    const [refund] = await tx.select().from(orderRefunds).where(eq(orderRefunds.id, refundId));
    if (refund?.status !== 'pending' || refund.method === 'wallet') return undefined;
    const [payment] = refund.paymentId
      ? await tx.select().from(orderPayments).where(eq(orderPayments.id, refund.paymentId))
      : [];
    return {
      method: refund.method,
      outTradeNo: payment?.outTradeNo ?? null,
      outRefundNo: refund.outRefundNo,
      amount: refund.amount,
      total: payment?.amount ?? refund.amount,
      reason: t('zh', 'payment.refundDescription', { amount: formatMoney(refund.amount) }),
      since: refund.requestedAt,
    };
  },
  settle: (tx, companyId, refundId, outcome) => applyOutcome(tx, companyId, refundId, outcome, SYSTEM_ACTOR),
};

/** A failed refund sent again under its own out-refund-no (the provider's idempotency key). */
export async function reopenFailedRefund(tx: Tx, actor: Actor, row: AfterSaleRecord): Promise<RefundRecord> {
  const [reopened] = await tx
    .update(orderRefunds)
    .set({
      status: 'pending',
      failureReason: null,
      attempts: sql`${orderRefunds.attempts} + 1`,
      requestedAt: new Date(),
    })
    .where(and(eq(orderRefunds.afterSaleId, row.id), eq(orderRefunds.status, 'failed')))
    .returning();
  if (!reopened) throw conflict('afterSale.refundNotFailed');
  await recordStep(tx, actor, row, 'retryRefund', { attempt: reopened.attempts });
  await armRefundJob(tx, REFUND_JOB, reopened);
  return reopened;
}

/** Staff ask again where a pending provider refund stands: its job runs now (it looks the refund up once it is old). */
export async function checkPendingRefund(tx: Tx, row: AfterSaleRecord): Promise<void> {
  if (row.status !== 'refunding') throw conflict('afterSale.refundNotPending');
  const [refund] = await tx
    .select()
    .from(orderRefunds)
    .where(and(eq(orderRefunds.afterSaleId, row.id), eq(orderRefunds.status, 'pending')));
  if (!refund || refund.method === 'wallet') throw conflict('afterSale.refundNotPending');
  await armRefundJob(tx, REFUND_JOB, refund);
}

/**
 * A provider's verified refund notice: found by out-refund-no (unique across companies), its amount
 * compared with the row, then applied once in that company. Repeats change nothing. Answers whether
 * the notice was taken (false: unknown refund or amount mismatch).
 */
export async function acceptRefundNotice(
  ctx: Pick<RequestContext, 'db'>,
  verified: VerifiedRefund,
  raw: unknown,
): Promise<boolean> {
  const [found] = await inSystem(ctx, (tx) =>
    tx
      .select({ id: orderRefunds.id, companyId: orderRefunds.companyId, amount: orderRefunds.amount })
      .from(orderRefunds)
      .where(eq(orderRefunds.outRefundNo, verified.outRefundNo)),
  );
  if (!found || toCents(found.amount) !== toCents(verified.amount)) return false;
  await inCompanyForSystem(ctx, found.companyId, (tx) =>
    tx
      .update(orderRefunds)
      .set({ raw: raw ?? null })
      .where(eq(orderRefunds.id, found.id)),
  );
  const outcome: RefundOutcome =
    verified.status === 'succeeded'
      ? { status: 'succeeded', providerRefundId: verified.providerRefundId }
      : { status: 'failed', reason: 'provider notice: refund not completed' };
  await inCompanyForSystem(ctx, found.companyId, (tx) =>
    applyOutcome(tx, found.companyId, found.id, outcome, SYSTEM_ACTOR),
  );
  return true;
}
