import type { ActivityKind, ActivityRef } from '@hh/shared';
import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client.ts';
import { AppError } from '../../../lib/errors.ts';
import { quoteBargains, releaseBargains, reserveBargains } from '../../bargain/index.ts';
import type { members } from '../../members/index.ts';
import { seckillResolver } from '../../seckill/index.ts';
import { orderLines, orders } from '../schema.ts';

/** What an activity asks of the buyer. */
type Buyer = Pick<typeof members.$inferSelect, 'uid' | 'companyId'>;
type OrderRecord = typeof orders.$inferSelect;
/** What an activity module is told of a paid order. */
type PaidOrder = Pick<OrderRecord, 'id' | 'companyId'>;

/** A line the buyer asked for at an activity's price, as the activity's module is asked about it. */
export interface ActivityLine {
  activity: ActivityRef;
  productId: number;
  skuId: number;
  quantity: number;
  /** The SKU's own (list) price. */
  listPrice: string;
}

/** The activity's price of one piece now, and the name the price breakdown shows for it. */
export interface ActivityPrice {
  unitPrice: string;
  label: string;
  /** The activity's own unpaid timeout, in place of the shop's (seckill: 5 minutes by default; group buy: its minutes to pay). */
  unpaidMinutes?: number;
}

/**
 * What an activity module (seckill, bargain, group) gives the pricing pipeline. Its module is of a lower
 * layer, so it exports functions of these shapes and this file lists them in ACTIVITY_RESOLVERS.
 * - `quote`: the price of each line now (same order as asked), refusing with a 409 a line the buyer
 *   may not have at it (not running, sold out, over a limit); called by the preview and by create.
 * - `reserve`: at order creation, in its transaction, after the order and its lines are written: the
 *   activity's own stock, seats and counts, each by a guarded update.
 * - `release`: when the unpaid order is cancelled (by the shopper, staff or the timeout), in that
 *   transaction: gives back what `reserve` took.
 * - `paid`: when the order is paid, in the payment's transaction (only for orders with an activity's
 *   price in their breakdown); a refusal (409) leaves the order unpaid.
 * - `holdGoods`: before goods leave the shop (ship, pickup): refuses with a 409 while the activity
 *   holds the order's goods back (a group not yet full).
 */
interface ActivityResolver {
  kind: ActivityKind;
  quote(tx: Tx, buyer: Buyer, lines: readonly ActivityLine[], at: Date): Promise<ActivityPrice[]>;
  reserve?(tx: Tx, order: OrderRecord, lines: readonly ActivityLine[]): Promise<void>;
  release?(tx: Tx, order: OrderRecord, lines: readonly ActivityLine[]): Promise<void>;
  /** Before any transaction: refuses (409) a line the module knows from memory is sold out. */
  knownShort?(companyId: number, lines: readonly Pick<ActivityLine, 'activity' | 'quantity'>[]): void;
  paid?(tx: Tx, order: PaidOrder, lines: readonly ActivityLine[]): Promise<void>;
  holdGoods?(tx: Tx, orderId: number): Promise<void>;
}

/**
 * The activity modules' resolvers: one per kind. A module of a lower layer is listed here; one above
 * orders (group buy, which refunds through after-sales) registers itself at start.
 */
const ACTIVITY_RESOLVERS: ActivityResolver[] = [
  { kind: 'bargain', quote: quoteBargains, reserve: reserveBargains, release: releaseBargains },
  seckillResolver,
];

/** A module above orders gives the pricing pipeline its resolver (once, at start). */
export function registerActivityResolver(resolver: ActivityResolver): void {
  ACTIVITY_RESOLVERS.push(resolver);
}

function resolverOf(kind: ActivityKind): ActivityResolver {
  const resolver = ACTIVITY_RESOLVERS.find((r) => r.kind === kind);
  if (!resolver) throw new AppError(409, 'order.activityUnavailable');
  return resolver;
}

/** The lines by activity kind, each with its place in `lines`. */
function byKind<T extends { activity: ActivityRef | null }>(lines: readonly T[]) {
  const groups = new Map<ActivityKind, { at: number[]; lines: T[] }>();
  lines.forEach((line, i) => {
    if (!line.activity) return;
    const group = groups.get(line.activity.kind) ?? { at: [], lines: [] };
    group.at.push(i);
    group.lines.push(line);
    groups.set(line.activity.kind, group);
  });
  return groups;
}

/** A buy-now's activity lines an activity knows sold out are refused from memory, before any transaction. */
export function refuseKnownActivityShort(
  companyId: number,
  lines: readonly { activity?: ActivityRef | null; quantity: number }[],
) {
  for (const [kind, group] of byKind(lines.map((l) => ({ ...l, activity: l.activity ?? null })))) {
    resolverOf(kind).knownShort?.(companyId, group.lines as Pick<ActivityLine, 'activity' | 'quantity'>[]);
  }
}

/** Each activity line's price (null for the lines bought at no activity). */
export async function activityPrices(
  tx: Tx,
  buyer: Buyer,
  lines: readonly (ActivityLine | (Omit<ActivityLine, 'activity'> & { activity: null }))[],
  at: Date,
): Promise<(ActivityPrice | null)[]> {
  const prices: (ActivityPrice | null)[] = lines.map(() => null);
  for (const [kind, group] of byKind(lines)) {
    const quoted = await resolverOf(kind).quote(tx, buyer, group.lines as ActivityLine[], at);
    group.at.forEach((i, n) => {
      prices[i] = quoted[n]!;
    });
  }
  return prices;
}

type LineOf = { activity: ActivityRef | null } & Omit<ActivityLine, 'activity'>;

/** The order's activity lines reserved with their modules (create) or given back (cancel). */
export async function settleActivities(
  tx: Tx,
  order: OrderRecord,
  lines: readonly LineOf[],
  step: 'reserve' | 'release',
): Promise<void> {
  for (const [kind, group] of byKind(lines)) {
    await resolverOf(kind)[step]?.(tx, order, group.lines as ActivityLine[]);
  }
}

/** A stored order's lines as the activity modules are asked about them (cancel, pay). */
export async function storedActivityLines(tx: Tx, orderId: number) {
  const lines = await tx
    .select()
    .from(orderLines)
    .where(eq(orderLines.orderId, orderId))
    .orderBy(orderLines.productId, orderLines.skuId);
  return lines.map((l) => ({
    ...l,
    listPrice: l.unitPrice,
    activity: l.activityKind && l.activityId ? { kind: l.activityKind, id: l.activityId } : null,
  }));
}

/** Whether an activity's price is in the order's breakdown (read where the order is: a payment's statement). */
export const activityPriced = sql<boolean>`${orders.discounts} @> '[{"kind":"activity"}]'::jsonb`;

/**
 * The paid order's activity lines told to their modules, in the payment's transaction; an order with no
 * activity's price in its breakdown (`activityPriced`: every order but activity orders) costs no read.
 */
export async function paidActivities(tx: Tx, order: PaidOrder & { activityPriced: boolean }): Promise<void> {
  if (!order.activityPriced) return;
  for (const [kind, group] of byKind(await storedActivityLines(tx, order.id))) {
    await resolverOf(kind).paid?.(tx, order, group.lines as ActivityLine[]);
  }
}

/** Each activity that may hold goods back is asked before they leave (ship, pickup). */
export async function assertActivitiesLetGo(tx: Tx, orderId: number): Promise<void> {
  for (const r of ACTIVITY_RESOLVERS) await r.holdGoods?.(tx, orderId);
}
