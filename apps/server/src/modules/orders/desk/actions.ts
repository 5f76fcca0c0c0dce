import {
  type OrderStatus,
  type priceInput,
  type remarkInput,
  type ShipInput,
  toCents,
  type trackingInput,
} from '@hh/shared';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { inCompany } from '../../../db/access.ts';
import type { Tx } from '../../../db/client.ts';
import { t } from '../../../i18n/messages.ts';
import { type CompanyContext, hasPermission, staffActor } from '../../../lib/context.ts';
import { badRequest, conflict, forbidden, notFound } from '../../../lib/errors.ts';
import { expressCompanyOf } from '../../express/index.ts';
import { assertGoodsMayLeave } from '../after-sale-cover.ts';
import { cancelOrder } from '../lifecycle.ts';
import { reopenReturn } from '../payments/returns.ts';
import { repriceOrder } from '../price.ts';
import { orders } from '../schema.ts';
import { scheduleAfterShip } from '../timers.ts';
import { lockOrder, moveOrder, recordEvent } from '../transitions.ts';
import { type DeskOrderDetail, readDetail } from './detail.ts';

type Order = typeof orders.$inferSelect;

/** The most an order may be priced at (numeric(12,2)). */
const MAX_PAY_CENTS = 999_999_999_999n;

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

/**
 * Ships a paid order: an express company and tracking number, the shop's own courier, or nothing
 * for virtual goods. toShip → shipped through the transition table.
 */
export function shipOrder(ctx: CompanyContext, input: ShipInput) {
  return onOrder(ctx, input.id, async (tx, order) => {
    if (order.status !== 'toShip')
      throw conflict('order.shipState', { status: statusLabel(ctx, order.status) });
    await shipLocked(tx, ctx, order, input);
  });
}

/** The shipment itself, on an order already locked and checked (also the batch ship's step), refused while open after-sales ask back every piece left; arms the auto-receive timer. */
export async function shipLocked(tx: Tx, ctx: CompanyContext, order: Order, input: ShipInput) {
  await assertGoodsMayLeave(tx, order.id);
  const shipped = await moveOrder(tx, staffActor(ctx), order, 'ship', await shipment(tx, input));
  await scheduleAfterShip(tx, shipped);
}

/** What a shipment sets on the order and says on the timeline, by how it leaves. */
async function shipment(tx: Tx, input: ShipInput): Promise<Parameters<typeof moveOrder>[4]> {
  if (input.kind === 'express') {
    const express = await expressCompanyOf(tx, input.expressCode);
    return {
      set: {
        shippingKind: 'express',
        expressCode: express.code,
        expressName: express.name,
        trackingNo: input.trackingNo,
      },
      params: { kind: 'express', expressName: express.name, trackingNo: input.trackingNo },
    };
  }
  if (input.kind === 'courier') {
    return {
      set: {
        shippingKind: 'courier',
        courierName: input.courierName,
        courierPhone: input.courierPhone,
      },
      params: { kind: 'courier', courierName: input.courierName, courierPhone: input.courierPhone },
    };
  }
  return { set: { shippingKind: 'none' }, params: { kind: 'none' } };
}

/** Changes the express company or tracking number of a shipped express order, logged old → new. */
export function changeTracking(ctx: CompanyContext, input: z.output<typeof trackingInput>) {
  return onOrder(ctx, input.id, async (tx, order) => {
    if (order.status !== 'shipped' || order.shippingKind !== 'express') throw conflict('order.trackingState');
    const express = await expressCompanyOf(tx, input.expressCode, order.expressCode);
    if (express.code === order.expressCode && input.trackingNo === order.trackingNo) {
      throw badRequest('order.trackingSame');
    }
    const [changed] = await tx
      .update(orders)
      .set({
        expressCode: express.code,
        expressName: express.name,
        trackingNo: input.trackingNo,
        updatedAt: new Date(),
      })
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
 * Changes what an unpaid order costs (the core's reprice: guarded, old → new on the timeline,
 * pending provider payments closed so the next attempt gets a new out-trade-no): at least 0.01,
 * different from now, once unless the caller may change it again.
 */
export function changePrice(ctx: CompanyContext, input: z.output<typeof priceInput>) {
  return onOrder(ctx, input.id, async (tx, order) => {
    if (order.status !== 'unpaid')
      throw conflict('order.priceState', { status: statusLabel(ctx, order.status) });
    if (toCents(input.payAmount) > MAX_PAY_CENTS) throw badRequest('order.priceTooHigh');
    if (order.priceChangeCount > 0 && !hasPermission(ctx.principal, ['order:priceAgain'])) {
      throw forbidden('order.priceOnce');
    }
    await repriceOrder(tx, staffActor(ctx), order, input.payAmount);
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

/** Cancels an unpaid order for the shop (the core's cancel, reason staff): stock returned, pending payments closed. */
export function cancelShopOrder(ctx: CompanyContext, id: number) {
  return onOrder(ctx, id, async (tx, order) => {
    if (order.status !== 'unpaid')
      throw conflict('order.cancelState', { status: statusLabel(ctx, order.status) });
    await cancelOrder(tx, staffActor(ctx), order, 'staff');
  });
}

/** A failed returned payment of this order sent again (its job sends it); 409 when it is not failed. */
export function retryReturn(ctx: CompanyContext, input: { id: number; returnId: number }) {
  return onOrder(ctx, input.id, async (tx) => {
    if (!(await reopenReturn(tx, input.id, input.returnId))) throw conflict('order.returnNotFailed');
  });
}
