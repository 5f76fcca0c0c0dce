import { randomInt } from 'node:crypto';
import { fromCents, toCents } from '@hh/shared';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { inCompanyForSystem, inSystem } from '../../../db/access.ts';
import type { Tx } from '../../../db/client.ts';
import { t } from '../../../i18n/messages.ts';
import { now } from '../../../lib/clock.ts';
import type { RequestContext } from '../../../lib/context.ts';
import type { RefundOutcome, VerifiedRefund } from '../../../lib/payment-provider.ts';
import { armRefundJob, type RefundBook } from '../../payments/index.ts';
import { orderPayments } from '../schema.ts';
import { paymentReturns } from './schema.ts';

/** The durable job that is the only sender of a payment given back (ref: the return's id). */
export const RETURN_JOB = 'order.returnPayment';

const newOutRefundNo = (at = new Date()) =>
  `B${at.toISOString().slice(2, 10).replaceAll('-', '')}${String(randomInt(0, 1e9)).padStart(9, '0')}${String(randomInt(0, 1e9)).padStart(9, '0')}`;

/**
 * A verified provider payment that cannot settle its order goes back whole, in the notice's transaction
 * (the payment row locked): one return per payment, so a repeated or concurrent notice adds nothing.
 */
export async function returnPayment(
  tx: Tx,
  payment: typeof orderPayments.$inferSelect,
  providerTxnId: string,
  raw: unknown,
) {
  if (payment.method === 'wallet') return;
  await tx
    .update(orderPayments)
    .set({ providerTxnId, rawCallback: raw ?? null })
    .where(and(eq(orderPayments.id, payment.id), inArray(orderPayments.status, ['pending', 'closed'])));
  const [created] = await tx
    .insert(paymentReturns)
    .values({
      orderId: payment.orderId,
      paymentId: payment.id,
      method: payment.method,
      outRefundNo: newOutRefundNo(),
      amount: payment.amount,
    })
    .onConflictDoNothing({ target: paymentReturns.paymentId })
    .returning();
  if (created) await armRefundJob(tx, RETURN_JOB, created);
}

async function settleReturn(tx: Tx, id: number, outcome: RefundOutcome) {
  const [row] = await tx.select().from(paymentReturns).where(eq(paymentReturns.id, id)).for('update');
  if (!row || row.status === 'succeeded') return;
  if (outcome.status === 'succeeded') {
    await tx
      .update(paymentReturns)
      .set({
        status: 'succeeded',
        providerRefundId: outcome.providerRefundId,
        failureReason: null,
        finishedAt: now(),
      })
      .where(eq(paymentReturns.id, id));
  } else if (outcome.status === 'failed' && row.status === 'pending') {
    await tx
      .update(paymentReturns)
      .set({ status: 'failed', failureReason: outcome.reason.slice(0, 200) })
      .where(eq(paymentReturns.id, id));
  } else if (outcome.status === 'pending' && outcome.providerRefundId) {
    await tx
      .update(paymentReturns)
      .set({ providerRefundId: outcome.providerRefundId })
      .where(eq(paymentReturns.id, id));
  }
}

/** The returned payments as their job reads and settles them. */
export const paymentReturnBook: RefundBook = {
  async owed(tx, id) {
    const [row] = await tx.select().from(paymentReturns).where(eq(paymentReturns.id, id));
    if (row?.status !== 'pending') return undefined;
    const [payment] = await tx.select().from(orderPayments).where(eq(orderPayments.id, row.paymentId));
    return {
      method: row.method,
      outTradeNo: payment?.outTradeNo ?? null,
      outRefundNo: row.outRefundNo,
      amount: row.amount,
      total: row.amount,
      reason: t('zh', 'payment.returnDescription'),
      since: row.requestedAt,
    };
  },
  settle: (tx, _companyId, id, outcome) => settleReturn(tx, id, outcome),
};

/** A failed return sent again under its own out-refund-no; false when it is not failed (or not this order's). */
export async function reopenReturn(tx: Tx, orderId: number, id: number): Promise<boolean> {
  const [reopened] = await tx
    .update(paymentReturns)
    .set({
      status: 'pending',
      failureReason: null,
      attempts: sql`${paymentReturns.attempts} + 1`,
      requestedAt: now(),
    })
    .where(
      and(
        eq(paymentReturns.id, id),
        eq(paymentReturns.orderId, orderId),
        eq(paymentReturns.status, 'failed'),
      ),
    )
    .returning();
  if (reopened) await armRefundJob(tx, RETURN_JOB, reopened);
  return Boolean(reopened);
}

/** An order's returned payments, oldest first. */
export function returnsOf(tx: Tx, orderId: number) {
  return tx
    .select()
    .from(paymentReturns)
    .where(eq(paymentReturns.orderId, orderId))
    .orderBy(asc(paymentReturns.id));
}

/**
 * A provider's verified refund notice about a returned payment: found by out-refund-no, its amount
 * compared, applied once. Answers whether the notice was one of these and taken.
 */
export async function acceptReturnNotice(
  ctx: Pick<RequestContext, 'db'>,
  verified: VerifiedRefund,
  raw: unknown,
): Promise<boolean> {
  const [found] = await inSystem(ctx, (tx) =>
    tx
      .select({ id: paymentReturns.id, companyId: paymentReturns.companyId, amount: paymentReturns.amount })
      .from(paymentReturns)
      .where(eq(paymentReturns.outRefundNo, verified.outRefundNo)),
  );
  if (!found || toCents(found.amount) !== toCents(verified.amount)) return false;
  const outcome: RefundOutcome =
    verified.status === 'succeeded'
      ? { status: 'succeeded', providerRefundId: verified.providerRefundId }
      : { status: 'failed', reason: 'provider notice: refund not completed' };
  await inCompanyForSystem(ctx, found.companyId, async (tx) => {
    await tx
      .update(paymentReturns)
      .set({ raw: raw ?? null })
      .where(eq(paymentReturns.id, found.id));
    await settleReturn(tx, found.id, outcome);
  });
  return true;
}

/** Returned payments not yet back (pending) or stuck (failed): how many and how much, for the dashboard. */
export async function openReturnTotals(tx: Tx) {
  const rows = await tx
    .select({
      status: paymentReturns.status,
      count: sql<string>`count(*)::text`,
      amount: sql<string>`coalesce(sum(${paymentReturns.amount}), 0)::text`,
    })
    .from(paymentReturns)
    .where(inArray(paymentReturns.status, ['pending', 'failed']))
    .groupBy(paymentReturns.status);
  const of = (status: 'pending' | 'failed') => {
    const row = rows.find((r) => r.status === status);
    return { count: Number(row?.count ?? 0), amount: fromCents(toCents(row?.amount ?? '0')) };
  };
  return { pending: of('pending'), failed: of('failed') };
}
