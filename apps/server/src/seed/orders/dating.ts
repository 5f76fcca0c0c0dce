import { sql } from 'drizzle-orm';
import { inCompanyForSystem } from '../../db/access.ts';
import type { DatabaseHandle } from '../../db/client.ts';
import type { PlannedOrder } from './plan.ts';

const DAY = 86_400_000;

/**
 * The services stamp `now`; the demo orders belong to the last 90 days. This seed-only pass, in one
 * transaction per shop, moves each order just made to its planned moments: the order's own times
 * and pay deadline, its timeline lines (by action), its payment, the wallet and stock ledger lines
 * naming its code, and its pending timer (due after the moved time: shipped + 7 days, received + 7
 * days, pay deadline). The wallet top-ups and restock lines go to the start of the 90 days.
 */
export async function dateOrders(
  db: DatabaseHandle,
  companyId: number,
  made: { id: number; plan: PlannedOrder }[],
  now: number,
) {
  if (!made.length) return;
  const ts = (d: Date | null) => (d ? sql`${d.toISOString()}::timestamptz` : sql`null::timestamptz`);
  const values = sql.join(
    made.map(
      ({ id, plan: p }) =>
        sql`(${id}::bigint, ${ts(p.createdAt)}, ${ts(p.paidAt)}, ${ts(p.shippedAt)}, ${ts(p.receivedAt)}, ${ts(p.completedAt)}, ${ts(p.cancelledAt)})`,
    ),
    sql`, `,
  );
  const start = new Date(now - 91 * DAY).toISOString();
  await inCompanyForSystem({ db }, companyId, async (tx) => {
    await tx.execute(sql`
      update orders o set created_at = v.created, paid_at = v.paid, shipped_at = v.shipped,
        received_at = v.received, completed_at = v.completed, cancelled_at = v.cancelled,
        pay_deadline = v.created + (o.pay_deadline - o.created_at),
        updated_at = coalesce(v.completed, v.received, v.shipped, v.paid, v.cancelled, v.created)
      from (values ${values}) as v(id, created, paid, shipped, received, completed, cancelled)
      where o.id = v.id`);
    const ids = sql.join(
      made.map(({ id }) => sql`${id}`),
      sql`, `,
    );
    await tx.execute(sql`
      update order_events e set created_at = case e.action
          when 'create' then o.created_at when 'pay' then o.paid_at when 'ship' then o.shipped_at
          when 'receive' then o.received_at when 'verify' then o.received_at
          when 'complete' then o.completed_at when 'cancel' then o.cancelled_at else e.created_at end
      from orders o where o.id = e.order_id and o.id in (${ids})`);
    await tx.execute(sql`
      update order_payments p set created_at = coalesce(o.paid_at, o.created_at), paid_at = o.paid_at,
        closed_at = case when p.closed_at is null then null else o.cancelled_at end
      from orders o where o.id = p.order_id and o.id in (${ids})`);
    await tx.execute(sql`
      update member_ledger l set created_at = o.paid_at
      from orders o where o.id in (${ids}) and l.reason = '订单支付 ' || o.code and l.uid = o.member_id`);
    await tx.execute(sql`
      update stock_ledger l set created_at = case when l.reason like '订单取消%' then o.cancelled_at else o.created_at end
      from orders o where o.id in (${ids}) and (l.reason = '订单 ' || o.code or l.reason = '订单取消 ' || o.code)`);
    await tx.execute(sql`
      update member_ledger set created_at = ${start}::timestamptz
      where reason = '会员充值' and created_at > ${start}::timestamptz`);
    await tx.execute(
      sql`update stock_ledger set created_at = ${start}::timestamptz where reason = '备货入库'`,
    );
    await tx.execute(sql`
      update jobs j set run_at = case j.kind
          when 'order.cancelUnpaid' then o.pay_deadline
          when 'order.autoReceive' then o.shipped_at + interval '7 days'
          when 'order.autoComplete' then o.received_at + interval '7 days' else j.run_at end
      from orders o where j.ref = o.id::text and o.id in (${ids}) and j.done_at is null`);
  });
}
