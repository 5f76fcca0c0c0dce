import { and, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { SYSTEM_ACTOR } from '../../lib/context.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { refundWholeOrder } from '../after-sales/index.ts';
import { cancelJob, scheduleJob } from '../jobs/index.ts';
import { type ActivityLine, cancelOrder, lockOrder, orderLines, type orders } from '../orders/index.ts';
import { groupBuyActivities, groupBuyGroups, groupBuySeats, groupBuySkus } from './schema.ts';

type OrderRecord = typeof orders.$inferSelect;

export const GROUP_BUY_JOBS = { expire: 'groupBuy.expire', refund: 'groupBuy.refund' } as const;

const HOUR = 3_600_000;

/** The one group line of an order (one seat per order), refused when there are several. */
function oneLine(lines: readonly ActivityLine[]): ActivityLine {
  if (lines.length !== 1) throw conflict('groupBuy.oneLine');
  return lines[0]!;
}

/** The line's activity and its SKU row: running, on, the SKU in it with stock left for the pieces. */
async function activityOf(tx: Tx, line: ActivityLine, at: Date) {
  const [row] = await tx
    .select({ activity: groupBuyActivities, sku: groupBuySkus })
    .from(groupBuyActivities)
    .innerJoin(
      groupBuySkus,
      and(eq(groupBuySkus.activityId, groupBuyActivities.id), eq(groupBuySkus.skuId, line.skuId)),
    )
    .where(eq(groupBuyActivities.id, line.activity.id));
  if (!row || row.activity.productId !== line.productId) throw notFound();
  const { activity, sku } = row;
  if (!activity.enabled) throw conflict('groupBuy.closed');
  if (at < activity.startAt || at >= activity.endAt) throw conflict('groupBuy.notRunning');
  if (activity.perOrderLimit !== null && line.quantity > activity.perOrderLimit) {
    throw conflict('groupBuy.perOrder', { max: activity.perOrderLimit });
  }
  if (sku.stock - sku.sold < line.quantity) throw conflict('groupBuy.soldOut');
  if (Number(sku.price) >= Number(line.listPrice)) throw conflict('groupBuy.priceAbove');
  return row;
}

/** The pieces the member holds in the activity (unpaid and paid seats), against its per-member limit. */
async function checkMemberLimit(
  tx: Tx,
  memberId: number,
  activity: { id: number; perMemberLimit: number | null },
  more: number,
) {
  if (activity.perMemberLimit === null) return;
  const [held] = await tx
    .select({ n: sql<number>`coalesce(sum(${groupBuySeats.quantity}), 0)`.mapWith(Number) })
    .from(groupBuySeats)
    .where(
      and(
        eq(groupBuySeats.activityId, activity.id),
        eq(groupBuySeats.memberId, memberId),
        inArray(groupBuySeats.state, ['reserved', 'paid']),
      ),
    );
  if ((held?.n ?? 0) + more > activity.perMemberLimit) {
    throw conflict('groupBuy.perMember', { max: activity.perMemberLimit });
  }
}

/** The group a joiner names: of this activity, open, not expired, a seat left, the joiner not in it. */
async function joinable(tx: Tx, memberId: number, groupId: number, activityId: number, at: Date) {
  const [group] = await tx.select().from(groupBuyGroups).where(eq(groupBuyGroups.id, groupId));
  if (!group || group.activityId !== activityId) throw notFound();
  if (group.state !== 'open' || (group.expiresAt && group.expiresAt <= at))
    throw conflict('groupBuy.groupEnded');
  if (group.seatsTaken >= group.size) throw conflict('groupBuy.full');
  const [mine] = await tx
    .select({ id: groupBuySeats.id })
    .from(groupBuySeats)
    .where(
      and(
        eq(groupBuySeats.groupId, groupId),
        eq(groupBuySeats.memberId, memberId),
        inArray(groupBuySeats.state, ['reserved', 'paid']),
      ),
    );
  if (mine) throw conflict('groupBuy.alreadyIn');
  return group;
}

/**
 * The pricing pipeline's price of a group line: the SKU's group price while the activity runs and, when
 * joining, the group has a seat; the order's time to pay is the activity's own minutes.
 */
export async function quoteGroupBuy(
  tx: Tx,
  buyer: { uid: number },
  lines: readonly ActivityLine[],
  at: Date,
) {
  const line = oneLine(lines);
  const { activity, sku } = await activityOf(tx, line, at);
  await checkMemberLimit(tx, buyer.uid, activity, line.quantity);
  if (line.activity.groupId) await joinable(tx, buyer.uid, line.activity.groupId, activity.id, at);
  return [{ unitPrice: sku.price, label: activity.title, unpaidMinutes: activity.unpaidMinutes }];
}

/**
 * At order creation, in its transaction: the activity's SKU gives the pieces (one guarded update, never
 * past its stock); a joiner takes a seat (one guarded update on the group row: open, not expired,
 * seats taken under the size), a leader's group is created waiting for the leader's payment; the seat
 * is written (one live seat per member and group: the unique index refuses a second).
 */
export async function reserveGroupBuy(tx: Tx, order: OrderRecord, lines: readonly ActivityLine[]) {
  const line = oneLine(lines);
  const at = new Date();
  const { activity } = await activityOf(tx, line, at);
  await checkMemberLimit(tx, order.memberId, activity, line.quantity);
  const [stock] = await tx
    .update(groupBuySkus)
    .set({ sold: sql`${groupBuySkus.sold} + ${line.quantity}` })
    .where(
      and(
        eq(groupBuySkus.activityId, activity.id),
        eq(groupBuySkus.skuId, line.skuId),
        sql`${groupBuySkus.sold} + ${line.quantity} <= ${groupBuySkus.stock}`,
      ),
    )
    .returning({ id: groupBuySkus.id });
  if (!stock) throw conflict('groupBuy.soldOut');
  let groupId = line.activity.groupId;
  if (groupId) {
    await joinable(tx, order.memberId, groupId, activity.id, at);
    const [seat] = await tx
      .update(groupBuyGroups)
      .set({ seatsTaken: sql`${groupBuyGroups.seatsTaken} + 1`, updatedAt: at })
      .where(
        and(
          eq(groupBuyGroups.id, groupId),
          eq(groupBuyGroups.state, 'open'),
          gt(groupBuyGroups.expiresAt, at),
          lt(groupBuyGroups.seatsTaken, groupBuyGroups.size),
        ),
      )
      .returning({ id: groupBuyGroups.id });
    if (!seat) throw conflict('groupBuy.full');
  } else {
    const [group] = await tx
      .insert(groupBuyGroups)
      .values({ activityId: activity.id, leaderId: order.memberId, size: activity.groupSize })
      .returning({ id: groupBuyGroups.id });
    groupId = group!.id;
  }
  const [seat] = await tx
    .insert(groupBuySeats)
    .values({
      groupId,
      activityId: activity.id,
      memberId: order.memberId,
      orderId: order.id,
      leader: !line.activity.groupId,
      quantity: line.quantity,
    })
    .onConflictDoNothing()
    .returning({ id: groupBuySeats.id });
  if (!seat) throw conflict('groupBuy.alreadyIn');
}

/** The order's live seat with its group, locked (the group's row first, as every seat change takes it). */
async function seatOf(tx: Tx, orderId: number) {
  const [found] = await tx
    .select({ groupId: groupBuySeats.groupId })
    .from(groupBuySeats)
    .where(eq(groupBuySeats.orderId, orderId));
  if (!found) return undefined;
  const [group] = await tx
    .select()
    .from(groupBuyGroups)
    .where(eq(groupBuyGroups.id, found.groupId))
    .for('update');
  const [seat] = await tx.select().from(groupBuySeats).where(eq(groupBuySeats.orderId, orderId));
  return { group: group!, seat: seat! };
}

/** Gives an unpaid seat back: the seat released, the group's seat freed (a leader's pending group goes), the pieces back to the activity. */
async function releaseSeat(tx: Tx, orderId: number, skuId: number) {
  const held = await seatOf(tx, orderId);
  if (held?.seat.state !== 'reserved') return;
  const at = new Date();
  await tx
    .update(groupBuySeats)
    .set({ state: 'released', updatedAt: at })
    .where(and(eq(groupBuySeats.id, held.seat.id), eq(groupBuySeats.state, 'reserved')));
  await tx
    .update(groupBuyGroups)
    .set({
      seatsTaken: sql`${groupBuyGroups.seatsTaken} - 1`,
      state: held.seat.leader && held.group.state === 'pending' ? 'cancelled' : held.group.state,
      updatedAt: at,
    })
    .where(eq(groupBuyGroups.id, held.group.id));
  await giveBackPieces(tx, held.seat.activityId, skuId, held.seat.quantity);
}

async function giveBackPieces(tx: Tx, activityId: number, skuId: number, quantity: number) {
  await tx
    .update(groupBuySkus)
    .set({ sold: sql`greatest(${groupBuySkus.sold} - ${quantity}, 0)` })
    .where(and(eq(groupBuySkus.activityId, activityId), eq(groupBuySkus.skuId, skuId)));
}

/** The unpaid order was cancelled (shopper, staff, timeout or its group's end): its seat and pieces go back. */
export async function releaseGroupBuy(tx: Tx, order: OrderRecord, lines: readonly ActivityLine[]) {
  for (const line of lines) await releaseSeat(tx, order.id, line.skuId);
}

/**
 * The order was paid: its seat is paid. A leader's payment opens the group for `hours_open` (never past
 * the activity's end) with its durable expiry job; a joiner's counts one more paid seat (one guarded
 * update: the group still open), and the last seat paid makes the group succeed (its orders may ship).
 * A payment into a group that ended meanwhile is refused: the order stays unpaid (its group's end
 * cancels it; a provider's money for it is given back whole by the payments' returns).
 */
export async function paidGroupBuy(tx: Tx, order: Pick<OrderRecord, 'id' | 'companyId'>) {
  const held = await seatOf(tx, order.id);
  if (held?.seat.state !== 'reserved') return;
  const { group, seat } = held;
  const at = new Date();
  await tx
    .update(groupBuySeats)
    .set({ state: 'paid', paidAt: at, updatedAt: at })
    .where(eq(groupBuySeats.id, seat.id));
  if (seat.leader) {
    if (group.state !== 'pending') throw conflict('groupBuy.groupEnded');
    const [activity] = await tx
      .select({ hoursOpen: groupBuyActivities.hoursOpen, endAt: groupBuyActivities.endAt })
      .from(groupBuyActivities)
      .where(eq(groupBuyActivities.id, group.activityId));
    const until = new Date(Math.min(at.getTime() + activity!.hoursOpen * HOUR, activity!.endAt.getTime()));
    const expiresAt = until > at ? until : new Date(at.getTime() + HOUR);
    await tx
      .update(groupBuyGroups)
      .set({ state: 'open', seatsPaid: 1, expiresAt, updatedAt: at })
      .where(and(eq(groupBuyGroups.id, group.id), eq(groupBuyGroups.state, 'pending')));
    await scheduleJob(tx, {
      kind: GROUP_BUY_JOBS.expire,
      companyId: order.companyId,
      ref: String(group.id),
      runAt: expiresAt,
    });
    return;
  }
  const [moved] = await tx
    .update(groupBuyGroups)
    .set({
      seatsPaid: sql`${groupBuyGroups.seatsPaid} + 1`,
      state: sql`case when ${groupBuyGroups.seatsPaid} + 1 = ${groupBuyGroups.size} then 'succeeded' else 'open' end`,
      succeededAt: sql`case when ${groupBuyGroups.seatsPaid} + 1 = ${groupBuyGroups.size} then now() end`,
      updatedAt: at,
    })
    .where(and(eq(groupBuyGroups.id, group.id), eq(groupBuyGroups.state, 'open')))
    .returning({ state: groupBuyGroups.state });
  if (!moved) throw conflict('groupBuy.groupEnded');
  if (moved.state === 'succeeded') await cancelJob(tx, GROUP_BUY_JOBS.expire, String(group.id));
}

/** Goods of a group order stay in the shop until the group succeeded (ship and pickup refused with 409). */
export async function holdGroupGoods(tx: Tx, orderId: number) {
  const [held] = await tx
    .select({ state: groupBuyGroups.state, seat: groupBuySeats.state })
    .from(groupBuySeats)
    .innerJoin(groupBuyGroups, eq(groupBuyGroups.id, groupBuySeats.groupId))
    .where(eq(groupBuySeats.orderId, orderId));
  if (held && held.seat === 'paid' && held.state !== 'succeeded') throw conflict('groupBuy.notYet');
}

/**
 * The group's time is up (durable job): a group already full does nothing. With the shop's virtual
 * success on and at least that share of seats paid, it succeeds (marked virtual; the missing seats are
 * never members). Otherwise it fails: each unpaid order in it is cancelled (seat and stock back), and
 * each paid order gets its own durable refund job (retried by the jobs module, idempotent).
 */
export async function expireGroup(tx: Tx, companyId: number, groupId: number) {
  const seats = await tx
    .select({ orderId: groupBuySeats.orderId })
    .from(groupBuySeats)
    .where(and(eq(groupBuySeats.groupId, groupId), inArray(groupBuySeats.state, ['reserved', 'paid'])))
    .orderBy(groupBuySeats.orderId);
  // Orders first, in id order, as a payment takes its order before the group: no lock cycle with a payer.
  const locked = [];
  for (const s of seats) locked.push(await lockOrder(tx, companyId, s.orderId));
  const [group] = await tx
    .select({ group: groupBuyGroups, percent: groupBuyActivities.virtualSuccessPercent })
    .from(groupBuyGroups)
    .innerJoin(groupBuyActivities, eq(groupBuyActivities.id, groupBuyGroups.activityId))
    .where(eq(groupBuyGroups.id, groupId))
    .for('update', { of: groupBuyGroups });
  if (group?.group.state !== 'open') return;
  const at = new Date();
  const { size, seatsPaid } = group.group;
  if (group.percent !== null && seatsPaid * 100 >= size * group.percent) {
    await tx
      .update(groupBuyGroups)
      .set({ state: 'succeeded', virtual: true, succeededAt: at, updatedAt: at })
      .where(eq(groupBuyGroups.id, groupId));
    for (const order of locked) {
      if (order?.status === 'unpaid') await cancelOrder(tx, SYSTEM_ACTOR, order, 'timeout');
    }
    return;
  }
  await tx
    .update(groupBuyGroups)
    .set({ state: 'failed', failedAt: at, updatedAt: at })
    .where(eq(groupBuyGroups.id, groupId));
  for (const order of locked) {
    if (!order) continue;
    if (order.status === 'unpaid') await cancelOrder(tx, SYSTEM_ACTOR, order, 'timeout');
    else await scheduleJob(tx, { kind: GROUP_BUY_JOBS.refund, companyId, ref: String(order.id), runAt: at });
  }
}

/**
 * One paid order of a failed group refunded in full through the after-sales path (money to where it came
 * from, stock back), its seat marked refunded and its pieces given back to the activity. Idempotent: a
 * seat already refunded does nothing; a refusal (an after-sale open on it) throws for the job's retries.
 */
export async function refundSeat(tx: Tx, companyId: number, orderId: number) {
  const order = await lockOrder(tx, companyId, orderId);
  const held = await seatOf(tx, orderId);
  if (!order || !held || held.seat.state !== 'paid' || held.group.state !== 'failed') return;
  await refundWholeOrder(tx, order, { reason: '拼团失败', explanation: `group ${held.group.id}` });
  await tx
    .update(groupBuySeats)
    .set({ state: 'refunded', updatedAt: new Date() })
    .where(and(eq(groupBuySeats.id, held.seat.id), eq(groupBuySeats.state, 'paid')));
  const [line] = await tx
    .select({ skuId: orderLines.skuId })
    .from(orderLines)
    .where(and(eq(orderLines.orderId, orderId), eq(orderLines.activityKind, 'group')));
  if (line) await giveBackPieces(tx, held.seat.activityId, line.skuId, held.seat.quantity);
}
