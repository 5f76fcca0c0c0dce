import { z } from 'zod';
import { moneyCents } from '../decimal.ts';
import { pageQuerySchema, pageSchema } from '../list.ts';
import { wholeIn } from '../numberRange.ts';
import { dateParam, idParam, money, moneyAmount, timestamp } from './common.ts';

export const COUPON_TEMPLATES_URL = '/api/coupon/templates';
export const COUPON_ISSUES_URL = '/api/coupon/issues';
export const MEMBER_COUPONS_URL = '/api/coupon/member-coupons';
export const COUPON_STATISTICS_URL = '/api/coupon/statistics';
export const STOREFRONT_COUPON_CENTRE_URL = '/api/front/coupons/centre';
export const STOREFRONT_COUPONS_URL = '/api/front/coupons';

export const couponTemplateStatusUrl = (id: number | string) => `${COUPON_TEMPLATES_URL}/${id}/status`;
export const couponIssueStatusUrl = (id: number | string) => `${COUPON_ISSUES_URL}/${id}/status`;
export const couponIssuePushUrl = (id: number | string) => `${COUPON_ISSUES_URL}/${id}/push`;
export const storefrontCouponClaimUrl = (issueId: number | string) =>
  `${STOREFRONT_COUPON_CENTRE_URL}/${issueId}/claim`;

/** A fixed amount off, or a percentage off with a cap. */
export const COUPON_KINDS = ['amount', 'percent'] as const;
export type CouponKind = (typeof COUPON_KINDS)[number];

/** Which goods the coupon counts: the whole shop, chosen products, chosen categories, or all but chosen products. */
export const COUPON_SCOPES = ['all', 'products', 'categories', 'exceptProducts'] as const;
export type CouponScope = (typeof COUPON_SCOPES)[number];

/** A fixed window; N days from the claim; N days from the start of the day after the claim. */
export const COUPON_VALIDITIES = ['fixed', 'days', 'nextDay'] as const;
export type CouponValidity = (typeof COUPON_VALIDITIES)[number];

/**
 * How members get an issue's coupons: claimed in the claim centre, pushed by staff, given to a new
 * member at sign-up, or given after a paid order (the last two are never in the claim centre).
 */
/** The most members one push by member level may reach (narrow the levels beyond it). */
export const COUPON_PUSH_FILTER_MAX = 5000;

export const COUPON_CHANNELS = ['centre', 'push', 'newMember', 'afterPurchase'] as const;
export type CouponChannel = (typeof COUPON_CHANNELS)[number];

/** A member coupon's state: expired is computed (unused past its end), never stored. */
export const MEMBER_COUPON_STATES = ['unused', 'used', 'expired'] as const;
export type MemberCouponState = (typeof MEMBER_COUPON_STATES)[number];

/** The claim centre's answer per issue for this shopper. */
const CENTRE_STATES = ['claimable', 'soldOut', 'limitReached', 'dailyLimitReached'] as const;
export type CentreState = (typeof CENTRE_STATES)[number];

/** The day a daily limit counts in, and a "next day" validity starts at: the shops' own time zone. */
export const COUPON_TIME_ZONE = 'Asia/Shanghai';

const SCOPE_IDS_MAX = 200;
const positiveCents = (v: string | null) => (v === null ? 0n : (moneyCents(v) ?? 0n));

const templateFields = z.object({
  title: z.string().trim().min(1, 'msg:required').max(40),
  kind: z.enum(COUPON_KINDS),
  /** The amount off (kind amount). */
  amount: moneyAmount().nullable().default(null),
  /** The percentage taken off (kind percent): 15 is 15 % off, "8.5 折". */
  percentOff: wholeIn(1, 99).nullable().default(null),
  /** The most a percentage coupon takes off (kind percent). */
  maxDiscount: moneyAmount().nullable().default(null),
  /** The eligible goods' subtotal the order must reach; 0 is no threshold. */
  threshold: money().default('0'),
  scope: z.enum(COUPON_SCOPES).default('all'),
  /** Product ids (products, exceptProducts) or category ids (categories). */
  scopeIds: z.array(z.number().int().positive()).max(SCOPE_IDS_MAX).default([]),
  validity: z.enum(COUPON_VALIDITIES),
  validFrom: dateParam().nullable().default(null),
  validTo: dateParam().nullable().default(null),
  validDays: wholeIn(1, 3650).nullable().default(null),
  description: z.string().trim().max(200).nullable().default(null),
});

type TemplateFields = z.output<typeof templateFields>;

/** The cross-field rules of a template: what its kind, scope and validity each need. */
function checkTemplate(v: TemplateFields, ctx: z.RefinementCtx) {
  const need = (field: keyof TemplateFields, message = 'msg:required') =>
    ctx.addIssue({ code: 'custom', path: [field], message });
  if (v.kind === 'amount') {
    if (v.amount === null) need('amount');
    else if (positiveCents(v.threshold) > 0n && positiveCents(v.amount) >= positiveCents(v.threshold)) {
      need('amount', 'msg:couponAmountThreshold');
    }
  } else {
    if (v.percentOff === null) need('percentOff');
    if (v.maxDiscount === null) need('maxDiscount');
  }
  if (v.scope !== 'all' && v.scopeIds.length === 0) need('scopeIds', 'msg:couponScopeIds');
  if (v.validity === 'fixed') {
    if (v.validFrom === null) need('validFrom');
    if (v.validTo === null) need('validTo');
    else if (v.validFrom !== null && v.validTo <= v.validFrom) need('validTo', 'msg:couponWindow');
  } else if (v.validDays === null) need('validDays');
}

