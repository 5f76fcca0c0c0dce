import { fromCents, toCents } from '@hh/shared';
import { and, count, countDistinct, eq, gte, lt, ne, type SQL, sql } from 'drizzle-orm';
import { inCompany } from '../../db/access.ts';
import type { Tx } from '../../db/client.ts';
import type { CompanyContext } from '../../lib/context.ts';
import { orderLines, orders } from '../orders/index.ts';
import { daysOf, type StatsRange } from './range.ts';

const TOP_PRODUCTS = 10;

const rows = <T>(result: unknown) => (result as { rows: T[] }).rows;

/**
 * The orders that are sales of the range: paid in it (by pay time), not cancelled. Refunds are the
 * after-sales issue's: it subtracts the refunds made in the range from what these orders paid.
 */
function paidIn(ctx: CompanyContext, range: StatsRange): SQL | undefined {
  return and(
    eq(orders.companyId, ctx.principal.companyId),
    gte(orders.paidAt, range.start),
    lt(orders.paidAt, range.end),
    ne(orders.status, 'cancelled'),
  );
}

/** total ÷ count to two decimals, rounded half up, on whole cents (no float on the way). */
export function averageOf(total: string, orderCount: number): string {
  if (orderCount === 0) return '0.00';
  const cents = toCents(total);
  const n = BigInt(orderCount);
  return fromCents((2n * cents + n) / (2n * n));
}

/** Paid orders and their pay amounts per calendar day of the zone, every day of the range. */
async function salesByDay(tx: Tx, ctx: CompanyContext, range: StatsRange) {
  const day = sql<string>`to_char(${orders.paidAt} at time zone ${range.timeZone}, 'YYYY-MM-DD')`;
  const perDay = await tx
    .select({ date: day, orders: count(), sales: sql<string>`sum(${orders.payAmount})::text` })
    .from(orders)
    .where(paidIn(ctx, range))
    .groupBy(sql`1`);
  const byDate = new Map(perDay.map((d) => [d.date, d]));
  return daysOf(range).map((date) => {
    const found = byDate.get(date);
    return { date, orders: found?.orders ?? 0, sales: fromCents(toCents(found?.sales ?? '0')) };
  });
}

interface SoldRow {
  productId: string;
  name: string;
  picture: string | null;
  quantity: string;
  amount: string;
}

/**
 * The products most sold by the range's paid orders, ranked by quantity and by amount (ties by
 * product id), each with the name and picture of its latest line in the range.
 */
async function topProducts(tx: Tx, ctx: CompanyContext, range: StatsRange) {
  const ranked = (by: 'quantity' | 'amount') =>
    tx.execute(sql`
      with sold as (
        select ${orderLines.productId} as product_id, sum(${orderLines.quantity}) as quantity,
          sum(${orderLines.lineTotal}) as amount, max(${orderLines.id}) as last_line
        from ${orders} join ${orderLines} on ${orderLines.orderId} = ${orders.id}
        where ${paidIn(ctx, range)}
        group by ${orderLines.productId}
        order by ${sql.identifier(by)} desc, 1
        limit ${TOP_PRODUCTS}
      )
      select sold.product_id::text as "productId", l.product_name as name, l.picture,
        sold.quantity::text as quantity, sold.amount::text as amount
      from sold join ${orderLines} l on l.id = sold.last_line
      order by sold.${sql.identifier(by)} desc, sold.product_id`);
  const shape = (list: SoldRow[]) =>
    list.map((row) => ({
      productId: Number(row.productId),
      name: row.name,
      picture: row.picture,
      quantity: Number(row.quantity),
      amount: fromCents(toCents(row.amount)),
    }));
  const byQuantity = rows<SoldRow>(await ranked('quantity'));
  const byAmount = rows<SoldRow>(await ranked('amount'));
  return { topByQuantity: shape(byQuantity), topByAmount: shape(byAmount) };
}

/** The sales side of the dashboard for a range: totals, the day series and the best-selling products. */
export async function salesStats(ctx: CompanyContext, range: StatsRange) {
  return inCompany(ctx, async (tx) => {
    const [totals] = await tx
      .select({
        paidOrders: count(),
        sales: sql<string>`coalesce(sum(${orders.payAmount}), 0)::text`,
        payingMembers: countDistinct(orders.memberId),
      })
      .from(orders)
      .where(paidIn(ctx, range));
    const [cancelled] = await tx
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
    const paidOrders = totals?.paidOrders ?? 0;
    const sales = fromCents(toCents(totals?.sales ?? '0'));
    return {
      paidOrders,
      sales,
      payingMembers: totals?.payingMembers ?? 0,
      averageOrderValue: averageOf(sales, paidOrders),
      cancelledOrders: cancelled?.n ?? 0,
      byDay: await salesByDay(tx, ctx, range),
      ...(await topProducts(tx, ctx, range)),
    };
  });
}
