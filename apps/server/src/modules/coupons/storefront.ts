import type { CentreState, PageQuery } from '@hh/shared';
import { and, count, desc, eq, gte, lte, sql } from 'drizzle-orm';
import { inShop } from '../../db/access.ts';
import { paged } from '../../db/list.ts';
import { now } from '../../lib/clock.ts';
import type { ShopperContext } from '../../lib/context.ts';
import { members } from '../members/index.ts';
import { announceClaimed, giveCoupon } from './claim.ts';
import { couponIssues, couponTemplates, memberCoupons } from './schema.ts';
import { termsOf } from './terms.ts';
import { inState, shopDay, stateOf } from './validity.ts';

const CENTRE_MAX = 100;

/**
 * The claim centre: the shop's open claim-centre issues this shopper's level may take, each with what
 * the shopper holds of it and whether one more can be claimed now.
 */
export function claimCentre(ctx: ShopperContext) {
  const at = now();
  const memberId = ctx.shopper.memberId;
  const day = shopDay(at);
  return inShop(ctx, async (tx) => {
    const [member] = await tx.select({ level: members.level }).from(members).where(eq(members.uid, memberId));
    const mine =
      sql<number>`(select count(*) from ${memberCoupons} where ${memberCoupons.issueId} = ${couponIssues.id}
      and ${memberCoupons.memberId} = ${memberId})`.mapWith(Number);
    const today =
      sql<number>`(select count(*) from ${memberCoupons} where ${memberCoupons.issueId} = ${couponIssues.id}
      and ${memberCoupons.memberId} = ${memberId} and ${memberCoupons.claimDay} = ${day})`.mapWith(Number);
    const rows = await tx
      .select({
        issueId: couponIssues.id,
        ...termsOf(couponTemplates),
        validity: couponTemplates.validity,
        validFrom: couponTemplates.validFrom,
        validTo: couponTemplates.validTo,
        validDays: couponTemplates.validDays,
        claimEnd: couponIssues.claimEnd,
        total: couponIssues.total,
        remaining: couponIssues.remaining,
        perMember: couponIssues.perMember,
        perMemberDaily: couponIssues.perMemberDaily,
        memberLevels: couponIssues.memberLevels,
        mine,
        today,
      })
      .from(couponIssues)
      .innerJoin(couponTemplates, eq(couponTemplates.id, couponIssues.templateId))
      .where(
        and(
          eq(couponIssues.channel, 'centre'),
          eq(couponIssues.enabled, true),
          eq(couponTemplates.enabled, true),
          lte(couponIssues.claimStart, at),
          gte(couponIssues.claimEnd, at),
          sql`(${couponTemplates.validity} <> 'fixed' or ${couponTemplates.validTo} > ${at.toISOString()}::timestamptz)`,
        ),
      )
      .orderBy(desc(couponIssues.id))
      .limit(CENTRE_MAX);
    const level = member?.level ?? 0;
    return rows
      .filter((r) => r.memberLevels.length === 0 || r.memberLevels.includes(level))
      .map(({ perMember, perMemberDaily, memberLevels: _levels, today: claimedToday, ...r }) => {
        const state: CentreState =
          r.mine >= perMember
            ? 'limitReached'
            : r.remaining === 0
              ? 'soldOut'
              : perMemberDaily !== null && claimedToday >= perMemberDaily
                ? 'dailyLimitReached'
                : 'claimable';
        return { ...r, state };
      });
  });
}

const shopperColumns = (at: Date) => ({
  id: memberCoupons.id,
  ...termsOf(memberCoupons),
  validFrom: memberCoupons.validFrom,
  validTo: memberCoupons.validTo,
  state: stateOf(at),
  usedAt: memberCoupons.usedAt,
});

/** Claims one coupon of a claim-centre issue for the shopper. */
export function claimForShopper(ctx: ShopperContext, issueId: number) {
  const at = now();
  return inShop(ctx, async (tx) => {
    const coupon = await giveCoupon(tx, issueId, ctx.shopper.memberId, 'centre', at);
    await announceClaimed(tx, ctx.shopper.companyId, null, issueId);
    const [row] = await tx
      .select(shopperColumns(at))
      .from(memberCoupons)
      .where(eq(memberCoupons.id, coupon.id));
    return row!;
  });
}

/** The shopper's own coupons in one state: unused ones ending soonest first, the others newest first. */
export function shopperCoupons(
  ctx: ShopperContext,
  query: PageQuery & { state: 'unused' | 'used' | 'expired' },
) {
  const at = now();
  const where = and(eq(memberCoupons.memberId, ctx.shopper.memberId), inState(query.state, at));
  const order =
    query.state === 'unused'
      ? [memberCoupons.validTo, memberCoupons.id]
      : [desc(memberCoupons.validTo), desc(memberCoupons.id)];
  return inShop(ctx, (tx) =>
    paged(
      query,
      (limit, offset) =>
        tx
          .select(shopperColumns(at))
          .from(memberCoupons)
          .where(where)
          .orderBy(...order)
          .limit(limit)
          .offset(offset),
      async () => {
        const [row] = await tx.select({ n: count() }).from(memberCoupons).where(where);
        return row!.n;
      },
    ),
  );
}
