import {
  allocateCents,
  fromCents,
  type OrderDiscount,
  type PriceStepKind,
  type priceBreakdown,
  toCents,
} from '@hh/shared';
import type { z } from 'zod';
import type { Tx } from '../../../db/client.ts';
import { now } from '../../../lib/clock.ts';
import type { DatabaseHandle } from '../../../lib/database.ts';
import { bestOffer, type CouponOffer, checkoutCoupons, offerOf, offerView } from '../../coupons/index.ts';
import type { members } from '../../members/index.ts';
import {
  bestReduction,
  freeShippingRule,
  promotionsAt,
  type RunningPromotions,
  reductionLine,
} from '../../promotions/index.ts';
import { activityPrices } from './activities.ts';
import { freightFor, type PricedLine, priceLines, type WantedLine } from './pricing.ts';

/**
 * The buyer as the pipeline takes them: what it and the delivery read of their member row, and
 * whether they hold a coupon to weigh (`holdsCoupons`).
 */
export type CheckoutBuyer = Pick<
  typeof members.$inferSelect,
  'uid' | 'companyId' | 'nickname' | 'realName' | 'phone'
> & { holdsCoupons: boolean };
type Price = z.output<typeof priceBreakdown>;

/** A line as the pipeline leaves it: what the steps took off it in all. */
type PipelineLine = PricedLine & { discount: string };

export interface PricedOrder {
  lines: PipelineLine[];
  price: Price;
  discounts: OrderDiscount[];
  /** The shortest unpaid timeout of the order's activities (null: the shop's applies). */
  unpaidMinutes?: number | null;
}

/** The member's coupons on this checkout: each offer (usable first, best first) and the one applied. */
interface CouponChoice {
  options: ReturnType<typeof offerView>[];
  chosenId: number | null;
  /** The buyer named a coupon that cannot be used on these lines (create refuses it). */
  refused: boolean;
}

/** A line's own price from step 1: an activity's or the member's, lower than the list price. */
interface LinePrice {
  kind: 'activity' | 'memberPrice';
  unitPrice: string;
  label: string;
  sourceId: number | null;
}

/** A freight waiver: its breakdown line's label and source. */
interface Waiver {
  label: string;
  sourceId: number | null;
}

/**
 * What the order steps (2–4) give: their discounts in order, and a freight waiver, decided on what
 * each line is paid after every discount (cents, in the lines' order).
 * @internal
 */
export interface OrderSteps {
  discounts: (StepDiscount | null)[];
  freeShipping: ((paid: readonly bigint[]) => Waiver | null) | null;
}

/** What the steps after the line prices see of a line: its goods and what it costs after the line price. */
interface EligibleLine {
  productId: number;
  categoryId: number | null;
  skuId: number;
  quantity: number;
  /** lineTotal less the activity or member price's saving, in cents. */
  amount: bigint;
}

/** An order step's answer: an amount off the lines it names (by their place in the lines), or nothing. */
interface StepDiscount {
  kind: PriceStepKind;
  label: string;
  sourceId: number | null;
  amount: bigint;
  /** Which lines share it; a line at an activity's price is never among them. */
  eligible: boolean[];
}

/**
 * The member price of each line not at an activity (a hook for member levels: none yet). Returns the
 * unit price and the label for a line the member's level prices lower, else null.
 */
function memberPrices(_buyer: CheckoutBuyer, lines: readonly PricedLine[]): (LinePrice | null)[] {
  return lines.map(() => null);
}

/**
 * The full-reduction step (the promotions module's evaluator): the best running rule over the eligible
 * lines' goods after the line prices (never freight, never a line at an activity's price), as a
 * discount on the lines it counted; and a rule's free shipping, tested on what the lines are paid
 * after every discount.
 */
function fullReduction(
  running: RunningPromotions,
  lines: readonly EligibleLine[],
  eligible: readonly boolean[],
  at: Date,
): OrderSteps {
  const asRead = lines.map((l, i) => reductionLine(running, { ...l, activity: !eligible[i] }));
  const best = bestReduction(running.rules, asRead, at);
  const discount: StepDiscount | null = best && {
    kind: 'promotion',
    label: best.name,
    sourceId: best.ruleId,
    amount: toCents(best.discount),
    eligible: lines.map((_, i) => best.lines.includes(i)),
  };
  return {
    discounts: [discount],
    freeShipping: (paid) => {
      const rule = freeShippingRule(
        running.rules,
        asRead.map((l, i) => ({ ...l, amount: fromCents(paid[i]!) })),
        at,
      );
      return rule && { label: rule.name, sourceId: rule.ruleId };
    },
  };
}

