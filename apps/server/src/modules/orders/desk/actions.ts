import {
  type cancelInput,
  fromCents,
  type OrderStatus,
  type priceInput,
  type remarkInput,
  type ShipInput,
  toCents,
  type trackingInput,
} from '@hh/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { inCompany } from '../../../db/access.ts';
import type { Tx } from '../../../db/client.ts';
import { t } from '../../../i18n/messages.ts';
import { type Actor, type CompanyContext, hasPermission } from '../../../lib/context.ts';
import { AppError, badRequest, conflict, forbidden, notFound } from '../../../lib/errors.ts';
import { changeStock } from '../../goods/index.ts';
import { orderLines, orderPayments, orders } from '../schema.ts';
import { lockOrder, moveOrder, recordEvent } from '../transitions.ts';
import { type DeskOrderDetail, readDetail } from './detail.ts';
import { expressOf } from './express.ts';

type Order = typeof orders.$inferSelect;

/** The most an order may be priced at (numeric(12,2)). */
const MAX_PAY_CENTS = 999_999_999_999n;

export const staffActor = (ctx: CompanyContext): Actor => ({
  kind: 'staff',
  id: ctx.principal.userId,
  name: ctx.principal.username,
});

const statusLabel = (ctx: CompanyContext, status: OrderStatus) => t(ctx.lang, `order.status.${status}`);

/** Runs an action on one order of the caller's company, locked, and answers with its detail. */
function onOrder(
  ctx: CompanyContext,
  id: number,
  act: (tx: Tx, order: Order) => Promise<void>,
): Promise<DeskOrderDetail> {
  return inCompany(ctx, async (tx) => {
    const order = await lockOrder(tx, ctx.principal.companyId, id);
    if (!order) throw notFound();
    await act(tx, order);
    return readDetail(tx, ctx.lang, id);
  });
}

/** Closes the order's pending provider payments: a later attempt gets a new out-trade-no. */
async function closePendingPayments(tx: Tx, orderId: number) {
  await tx
    .update(orderPayments)
    .set({ status: 'closed', closedAt: new Date() })
    .where(and(eq(orderPayments.orderId, orderId), eq(orderPayments.status, 'pending')));
}

/**
 * Ships a paid order: an express company and tracking number, the shop's own courier, or nothing
 * for virtual goods. toShip → shipped through the transition table.
 */
export function shipOrder(ctx: CompanyContext, input: ShipInput) {
  return onOrder(ctx, input.id, async (tx, order) => {
    if (order.status !== 'toShip') throw conflict('order.shipState', { status: statusLabel(ctx, order.status) });
    if (order.deliveryType === 'virtual' && input.kind !== 'none') throw badRequest('order.shipVirtualOnly');
    if (order.deliveryType !== 'virtual' && input.kind === 'none') throw badRequest('order.shipNeedsCarrier');
    await shipLocked(tx, ctx, order, input);
  });
}

/** The shipment itself, on an order already locked and checked (also the batch ship's step). */
export async function shipLocked(tx: Tx, ctx: CompanyContext, order: Order, input: ShipInput) {
  if (input.kind === 'express') {
    const express = await expressOf(tx, input.expressCode, input.expressName);
    await moveOrder(tx, staffActor(ctx), order, 'shipped', {
      set: {
        shippingKind: 'express',
        expressCode: express.code,
        expressName: express.name,
        trackingNo: input.trackingNo,
      },
      params: { kind: 'express', expressName: express.name, trackingNo: input.trackingNo },
    });
  } else if (input.kind === 'courier') {
    await moveOrder(tx, staffActor(ctx), order, 'shipped', {
      set: { shippingKind: 'courier', courierName: input.courierName, courierPhone: input.courierPhone },
      params: { kind: 'courier', courierName: input.courierName, courierPhone: input.courierPhone },
    });
  } else {
    await moveOrder(tx, staffActor(ctx), order, 'shipped', {
      set: { shippingKind: 'none' },
      params: { kind: 'none' },
    });
  }
}

