import type { AfterSaleStatus, OrderStatus } from '@hh/shared';
import type { OrderRow } from './api.ts';
import { words } from './words.ts';

const ORDER_STATUS: Record<OrderStatus, string> = {
  unpaid: words.statusUnpaid,
  toShip: words.statusToShip,
  toVerify: words.statusToVerify,
  shipped: words.statusShipped,
  received: words.statusReceived,
  completed: words.statusCompleted,
  cancelled: words.statusCancelled,
  closed: words.statusClosed,
};

/** An order's state in the shopper's words, a refund named beside it. */
export function statusText(order: Pick<OrderRow, 'status' | 'refundStatus'>): string {
  const status = ORDER_STATUS[order.status];
  if (order.refundStatus === 'partial') return `${status} · ${words.refundPartial}`;
  if (order.refundStatus === 'full' && order.status !== 'closed') return `${status} · ${words.refundFull}`;
  return order.refundStatus === 'full' ? words.refundFull : status;
}

export const AFTER_SALE_STATUS: Record<AfterSaleStatus, string> = {
  submitted: words.asSubmitted,
  awaitingReturn: words.asAwaitingReturn,
  returned: words.asReturned,
  received: words.asReceived,
  refunding: words.asRefunding,
  refunded: words.asRefunded,
  rejected: words.asRejected,
  withdrawn: words.asWithdrawn,
  closed: words.asClosed,
};