const recordId = { id: z.number().int().positive() };

/** A template as staff write it; the fields its kind, scope and validity do not use are stored empty. */
const templateInput = templateFields.superRefine(checkTemplate);
const templateUpdate = templateFields.extend(recordId).superRefine(checkTemplate);

const issueFields = z.object({
  claimStart: dateParam(),
  claimEnd: dateParam(),
  /** How many coupons the issue gives in all; null: unlimited. */
  total: wholeIn(1, 1_000_000).nullable(),
  perMember: wholeIn(1, 100).default(1),
  /** How many one member may take per day (COUPON_TIME_ZONE); null: only the per-member limit. */
  perMemberDaily: wholeIn(1, 100).nullable().default(null),
  /** The member levels that may take it; empty: every member. */
  memberLevels: z.array(wholeIn(0, 99)).max(100).default([]),
  channel: z.enum(COUPON_CHANNELS).default('centre'),
  /** After purchase: the least an order must have paid to give a coupon; null: any paid order. */
  minPayAmount: moneyAmount().nullable().default(null),
});

type IssueFields = z.output<typeof issueFields>;

function checkIssue(v: IssueFields, ctx: z.RefinementCtx) {
  if (v.claimEnd <= v.claimStart) {
    ctx.addIssue({ code: 'custom', path: ['claimEnd'], message: 'msg:couponWindow' });
  }
  if (v.total !== null && v.perMember > v.total) {
    ctx.addIssue({ code: 'custom', path: ['perMember'], message: 'msg:couponPerMember' });
  }
  if (v.perMemberDaily !== null && v.perMemberDaily > v.perMember) {
    ctx.addIssue({ code: 'custom', path: ['perMemberDaily'], message: 'msg:couponDaily' });
  }
}

const issueInput = issueFields.extend({ templateId: z.number().int().positive() }).superRefine(checkIssue);
/** An issue's edit: its template stays; a new total keeps what was claimed (remaining = total − claimed). */
const issueUpdate = issueFields.extend(recordId).superRefine(checkIssue);

/** The money terms a template gives its coupons (copied onto each member coupon when claimed). */
const termsColumns = {
  title: z.string(),
  kind: z.enum(COUPON_KINDS),
  amount: z.string().nullable(),
  percentOff: z.number().nullable(),
  maxDiscount: z.string().nullable(),
  threshold: z.string(),
  scope: z.enum(COUPON_SCOPES),
};

export type CouponTerms = z.output<z.ZodObject<typeof termsColumns>>;

/**
 * Why a coupon the member holds is not usable on this checkout: not valid yet, none of its goods in the
 * order, only activity goods (which take no coupon), its threshold not reached, or it would take ¥0.
 */
const COUPON_UNUSABLE = ['notYetValid', 'outOfScope', 'activityGoods', 'threshold', 'zero'] as const;
export type CouponUnusable = (typeof COUPON_UNUSABLE)[number];

/** A member coupon as the checkout offers it: what it takes off these lines now, or why not. */
const checkoutCoupon = z.object({
  id: z.number(),
  ...termsColumns,
  validFrom: timestamp(),
  validTo: timestamp(),
  /** What it takes off now; "0.00" when not usable. */
  discount: z.string(),
  unusable: z.enum(COUPON_UNUSABLE).nullable(),
  /** Threshold not reached: how much more of its goods is needed. */
  missing: z.string().nullable(),
});

/** The checkout's coupons: every coupon the member may still use (usable ones first, best first) and the one applied. */
export const checkoutCoupons = z.object({
  options: z.array(checkoutCoupon),
  /** The member coupon applied (the best one unless the buyer chose another, or none). */
  chosenId: z.number().nullable(),
});

const templateRow = z.object({
  id: z.number(),
  ...termsColumns,
  scopeIds: z.array(z.number()),
  validity: z.enum(COUPON_VALIDITIES),
  validFrom: timestamp().nullable(),
  validTo: timestamp().nullable(),
  validDays: z.number().nullable(),
  description: z.string().nullable(),
  enabled: z.boolean(),
  /** Coupons claimed from its issues: once any, its money terms and scope no longer change. */
  claimed: z.number(),
  createdAt: timestamp(),
  updatedAt: timestamp(),
});

const issueRow = z.object({
  id: z.number(),
  templateId: z.number(),
  ...termsColumns,
  claimStart: timestamp(),
  claimEnd: timestamp(),
  total: z.number().nullable(),
  remaining: z.number().nullable(),
  claimed: z.number(),
  perMember: z.number(),
  perMemberDaily: z.number().nullable(),
  memberLevels: z.array(z.number()),
  channel: z.enum(COUPON_CHANNELS),
  minPayAmount: z.string().nullable(),
  enabled: z.boolean(),
  createdAt: timestamp(),
});