/** Points spent as money (a hook for points: none yet). */
function pointsStep(_lines: readonly EligibleLine[], _eligible: readonly boolean[]): StepDiscount | null {
  return null;
}

/**
 * The steps over priced lines, pure: the line prices' savings, each line only its own; then the order
 * steps (`orderSteps`, given the lines after step 1 and which may take them), each over its eligible
 * lines; then the freight (`freightOf`, given what each line is paid), waived by a free shipping.
 * Every step that takes money off leaves a breakdown line, allocated to its lines in cents by largest
 * remainder (weights: what each line still costs), so the lines' shares add up to it exactly and no
 * line goes below zero; a step is cut down to what its lines still cost.
 * @internal
 */
export function applySteps(
  lines: readonly PricedLine[],
  linePrices: readonly (LinePrice | null)[],
  orderSteps: (after: EligibleLine[], eligible: boolean[]) => OrderSteps,
  freightOf: (paid: string[]) => string,
): PricedOrder {
  const left = lines.map((l) => toCents(l.lineTotal));
  const discounts: OrderDiscount[] = [];
  const take = (kind: PriceStepKind, label: string, sourceId: number | null, shares: bigint[]) => {
    const amount = shares.reduce((sum, s) => sum + s, 0n);
    if (amount <= 0n) return;
    shares.forEach((s, i) => {
      left[i]! -= s;
    });
    discounts.push({ kind, label, amount: fromCents(amount), sourceId, shares: shares.map(fromCents) });
  };

  lines.forEach((line, i) => {
    const price = linePrices[i];
    if (!price) return;
    const saving = (toCents(line.unitPrice) - toCents(price.unitPrice)) * BigInt(line.quantity);
    if (saving <= 0n) return;
    const cut = saving > left[i]! ? left[i]! : saving;
    take(
      price.kind,
      price.label,
      price.sourceId,
      lines.map((_, j) => (j === i ? cut : 0n)),
    );
  });

  const eligible = lines.map((l) => l.activity === null);
  const after: EligibleLine[] = lines.map((l, i) => ({
    productId: l.productId,
    categoryId: l.categoryId,
    skuId: l.skuId,
    quantity: l.quantity,
    amount: left[i]!,
  }));
  const steps = orderSteps(after, eligible);
  for (const step of steps.discounts) {
    if (!step) continue;
    const weights = left.map((l, i) => (step.eligible[i] && eligible[i] ? l : 0n));
    const room = weights.reduce((sum, w) => sum + w, 0n);
    if (room <= 0n) continue;
    const amount = step.amount > room ? room : step.amount;
    take(step.kind, step.label, step.sourceId, allocateCents(amount, weights));
  }

  let freight = toCents(freightOf(left.map(fromCents)));
  const waiver = freight > 0n ? steps.freeShipping?.(left) : null;
  if (waiver) {
    const { label, sourceId } = waiver;
    discounts.push({ kind: 'freight', label, amount: fromCents(freight), sourceId, shares: [] });
    freight = 0n;
  }

  const goods = lines.reduce((sum, l) => sum + toCents(l.lineTotal), 0n);
  const goodsPaid = left.reduce((sum, l) => sum + l, 0n);
  return {
    lines: lines.map((l, i) => ({ ...l, discount: fromCents(toCents(l.lineTotal) - left[i]!) })),
    discounts,
    price: {
      goodsTotal: fromCents(goods),
      freight: fromCents(freight),
      discounts: discounts.map(({ shares: _s, ...d }) => d),
      discountTotal: fromCents(goods - goodsPaid),
      payAmount: fromCents(goodsPaid + freight),
    },
  };
}

