import { and, count, eq } from 'drizzle-orm';
import type { Tx } from '../../../db/client.ts';
import { AppError } from '../../../lib/errors.ts';
import { orders } from '../schema.ts';
import type { OrderSettings } from '../settings.ts';
import type { PricedLine } from './pricing.ts';

/**
 * How much stock one shopper may hold unpaid (the shop's order settings): so many unpaid orders at a
 * time, so many pieces of one SKU in each. Staff placing an order for a member are not held to them:
 * they answer for it at the desk, and a phone order for a bulk buyer is their job.
 */
export async function assertUnpaidRoom(tx: Tx, memberId: number, settings: OrderSettings): Promise<void> {
  const [row] = await tx
    .select({ n: count() })
    .from(orders)
    .where(and(eq(orders.memberId, memberId), eq(orders.status, 'unpaid')));
  const held = row?.n ?? 0;
  if (held >= settings.maxUnpaidOrders) {
    throw new AppError(409, 'order.unpaidLimit', { count: held, max: settings.maxUnpaidOrders });
  }
}

export function assertQuantities(lines: readonly PricedLine[], settings: OrderSettings): void {
  const over = lines.find((l) => l.quantity > settings.maxSkuQuantity);
  if (!over) return;
  const name = over.skuLabel ? `${over.productName}（${over.skuLabel}）` : over.productName;
  throw new AppError(409, 'order.quantityLimit', { name, max: settings.maxSkuQuantity });
}
