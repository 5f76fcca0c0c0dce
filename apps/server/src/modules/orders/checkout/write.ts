import type { ActivityRef, StockReason } from '@hh/shared';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client.ts';
import { insertingRow, rowOf, writeTogether } from '../../../db/one-trip.ts';
import { holdingRowCount } from '../../../db/tenant-policies.ts';
import type { CodedReason } from '../../../i18n/ledger-reasons.ts';
import { type Actor, actorColumns } from '../../../lib/context.ts';
import { stockChanging } from '../../goods/index.ts';
import { orderEvents, orderLines, orders } from '../schema.ts';
import { armingUnpaidTimers } from '../timers.ts';

/** A line of the new order as it is kept: the catalogue's snapshot, its price and what the steps took off. */
interface NewLine {
  productId: number;
  skuId: number;
  productName: string;
  skuLabel: string;
  picture: string | null;
  unitPrice: string;
  quantity: number;
  lineTotal: string;
  discount: string;
  activity: ActivityRef | null;
}

/** The stock a one-SKU order takes in the statement that makes it. */
interface StockTaken {
  skuId: number;
  quantity: number;
  reason: CodedReason<StockReason>;
  operatorId: number | null;
}

/**
 * This connection's shard of the company's unpaid-order counter (migration 0013's trigger adds the
 * new order to it at the statement's end), made if need be and locked now; see `holdingRowCount`.
 */
const holdingUnpaidCount = sql`insert into order_status_counts as c (company_id, status, shard, n)
  values (nullif(current_setting('app.company_id', true), '')::bigint, 'unpaid', pg_backend_pid() % 8, 0)
  on conflict (company_id, status, shard) do update set n = c.n returning 1`;

/**
 * A new order in one statement: the order (nothing when another create of its pre-order key made one:
 * the answer is then empty), its lines, its timeline line and its unpaid timer, each inserted from the
 * order's RETURNING, so none is written without it. With `stock`, the same statement then holds the
 * counters the order's triggers add to at its end (so it takes them before the SKU, as every order
 * transaction does) and takes the stock by the guarded update with its ledger line, only once the
 * order is made: `after` is the SKU's stock after, null when it was short (the caller throws, and the
 * rollback takes the order back).
 */
export async function writeNewOrder(
  tx: Tx,
  input: {
    order: typeof orders.$inferInsert;
    lines: readonly NewLine[];
    actor: Actor;
    at: Date;
    stock: StockTaken | null;
  },
) {
  const { order, actor, at, stock } = input;
  const lines = input.lines.map((l) => ({
    product_id: l.productId,
    sku_id: l.skuId,
    product_name: l.productName,
    sku_label: l.skuLabel,
    picture: l.picture,
    unit_price: l.unitPrice,
    quantity: l.quantity,
    line_total: l.lineTotal,
    discount: l.discount,
    activity_kind: l.activity?.kind ?? null,
    activity_id: l.activity?.id ?? null,
  }));
  const who = actorColumns(actor);
  const writes = {
    made: insertingRow(orders, order, sql`on conflict (company_id, pre_order_key) do nothing`),
    lines: sql`insert into ${orderLines} (order_id, product_id, sku_id, product_name, sku_label, picture, unit_price, quantity, line_total, discount, activity_kind, activity_id)
      select made.id, l.product_id, l.sku_id, l.product_name, l.sku_label, l.picture, l.unit_price, l.quantity, l.line_total, l.discount, l.activity_kind, l.activity_id
      from made, jsonb_populate_recordset(null::${orderLines}, ${JSON.stringify(lines)}::jsonb) l`,
    event: sql`insert into ${orderEvents} (order_id, actor_kind, actor_id, actor_name, action, params, created_at)
      select id, ${who.actorKind}::text, ${who.actorId}::bigint, ${who.actorName}::text, 'create',
        ${JSON.stringify({ payAmount: order.payAmount })}::jsonb, ${at.toISOString()}::timestamptz
      from made`,
    timer: armingUnpaidTimers(sql`made`, order.payDeadline),
    ...(stock && {
      unpaid_count: holdingUnpaidCount,
      order_count: holdingRowCount('orders'),
      ...stockChanging({
        skuId: stock.skuId,
        change: -stock.quantity,
        reason: stock.reason,
        operatorId: stock.operatorId,
        at,
        productLater: true,
        // Both read before the SKU's row is: the order made, its counters held.
        when: sql`exists (select from made)
          and (select count(*) from unpaid_count) + (select count(*) from order_count) >= 0`,
      }),
    }),
  };
  const [row] = await writeTogether<Record<string, unknown>>(
    tx,
    writes,
    sql`select made.*, ${stock ? sql`(select after from ${sql.identifier('stockLine')})` : sql`null::int`} as stock_after from made`,
  );
  return row && { order: rowOf(orders, row), after: row.stock_after as number | null };
}
