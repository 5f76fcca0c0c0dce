import { and, eq, gt, gte, inArray, isNull, lte, or, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { announceClaimed, giveCoupon, lockMember } from './claim.ts';
import { couponIssues, couponTemplates, memberCoupons } from './schema.ts';

/** The channels whose coupons are given by themselves (a sign-up, a paid order), never claimed. */
type GiftChannel = 'newMember' | 'afterPurchase';

/** The issues of a gift channel running at `at`, with coupons left; after purchase, the ones `paid` reaches. */
function running(channel: GiftChannel, at: Date, paid: string | SQL | null): SQL | undefined {
  return and(
    eq(couponIssues.channel, channel),
    eq(couponIssues.enabled, true),
    eq(couponTemplates.enabled, true),
    lte(couponIssues.claimStart, at),
    gte(couponIssues.claimEnd, at),
    or(isNull(couponIssues.remaining), gt(couponIssues.remaining, 0)),
    paid === null ? undefined : or(isNull(couponIssues.minPayAmount), lte(couponIssues.minPayAmount, paid)),
  );
}

/**
 * A query answering one row (`company_id`, `ref`) when the shop runs an issue of the channel now (the
 * paid amount reaching it, after purchase; it may be read in the same statement), else none: what a
 * job is scheduled from, in the caller's transaction, so a shop without such issues costs no job.
 */
export function giftJobRef(
  companyId: number,
  ref: string,
  channel: GiftChannel,
  at: Date,
  paid: string | SQL | null,
) {
  return sql`select ${companyId}::bigint, ${ref}::text where exists (select 1 from ${couponIssues}
    inner join ${couponTemplates} on ${couponTemplates.id} = ${couponIssues.templateId}
    where ${running(channel, at, paid)})`;
}

/**
 * The member's coupons of a gift channel: one from each running issue of the channel (after purchase:
 * each the paid amount reaches), by the same `giveCoupon` as a claim (the member's turn, the limits, the
 * guarded update on remaining). An issue sold out, over its limits or refusing the member's level is
 * passed over, never failing the caller; an issue that already gave for `givenFor` (a job run again)
 * gives nothing more. Answers the issues that gave one.
 */
export async function giveGifts(
  tx: Tx,
  companyId: number,
  memberId: number,
  gift: { channel: GiftChannel; givenFor: string; paid: string | null },
  at: Date,
): Promise<number[]> {
  const issues = await tx
    .select({ id: couponIssues.id })
    .from(couponIssues)
    .innerJoin(couponTemplates, eq(couponTemplates.id, couponIssues.templateId))
    .where(running(gift.channel, at, gift.paid))
    .orderBy(couponIssues.id);
  if (issues.length === 0) return [];
  try {
    await lockMember(tx, memberId);
  } catch (err) {
    if (err instanceof AppError) return [];
    throw err;
  }
  const given = await tx
    .select({ issueId: memberCoupons.issueId })
    .from(memberCoupons)
    .where(
      and(
        eq(memberCoupons.memberId, memberId),
        eq(memberCoupons.givenFor, gift.givenFor),
        inArray(
          memberCoupons.issueId,
          issues.map((i) => i.id),
        ),
      ),
    );
  const done = new Set(given.map((g) => g.issueId));
  const gave: number[] = [];
  for (const { id } of issues) {
    if (done.has(id)) continue;
    try {
      await giveCoupon(tx, id, memberId, gift.channel, at, gift.givenFor);
    } catch (err) {
      if (err instanceof AppError) continue;
      throw err;
    }
    await announceClaimed(tx, companyId, null, id);
    gave.push(id);
  }
  return gave;
}