/**
 * The one price of an order, for the shopper's preview (confirm, compute), for creating the order and for
 * staff's order for a member. The steps, in order:
 * 1. the line price: an activity's price (seckill, bargain, group; `activities.ts`) or the member
 *    price, never both on one line; its saving is a step of that line alone;
 * 2. the full-reduction rule, 3. the coupon, 4. points: each over the eligible lines (never those at
 *    an activity's price), a threshold or percentage tested against their goods after step 1, never
 *    the freight;
 * 5. freight, by the freight templates: a template's "free over X" and a rule's free shipping test the
 *    goods after every discount (what the buyer pays for goods). A waived freight goes to no line.
 */
export async function priceOrder(
  db: DatabaseHandle,
  tx: Tx,
  buyer: CheckoutBuyer,
  wanted: readonly WantedLine[],
  regionId: number | null,
  couponId: number | null | undefined,
): Promise<PricedOrder & { coupons: CouponChoice }> {
  const at = now();
  const lines = await priceLines(tx, buyer.companyId, wanted);
  const activity = await activityPrices(
    tx,
    buyer,
    lines.map((l) => ({ ...l, listPrice: l.unitPrice })),
    at,
  );
  const member = memberPrices(buyer, lines);
  const running = await promotionsAt(
    db,
    tx,
    buyer.companyId,
    lines.map((l) => l.categoryId),
    at,
  );
  const linePrices = lines.map((l, i): LinePrice | null => {
    const a = activity[i];
    if (a) return { kind: 'activity', unitPrice: a.unitPrice, label: a.label, sourceId: l.activity!.id };
    return member[i] ?? null;
  });
  const timeouts = activity.flatMap((a) => (a?.unpaidMinutes ? [a.unpaidMinutes] : []));
  const unpaidMinutes = timeouts.length > 0 ? Math.min(...timeouts) : null;
  const held = buyer.holdsCoupons ? await checkoutCoupons(tx, buyer.uid, at) : [];
  const coupons: CouponChoice = { options: [], chosenId: null, refused: false };
  const priced = applySteps(
    lines,
    linePrices,
    (after, eligible) => {
      const reduction = fullReduction(running, after, eligible, at);
      const offers = held.map((c) =>
        offerOf(
          c,
          after.map((l, i) => ({ ...l, eligible: eligible[i]! })),
          at,
        ),
      );
      const chosen = chooseCoupon(offers, couponId);
      coupons.options = sortOffers(offers).map(offerView);
      coupons.refused = couponId != null && chosen === null;
      const coupon: StepDiscount | null = chosen && {
        kind: 'coupon',
        label: chosen.coupon.title,
        sourceId: chosen.coupon.id,
        amount: chosen.discount,
        eligible: chosen.lines,
      };
      return {
        discounts: [...reduction.discounts, coupon, pointsStep(after, eligible)],
        freeShipping: reduction.freeShipping,
      };
    },
    (paid) => (regionId === null ? '0.00' : freightFor(lines, regionId, paid)),
  );
  // A coupon the full reduction left nothing to take from gives ¥0: not applied, so not used up.
  coupons.chosenId = priced.discounts.find((d) => d.kind === 'coupon')?.sourceId ?? null;
  return { ...priced, coupons, unpaidMinutes };
}

/** The coupon to apply: the buyer's (null: none), or the best one when they have not said. */
function chooseCoupon(
  offers: readonly CouponOffer[],
  couponId: number | null | undefined,
): CouponOffer | null {
  if (couponId === null) return null;
  if (couponId === undefined) return bestOffer(offers);
  const named = offers.find((o) => o.coupon.id === couponId);
  return named && !named.unusable ? named : null;
}

/** Usable coupons first, the largest discount first; then the others, the nearest to usable first. */
function sortOffers(offers: readonly CouponOffer[]): CouponOffer[] {
  const rank = (o: CouponOffer) => (o.unusable === null ? 0 : o.unusable === 'threshold' ? 1 : 2);
  return [...offers].sort(
    (a, b) =>
      rank(a) - rank(b) ||
      (a.discount === b.discount ? 0 : a.discount > b.discount ? -1 : 1) ||
      (a.missing === b.missing ? 0 : a.missing < b.missing ? -1 : 1) ||
      a.coupon.validTo.getTime() - b.coupon.validTo.getTime(),
  );
}
