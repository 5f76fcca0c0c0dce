import { randomInt } from 'node:crypto';
import {
  AFTER_SALE_REASON_DICT,
  type AfterSaleStatus,
  fromCents,
  type frontAfterSalesContract,
  type PageQuery,
  toCents,
} from '@hh/shared';
import { and, count, eq, inArray, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import { inShop } from '../../db/access.ts';
import type { Tx } from '../../db/client.ts';
import { t } from '../../i18n/messages.ts';
import type { Actor, ShopperContext } from '../../lib/context.ts';
import { conflict, fieldError, notFound } from '../../lib/errors.ts';
import { orderBy } from '../../lib/list.ts';
import { dictEntries } from '../dictionaries/index.ts';
import { members } from '../members/index.ts';
import { lockOrder, type orders, timelineForShopper } from '../orders/index.ts';
import { isProblem, lineShares, money, piecesAmount, quote } from './amounts.ts';
import { eligibility, holdingsOf, linesOf, mayAutoApprove, paidLines, paidOrder } from './holdings.ts';
import { readDetail, toRows } from './read.ts';
import { lockCase } from './review.ts';
import { afterSaleLines, afterSalePictures, afterSales } from './schema.ts';
import { DAY_MS, readSettings } from './settings.ts';
import { armTimer, disarmTimers } from './timers.ts';
import { moveAfterSale, recordStep } from './transitions.ts';

type QuoteInput = z.output<typeof frontAfterSalesContract.quote>;
type ApplyInput = z.output<typeof frontAfterSalesContract.apply>;
type ReturnInput = z.output<typeof frontAfterSalesContract.return>;
type OrderRecord = typeof orders.$inferSelect;

/** An after-sale code: S, the day (yyMMdd) and 10 random digits. */
const newCode = (at = new Date()) =>
  `S${at.toISOString().slice(2, 10).replaceAll('-', '')}${String(randomInt(0, 1e10)).padStart(10, '0')}`;

async function shopperActor(tx: Tx, ctx: ShopperContext): Promise<Actor> {
  const [m] = await tx
    .select({ nickname: members.nickname })
    .from(members)
    .where(eq(members.uid, ctx.shopper.memberId));
  return { kind: 'shopper', id: ctx.shopper.memberId, name: m?.nickname ?? '' };
}

/** The shopper's own order, locked; 404 for anyone else's. */
async function ownOrder(tx: Tx, ctx: ShopperContext, orderId: number): Promise<OrderRecord> {
  const order = await lockOrder(tx, ctx.shopper.companyId, orderId);
  if (!order || order.memberId !== ctx.shopper.memberId) throw notFound();
  return order;
}

/** The reasons of the company's dictionary, labelled in the caller's language. */
export async function reasonsIn(tx: Tx, lang: 'zh' | 'en') {
  const entries = await dictEntries(tx, AFTER_SALE_REASON_DICT);
  return entries.map((e) => ({ value: e.value, label: lang === 'en' && e.labelEn ? e.labelEn : e.label }));
}

export function frontReasons(ctx: ShopperContext) {
  return inShop(ctx, (tx) => reasonsIn(tx, ctx.lang));
}

/** What each line of one's order may still get back, and whether one may apply now. */
export function refundableOf(ctx: ShopperContext, orderId: number) {
  return inShop(ctx, async (tx) => {
    const order = await ownOrder(tx, ctx, orderId);
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
        refundableAmount: money(left > 0 ? piecesAmount(shares.get(l.id) ?? 0n, l, taken, left) : 0n),
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
      reasonNot: problem ? t(ctx.lang, problem, { days: settings.applyWindowDays }) : null,
      types: verdict.types,
      windowEndsAt: verdict.windowEndsAt,
      lines: rows,
      freight: money(isProblem(all) ? 0n : all.freight),
      total: money(total),
    };
  });
}

/** The quote of a choice, held against the order's open after-sales; field errors for unknown lines and too many pieces. */
async function quoteIn(tx: Tx, order: OrderRecord, input: QuoteInput) {
  const [lines, held] = await Promise.all([linesOf(tx, order.id), holdingsOf(tx, order.id, 'open')]);
  const q = quote(paidOrder(order), paidLines(lines), held.taken, held.freightTaken, input.lines);
  if (isProblem(q)) {
    const at = input.lines.findIndex((l) => l.orderLineId === q.orderLineId);
    throw fieldError(
      `lines.${at}.${q.kind === 'tooMany' ? 'quantity' : 'orderLineId'}`,
      q.kind === 'tooMany' ? 'afterSale.tooMany' : 'afterSale.unknownLine',
    );
  }
  return q;
}

export function quoteFor(ctx: ShopperContext, input: QuoteInput) {
  return inShop(ctx, async (tx) => {
    const q = await quoteIn(tx, await ownOrder(tx, ctx, input.orderId), input);
    return {
      lines: q.lines.map((l) => ({ ...l, amount: money(l.amount) })),
      goods: money(q.goods),
      freight: money(q.freight),
      total: money(q.total),
    };
  });
}

/**
 * Applies for an after-sale on one's order, with the order locked so concurrent applications see each
 * other: the window, the type, the reason from the dictionary, one's own uploaded pictures, and an
 * amount never above what the chosen lines may still get back.
 */