/** Changes the express company or tracking number of a shipped express order, logged old → new. */
export function changeTracking(ctx: CompanyContext, input: z.output<typeof trackingInput>) {
  return onOrder(ctx, input.id, async (tx, order) => {
    if (order.status !== 'shipped' || order.shippingKind !== 'express') throw conflict('order.trackingState');
    const express = await expressOf(tx, input.expressCode, input.expressName);
    if (express.code === order.expressCode && input.trackingNo === order.trackingNo) {
      throw badRequest('order.trackingSame');
    }
    const [changed] = await tx
      .update(orders)
      .set({ expressCode: express.code, expressName: express.name, trackingNo: input.trackingNo, updatedAt: new Date() })
      .where(and(eq(orders.id, order.id), eq(orders.status, 'shipped')))
      .returning({ id: orders.id });
    if (!changed) throw conflict('order.trackingState');
    await recordEvent(tx, staffActor(ctx), order.id, 'changeTracking', {
      fromExpress: order.expressName,
      from: order.trackingNo,
      toExpress: express.name,
      to: input.trackingNo,
    });
  });
}

/**
 * Changes what an unpaid order costs: at least 0.01, different from now, once unless the caller
 * may change it again. Pending provider payments are closed, so the next attempt pays the new
 * amount under a new out-trade-no.
 */
export function changePrice(ctx: CompanyContext, input: z.output<typeof priceInput>) {
  return onOrder(ctx, input.id, async (tx, order) => {
    if (order.status !== 'unpaid') throw conflict('order.priceState', { status: statusLabel(ctx, order.status) });
    const cents = toCents(input.payAmount);
    if (cents > MAX_PAY_CENTS) throw badRequest('order.priceTooHigh');
    const amount = fromCents(cents);
    if (cents === toCents(order.payAmount)) throw badRequest('order.priceSame');
    if (order.priceChangeCount > 0 && !hasPermission(ctx.principal, ['order:priceAgain'])) {
      throw forbidden('order.priceOnce');
    }
    const [changed] = await tx
      .update(orders)
      .set({
        payAmount: amount,
        originalPayAmount: sql`coalesce(${orders.originalPayAmount}, ${orders.payAmount})`,
        priceChangeCount: sql`${orders.priceChangeCount} + 1`,
        updatedAt: new Date(),
      })
      .where(and(eq(orders.id, order.id), eq(orders.status, 'unpaid'), eq(orders.payAmount, order.payAmount)))
      .returning({ id: orders.id });
    if (!changed) throw conflict('error.conflict');
    await closePendingPayments(tx, order.id);
    await recordEvent(tx, staffActor(ctx), order.id, 'changePrice', { from: order.payAmount, to: amount });
  });
}

/** The staff remark (never the buyer's note), in any status. */
export function setRemark(ctx: CompanyContext, input: z.output<typeof remarkInput>) {
  return onOrder(ctx, input.id, async (tx, order) => {
    if (order.staffRemark === input.remark) return;
    await tx
      .update(orders)
      .set({ staffRemark: input.remark, updatedAt: new Date() })
      .where(eq(orders.id, order.id));
    await recordEvent(tx, staffActor(ctx), order.id, 'remark', { from: order.staffRemark, to: input.remark });
  });
}

/** Puts an order's stock back through the stock service; a SKU deleted since has nothing to return to. */
async function returnStock(tx: Tx, ctx: CompanyContext, order: Order) {
  const lines = await tx.select().from(orderLines).where(eq(orderLines.orderId, order.id));
  for (const line of lines) {
    try {
      await changeStock(tx, ctx, line.skuId, line.quantity, `取消订单 ${order.code}`);
    } catch (err) {
      if (!(err instanceof AppError && err.status === 404)) throw err;
    }
  }
}

/** Cancels an unpaid order for the shop (reason staff): stock returned, pending payments closed. */
export function cancelOrder(ctx: CompanyContext, input: z.output<typeof cancelInput>) {
  return onOrder(ctx, input.id, async (tx, order) => {
    if (order.status !== 'unpaid') throw conflict('order.cancelState', { status: statusLabel(ctx, order.status) });
    await moveOrder(tx, staffActor(ctx), order, 'cancelled', {
      set: { cancelReason: 'staff' },
      params: { reason: 'staff', note: input.note },
    });
    await closePendingPayments(tx, order.id);
    await returnStock(tx, ctx, order);
  });
}
