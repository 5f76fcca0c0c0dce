import type { CouponChannel, CouponKind, CouponScope, CouponValidity } from '@hh/shared';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { at, companyId, createdAt, id, money, updatedAt } from '../../db/columns.ts';

/** The money terms a coupon gives: kept on the template and copied onto each member coupon. */
const termColumns = () => ({
  title: text('title').notNull(),
  kind: text('kind').$type<CouponKind>().notNull(),
  amount: money('amount'),
  percentOff: integer('percent_off'),
  maxDiscount: money('max_discount'),
  threshold: money('threshold').notNull().default('0'),
  scope: text('scope').$type<CouponScope>().notNull().default('all'),
  scopeIds: jsonb('scope_ids').$type<number[]>().notNull().default([]),
});

/** What a coupon is: its money terms, its scope and how long a claimed one lasts. */
export const couponTemplates = pgTable(
  'coupon_templates',
  {
    id: id(),
    companyId: companyId(),
    ...termColumns(),
    validity: text('validity').$type<CouponValidity>().notNull(),
    validFrom: at('valid_from'),
    validTo: at('valid_to'),
    validDays: integer('valid_days'),
    description: text('description'),
    enabled: boolean('enabled').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('coupon_templates_company_idx').on(t.companyId, t.id)],
);

/**
 * A release of a template's coupons: the claim window, how many (remaining null: unlimited), the
 * limits per member. `claimed` and `remaining` move together in one guarded update per coupon given.
 */
export const couponIssues = pgTable(
  'coupon_issues',
  {
    id: id(),
    companyId: companyId(),
    templateId: bigint('template_id', { mode: 'number' })
      .notNull()
      .references(() => couponTemplates.id),
    claimStart: at('claim_start').notNull(),
    claimEnd: at('claim_end').notNull(),
    total: integer('total'),
    remaining: integer('remaining'),
    claimed: integer('claimed').notNull().default(0),
    perMember: integer('per_member').notNull().default(1),
    perMemberDaily: integer('per_member_daily'),
    memberLevels: jsonb('member_levels').$type<number[]>().notNull().default([]),
    channel: text('channel').$type<CouponChannel>().notNull().default('centre'),
    /** After purchase: the least an order must have paid to give one; null: any paid order. */
    minPayAmount: money('min_pay_amount'),
    enabled: boolean('enabled').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('coupon_issues_company_idx').on(t.companyId, t.id),
    index('coupon_issues_template_idx').on(t.templateId),
    check('coupon_issues_remaining_ck', sql`${t.remaining} >= 0`),
    check('coupon_issues_claimed_ck', sql`${t.claimed} >= 0`),
  ],
);

/**
 * A member's coupon: the template's terms as they were when it was given, its window, and its use
 * (the order that used it; left for checkout's redemption). Expired is computed: unused past `validTo`.
 */
export const memberCoupons = pgTable(
  'member_coupons',
  {
    id: id(),
    companyId: companyId(),
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    issueId: bigint('issue_id', { mode: 'number' })
      .notNull()
      .references(() => couponIssues.id),
    templateId: bigint('template_id', { mode: 'number' }).notNull(),
    ...termColumns(),
    source: text('source').$type<CouponChannel>().notNull(),
    validFrom: at('valid_from').notNull(),
    validTo: at('valid_to').notNull(),
    status: text('status').$type<'unused' | 'used'>().notNull().default('unused'),
    /** The calendar day (COUPON_TIME_ZONE) it was claimed on: what the per-day limit counts. */
    claimDay: date('claim_day', { mode: 'string' }).notNull(),
    claimedAt: at('claimed_at').notNull(),
    usedAt: at('used_at'),
    usedOrderId: bigint('used_order_id', { mode: 'number' }),
    /**
     * What it was given for, by the channels that give by themselves: 'join' (new member), 'order:<id>'
     * (after purchase). Unique per issue and member, so a job run again never gives twice.
     */
    givenFor: text('given_for'),
  },
  (t) => [
    index('member_coupons_member_idx').on(t.companyId, t.memberId, t.status, t.validTo),
    index('member_coupons_issue_member_idx').on(t.issueId, t.memberId, t.claimDay),
    index('member_coupons_company_idx').on(t.companyId, t.id),
    uniqueIndex('member_coupons_given_for_uq')
      .on(t.issueId, t.memberId, t.givenFor)
      .where(sql`${t.givenFor} IS NOT NULL`),
  ],
);
