import type { Column } from 'drizzle-orm';

type TermKey = 'title' | 'kind' | 'amount' | 'percentOff' | 'maxDiscount' | 'threshold' | 'scope';

/** A coupon's terms as columns to select: a template's, or the copy a member's coupon keeps of them. */
export function termsOf<T extends Record<TermKey, Column>>(table: T): Pick<T, TermKey> {
  const { title, kind, amount, percentOff, maxDiscount, threshold, scope } = table;
  return { title, kind, amount, percentOff, maxDiscount, threshold, scope };
}
