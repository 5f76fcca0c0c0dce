import { randomInt } from 'node:crypto';
import { AFTER_SALE_REASON_DICT, type AfterSaleType, fromCents, toCents } from '@hh/shared';
import type { Tx } from '../../db/client.ts';
import { type Lang, t } from '../../i18n/messages.ts';
import type { Actor } from '../../lib/context.ts';
import { conflict, fieldError } from '../../lib/errors.ts';
import { publish } from '../../lib/events.ts';
import { dictEntries } from '../dictionaries/index.ts';
import type { orders } from '../orders/index.ts';
import { isProblem, lineShares, piecesAmount, type Quote, quote } from './amounts.ts';
import { eligibility, holdingsOf, linesOf, paidLines, paidOrder } from './holdings.ts';
import { afterSaleLines, afterSales } from './schema.ts';
import { readSettings } from './settings.ts';
import { type AfterSaleRecord, recordStep } from './transitions.ts';

type OrderRecord = typeof orders.$inferSelect;
type LineChoice = { orderLineId: number; quantity: number };

/** An after-sale code: S, the day (yyMMdd) and 10 random digits. */
const newCode = (at = new Date()) =>
  `S${at.toISOString().slice(2, 10).replaceAll('-', '')}${String(randomInt(0, 1e10)).padStart(10, '0')}`;

/** What each line of the order may still get back (held against its open and refunded after-sales), and whether one may apply now. */
export async function refundableIn(tx: Tx, lang: Lang, order: OrderRecord) {
  const [settings, lines, held] = await Promise.all([
    readSettings(tx),
    linesOf(tx, order.id),
    holdingsOf(tx, order.id, 'open'),
  ]);
  const shares = lineShares(paidOrder(order), paidLines(lines));
  const rows = lines.map((l) => {
    const taken = held.taken.get(l.id) ?? { quantity: 0, amount: 0n };
    const left = l.quantity - taken.quantity;
    return {
      orderLineId: l.id,
      productName: l.productName,
      skuLabel: l.skuLabel,
      picture: l.picture,
      unitPrice: l.unitPrice,
      quantity: l.quantity,
      refundableQuantity: left,
      refundableAmount: fromCents(left > 0 ? piecesAmount(shares.get(l.id) ?? 0n, l, taken, left) : 0n),
    };
  });
  const all = quote(
    paidOrder(order),
    paidLines(lines),
    held.taken,
    held.freightTaken,
    rows
      .filter((r) => r.refundableQuantity > 0)
      .map((r) => ({ orderLineId: r.orderLineId, quantity: r.refundableQuantity })),
  );
  const total = isProblem(all) ? 0n : all.total;
  const verdict = eligibility(order, settings.applyWindowDays);
  const problem = verdict.problem ?? (total <= 0n ? 'afterSale.nothingLeft' : null);
  return {
    orderId: order.id,
    orderCode: order.code,
    canApply: problem === null,
    reasonNot: problem ? t(lang, problem, { days: settings.applyWindowDays }) : null,
    types: verdict.types,
    windowEndsAt: verdict.windowEndsAt,
    lines: rows,
    freight: fromCents(isProblem(all) ? 0n : all.freight),
    total: fromCents(total),
  };
}

/** The quote of a choice, held against the order's open after-sales; field errors for unknown lines and too many pieces. */
export async function quoteIn(tx: Tx, order: OrderRecord, choice: readonly LineChoice[]): Promise<Quote> {
  const [lines, held] = await Promise.all([linesOf(tx, order.id), holdingsOf(tx, order.id, 'open')]);
  const q = quote(paidOrder(order), paidLines(lines), held.taken, held.freightTaken, choice);
  if (isProblem(q)) {
    const at = choice.findIndex((l) => l.orderLineId === q.orderLineId);
    throw fieldError(
      `lines.${at}.${q.kind === 'tooMany' ? 'quantity' : 'orderLineId'}`,
      q.kind === 'tooMany' ? 'afterSale.tooMany' : 'afterSale.unknownLine',
    );
  }
  return q;
}

/** The quote of a choice and the amount asked (all it may get back when none is), never above that. */
export async function quoteAsked(
  tx: Tx,
  order: OrderRecord,
  choice: readonly LineChoice[],
  asked: string | undefined,
): Promise<{ quote: Quote; amount: bigint }> {
  const q = await quoteIn(tx, order, choice);
  if (q.total <= 0n) throw conflict('afterSale.nothingLeft');
  const amount = asked === undefined ? q.total : toCents(asked);
  if (amount > q.total) throw fieldError('amount', 'afterSale.amountTooHigh', { max: fromCents(q.total) });
  return { quote: q, amount };
}

interface Request {
  type: AfterSaleType;
  reason: string;
  lines: readonly LineChoice[];
  amount?: string;
}

/**
 * A request under the shopper's rules, whoever takes it down: within the window, a type the order
 * allows, a reason from the dictionary, an amount its lines may still get back.
 */
export async function checkRequest(tx: Tx, order: OrderRecord, input: Request) {
  const settings = await readSettings(tx);
  const verdict = eligibility(order, settings.applyWindowDays);
  if (verdict.problem) throw conflict(verdict.problem, { days: settings.applyWindowDays });
  if (!verdict.types.includes(input.type)) throw fieldError('type', 'afterSale.returnNeedsShipment');
  await checkReason(tx, input.reason);
  return { settings, asked: await quoteAsked(tx, order, input.lines, input.amount) };
}

/** A reason from the company's dictionary, else a field error. */
export async function checkReason(tx: Tx, reason: string): Promise<void> {
  const reasons = await dictEntries(tx, AFTER_SALE_REASON_DICT);
  if (!reasons.some((r) => r.value === reason)) throw fieldError('reason', 'afterSale.unknownReason');
}

export interface NewCase {
  type: AfterSaleType;
  reason: string;
  explanation: string;
  /** The quote of its lines; `amount` (cents) at most its total. */
  quote: Quote;
  amount: bigint;
  deadline: Date | null;
  at: Date;
}

/** A submitted after-sale on the order's member, its lines and the "apply" line of both timelines, by whoever asked. */
export async function openCase(
  tx: Tx,
  actor: Actor,
  order: OrderRecord,
  c: NewCase,
): Promise<AfterSaleRecord> {
  const [row] = await tx
    .insert(afterSales)
    .values({
      code: newCode(c.at),
      orderId: order.id,
      memberId: order.memberId,
      type: c.type,
      status: 'submitted',
      reason: c.reason,
      explanation: c.explanation,
      amountRequested: fromCents(c.amount),
      freightAmount: fromCents(c.quote.freight),
      deadline: c.deadline,
      createdAt: c.at,
      updatedAt: c.at,
    })
    .returning();
  await tx.insert(afterSaleLines).values(
    c.quote.lines.map((l) => ({
      afterSaleId: row!.id,
      orderLineId: l.orderLineId,
      quantity: l.quantity,
      amount: fromCents(l.amount),
    })),
  );
  await recordStep(tx, actor, row!, 'apply', { type: c.type, amount: fromCents(c.amount) }, c.at);
  return row!;
}

/** The company's desks hear of a new request once its transaction commits (not the person who took it down). */
export function announceSubmitted(tx: Tx, actor: Actor, row: AfterSaleRecord, order: OrderRecord) {
  return publish(tx, {
    companyId: order.companyId,
    type: 'afterSale.submitted',
    actorId: actor.kind === 'staff' ? actor.id : null,
    data: {
      afterSaleId: row.id,
      code: row.code,
      orderId: order.id,
      orderCode: order.code,
      type: row.type,
      amount: row.amountRequested,
    },
  });
}
