import { fromCents, toCents } from '@hh/shared';
import { and, eq, gte, lte, sql } from 'drizzle-orm';
import { inCompany } from '../../db/access.ts';
import type { CompanyContext } from '../../lib/context.ts';
import { daysOf, type StatsRange } from '../dashboard/index.ts';
import { openReturnTotals } from '../orders/index.ts';
import { orderRefunds } from './schema.ts';

/**
 * Refunds that succeeded in the range (by when the money went back), per calendar day of the zone; and
 * the payments being given back or stuck failing, whatever the range.
 */
export function refundStats(ctx: CompanyContext, range: StatsRange) {
  return inCompany(ctx, async (tx) => {
    const where = and(
      eq(orderRefunds.status, 'succeeded'),
      gte(orderRefunds.finishedAt, range.start),
      lte(orderRefunds.finishedAt, range.end),
    );
    const day = sql<string>`to_char(${orderRefunds.finishedAt} at time zone ${range.timeZone}, 'YYYY-MM-DD')`;
    const [perDay, [orders], returnedPayments] = await Promise.all([
      tx
        .select({
          date: day,
          refunds: sql<string>`count(*)::text`,
          amount: sql<string>`sum(${orderRefunds.amount})::text`,
        })
        .from(orderRefunds)
        .where(where)
        .groupBy(sql`1`),
      tx
        .select({ n: sql<string>`count(distinct ${orderRefunds.orderId})::text` })
        .from(orderRefunds)
        .where(where),
      openReturnTotals(tx),
    ]);
    const byDate = new Map(perDay.map((d) => [d.date, d]));
    const byDay = daysOf(range).map((date) => ({
      date,
      refunds: Number(byDate.get(date)?.refunds ?? 0),
      amount: fromCents(toCents(byDate.get(date)?.amount ?? '0')),
    }));
    return {
      refunds: byDay.reduce((n, d) => n + d.refunds, 0),
      amount: fromCents(byDay.reduce((c, d) => c + toCents(d.amount), 0n)),
      orders: Number(orders?.n ?? 0),
      byDay,
      returnedPayments,
    };
  });
}
