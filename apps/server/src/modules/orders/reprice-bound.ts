import { fromCents, toCents } from '@hh/shared';
import type { Tx } from '../../db/client.ts';
import { fieldError } from '../../lib/errors.ts';
import type { orders } from './schema.ts';
import { readOrderSettings } from './settings.ts';

/**
 * A staff price change goes no higher than the shop's bound: `repriceMaxPercent` of the amount the
 * order was placed with (its first price, kept at the first change), 100 % by default.
 */
export async function assertRepriceBound(tx: Tx, order: typeof orders.$inferSelect, amount: string) {
  const base = order.originalPayAmount ?? order.payAmount;
  const percent = (await readOrderSettings(tx)).repriceMaxPercent;
  const max = (toCents(base) * BigInt(percent)) / 100n;
  if (toCents(amount) > max) {
    throw fieldError('payAmount', 'order.priceAboveBound', { max: fromCents(max), base, percent });
  }
}
