import { fromCents, toCents } from '@hh/shared/decimal';
import type { CartList } from '../../cart.ts';

export type CartLine = CartList['valid'][number];
export type BrokenLine = CartList['invalid'][number];

/**
 * The lines ticked for checkout after the cart was (re)read: the ones ticked before that can still
 * be bought, and every line new to the page (the first read ticks them all). A line that cannot be
 * bought (off the shelf, sold out, short of stock) is never ticked: it cannot be paid.
 */
export function tickedAfterRead(
  list: CartList,
  before: ReadonlySet<number>,
  known: ReadonlySet<number>,
): Set<number> {
  return new Set(
    list.valid.filter((line) => before.has(line.id) || !known.has(line.id)).map((line) => line.id),
  );
}

/** The ticked lines that can be bought now. */
export const tickedLines = (list: CartList, ticked: ReadonlySet<number>) =>
  list.valid.filter((line) => ticked.has(line.id));

/** The sum of the ticked lines at today's prices, exact to the cent. */
export function tickedTotal(list: CartList, ticked: ReadonlySet<number>): string {
  const cents = tickedLines(list, ticked).reduce(
    (sum, line) => sum + toCents(line.price ?? '0') * BigInt(line.quantity),
    0n,
  );
  return fromCents(cents);
}

/** How many items the ticked lines hold. */
export const tickedQuantity = (list: CartList, ticked: ReadonlySet<number>) =>
  tickedLines(list, ticked).reduce((sum, line) => sum + line.quantity, 0);

/** A line short of stock can be bought at what is left: the quantity it can be set to, else null. */
export const fixableQuantity = (line: BrokenLine): number | null =>
  line.reason === 'notEnoughStock' && line.stock > 0 ? line.stock : null;
