import {
  ORDER_TABS,
  type OrderStatus,
  type OrderTab,
  type orderFilter,
  type orderListRow,
  type ordersDeskContract,
  type PageQuery,
} from '@hh/shared';
import { and, count, eq, gte, inArray, lt, lte, type SQL, sql, sum } from 'drizzle-orm';
import type { z } from 'zod';
import { inCompany } from '../../../db/access.ts';
import type { Tx } from '../../../db/client.ts';
import { boundedCount, contains, orderBy } from '../../../db/list.ts';
import type { CompanyContext } from '../../../lib/context.ts';
import { members } from '../../members/index.ts';
import { stores } from '../../stores/index.ts';
import { orderLines, orderStatusCounts, orders } from '../schema.ts';

export type OrderFilter = z.output<typeof orderFilter>;
export type OrderListQuery = z.output<typeof ordersDeskContract.listQuery>;
export type OrderListRow = z.output<typeof orderListRow>;
/** A list row with what a warehouse packs from: where it goes, how it left and when (the export's columns). */
export type OrderExportRow = OrderListRow &
  Pick<
    typeof orders.$inferSelect,
    | 'regionName'
    | 'address'
    | 'shippingKind'
    | 'expressName'
    | 'trackingNo'
    | 'courierName'
    | 'courierPhone'
    | 'shippedAt'
  >;

const sortable = {
  id: orders.id,
  createdAt: orders.createdAt,
  paidAt: orders.paidAt,
  payAmount: orders.payAmount,
};

/** The conditions of the filters (no status): undefined when none is given. */
function filterWhere(f: OrderFilter): SQL | undefined {
  const parts: (SQL | undefined)[] = [];
  if (f.code) parts.push(eq(orders.code, f.code));
  if (f.member) {
    const p = contains(f.member);
    const buyers = sql`select ${members.uid} from ${members} where ${members.phone} ilike ${p} or ${members.nickname} ilike ${p}`;
    parts.push(sql`${orders.memberId} in (${buyers})`);
  }
  if (f.productName) {
    parts.push(
      sql`exists (select 1 from ${orderLines} l where l.order_id = ${orders.id} and l.product_name ilike ${contains(f.productName)})`,
    );
  }
  if (f.createdAt) parts.push(gte(orders.createdAt, f.createdAt[0]!), lte(orders.createdAt, f.createdAt[1]!));
  if (f.paidAt) parts.push(gte(orders.paidAt, f.paidAt[0]!), lte(orders.paidAt, f.paidAt[1]!));
  if (f.deliveryType) parts.push(eq(orders.deliveryType, f.deliveryType));
  if (f.storeId) parts.push(eq(orders.storeId, f.storeId));
  if (f.payMethod) parts.push(eq(orders.payMethod, f.payMethod));
  return and(...parts);
}

const hasFilter = (f: OrderFilter) => filterWhere(f) !== undefined;

/** How many orders of the transaction's company are in each status: the trigger-kept counters. */
async function statusTotals(tx: Tx): Promise<Map<OrderStatus, number>> {
  const rows = await tx
    .select({ status: orderStatusCounts.status, n: sum(orderStatusCounts.n) })
    .from(orderStatusCounts)
    .groupBy(orderStatusCounts.status);
  return new Map(rows.map((r) => [r.status, Number(r.n ?? 0)]));
}

/** The same, counted over the orders the filters keep. */
async function filteredTotals(tx: Tx, where: SQL | undefined): Promise<Map<OrderStatus, number>> {
  const rows = await tx
    .select({ status: orders.status, n: count() })
    .from(orders)
    .where(where)
    .groupBy(orders.status);
  return new Map(rows.map((r) => [r.status, r.n]));
}

function toTabs(totals: Map<OrderStatus, number>): Record<OrderTab, number> {
  const tabs = Object.fromEntries(ORDER_TABS.map((tab) => [tab, 0])) as Record<OrderTab, number>;
  for (const [status, n] of totals) {
    tabs[status] = n;
    tabs.all += n;
  }
  return tabs;
}

/** Every tab's count for the current filters: one call, from the counters when nothing is filtered. */
async function countOrders(tx: Tx, f: OrderFilter): Promise<Record<OrderTab, number>> {
  return toTabs(hasFilter(f) ? await filteredTotals(tx, filterWhere(f)) : await statusTotals(tx));
}

export const orderCounts = (ctx: CompanyContext, f: OrderFilter) =>
  inCompany(ctx, (tx) => countOrders(tx, f));

