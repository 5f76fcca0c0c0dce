import type { CouponChannel } from '@hh/shared';
import { and, count, eq, gt, gte, isNull, lte, or, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { conflict, forbidden, notFound } from '../../lib/errors.ts';
import { publish } from '../../lib/events.ts';
import { members } from '../members/index.ts';
import { couponIssues, couponTemplates, memberCoupons } from './schema.ts';
import { shopDay, windowOf } from './validity.ts';

/**
 * One member's claims run one at a time: the member's row is locked first, so the per-member and
 * per-day counts read below cannot be raced by the same member's other requests.
 */
export async function lockMember(tx: Tx, memberId: number) {
  const [member] = await tx
    .select({ level: members.level, status: members.status })
    .from(members)
    .where(eq(members.uid, memberId))
    .for('update');
  if (!member) throw notFound();
  if (member.status !== 1) throw forbidden('coupon.memberDisabled');
  return member;
}

/** The member's coupons of the issue: in all, and claimed on `day`. */
async function heldOf(tx: Tx, issueId: number, memberId: number, day: string) {
  const [held] = await tx
    .select({
      all: count(),
      today: sql<number>`count(*) filter (where ${memberCoupons.claimDay} = ${day})`.mapWith(Number),
    })
    .from(memberCoupons)
    .where(and(eq(memberCoupons.issueId, issueId), eq(memberCoupons.memberId, memberId)));
  return held!;
}

/**
 * Gives one coupon of the issue to the member (a claim in the claim centre, a staff push, or a gift of
 * the new-member and after-purchase channels, which say what it is given for): an issue read as sold
 * out is refused at once; else the member's turn, then the issue's limits, then ONE guarded update
 * taking a coupon from what remains (never below zero, only while the issue is open), then the member
 * coupon, all in `tx`.
 */
export async function giveCoupon(
  tx: Tx,
  issueId: number,
  memberId: number,
  source: CouponChannel,
  at: Date,
  givenFor: string | null = null,
) {
  // Sold out as read: answered without waiting for the member's turn (the guarded update decides the rest).
  const [peek] = await tx
    .select({ remaining: couponIssues.remaining, channel: couponIssues.channel })
    .from(couponIssues)
    .where(eq(couponIssues.id, issueId));
  if (!peek) throw notFound();
  if (peek.channel !== source) throw conflict('coupon.wrongChannel');
  if (peek.remaining === 0) throw conflict('coupon.soldOut');
  // Locks in one order everywhere: the member, then the template (shared), then the issue's row.
  const member = await lockMember(tx, memberId);
  const [found] = await tx
    .select({ issue: couponIssues, template: couponTemplates })
    .from(couponIssues)
    .innerJoin(couponTemplates, eq(couponTemplates.id, couponIssues.templateId))
    .where(eq(couponIssues.id, issueId))
    .for('share', { of: couponTemplates });
  if (!found) throw notFound();
  const { issue, template } = found;
  if (!issue.enabled) throw conflict('coupon.closed');
  if (!template.enabled) throw conflict('coupon.templateDisabled');
  if (at < issue.claimStart || at > issue.claimEnd) throw conflict('coupon.notOpen');
  const window = windowOf(template, at);
  if (window.validTo <= at) throw conflict('coupon.lapsed');
  if (issue.memberLevels.length > 0 && !issue.memberLevels.includes(member.level)) {
    throw forbidden('coupon.levelRefused');
  }
  const day = shopDay(at);
  const held = await heldOf(tx, issueId, memberId, day);
  if (held.all >= issue.perMember) throw conflict('coupon.limitReached', { max: issue.perMember });
  if (issue.perMemberDaily !== null && held.today >= issue.perMemberDaily) {
    throw conflict('coupon.dailyLimitReached', { max: issue.perMemberDaily });
  }
  const [taken] = await tx
    .update(couponIssues)
    .set({
      claimed: sql`${couponIssues.claimed} + 1`,
      remaining: sql`${couponIssues.remaining} - 1`,
    })
    .where(
      and(
        eq(couponIssues.id, issueId),
        eq(couponIssues.enabled, true),
        lte(couponIssues.claimStart, at),
        gte(couponIssues.claimEnd, at),
        or(isNull(couponIssues.remaining), gt(couponIssues.remaining, 0)),
      ),
    )
    .returning({ id: couponIssues.id });
  if (!taken) throw conflict('coupon.soldOut');
  const [coupon] = await tx
    .insert(memberCoupons)
    .values({
      memberId,
      issueId,
      templateId: template.id,
      title: template.title,
      kind: template.kind,
      amount: template.amount,
      percentOff: template.percentOff,
      maxDiscount: template.maxDiscount,
      threshold: template.threshold,
      scope: template.scope,
      scopeIds: template.scopeIds,
      source,
      ...window,
      claimDay: day,
      claimedAt: at,
      givenFor,
    })
    .returning();
  return coupon!;
}

/**
 * Tells the shop's staff that an issue's counts moved (their issues list refetches), once per claim
 * or push, with the counts as they stand in this transaction; sent only if it commits.
 */
export async function announceClaimed(tx: Tx, companyId: number, actorId: number | null, issueId: number) {
  const [counts] = await tx
    .select({ claimed: couponIssues.claimed, remaining: couponIssues.remaining })
    .from(couponIssues)
    .where(eq(couponIssues.id, issueId));
  if (counts) await publish(tx, { companyId, type: 'coupon.claimed', actorId, data: { issueId, ...counts } });
}