const memberCouponRow = z.object({
  id: z.number(),
  memberId: z.number(),
  memberName: z.string(),
  memberPhone: z.string().nullable(),
  issueId: z.number(),
  ...termsColumns,
  source: z.enum(COUPON_CHANNELS),
  validFrom: timestamp(),
  validTo: timestamp(),
  state: z.enum(MEMBER_COUPON_STATES),
  claimedAt: timestamp(),
  usedAt: timestamp().nullable(),
  usedOrderId: z.number().nullable(),
});

const flag = z.enum(['true', 'false']).transform((v) => v === 'true');

export const couponTemplateFilter = z.object({
  blurry: z.string().trim().max(50).optional(),
  enabled: flag.optional(),
});

export const couponIssueFilter = z.object({
  templateId: z.coerce.number().int().positive().optional(),
  enabled: flag.optional(),
});

export const memberCouponFilter = z.object({
  memberId: z.coerce.number().int().positive().optional(),
  issueId: z.coerce.number().int().positive().optional(),
  state: z.enum(MEMBER_COUPON_STATES).optional(),
  /** The member's nickname or phone. */
  blurry: z.string().trim().max(50).optional(),
});

/**
 * What an issue's coupons did (or all issues' together): claimed in the range; used on orders paid in
 * the range and not cancelled (a coupon given back on cancel or full refund is unused again); those
 * orders' pay amount and the coupons' discount on them; the buyers whose first paid order it was.
 */
const couponNumbers = {
  claimed: z.number(),
  used: z.number(),
  /** used ÷ claimed as a percentage with one decimal ("33.3"); null when none was claimed. */
  useRate: z.string().nullable(),
  orderAmount: z.string(),
  discount: z.string(),
  newBuyers: z.number(),
};

const statisticsRow = z.object({
  issueId: z.number(),
  title: z.string(),
  channel: z.enum(COUPON_CHANNELS),
  total: z.number().nullable(),
  remaining: z.number().nullable(),
  enabled: z.boolean(),
  ...couponNumbers,
});

/** A range on the claim time (claimed) and the order's payment time (the rest); either end optional. */
const statisticsQuery = pageQuerySchema
  .extend({ startTime: dateParam().optional(), endTime: dateParam().optional() })
  .refine((q) => !q.startTime || !q.endTime || q.startTime <= q.endTime, {
    path: ['endTime'],
    message: 'msg:range',
  });

export const couponsContract = {
  idParams: idParam,
  status: z.object({ enabled: z.boolean() }),
  templateQuery: pageQuerySchema.extend(couponTemplateFilter.shape),
  templates: pageSchema(templateRow),
  template: templateRow,
  templateInput,
  templateUpdate,
  issueQuery: pageQuerySchema.extend(couponIssueFilter.shape),
  issues: pageSchema(issueRow),
  issue: issueRow,
  issueInput,
  issueUpdate,
  /**
   * Staff push: one coupon to each chosen member, or to every active member of the chosen levels (an
   * empty list: every active member; at most COUPON_PUSH_FILTER_MAX), under the issue's total and limits.
   */
  push: z.union([
    z.object({ memberIds: z.array(z.number().int().positive()).min(1).max(200) }),
    z.object({ levels: z.array(wholeIn(0, 99)).max(100) }),
  ]),
  /** Who got one, and who did not and why (the refusal's text, in the caller's language). */
  pushed: z.object({
    given: z.array(z.number()),
    refused: z.array(z.object({ memberId: z.number(), reason: z.string() })),
  }),
  memberCouponQuery: pageQuerySchema.extend(memberCouponFilter.shape),
  memberCoupons: pageSchema(memberCouponRow),
  memberCoupon: memberCouponRow,
  statisticsQuery,
  /** A page of issues with their numbers, and every issue's numbers together. */
  statistics: pageSchema(statisticsRow).extend({ totals: z.object(couponNumbers) }),
};

const centreRow = z.object({
  issueId: z.number(),
  ...termsColumns,
  validity: z.enum(COUPON_VALIDITIES),
  validFrom: timestamp().nullable(),
  validTo: timestamp().nullable(),
  validDays: z.number().nullable(),
  claimEnd: timestamp(),
  total: z.number().nullable(),
  remaining: z.number().nullable(),
  /** How many of this issue the shopper holds (any state). */
  mine: z.number(),
  state: z.enum(CENTRE_STATES),
});

const shopperCoupon = z.object({
  id: z.number(),
  ...termsColumns,
  validFrom: timestamp(),
  validTo: timestamp(),
  state: z.enum(MEMBER_COUPON_STATES),
  usedAt: timestamp().nullable(),
});

export const storefrontCouponsContract = {
  issueParams: z.object({ issueId: z.coerce.number().int().positive() }),
  centre: z.array(centreRow),
  listQuery: pageQuerySchema.extend({ state: z.enum(MEMBER_COUPON_STATES).default('unused') }),
  list: pageSchema(shopperCoupon),
  coupon: shopperCoupon,
};
