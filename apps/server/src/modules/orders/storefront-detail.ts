import type { storefrontOrdersContract } from '@hh/shared';
import type { z } from 'zod';
import { t } from '../../i18n/messages.ts';
import type { ShopperContext } from '../../lib/context.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { type Tracking, trackShipment } from '../express/index.ts';
import { qrDataUrl } from './qr.ts';
import { shopperOrder } from './shopper-orders.ts';

type Detail = z.output<typeof storefrontOrdersContract.detail>;
type Order = Awaited<ReturnType<typeof shopperOrder>>;

const TRACKED: Order['status'][] = ['shipped', 'received', 'completed'];

/** The parcel's trace when the order went by express; a tracker failure is said, not thrown. */
async function trackingOf(ctx: ShopperContext, order: Order) {
  if (order.shippingKind !== 'express' || !order.expressCode || !order.trackingNo) return null;
  if (!TRACKED.includes(order.status)) return null;
  return trackShipment(ctx, {
    expressCode: order.expressCode,
    trackingNo: order.trackingNo,
    phone: order.receiverPhone,
    shippedAt: order.shippedAt,
  });
}

/** One of the shopper's orders with its timeline, tracking and the server's clock for the pay countdown. */
export async function shopperOrderDetail(ctx: ShopperContext, id: number): Promise<Detail> {
  const order = await shopperOrder(ctx, id);
  let tracking: Tracking | null = null;
  let trackingError: string | null = null;
  try {
    tracking = await trackingOf(ctx, order);
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    trackingError = t(ctx.lang, error.key, error.params);
  }
  return { ...order, tracking, trackingError, serverTime: new Date() };
}

/** The pickup code of the shopper's own open pickup order, as text and as a QR (SVG data URL); else 404. */
export async function pickupCodeOf(ctx: ShopperContext, id: number) {
  const order = await shopperOrder(ctx, id);
  if (order.deliveryType !== 'pickup' || order.status !== 'toVerify' || !order.pickupCode) throw notFound();
  return { code: order.pickupCode, qr: await qrDataUrl(order.pickupCode) };
}
