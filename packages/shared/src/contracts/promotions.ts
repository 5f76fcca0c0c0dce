import { z } from 'zod';
import { moneyCents } from '../decimal.ts';
import { pageQuerySchema, pageSchema } from '../list.ts';
import { wholeIn } from '../numberRange.ts';
import { dateParam, idList, idParam, moneyAmount, timestamp } from './common.ts';
import { COUPON_SCOPES } from './coupons.ts';

export const PROMOTIONS_URL = '/api/promotions';
export const STOREFRONT_PROMOTION_HINT_URL = '/api/front/promotions/hint';
export const promotionStatusUrl = (id: number | string) => `${PROMOTIONS_URL}/${id}/status`;

/**
 * 满减 (an amount off by tiers, or "每满 X 减 Y" repeating with a cap), 满折 (a percentage off by
 * tiers, optionally capped), 满额包邮 (free shipping once the goods reach X).
 */
export const PROMOTION_KINDS = ['amount', 'percent', 'freeShipping'] as const;
export type PromotionKind = (typeof PROMOTION_KINDS)[number];

/** Which goods count toward a rule: the whole shop, chosen products, chosen categories, all but chosen products. */
export const PROMOTION_SCOPES = COUPON_SCOPES;
export type PromotionScope = (typeof PROMOTION_SCOPES)[number];

/** A rule's state, computed from its switch and its dates: 未开始 / 进行中 / 已结束 / 已停用. */
export const PROMOTION_STATES = ['upcoming', 'running', 'ended', 'disabled'] as const;
export type PromotionState = (typeof PROMOTION_STATES)[number];

export const PROMOTION_TIERS_MAX = 5;
const SCOPE_IDS_MAX = 200;

/** One step: reach `threshold` (the eligible goods' subtotal), get `amount` off (amount) or `percentOff` % off (percent). */
const tierInput = z.object({
  threshold: moneyAmount(),
  amount: moneyAmount().nullable().default(null),
  /** 15 is 15 % off ("8.5 折"). */
  percentOff: wholeIn(1, 99).nullable().default(null),
});

const ruleFields = z.object({
  name: z.string().trim().min(1, 'msg:required').max(40),
  kind: z.enum(PROMOTION_KINDS),
  /** Ascending thresholds; free shipping has one tier (its threshold), repeating amount-off has one. */
  tiers: z.array(tierInput).min(1, 'msg:required').max(PROMOTION_TIERS_MAX),
  /** Amount off only: "每满 X 减 Y", the one tier taken as many times as the subtotal holds it. */
  repeat: z.boolean().default(false),
  /** The most the rule takes off (repeating amount-off and percentage); null: no cap. */
  cap: moneyAmount().nullable().default(null),
  scope: z.enum(PROMOTION_SCOPES).default('all'),
  /** Product ids (products, exceptProducts) or category ids (categories). */
  scopeIds: z.array(z.number().int().positive()).max(SCOPE_IDS_MAX).default([]),
  startAt: dateParam(),
  endAt: dateParam(),
  enabled: z.boolean().default(true),
});

type RuleFields = z.output<typeof ruleFields>;
const cents = (v: string | null) => (v === null ? 0n : (moneyCents(v) ?? 0n));

