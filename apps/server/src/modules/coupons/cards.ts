import type { DecoActivityCard } from '@hh/shared';
import { and, desc, eq, gt, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { couponIssues, couponTemplates } from './schema.ts';

/** Claim-centre issues not over yet that a home page may weigh (running ones and the next to open). */
const CANDIDATES_MAX = 200;

const earliest = (moments: Date[]) =>
  moments.reduce<Date | null>((a, b) => (a === null || b < a ? b : a), null);

/**
 * The home page's coupon cards: the claim centre's issues open at `at` and not sold out, newest
 * first (what each takes off and from how much; not the new-member, after-purchase or push
 * channels), and the next moment one opens or closes.
 */
export async function couponCards(tx: Tx, at: Date, max: number) {
  const rows = await tx
    .select({
      id: couponIssues.id,
      title: couponTemplates.title,
      kind: couponTemplates.kind,
      amount: couponTemplates.amount,
      percentOff: couponTemplates.percentOff,
      threshold: couponTemplates.threshold,
      claimStart: couponIssues.claimStart,
      claimEnd: couponIssues.claimEnd,
      validTo: sql<Date | null>`case when ${couponTemplates.validity} = 'fixed' then ${couponTemplates.validTo} end`,
      remaining: couponIssues.remaining,
    })
    .from(couponIssues)
    .innerJoin(couponTemplates, eq(couponTemplates.id, couponIssues.templateId))
    .where(
      and(
        eq(couponIssues.channel, 'centre'),
        eq(couponIssues.enabled, true),
        eq(couponTemplates.enabled, true),
        gt(couponIssues.claimEnd, at),
        sql`(${couponTemplates.validity} <> 'fixed' or ${couponTemplates.validTo} > ${at.toISOString()}::timestamptz)`,
      ),
    )
    .orderBy(desc(couponIssues.id))
    .limit(CANDIDATES_MAX);
  const running = rows.filter((r) => r.claimStart <= at && r.remaining !== 0).slice(0, max);
  const until = earliest([
    ...rows.filter((r) => r.claimStart > at).map((r) => r.claimStart),
    ...running.flatMap((r) => (r.validTo ? [r.claimEnd, new Date(r.validTo)] : [r.claimEnd])),
  ]);
  const cards: DecoActivityCard[] = running.map((r) => ({
    id: r.id,
    productId: null,
    name: r.title,
    image: null,
    price: r.kind === 'amount' ? (r.amount ?? '0.00') : '0.00',
    originalPrice: '0.00',
    percentOff: r.kind === 'percent' ? r.percentOff : null,
    threshold: r.threshold,
    groupSize: null,
  }));
  return { cards, until };
}
