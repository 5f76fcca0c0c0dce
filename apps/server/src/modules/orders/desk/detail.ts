import { AFTER_SALE_EVENT_ACTIONS, type deskOrderDetail, type orderEventRow } from '@hh/shared';
import { asc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { inCompany } from '../../../db/access.ts';
import type { Tx } from '../../../db/client.ts';
import { type Lang, type MessageKey, t } from '../../../i18n/messages.ts';
import type { CompanyContext } from '../../../lib/context.ts';
import { AppError, notFound } from '../../../lib/errors.ts';
import { type Tracking, trackShipment } from '../../express/index.ts';
import { members } from '../../members/index.ts';
import { stores } from '../../stores/index.ts';
import { afterSaleCover } from '../after-sale-cover.ts';
import { returnsOf } from '../payments/returns.ts';
import { orderEvents, orderLines, orderPayments, orders } from '../schema.ts';

type EventRow = z.output<typeof orderEventRow>;
export type DeskOrderDetail = z.output<typeof deskOrderDetail>;

const text = (v: string | number | null | undefined) => (v === null || v === undefined ? '' : String(v));

/** The key of a timeline line's message: a shipment reads by how it left. */
function eventKey(e: EventRow): MessageKey {
  if (e.action === 'ship') {
    if (e.params.kind === 'courier') return 'order.event.shipCourier';
    if (e.params.kind === 'none') return 'order.event.shipNone';
    return 'order.event.shipExpress';
  }
  return `order.event.${e.action}`;
}

/** A timeline line as a sentence in the caller's language (shopper text stays text, never markup). */
function eventMessage(lang: Lang, e: EventRow): string {
  const params = Object.fromEntries(Object.entries(e.params).map(([k, v]) => [k, text(v)]));
  if (e.action === 'cancel') {
    const reason = params.reason;
    const label =
      reason === 'shopper' || reason === 'timeout' || reason === 'staff'
        ? t(lang, `order.cancelReason.${reason}`)
        : reason;
    params.reason = label ?? '';
  }
  const step = AFTER_SALE_EVENT_ACTIONS.find((a) => a === e.params.step);
  if (e.action === 'afterSale' && step) params.step = t(lang, `afterSale.step.${step}`);
  return t(lang, eventKey(e), params);
}

/** The desk's view of one order of the transaction's company; 404 when it has no such order. */
export async function readDetail(tx: Tx, lang: Lang, id: number): Promise<DeskOrderDetail> {
  const [order] = await tx.select().from(orders).where(eq(orders.id, id));
  if (!order) throw notFound();
  const [lines, events, payments, returnedPayments, buyer, store, cover] = await Promise.all([
    tx.select().from(orderLines).where(eq(orderLines.orderId, id)).orderBy(asc(orderLines.id)),
    tx.select().from(orderEvents).where(eq(orderEvents.orderId, id)).orderBy(asc(orderEvents.id)),
    tx.select().from(orderPayments).where(eq(orderPayments.orderId, id)).orderBy(asc(orderPayments.id)),
    returnsOf(tx, id),
    tx
      .select({ id: members.uid, nickname: members.nickname, phone: members.phone, avatar: members.avatar })
      .from(members)
      .where(eq(members.uid, order.memberId)),
    order.storeId === null
      ? Promise.resolve([])
      : tx
          .select({
            id: stores.id,
            name: stores.name,
            phone: stores.phone,
            regionName: stores.regionName,
            address: stores.address,
          })
          .from(stores)
          .where(eq(stores.id, order.storeId)),
    afterSaleCover(tx, id),
  ]);
  return {
    ...order,
    lines,
    payments,
    returnedPayments,
    events: events.map((e) => ({ ...e, message: eventMessage(lang, e) })),
    member: buyer[0] ?? null,
    store: store[0] ?? null,
    tracking: null,
    afterSaleCover: cover,
  };
}

/** Where an express parcel is, from the tracking provider (cached there); null when it cannot say now. */
async function trackingOf(ctx: CompanyContext, order: DeskOrderDetail): Promise<Tracking | null> {
  if (order.shippingKind !== 'express' || !order.expressCode || !order.trackingNo) return null;
  try {
    return await trackShipment(ctx, {
      expressCode: order.expressCode,
      trackingNo: order.trackingNo,
      phone: order.receiverPhone,
      shippedAt: order.shippedAt,
    });
  } catch (err) {
    if (err instanceof AppError) return null;
    throw err;
  }
}

/** The detail with the parcel's tracking, asked after the order's transaction (the provider may be slow). */
export async function orderDetail(ctx: CompanyContext, id: number): Promise<DeskOrderDetail> {
  const detail = await inCompany(ctx, (tx) => readDetail(tx, ctx.lang, id));
  return { ...detail, tracking: await trackingOf(ctx, detail) };
}
