import { fromCents, type PromotionHint, toCents } from '@hh/shared';
import type { promotionRules } from './schema.ts';

/** A rule as the evaluator reads it (a row of `promotion_rules`). */
export type PromotionRule = Pick<
  typeof promotionRules.$inferSelect,
  'id' | 'name' | 'kind' | 'tiers' | 'repeat' | 'cap' | 'scope' | 'scopeIds' | 'startAt' | 'endAt' | 'enabled'
>;

/** A line of the order or cart as the full-reduction step sees it. */
export interface ReductionLine {
  productId: number;
  /** The product's category and every category above it (a rule on a parent category counts its children). */
  categoryIds: readonly number[];
  /** What the line costs at this step: quantity × the unit price after the activity or member price. */
  amount: string;
  /** A seckill, bargain or group line: never counted toward a rule and never discounted. */
  activity?: boolean;
}

/** The rule that applies, what it takes off, and the lines (indexes) it counted: the discount's allocation base. */
interface Reduction {
  ruleId: number;
  name: string;
  kind: PromotionRule['kind'];
  discount: string;
  lines: number[];
}

type Applied = NonNullable<PromotionHint['reduction']>;
type Next = NonNullable<PromotionHint['next']>;

/** Whether the rule is switched on and its dates hold `now` (start included, end excluded). */
const isRunning = (rule: PromotionRule, now: Date) =>
  rule.enabled && rule.startAt.getTime() <= now.getTime() && now.getTime() < rule.endAt.getTime();

/** Whether a line's goods count toward the rule (activity lines never do). */
function counts(rule: PromotionRule, line: ReductionLine): boolean {
  if (line.activity) return false;
  switch (rule.scope) {
    case 'all':
      return true;
    case 'products':
      return rule.scopeIds.includes(line.productId);
    case 'exceptProducts':
      return !rule.scopeIds.includes(line.productId);
    case 'categories':
      return line.categoryIds.some((id) => rule.scopeIds.includes(id));
  }
}

function eligible(rule: PromotionRule, lines: readonly ReductionLine[]) {
  const indexes = lines.flatMap((line, i) => (counts(rule, line) ? [i] : []));
  const subtotal = indexes.reduce((sum, i) => sum + toCents(lines[i]!.amount), 0n);
  return { indexes, subtotal };
}

const min = (a: bigint, b: bigint) => (a < b ? a : b);

/** A percentage of an amount in cents, rounded half up to the cent. */
const percentOf = (cents: bigint, percent: number) => (cents * BigInt(percent) + 50n) / 100n;

/**
 * What a discount rule takes off a subtotal (cents): its highest tier reached, or the repeats of its one tier; capped.
 * @internal
 */
export function discountOf(rule: PromotionRule, subtotal: bigint): bigint {
  if (rule.kind === 'freeShipping') return 0n;
  const cap = rule.cap === null ? subtotal : min(toCents(rule.cap), subtotal);
  if (rule.kind === 'amount' && rule.repeat) {
    const tier = rule.tiers[0]!;
    return min((subtotal / toCents(tier.threshold)) * toCents(tier.amount ?? '0'), cap);
  }
  const reached = rule.tiers.filter((t) => toCents(t.threshold) <= subtotal).at(-1);
  if (!reached) return 0n;
  const off =
    rule.kind === 'amount' ? toCents(reached.amount ?? '0') : percentOf(subtotal, reached.percentOff ?? 0);
  return min(off, cap);
}

/** The next threshold of a rule above the subtotal, with what it gives there; none when the top or the cap is reached. */
function nextOf(
  rule: PromotionRule,
  subtotal: bigint,
): { threshold: bigint; percentOff: number | null } | null {
  if (rule.kind === 'amount' && rule.repeat) {
    const step = toCents(rule.tiers[0]!.threshold);
    const threshold = (subtotal / step + 1n) * step;
    return discountOf(rule, threshold) > discountOf(rule, subtotal) ? { threshold, percentOff: null } : null;
  }
  const tier = rule.tiers.find((t) => toCents(t.threshold) > subtotal);
  return tier ? { threshold: toCents(tier.threshold), percentOff: tier.percentOff } : null;
}

/**
 * The full-reduction step: of the running amount-off and percentage rules, the one that takes the most
 * off its eligible lines' subtotal (after the activity or member price; activity lines never count),
 * the older rule on a tie. Null when none takes anything off. Checkout's full-reduction step calls it.
 */
export function bestReduction(
  rules: readonly PromotionRule[],
  lines: readonly ReductionLine[],
  now: Date,
): Reduction | null {
  let best: Reduction | null = null;
  let bestCents = 0n;
  for (const rule of rules) {
    if (rule.kind === 'freeShipping' || !isRunning(rule, now)) continue;
    const { indexes, subtotal } = eligible(rule, lines);
    const off = discountOf(rule, subtotal);
    if (off > bestCents || (off === bestCents && off > 0n && best && rule.id < best.ruleId)) {
      best = { ruleId: rule.id, name: rule.name, kind: rule.kind, discount: fromCents(off), lines: indexes };
      bestCents = off;
    }
  }
  return best;
}

