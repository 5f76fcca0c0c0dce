import { type afterSalesContract, fromCents } from '@hh/shared';
import type { z } from 'zod';
import { inCompany } from '../../db/access.ts';
import type { Tx } from '../../db/client.ts';
import { type CompanyContext, SYSTEM_ACTOR, staffActor } from '../../lib/context.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { lockOrder, type orders } from '../orders/index.ts';
import { eligibility, holdingsOf, linesOf, mayAutoApprove } from './holdings.ts';
import { announceSubmitted, checkReason, checkRequest, openCase, quoteAsked, refundableIn } from './open.ts';
import { startRefund } from './refunds.ts';
import { afterSaleDetailOf } from './review.ts';
import { moveAfterSale } from './transitions.ts';

type StaffRefundInput = z.output<typeof afterSalesContract.staffRefund>;
type RecordInput = z.output<typeof afterSalesContract.record>;
type OrderRecord = typeof orders.$inferSelect;

/** The company's order, locked; 404 for another company's (row-level security hides it). */
async function companyOrder(tx: Tx, ctx: CompanyContext, orderId: number): Promise<OrderRecord> {
  const order = await lockOrder(tx, ctx.principal.companyId, orderId);
  if (!order) throw notFound();
  return order;
}

/** The whole order may be cancelled and refunded: paid, goods still in the shop, no after-sale open on it. */
async function wholeLeft(tx: Tx, order: OrderRecord) {
  if (!mayAutoApprove(order)) return undefined;
  const [lines, open, refunded] = await Promise.all([
    linesOf(tx, order.id),
    holdingsOf(tx, order.id, 'open'),
    holdingsOf(tx, order.id, 'refunded'),
  ]);
  const stillOpen = lines.some(
    (l) => (open.taken.get(l.id)?.quantity ?? 0) !== (refunded.taken.get(l.id)?.quantity ?? 0),
  );
  if (stillOpen) return undefined;
  return lines
    .map((l) => ({ orderLineId: l.id, quantity: l.quantity - (open.taken.get(l.id)?.quantity ?? 0) }))
    .filter((l) => l.quantity > 0);
}

/** What staff may still give back on one of the company's orders. */
export function staffRefundable(ctx: CompanyContext, orderId: number) {
  return inCompany(ctx, async (tx) => {
    const order = await companyOrder(tx, ctx, orderId);
    const refundable = await refundableIn(tx, ctx.lang, order);
    const whole = await wholeLeft(tx, order);
    return { ...refundable, canCancel: whole !== undefined && whole.length > 0 };
  });
}

/**
 * Staff give money back through an after-sale of their own, approved at once, so money, stock and
 * ledgers follow the after-sales' rules: without `lines`, the whole order (its goods not yet shipped
 * nor collected, no after-sale open on it) is cancelled and refunded and closes; with `lines`, those
 * pieces, never more than are still refundable. Staff are not bound by the shopper's window.
 */
export async function staffRefund(ctx: CompanyContext, input: StaffRefundInput) {
  const id = await inCompany(ctx, async (tx) => {
    const order = await companyOrder(tx, ctx, input.orderId);
    const { problem } = eligibility(order, 0);
    if (problem === 'afterSale.notPaid') throw conflict(problem);
    await checkReason(tx, input.reason);
    let choice = input.lines;
    if (!choice) {
      const whole = await wholeLeft(tx, order);
      if (!whole) throw conflict('afterSale.cannotCancel');
      if (whole.length === 0) throw conflict('afterSale.nothingLeft');
      choice = whole;
    }
    const asked = await quoteAsked(tx, order, choice, input.lines ? input.amount : undefined);
    const actor = staffActor(ctx);
    const row = await openCase(tx, actor, order, {
      ...input,
      type: 'refund',
      ...asked,
      deadline: null,
      at: new Date(),
    });
    const approved = fromCents(asked.amount);
    const moved = await moveAfterSale(tx, actor, row, 'approve', {
      set: { amountApproved: approved, refundTo: input.refundTo ?? 'original' },
      params: { amount: approved },
    });
    await startRefund(tx, actor, moved, order);
    return row.id;
  });
  return afterSaleDetailOf(ctx, id);
}

/**
 * The shop gives back the whole of a paid order on its own (a failed group buy): an after-sale of its
 * own, approved at once, through the same path as staff's whole cancel (money to where it came from,
 * stock back, ledgers). Idempotent for its caller: an order with nothing left to give back answers
 * false; one whose goods left or with an after-sale open is refused (409), for the caller's retries.
 */
export async function refundWholeOrder(
  tx: Tx,
  order: OrderRecord,
  terms: { reason: string; explanation: string },
): Promise<boolean> {
  const whole = await wholeLeft(tx, order);
  if (!whole) throw conflict('afterSale.cannotCancel');
  if (whole.length === 0) return false;
  const asked = await quoteAsked(tx, order, whole, undefined);
  const actor = SYSTEM_ACTOR;
  const row = await openCase(tx, actor, order, {
    ...terms,
    type: 'refund',
    ...asked,
    deadline: null,
    at: new Date(),
  });
  const approved = fromCents(asked.amount);
  const moved = await moveAfterSale(tx, actor, row, 'autoApprove', {
    set: { amountApproved: approved, refundTo: 'original' },
    params: { amount: approved },
  });
  await startRefund(tx, actor, moved, order);
  return true;
}

/** A shopper's request taken down by staff (a phone complaint): the shopper's rules, reviewed as any other. */
export async function recordAfterSale(ctx: CompanyContext, input: RecordInput) {
  const id = await inCompany(ctx, async (tx) => {
    const order = await companyOrder(tx, ctx, input.orderId);
    const { asked } = await checkRequest(tx, order, input);
    const actor = staffActor(ctx);
    const row = await openCase(tx, actor, order, { ...input, ...asked, deadline: null, at: new Date() });
    await announceSubmitted(tx, actor, row, order);
    return row.id;
  });
  return afterSaleDetailOf(ctx, id);
}
