import { type CouponUnusable, fromCents, toCents } from '@hh/shared';
import { and, eq, gte, lte, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { conflict } from '../../lib/errors.ts';
import { memberCoupons } from './schema.ts';

type MemberCoupon = typeof memberCoupons.$inferSelect;

/** A line as a coupon weighs it: its goods, and what it costs after its line price. */
interface CouponLine {
  productId: number;
  categoryId: number | null;
  /** In cents, after the activity or member price. */
  amount: bigint;
  /** Not bought at an activity's price: only such lines take a coupon. */
  eligible: boolean;
}

/** What a coupon would give on these lines now: the amount off and its lines, or why it cannot be used. */
export interface CouponOffer {
  coupon: MemberCoupon;
  discount: bigint;
  /** The lines it counts (its scope, no activity lines). */
  lines: boolean[];
  unusable: CouponUnusable | null;
  /** Threshold not reached: how much more of its goods is needed, in cents. */
  missing: bigint;
}

function inScope(coupon: MemberCoupon, line: CouponLine): boolean {
  switch (coupon.scope) {
    case 'all':
      return true;
    case 'products':
      return coupon.scopeIds.includes(line.productId);
    case 'exceptProducts':
      return !coupon.scopeIds.includes(line.productId);
    case 'categories':
      return line.categoryId !== null && coupon.scopeIds.includes(line.categoryId);
  }
}

/**
 * The coupon on the lines: its base is the subtotal of the lines in its scope that are not at an
 * activity's price, after the line price (never freight); the threshold tests that base; an amount
 * coupon takes its amount (at most the base), a percentage coupon its percentage of the base cut down
 * to the cent, at most its cap. A coupon not yet valid, out of scope or under its threshold gives 0.
 */
export function offerOf(coupon: MemberCoupon, lines: readonly CouponLine[], at: Date): CouponOffer {
  const counted = lines.map((l) => l.eligible && inScope(coupon, l));
  const base = lines.reduce((sum, l, i) => (counted[i] ? sum + l.amount : sum), 0n);
  const none = (unusable: CouponUnusable, missing = 0n): CouponOffer => ({
    coupon,
    discount: 0n,
    lines: counted,
    unusable,
    missing,
  });
  if (coupon.validFrom > at) return none('notYetValid');
  if (base <= 0n) return none(lines.some((l) => l.eligible) ? 'outOfScope' : 'activityGoods');
  const threshold = toCents(coupon.threshold);
  if (base < threshold) return none('threshold', threshold - base);
  let discount: bigint;
  if (coupon.kind === 'amount') {
    discount = toCents(coupon.amount ?? '0');
  } else {
    discount = (base * BigInt(coupon.percentOff ?? 0)) / 100n;
    const cap = coupon.maxDiscount === null ? null : toCents(coupon.maxDiscount);
    if (cap !== null && discount > cap) discount = cap;
  }
  if (discount > base) discount = base;
  if (discount <= 0n) return none('zero');
  return { coupon, discount, lines: counted, unusable: null, missing: 0n };
}

/** The best offer: the largest discount, then the coupon ending soonest, then the oldest. */
export function bestOffer(offers: readonly CouponOffer[]): CouponOffer | null {
  let best: CouponOffer | null = null;
  for (const o of offers) {
    if (o.unusable) continue;
    if (
      !best ||
      o.discount > best.discount ||
      (o.discount === best.discount &&
        (o.coupon.validTo < best.coupon.validTo ||
          (o.coupon.validTo.getTime() === best.coupon.validTo.getTime() && o.coupon.id < best.coupon.id)))
    ) {
      best = o;
    }
  }
  return best;
}

/** Which of a member's coupons a checkout weighs: unused and not expired (those not yet valid included). */
const weighed = (memberId: SQLWrapper | number, at: Date) =>
  and(
    eq(memberCoupons.memberId, memberId),
    eq(memberCoupons.status, 'unused'),
    gte(memberCoupons.validTo, at),
  );

/** The member's coupons a checkout may offer. */
export function checkoutCoupons(tx: Tx, memberId: number, at: Date): Promise<MemberCoupon[]> {
  return tx
    .select()
    .from(memberCoupons)
    .where(weighed(memberId, at))
    .orderBy(memberCoupons.validTo, memberCoupons.id)
    .limit(200);
}

/**
 * Whether the member (a column of the caller's statement) holds a coupon the checkout would weigh, as
 * a column of that statement: a checkout reads the coupons only then, most members holding none.
 */
export function holdsCoupons(memberId: SQLWrapper, at: Date): SQL<boolean> {
  return sql<boolean>`exists (select 1 from ${memberCoupons} where ${weighed(memberId, at)})`;
}

/** An offer as the checkout answers it. */
export function offerView(o: CouponOffer) {
  const { coupon } = o;
  return {
    id: coupon.id,
    title: coupon.title,
    kind: coupon.kind,
    amount: coupon.amount,
    percentOff: coupon.percentOff,
    maxDiscount: coupon.maxDiscount,
    threshold: coupon.threshold,
    scope: coupon.scope,
    validFrom: coupon.validFrom,
    validTo: coupon.validTo,
    discount: fromCents(o.discount),
    unusable: o.unusable,
    missing: o.unusable === 'threshold' ? fromCents(o.missing) : null,
  };
}

/**
 * The coupon used by the order: ONE guarded update (unused, the member's, within its window → used,
 * with the order and the time), so two orders never use it both, however close together; the loser
 * is refused with 409 and its transaction rolls back.
 */
export async function redeemCoupon(tx: Tx, couponId: number, memberId: number, orderId: number, at: Date) {
  const [used] = await tx
    .update(memberCoupons)
    .set({ status: 'used', usedOrderId: orderId, usedAt: at })
    .where(
      and(
        eq(memberCoupons.id, couponId),
        eq(memberCoupons.memberId, memberId),
        eq(memberCoupons.status, 'unused'),
        lte(memberCoupons.validFrom, at),
        gte(memberCoupons.validTo, at),
      ),
    )
    .returning({ id: memberCoupons.id });
  if (!used) throw conflict('coupon.notUsable');
}

/**
 * The order's coupon back to its member (the order cancelled, or all of it refunded): unused again with
 * its own window, so one whose end has passed comes back expired. Once: a second call finds none used.
 */
export async function returnOrderCoupon(tx: Tx, orderId: number): Promise<void> {
  await tx
    .update(memberCoupons)
    .set({ status: 'unused', usedOrderId: null, usedAt: null })
    .where(and(eq(memberCoupons.usedOrderId, orderId), eq(memberCoupons.status, 'used')));
}