export async function applyFor(ctx: ShopperContext, input: ApplyInput) {
  const id = await inShop(ctx, async (tx) => {
    const order = await ownOrder(tx, ctx, input.orderId);
    const settings = await readSettings(tx);
    const verdict = eligibility(order, settings.applyWindowDays);
    if (verdict.problem) throw conflict(verdict.problem, { days: settings.applyWindowDays });
    if (!verdict.types.includes(input.type)) throw fieldError('type', 'afterSale.returnNeedsShipment');
    const reasons = await dictEntries(tx, AFTER_SALE_REASON_DICT);
    if (!reasons.some((r) => r.value === input.reason)) throw fieldError('reason', 'afterSale.unknownReason');
    const q = await quoteIn(tx, order, input);
    if (q.total <= 0n) throw conflict('afterSale.nothingLeft');
    const amount = input.amount === undefined ? q.total : toCents(input.amount);
    if (amount > q.total) throw fieldError('amount', 'afterSale.amountTooHigh', { max: money(q.total) });
    const pictureIds = [...new Set(input.pictureIds)];
    const pictures =
      pictureIds.length === 0
        ? []
        : await tx
            .select({ id: afterSalePictures.id })
            .from(afterSalePictures)
            .where(
              and(
                inArray(afterSalePictures.id, pictureIds),
                eq(afterSalePictures.memberId, ctx.shopper.memberId),
                isNull(afterSalePictures.afterSaleId),
              ),
            )
            // Locked against the cleanup job: it either deleted them already, or waits and keeps them.
            .for('update');
    if (pictures.length !== pictureIds.length) throw fieldError('pictureIds', 'afterSale.unknownPicture');
    const now = new Date();
    const autoApprove = input.type === 'refund' && settings.autoApproveDays > 0 && mayAutoApprove(order);
    const deadline = autoApprove ? new Date(now.getTime() + settings.autoApproveDays * DAY_MS) : null;
    const [row] = await tx
      .insert(afterSales)
      .values({
        code: newCode(now),
        orderId: order.id,
        memberId: ctx.shopper.memberId,
        type: input.type,
        status: 'submitted',
        reason: input.reason,
        explanation: input.explanation,
        amountRequested: fromCents(amount),
        freightAmount: money(q.freight),
        deadline,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    await tx.insert(afterSaleLines).values(
      q.lines.map((l) => ({
        afterSaleId: row!.id,
        orderLineId: l.orderLineId,
        quantity: l.quantity,
        amount: money(l.amount),
      })),
    );
    if (pictureIds.length > 0) {
      await tx
        .update(afterSalePictures)
        .set({ afterSaleId: row!.id })
        .where(inArray(afterSalePictures.id, pictureIds));
    }
    await recordStep(
      tx,
      await shopperActor(tx, ctx),
      row!,
      'apply',
      { type: input.type, amount: fromCents(amount) },
      now,
    );
    if (deadline) await armTimer(tx, 'autoApprove', row!, deadline);
    return row!.id;
  });
  return myAfterSale(ctx, id);
}

export async function withdrawMine(ctx: ShopperContext, id: number) {
  await inShop(ctx, async (tx) => {
    const { row } = await lockCase(tx, ctx.shopper.companyId, id, ctx.shopper.memberId);
    await disarmTimers(tx, row);
    await moveAfterSale(tx, await shopperActor(tx, ctx), row, 'withdraw', { set: { deadline: null } });
  });
  return myAfterSale(ctx, id);
}

/** The goods are on their way back: the express company and tracking number. */
export async function shipBackMine(ctx: ShopperContext, id: number, input: ReturnInput) {
  await inShop(ctx, async (tx) => {
    const { row } = await lockCase(tx, ctx.shopper.companyId, id, ctx.shopper.memberId);
    await disarmTimers(tx, row);
    await moveAfterSale(tx, await shopperActor(tx, ctx), row, 'shipBack', {
      set: {
        returnExpressCode: input.expressCode,
        returnExpressName: input.expressName,
        returnTrackingNo: input.trackingNo,
        deadline: null,
      },
      params: { expressName: input.expressName, trackingNo: input.trackingNo },
    });
  });
  return myAfterSale(ctx, id);
}

export function myAfterSales(
  ctx: ShopperContext,
  q: PageQuery & { orderId?: number; status?: AfterSaleStatus },
) {
  const where = and(
    eq(afterSales.memberId, ctx.shopper.memberId),
    q.orderId ? eq(afterSales.orderId, q.orderId) : undefined,
    q.status ? eq(afterSales.status, q.status) : undefined,
  );
  const order = orderBy(q.sort, { id: afterSales.id, createdAt: afterSales.createdAt });
  return inShop(ctx, async (tx) => {
    const records = await tx
      .select()
      .from(afterSales)
      .where(where)
      .orderBy(...order)
      .limit(q.size)
      .offset(q.page * q.size);
    const content = await toRows(tx, ctx.lang, records);
    const short = q.page === 0 && content.length < q.size;
    const totalElements = short
      ? content.length
      : ((await tx.select({ n: count() }).from(afterSales).where(where))[0]?.n ?? 0);
    return { content, totalElements };
  });
}

/** One's own after-sale; 404 for anyone else's. */
export function myAfterSale(ctx: ShopperContext, id: number) {
  return inShop(ctx, async (tx) => {
    const [record] = await tx
      .select()
      .from(afterSales)
      .where(and(eq(afterSales.id, id), eq(afterSales.memberId, ctx.shopper.memberId)));
    if (!record) throw notFound();
    const detail = await readDetail(tx, ctx.lang, record);
    return { ...detail, events: timelineForShopper(ctx.lang, detail.events) };
  });
}
