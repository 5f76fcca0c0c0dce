import type { OrderStatus } from '@hh/shared';

/**
 * What an order's amount is called: due until it is paid, paid once it was; an order cancelled
 * unpaid never asked for it again, so there it is just the order's amount.
 */
export function amountName(status: OrderStatus): 'amount.due' | 'amount.paid' | 'amount.order' {
  if (status === 'unpaid') return 'amount.due';
  return status === 'cancelled' ? 'amount.order' : 'amount.paid';
}
