import type { couponsContract } from '@hh/shared';
import { and, count, countDistinct, eq, gte, isNotNull, lte, ne, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import { inCompany } from '../../db/access.ts';
import type { Tx } from '../../db/client.ts';
import { companyRowCount, orderBy, paged } from '../../db/list.ts';
import type { CompanyContext } from '../../lib/context.ts';
import { couponIssues, couponTemplates, memberCoupons } from '../coupons/index.ts';
import { orders } from './schema.ts';

type StatisticsQuery = z.output<typeof couponsContract.statisticsQuery>;
type Range = Pick<StatisticsQuery, 'startTime' | 'endTime'>;

const within = (column: PgColumn, range: Range) =>
  and(
    range.startTime ? gte(column, range.startTime) : undefined,
    range.endTime ? lte(column, range.endTime) : undefined,
  );

/** What the coupon took off its order: the order's coupon step naming this member coupon. */
const couponDiscount = sql`(select coalesce(sum((step->>'amount')::numeric), 0)
  from jsonb_array_elements(${orders.discounts}) step
  where step->>'kind' = 'coupon' and step->>'sourceId' = ${memberCoupons.id}::text)`;

/** The order was its member's first paid one. */
const firstPaid = sql`not exists (select 1 from ${orders} earlier
  where earlier.member_id = ${orders.memberId} and earlier.paid_at < ${orders.paidAt})`;

const money = (total: SQL) => sql<string>`coalesce(${total}, 0)::numeric(14, 2)::text`;

/** The numbers of the coupons used on orders paid in the range and not cancelled, by `select`'s grouping. */
const usedNumbers = {
  used: count(),
  orderAmount: money(sql`sum(${orders.payAmount})`),
  discount: money(sql`sum(${couponDiscount})`),
  newBuyers: countDistinct(sql`case when ${firstPaid} then ${orders.memberId} end`),
};

/** Coupons used on a paid order not cancelled (one given back on cancel or full refund is unused again). */
const usedWhere = (range: Range) =>
  and(
    eq(memberCoupons.status, 'used'),
    isNotNull(orders.paidAt),
    ne(orders.status, 'cancelled'),
    within(orders.paidAt, range),
  );

/** used ÷ claimed in percent with one decimal, rounded half up; null when none was claimed. */
function useRate(used: number, claimed: number): string | null {
  if (claimed === 0) return null;
  const tenths = Math.floor((used * 1000 + claimed / 2) / claimed);
  return `${Math.floor(tenths / 10)}.${tenths % 10}`;
}

async function totalsOf(tx: Tx, range: Range) {
  const [claimed] = await tx
    .select({ n: count() })
    .from(memberCoupons)
    .where(within(memberCoupons.claimedAt, range));
  const [used] = await tx
    .select(usedNumbers)
    .from(memberCoupons)
    .innerJoin(orders, eq(orders.id, memberCoupons.usedOrderId))
    .where(usedWhere(range));
  const numbers = { claimed: claimed!.n, ...used! };
  return { ...numbers, useRate: useRate(numbers.used, numbers.claimed) };
}

const sortable = { id: couponIssues.id, claimStart: couponIssues.claimStart };

/**
 * The coupons' statistics: a page of issues, each with what its coupons did in the range (claimed by
 * the claim time; used, the orders' pay amount, the coupons' discount and the new buyers by the orders'
 * payment time), and every issue's together. Aggregated in SQL: one grouped read of the claims and one
 * of the uses, joined to the page of issues.
 */
export function couponStatistics(ctx: CompanyContext, query: StatisticsQuery) {
  return inCompany(ctx, async (tx) => {
    const claims = tx
      .select({ issueId: memberCoupons.issueId, claimed: count().as('claims_n') })
      .from(memberCoupons)
      .where(within(memberCoupons.claimedAt, query))
      .groupBy(memberCoupons.issueId)
      .as('claims');
    const uses = tx
      .select({
        issueId: sql<number>`${memberCoupons.issueId}`.as('use_issue_id'),
        used: usedNumbers.used.as('uses_n'),
        orderAmount: usedNumbers.orderAmount.as('uses_amount'),
        discount: usedNumbers.discount.as('uses_discount'),
        newBuyers: usedNumbers.newBuyers.as('uses_new_buyers'),
      })
      .from(memberCoupons)
      .innerJoin(orders, eq(orders.id, memberCoupons.usedOrderId))
      .where(usedWhere(query))
      .groupBy(memberCoupons.issueId)
      .as('uses');
    const page = await paged(
      query,
      (limit, offset) =>
        tx
          .select({
            issueId: couponIssues.id,
            title: couponTemplates.title,
            channel: couponIssues.channel,
            total: couponIssues.total,
            remaining: couponIssues.remaining,
            enabled: couponIssues.enabled,
            claimed: sql<number>`coalesce(${claims.claimed}, 0)`.mapWith(Number),
            used: sql<number>`coalesce(${uses.used}, 0)`.mapWith(Number),
            orderAmount: sql<string>`coalesce(${uses.orderAmount}, '0.00')`,
            discount: sql<string>`coalesce(${uses.discount}, '0.00')`,
            newBuyers: sql<number>`coalesce(${uses.newBuyers}, 0)`.mapWith(Number),
          })
          .from(couponIssues)
          .innerJoin(couponTemplates, eq(couponTemplates.id, couponIssues.templateId))
          .leftJoin(claims, eq(claims.issueId, couponIssues.id))
          .leftJoin(uses, eq(uses.issueId, couponIssues.id))
          .orderBy(...orderBy(query.sort, sortable))
          .limit(limit)
          .offset(offset),
      () => companyRowCount(tx, couponIssues),
    );
    return {
      content: page.content.map((row) => ({ ...row, useRate: useRate(row.used, row.claimed) })),
      totalElements: page.totalElements,
      totals: await totalsOf(tx, query),
    };
  });
}