/** The cross-field rules: what each kind's tiers need, rising thresholds and benefits, the scope and the dates. */
function checkRule(v: RuleFields, ctx: z.RefinementCtx) {
  const need = (path: (string | number)[], message = 'msg:required') =>
    ctx.addIssue({ code: 'custom', path, message });
  v.tiers.forEach((tier, i) => {
    if (v.kind === 'amount') {
      if (tier.amount === null) need(['tiers', i, 'amount']);
      else if (cents(tier.amount) >= cents(tier.threshold))
        need(['tiers', i, 'amount'], 'msg:promotionAmount');
    }
    if (v.kind === 'percent' && tier.percentOff === null) need(['tiers', i, 'percentOff']);
    const before = v.tiers[i - 1];
    if (!before) return;
    if (cents(tier.threshold) <= cents(before.threshold))
      need(['tiers', i, 'threshold'], 'msg:promotionTiers');
    else if (
      v.kind === 'amount' &&
      tier.amount &&
      before.amount &&
      cents(tier.amount) <= cents(before.amount)
    ) {
      need(['tiers', i, 'amount'], 'msg:promotionTiers');
    } else if (v.kind === 'percent' && (tier.percentOff ?? 0) <= (before.percentOff ?? 0)) {
      need(['tiers', i, 'percentOff'], 'msg:promotionTiers');
    }
  });
  if ((v.kind === 'freeShipping' || (v.kind === 'amount' && v.repeat)) && v.tiers.length > 1) {
    need(['tiers'], 'msg:promotionOneTier');
  }
  if (v.scope !== 'all' && v.scopeIds.length === 0) need(['scopeIds'], 'msg:couponScopeIds');
  if (v.endAt <= v.startAt) need(['endAt'], 'msg:couponWindow');
}

const recordId = { id: z.number().int().positive() };

/** A rule as staff write it; what its kind does not use is stored empty. */
const ruleInput = ruleFields.superRefine(checkRule);
const ruleUpdate = ruleFields.extend(recordId).superRefine(checkRule);

const tierRow = z.object({
  threshold: z.string(),
  amount: z.string().nullable(),
  percentOff: z.number().nullable(),
});
export type PromotionTier = z.output<typeof tierRow>;

const ruleRow = z.object({
  id: z.number(),
  name: z.string(),
  kind: z.enum(PROMOTION_KINDS),
  tiers: z.array(tierRow),
  repeat: z.boolean(),
  cap: z.string().nullable(),
  scope: z.enum(PROMOTION_SCOPES),
  scopeIds: z.array(z.number()),
  startAt: timestamp(),
  endAt: timestamp(),
  enabled: z.boolean(),
  state: z.enum(PROMOTION_STATES),
  createdAt: timestamp(),
  updatedAt: timestamp(),
});

export const promotionFilter = z.object({
  blurry: z.string().trim().max(50).optional(),
  kind: z.enum(PROMOTION_KINDS).optional(),
  state: z.enum(PROMOTION_STATES).optional(),
});

export const promotionsContract = {
  idParams: idParam,
  status: z.object({ enabled: z.boolean() }),
  query: pageQuerySchema.extend(promotionFilter.shape),
  page: pageSchema(ruleRow),
  row: ruleRow,
  input: ruleInput,
  update: ruleUpdate,
  remove: idList,
};

/** A rule that applies now, in the answer of the evaluator: which, and what it gives. */
const applied = z.object({
  ruleId: z.number(),
  name: z.string(),
  kind: z.enum(PROMOTION_KINDS),
  /** The money taken off the goods (0.00 for free shipping). */
  discount: z.string(),
});

/** The next step a shopper can reach: spend `missing` more on the rule's goods and get `discount` off (or free shipping). */
const nextTier = z.object({
  ruleId: z.number(),
  name: z.string(),
  kind: z.enum(PROMOTION_KINDS),
  missing: z.string(),
  /** What the next step takes off at its threshold (amount and percent). */
  discount: z.string(),
  /** The percentage of a percent rule's next step. */
  percentOff: z.number().nullable(),
});

const promotionHint = z.object({
  /** The best discount rule (largest discount), if any applies. */
  reduction: applied.nullable(),
  /** A free-shipping rule whose threshold the goods reach after the discount, if any. */
  freeShipping: applied.nullable(),
  /** How much more for a bigger discount than `reduction` gives, nearest first. */
  next: nextTier.nullable(),
  /** How much more for free shipping, when no free-shipping rule is reached yet. */
  nextFreeShipping: nextTier.nullable(),
});
export type PromotionHint = z.output<typeof promotionHint>;

export const storefrontPromotionsContract = {
  hintInput: z.object({
    lines: z.array(z.object({ skuId: z.number().int().positive(), quantity: wholeIn(1, 999) })).max(100),
  }),
  hint: promotionHint,
};
