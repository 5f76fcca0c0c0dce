import type { Tx } from '../../db/client.ts';
import { conflict } from '../../lib/errors.ts';
import { assertActivitiesLetGo } from './checkout/activities.ts';

/** The open after-sales of an order, and whether they ask back every piece not refunded yet. */
interface AfterSaleCover {
  open: { id: number; code: string }[];
  coversAll: boolean;
}

type CoverProbe = (tx: Tx, orderId: number) => Promise<AfterSaleCover>;

let probe: CoverProbe = async () => ({ open: [], coversAll: false });

/** The after-sales module tells what its open after-sales hold (it depends on orders, not the other way round). */
export function tellAfterSaleCover(impl: CoverProbe): void {
  probe = impl;
}

export const afterSaleCover = (tx: Tx, orderId: number) => probe(tx, orderId);

/** The codes of the open after-sales that ask back everything left of the order; null when goods may leave. */
export async function blockingAfterSales(tx: Tx, orderId: number): Promise<string | null> {
  const cover = await probe(tx, orderId);
  return cover.coversAll ? cover.open.map((a) => a.code).join(', ') : null;
}

/**
 * Goods an open after-sale asks back in full do not leave (ship, pickup): 409 naming the after-sale.
 * When they ask back only part, the rest may leave (the desk warns). An activity may hold them too
 * (a group buy's order until its group is full).
 */
export async function assertGoodsMayLeave(tx: Tx, orderId: number): Promise<void> {
  const codes = await blockingAfterSales(tx, orderId);
  if (codes) throw conflict('order.afterSaleOpen', { code: codes });
  await assertActivitiesLetGo(tx, orderId);
}
