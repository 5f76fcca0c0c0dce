import { COMPANY_STATUSES, NEW_SHOP_DAYS } from '@hh/shared';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import { inPlatform } from '../../db/access.ts';
import type { UserContext } from '../../lib/context.ts';
import { companies, companyOrders, plans } from '../companies/index.ts';

/** The longest approval queue the home shows; the count says how many wait in all. */
const QUEUE_SHOWN = 5;

const rows = <T>(result: unknown) => (result as { rows: T[] }).rows;

/**
 * The platform operator's home: shops by state, the oldest shops waiting for approval, paid plan
 * sales (exact decimals) and new shops per calendar day of `timeZone`, the last NEW_SHOP_DAYS days.
 */
export async function platformHome(ctx: UserContext, timeZone: string) {
  return inPlatform(ctx, async (tx) => {
    const shops = eq(companies.isPlatform, false);
    const counted = await tx
      .select({ status: companies.status, count: count() })
      .from(companies)
      .where(shops)
      .groupBy(companies.status);
    const byStatus = new Map(counted.map((r) => [r.status, r.count]));
    const pending = and(shops, eq(companies.status, 'pending_approval'));
    const oldest = await tx
      .select({
        companyId: companies.id,
        companyName: companies.name,
        contactName: companies.contactName,
        contactPhone: companies.contactPhone,
        since: companies.updatedAt,
      })
      .from(companies)
      .where(pending)
      .orderBy(asc(companies.updatedAt), asc(companies.id))
      .limit(QUEUE_SHOWN);
    const paid = tx
      .select({
        planId: companyOrders.planId,
        orders: count().as('orders'),
        amount: sql<string>`sum(${companyOrders.amount})`.as('amount'),
      })
      .from(companyOrders)
      .where(eq(companyOrders.status, 'paid'))
      .groupBy(companyOrders.planId)
      .as('paid');
    const byPlan = await tx
      .select({
        planId: plans.id,
        planName: plans.name,
        planNameEn: plans.nameEn,
        orders: sql<number>`coalesce(${paid.orders}, 0)::int`,
        amount: sql<string>`coalesce(${paid.amount}, 0)::numeric(14,2)::text`,
      })
      .from(plans)
      .leftJoin(paid, eq(paid.planId, plans.id))
      .orderBy(asc(plans.id));
    const [total] = await tx
      .select({
        orders: count(),
        amount: sql<string>`coalesce(sum(${companyOrders.amount}), 0)::numeric(14,2)::text`,
      })
      .from(companyOrders)
      .where(eq(companyOrders.status, 'paid'));
    const days = rows<{ date: string; count: number }>(
      await tx.execute(sql`
        with today as (select date_trunc('day', now() at time zone ${timeZone}) as d)
        select to_char(day, 'YYYY-MM-DD') as date, count(${companies.id})::int as count
        from today, generate_series(today.d - make_interval(days => ${NEW_SHOP_DAYS - 1}), today.d, interval '1 day') as day
        left join ${companies} on not ${companies.isPlatform}
          and ${companies.createdAt} at time zone ${timeZone} >= day
          and ${companies.createdAt} at time zone ${timeZone} < day + interval '1 day'
        group by day order by day`),
    );
    return {
      companiesByStatus: COMPANY_STATUSES.map((status) => ({ status, count: byStatus.get(status) ?? 0 })),
      pendingApprovals: { count: byStatus.get('pending_approval') ?? 0, oldest },
      planSales: { orders: total?.orders ?? 0, amount: total?.amount ?? '0.00', byPlan },
      newCompaniesByDay: days.map((d) => ({ date: d.date, count: Number(d.count) })),
    };
  });
}
