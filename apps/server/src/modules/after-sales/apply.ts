import {
  AFTER_SALE_REASON_DICT,
  type AfterSaleStatus,
  fromCents,
  type PageQuery,
  type storefrontAfterSalesContract,
} from '@hh/shared';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import { inShop } from '../../db/access.ts';
import type { Tx } from '../../db/client.ts';
import { orderBy } from '../../db/list.ts';
import type { Actor, ShopperContext } from '../../lib/context.ts';
import { fieldError, notFound } from '../../lib/errors.ts';
import { dictEntries } from '../dictionaries/index.ts';
import { enabledCouriersIn } from '../express/index.ts';
import { members } from '../members/index.ts';
import { lockOrder, type orders, timelineForShopper } from '../orders/index.ts';
import { mayAutoApprove } from './holdings.ts';
import { announceSubmitted, checkRequest, openCase, quoteIn, refundableIn } from './open.ts';
import { afterSalePage, readDetail, toRows } from './read.ts';
import { lockCase } from './review.ts';
import { afterSalePictures, afterSales } from './schema.ts';
import { DAY_MS } from './settings.ts';
import { armTimer, disarmTimers } from './timers.ts';
import { moveAfterSale } from './transitions.ts';

type QuoteInput = z.output<typeof storefrontAfterSalesContract.quote>;
type ApplyInput = z.output<typeof storefrontAfterSalesContract.apply>;
type ReturnInput = z.output<typeof storefrontAfterSalesContract.return>;
type OrderRecord = typeof orders.$inferSelect;

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

export function shopperReasons(ctx: ShopperContext) {
  return inShop(ctx, (tx) => reasonsIn(tx, ctx.lang));
}

/** What each line of one's order may still get back, and whether one may apply now. */
export function refundableOf(ctx: ShopperContext, orderId: number) {
  return inShop(ctx, async (tx) => refundableIn(tx, ctx.lang, await ownOrder(tx, ctx, orderId)));
}

export function quoteFor(ctx: ShopperContext, input: QuoteInput) {
  return inShop(ctx, async (tx) => {
    const q = await quoteIn(tx, await ownOrder(tx, ctx, input.orderId), input.lines);
    return {
      lines: q.lines.map((l) => ({ ...l, amount: fromCents(l.amount) })),
      goods: fromCents(q.goods),
      freight: fromCents(q.freight),
      total: fromCents(q.total),
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
    const { settings, asked } = await checkRequest(tx, order, input);
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
    const actor = await shopperActor(tx, ctx);
    const row = await openCase(tx, actor, order, { ...input, ...asked, deadline, at: now });
    if (pictureIds.length > 0) {
      await tx
        .update(afterSalePictures)
        .set({ afterSaleId: row.id })
        .where(inArray(afterSalePictures.id, pictureIds));
    }
    if (deadline) await armTimer(tx, 'autoApprove', row, deadline);
    await announceSubmitted(tx, actor, row, order);
    return row.id;
  });
  return shopperAfterSale(ctx, id);
}

export async function withdrawForShopper(ctx: ShopperContext, id: number) {
  await inShop(ctx, async (tx) => {
    const { row } = await lockCase(tx, ctx.shopper.companyId, id, ctx.shopper.memberId);
    await disarmTimers(tx, row);
    await moveAfterSale(tx, await shopperActor(tx, ctx), row, 'withdraw', { set: { deadline: null } });
  });
  return shopperAfterSale(ctx, id);
}

/** The goods are on their way back: the express company and tracking number. */
export async function shipBackForShopper(ctx: ShopperContext, id: number, input: ReturnInput) {
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
  return shopperAfterSale(ctx, id);
}

/** The couriers a return may go by: the shop's enabled express companies. */
export function returnCouriers(ctx: ShopperContext) {
  return inShop(ctx, enabledCouriersIn);
}

export function shopperAfterSales(
  ctx: ShopperContext,
  q: PageQuery & { orderId?: number; status?: AfterSaleStatus[] },
) {
  const where = and(
    eq(afterSales.memberId, ctx.shopper.memberId),
    q.orderId ? eq(afterSales.orderId, q.orderId) : undefined,
    q.status?.length ? inArray(afterSales.status, q.status) : undefined,
  );
  const order = orderBy(q.sort, { id: afterSales.id, createdAt: afterSales.createdAt });
  return inShop(ctx, (tx) =>
    afterSalePage(tx, q, { where, order }, (records) => toRows(tx, ctx.lang, records)),
  );
}

/** One's own after-sale; 404 for anyone else's. */
export function shopperAfterSale(ctx: ShopperContext, id: number) {
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
