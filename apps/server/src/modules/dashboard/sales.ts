import { fromCents, toCents } from '@hh/shared';
import { and, count, eq, gte, lt, ne, type SQL, sql } from 'drizzle-orm';
import { inCompany } from '../../db/access.ts';
import type { Tx } from '../../db/client.ts';
import type { CompanyContext } from '../../lib/context.ts';
import { orderLines, orders } from '../orders/index.ts';
import { daysOf, type StatsRange } from './range.ts';

const TOP_PRODUCTS = 10;

const rows = <T>(result: unknown) => (result as { rows: T[] }).rows;

/**
 * The orders that are sales of the range: paid in it (by pay time), not cancelled (index
 * orders_sales_idx, migration 0016). Refunds are the after-sales issue's: it subtracts the refunds
 * made in the range from what these orders paid.
 */
function paidIn(ctx: CompanyContext, range: StatsRange): SQL | undefined {
  return and(
    eq(orders.companyId, ctx.principal.companyId),
    gte(orders.paidAt, range.start),
    lt(orders.paidAt, range.end),
    ne(orders.status, 'cancelled'),
  );
}

/**
 * total ÷ count to two decimals, rounded half up, on whole cents (no float on the way).
 * @internal
 */
export function averageOf(total: string, orderCount: number): string {
  if (orderCount === 0) return '0.00';
  const cents = toCents(total);
  const n = BigInt(orderCount);
  return fromCents((2n * cents + n) / (2n * n));
}

/** Paid orders and their pay amounts per calendar day of the zone, every day of the range. */
async function salesByDay(tx: Tx, ctx: CompanyContext, range: StatsRange) {
  const day = sql`(${orders.paidAt} at time zone ${range.timeZone})::date`;
  const perDay = rows<{ date: string; orders: string; sales: string }>(
    await tx.execute(sql`
      select to_char(day, 'YYYY-MM-DD') as date, orders::text, sales::text
      from (
        select ${day} as day, count(*) as orders, sum(${orders.payAmount}) as sales
        from ${orders} where ${paidIn(ctx, range)} group by 1
      ) per_day`),
  );
  const byDate = new Map(perDay.map((d) => [d.date, d]));
  return daysOf(range).map((date) => {
    const found = byDate.get(date);
    return {
      date,
      orders: Number(found?.orders ?? 0),
      sales: fromCents(toCents(found?.sales ?? '0')),
    };
  });
}

async function payingMembers(tx: Tx, ctx: CompanyContext, range: StatsRange): Promise<number> {
  const [found] = rows<{ n: string }>(
    await tx.execute(sql`
      select count(*)::text as n
      from (select distinct ${orders.memberId} from ${orders} where ${paidIn(ctx, range)}) payers`),
  );
  return Number(found?.n ?? 0);
}

async function cancelledIn(tx: Tx, ctx: CompanyContext, range: StatsRange): Promise<number> {
  const [found] = await tx
    .select({ n: count() })
    .from(orders)
    .where(
      and(
        eq(orders.companyId, ctx.principal.companyId),
        eq(orders.status, 'cancelled'),
        gte(orders.cancelledAt, range.start),
        lt(orders.cancelledAt, range.end),
      ),
    );
  return found?.n ?? 0;
}

interface RankedRow {
  by: 'quantity' | 'amount';
  productId: string;
  name: string;
  picture: string | null;
  quantity: string;
  amount: string;
}

/**
 * The products most sold by the range's paid orders, ranked by quantity and by amount (ties by
 * product id), each with the name and picture of its latest line in the range. The lines are summed
 * once for both rankings.
 */
async function topProducts(tx: Tx, ctx: CompanyContext, range: StatsRange) {
  const ranked = rows<RankedRow>(
    await tx.execute(sql`
      with sold as materialized (
        select ${orderLines.productId} as product_id, sum(${orderLines.quantity}) as quantity,
          sum(${orderLines.lineTotal}) as amount, max(${orderLines.id}) as last_line
        from ${orders} join ${orderLines} on ${orderLines.orderId} = ${orders.id}
        where ${paidIn(ctx, range)}
        group by 1
      ), top as (
        (select 'quantity' as by, 1 as ranking, * from sold
          order by quantity desc, product_id limit ${TOP_PRODUCTS})
        union all
        (select 'amount', 2, * from sold order by amount desc, product_id limit ${TOP_PRODUCTS})
      )
      select top.by, top.product_id::text as "productId", l.product_name as name, l.picture,
        top.quantity::text as quantity, top.amount::text as amount
      from top join ${orderLines} l on l.id = top.last_line
      order by top.ranking, case when top.ranking = 1 then top.quantity else top.amount end desc,
        top.product_id`),
  );
  const shape = (by: RankedRow['by']) =>
    ranked
      .filter((row) => row.by === by)
      .map((row) => ({
        productId: Number(row.productId),
        name: row.name,
        picture: row.picture,
        quantity: Number(row.quantity),
        amount: fromCents(toCents(row.amount)),
      }));
  return { topByQuantity: shape('quantity'), topByAmount: shape('amount') };
}

/** The sales side of the dashboard for a range: totals, the day series and the best-selling products. */
export async function salesStats(ctx: CompanyContext, range: StatsRange) {
  return inCompany(ctx, async (tx) => {
    const byDay = await salesByDay(tx, ctx, range);
    const paidOrders = byDay.reduce((n, day) => n + day.orders, 0);
    const sales = fromCents(byDay.reduce((cents, day) => cents + toCents(day.sales), 0n));
    return {
      paidOrders,
      sales,
      payingMembers: await payingMembers(tx, ctx, range),
      averageOrderValue: averageOf(sales, paidOrders),
      cancelledOrders: await cancelledIn(tx, ctx, range),
      byDay,
      ...(await topProducts(tx, ctx, range)),
    };
  });
}