const linesColumn = sql<OrderListRow['lines']>`coalesce((select json_agg(json_build_object(
    'picture', l.picture, 'productName', l.product_name, 'skuLabel', l.sku_label,
    'unitPrice', l.unit_price::text, 'quantity', l.quantity) order by l.id)
  from ${orderLines} l where l.order_id = ${orders.id}), '[]'::json)`;

/** An unfiltered tab's total from the status counters, as a column riding along with a page's rows. */
const tabTotal = (status: OrderStatus | undefined) =>
  sql<number>`(select coalesce(sum(${orderStatusCounts.n}), 0) from ${orderStatusCounts}${
    status ? sql` where ${orderStatusCounts.status} = ${status}` : sql``
  })`.mapWith(Number);

function selectRows(tx: Tx, where: SQL, order: SQL[], total?: SQL<number>) {
  return tx
    .select({
      order: orders,
      memberUid: members.uid,
      nickname: members.nickname,
      phone: members.phone,
      avatar: members.avatar,
      storeName: stores.name,
      lines: linesColumn,
      ...(total ? { total } : {}),
    })
    .from(orders)
    .leftJoin(members, eq(members.uid, orders.memberId))
    .leftJoin(stores, eq(stores.id, orders.storeId))
    .where(where)
    .orderBy(...order);
}

type SelectedRow = Awaited<ReturnType<typeof selectRows>>[number];

function toListRow(r: SelectedRow): OrderExportRow {
  return {
    ...r.order,
    storeName: r.storeName,
    member:
      r.memberUid === null
        ? null
        : { id: r.memberUid, nickname: r.nickname ?? '', phone: r.phone, avatar: r.avatar },
    lines: r.lines.map((l) => ({ ...l, quantity: Number(l.quantity) })),
  };
}

/** The rows of the given orders, in the given order: lines, buyer and store read for these only. */
export async function listRows(tx: Tx, where: SQL, order: SQL[]): Promise<OrderListRow[]> {
  return (await selectRows(tx, where, order)).map(toListRow);
}

/** The filters and the tab; an exact order number finds its order whatever tab is open. */
function listWhere(q: OrderFilter & { status?: OrderStatus }) {
  return and(filterWhere(q), q.status && !q.code ? eq(orders.status, q.status) : undefined);
}

/**
 * A page of orders: the page's ids first (one index range), then their lines, buyers and stores.
 * Unfiltered, the total is the tab's counter read in the same statement: one round trip.
 */
export async function listOrders(ctx: CompanyContext, q: OrderListQuery & PageQuery) {
  const order = orderBy(q.sort, sortable);
  const where = listWhere(q);
  return inCompany(ctx, async (tx) => {
    const ids = tx
      .select({ id: orders.id })
      .from(orders)
      .where(where)
      .orderBy(...order)
      .limit(q.size)
      .offset(q.page * q.size);
    const filtered = hasFilter(q);
    const rows = await selectRows(
      tx,
      inArray(orders.id, ids),
      order,
      filtered ? undefined : tabTotal(q.status),
    );
    const content = rows.map(toListRow);
    const short = q.page === 0 && content.length < q.size;
    let totalElements = content.length;
    if (!short) {
      if (filtered) {
        totalElements = (await tx.select({ n: count() }).from(orders).where(where))[0]?.n ?? 0;
      } else {
        totalElements = rows[0]?.total ?? toTabs(await statusTotals(tx))[q.status ?? 'all'];
      }
    }
    return { content, totalElements };
  });
}

/** How many orders an export of `q` would hold, counted no further than `limit`. */
export function exportCount(
  ctx: CompanyContext,
  q: OrderFilter & { status?: OrderStatus; ids?: number[] },
  limit: number,
) {
  const chosen = q.ids ? inArray(orders.id, q.ids) : listWhere(q);
  return inCompany(ctx, (tx) => boundedCount(tx, orders, chosen, limit));
}

/** The next export batch after the last row sent: the selected ids, or the filters; newest first. */
export function exportBatch(
  ctx: CompanyContext,
  q: OrderFilter & { status?: OrderStatus; ids?: number[] },
  after: OrderExportRow | undefined,
  size: number,
): Promise<OrderExportRow[]> {
  const chosen = q.ids ? inArray(orders.id, q.ids) : listWhere(q);
  const where = and(chosen, after ? lt(orders.id, after.id) : undefined);
  return inCompany(ctx, async (tx) => {
    const ids = tx
      .select({ id: orders.id })
      .from(orders)
      .where(where)
      .orderBy(sql`${orders.id} desc`)
      .limit(size);
    return (await selectRows(tx, inArray(orders.id, ids), [sql`${orders.id} desc`])).map(toListRow);
  });
}
