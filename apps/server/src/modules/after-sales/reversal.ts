import type { Tx } from '../../db/client.ts';

/** What a refund gave back, for the modules that gave something with the order (points, commission, coupons). */
export interface RefundReversal {
  afterSaleId: number;
  order: { id: number; code: string; memberId: number; payAmount: string };
  /** The lines and quantities the refund covers. */
  lines: { orderLineId: number; productId: number; skuId: number; quantity: number }[];
  /** The amount refunded now. */
  amount: string;
  /** amount ÷ the order's pay amount, six decimals cut ("1.000000" for a whole order). */
  proportion: string;
  /** Nothing is left to refund on the order after this one. */
  full: boolean;
}

type ReversalHook = (tx: Tx, reversal: RefundReversal) => Promise<void>;

const hooks = new Map<string, ReversalHook>();

/**
 * A module's way to take back, in proportion, what an order gave (points earned, commission, a coupon).
 * Called in the refund's own transaction once the money has gone back; registering a name again
 * replaces its hook. The hook may not open another transaction.
 */
export function registerRefundReversal(name: string, hook: ReversalHook): void {
  hooks.set(name, hook);
}

export async function runReversals(tx: Tx, reversal: RefundReversal): Promise<void> {
  for (const hook of hooks.values()) await hook(tx, reversal);
}

/** cents ÷ cents as a six-decimal string, cut down. */
export function proportionOf(part: bigint, whole: bigint): string {
  if (whole <= 0n) return '0.000000';
  const scaled = (part * 1_000_000n) / whole;
  return `${scaled / 1_000_000n}.${(scaled % 1_000_000n).toString().padStart(6, '0')}`;
}