/**
 * The free-shipping benefit, a separate one the pipeline applies to freight: a running free-shipping
 * rule whose eligible lines reach its threshold. It tests the goods after the discounts — each line's
 * amount after its share of the full reduction and the coupon, never the freight — so `lines` carry
 * those amounts. The lowest threshold reached wins (any one frees the freight). Checkout's freight step calls it.
 */
export function freeShippingRule(
  rules: readonly PromotionRule[],
  lines: readonly ReductionLine[],
  now: Date,
): Applied | null {
  for (const rule of byThreshold(rules, now)) {
    const { subtotal } = eligible(rule, lines);
    if (subtotal > 0n && subtotal >= toCents(rule.tiers[0]!.threshold)) {
      return { ruleId: rule.id, name: rule.name, kind: rule.kind, discount: '0.00' };
    }
  }
  return null;
}

const byThreshold = (rules: readonly PromotionRule[], now: Date) =>
  rules
    .filter((r) => r.kind === 'freeShipping' && isRunning(r, now))
    .sort((a, b) => Number(toCents(a.tiers[0]!.threshold) - toCents(b.tiers[0]!.threshold)) || a.id - b.id);

/** The lines' amounts less a discount shared over the given lines by their amounts (cents, largest remainder). */
function afterDiscount(lines: readonly ReductionLine[], reduction: Reduction | null): ReductionLine[] {
  if (!reduction) return [...lines];
  const off = toCents(reduction.discount);
  const base = reduction.lines.reduce((sum, i) => sum + toCents(lines[i]!.amount), 0n);
  const shares = reduction.lines.map((i) => {
    const exact = toCents(lines[i]!.amount) * off;
    return { i, cents: exact / base, rest: exact % base };
  });
  let left = off - shares.reduce((sum, s) => sum + s.cents, 0n);
  for (const share of [...shares].sort((a, b) => (b.rest > a.rest ? 1 : b.rest < a.rest ? -1 : a.i - b.i))) {
    if (left === 0n) break;
    share.cents += 1n;
    left -= 1n;
  }
  const taken = new Map(shares.map((s) => [s.i, s.cents]));
  return lines.map((line, i) => ({
    ...line,
    amount: fromCents(toCents(line.amount) - (taken.get(i) ?? 0n)),
  }));
}

/**
 * What the cart shows: the best rule now and the free shipping reached (tested on the goods after the
 * full reduction; a coupon chosen at checkout may still lower them), and the nearest next step — of a
 * rule that would take off more than the best does now, the one needing the least more spending; for
 * free shipping, the lowest threshold not yet reached. Only rules with some of the lines in their goods.
 */
export function hintFor(
  rules: readonly PromotionRule[],
  lines: readonly ReductionLine[],
  now: Date,
): PromotionHint {
  const reduction = bestReduction(rules, lines, now);
  const bestCents = reduction ? toCents(reduction.discount) : 0n;
  let next: (Next & { cents: bigint; off: bigint }) | null = null;
  for (const rule of rules) {
    if (rule.kind === 'freeShipping' || !isRunning(rule, now)) continue;
    const { subtotal } = eligible(rule, lines);
    const step = subtotal > 0n ? nextOf(rule, subtotal) : null;
    if (!step) continue;
    const off = discountOf(rule, step.threshold);
    const missing = step.threshold - subtotal;
    if (off <= bestCents) continue;
    if (!next || missing < next.cents || (missing === next.cents && off > next.off)) {
      next = {
        ruleId: rule.id,
        name: rule.name,
        kind: rule.kind,
        missing: fromCents(missing),
        discount: fromCents(off),
        percentOff: step.percentOff,
        cents: missing,
        off,
      };
    }
  }
  const paid = afterDiscount(lines, reduction);
  const freeShipping = freeShippingRule(rules, paid, now);
  let nextFreeShipping: Next | null = null;
  if (!freeShipping) {
    for (const rule of byThreshold(rules, now)) {
      const { subtotal } = eligible(rule, paid);
      if (subtotal === 0n) continue;
      const missing = toCents(rule.tiers[0]!.threshold) - subtotal;
      if (!nextFreeShipping || missing < toCents(nextFreeShipping.missing)) {
        nextFreeShipping = {
          ruleId: rule.id,
          name: rule.name,
          kind: rule.kind,
          missing: fromCents(missing),
          discount: '0.00',
          percentOff: null,
        };
      }
    }
  }
  const hintNext = next && {
    ruleId: next.ruleId,
    name: next.name,
    kind: next.kind,
    missing: next.missing,
    discount: next.discount,
    percentOff: next.percentOff,
  };
  return {
    reduction: reduction && {
      ruleId: reduction.ruleId,
      name: reduction.name,
      kind: reduction.kind,
      discount: reduction.discount,
    },
    freeShipping,
    next: hintNext,
    nextFreeShipping,
  };
}
