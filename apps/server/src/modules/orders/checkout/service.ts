import type { checkoutChoices, checkoutComputed, checkoutConfirmed } from '@hh/shared';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Tx } from '../../../db/client.ts';
import { writeTogether } from '../../../db/one-trip.ts';
import { stockReason } from '../../../i18n/ledger-reasons.ts';
import { now } from '../../../lib/clock.ts';
import { type Actor, staffActor } from '../../../lib/context.ts';
import { AppError, conflict, forbidden, notFound } from '../../../lib/errors.ts';
import { holdsCoupons, redeemCoupon } from '../../coupons/index.ts';
import { changeStock, knownShort, noteStock, refuseStockChange } from '../../goods/index.ts';
import { members } from '../../members/index.ts';
import { companyOf, inOrders, isShopper, type OrderContext } from '../buyer.ts';
import { newOrderCode, newPickupCode, newPreOrderKey } from '../codes.ts';
import { foldProductsSoon } from '../product-folds.ts';
import { orderPreOrders, orderSettings, orders } from '../schema.ts';
import { orderSettingsOf, readOrderSettings, settingsColumns, timerSpans } from '../settings.ts';
import { lockSkus } from '../stock.ts';
import { refuseKnownActivityShort, settleActivities } from './activities.ts';
import { offeredPickupStores, resolveDelivery } from './delivery.ts';
import { assertQuantities, assertUnpaidRoom } from './limits.ts';
import { type CheckoutBuyer, priceOrder } from './pipeline.ts';
import { mergeLines, priceLines, publicLine, type WantedLine } from './pricing.ts';
import { writeNewOrder } from './write.ts';

type Choices = z.output<typeof checkoutChoices>;
type OrderRecord = typeof orders.$inferSelect;

/** How long a confirmed checkout stays open for compute and create. */
const PRE_ORDER_TTL_MS = 2 * 60 * 60 * 1000;

interface PreOrderSnapshot {
  lines: WantedLine[];
}

/** What the checkout reads of the buyer's member row. */
const buyerColumns = {
  uid: members.uid,
  companyId: members.companyId,
  status: members.status,
  nickname: members.nickname,
  realName: members.realName,
  phone: members.phone,
};

/** The buyer as the pricing pipeline takes them; refused unless active in the company. */
function checkoutBuyer(
  { status, ...buyer }: { status: number } & Omit<CheckoutBuyer, 'holdsCoupons'>,
  holds: boolean,
): CheckoutBuyer {
  if (status !== 1) throw conflict('order.memberDisabled');
  return { ...buyer, holdsCoupons: holds };
}

/** The buyer: a shopper is always themselves; staff name the member, who must be active in the company. */
async function activeBuyer(tx: Tx, ctx: OrderContext, memberId: number): Promise<CheckoutBuyer> {
  if (isShopper(ctx) && ctx.shopper.memberId !== memberId) throw forbidden();
  const [row] = await tx
    .select({ member: buyerColumns, holdsCoupons: holdsCoupons(members.uid, now()) })
    .from(members)
    .where(eq(members.uid, memberId));
  if (!row) throw notFound();
  return checkoutBuyer(row.member, row.holdsCoupons);
}

async function orderByKey(tx: Tx, key: string) {
  const [row] = await tx.select().from(orders).where(eq(orders.preOrderKey, key));
  return row;
}

/** The pre-order of this buyer under the key; refused once expired (a new confirm starts over). */
function snapshotOf(row: { snapshot: unknown; expiresAt: Date } | null): PreOrderSnapshot {
  if (!row) throw notFound();
  if (row.expiresAt.getTime() <= now().getTime()) throw conflict('order.preOrderExpired');
  return row.snapshot as PreOrderSnapshot;
}

/**
 * What a compute or a create starts from, in one statement: the buyer (a shopper is always themselves, and
 * must be active; `lock` holds the member's row to the commit, so a shopper's concurrent creates
 * count their unpaid orders one after the other), the order already made under the key if any (its
 * id, code and buyer), the buyer's pre-order and the company's order settings: only the columns
 * these steps read.
 */
async function createStart(tx: Tx, ctx: OrderContext, memberId: number, key: string, lock: boolean) {
  if (isShopper(ctx) && ctx.shopper.memberId !== memberId) throw forbidden();
  const query = tx
    .select({
      buyer: buyerColumns,
      holdsCoupons: holdsCoupons(members.uid, now()),
      existing: { id: orders.id, code: orders.code, memberId: orders.memberId },
      preOrder: { snapshot: orderPreOrders.snapshot, expiresAt: orderPreOrders.expiresAt },
      settings: settingsColumns,
    })
    .from(members)
    .leftJoin(orders, eq(orders.preOrderKey, key))
    .leftJoin(orderPreOrders, and(eq(orderPreOrders.key, key), eq(orderPreOrders.memberId, members.uid)))
    .leftJoin(orderSettings, sql`true`)
    .where(eq(members.uid, memberId));
  const [row] = lock ? await query.for('update', { of: members }) : await query;
  if (!row) throw notFound();
  return {
    buyer: checkoutBuyer(row.buyer, row.holdsCoupons),
    existing: row.existing,
    preOrder: row.preOrder,
    settings: orderSettingsOf(row.settings),
  };
}

/** Lines, delivery and price, all from the server's own data: nothing price-like comes from the client. */
async function quote(ctx: OrderContext, tx: Tx, buyer: CheckoutBuyer, lines: WantedLine[], choices: Choices) {
  const delivery = await resolveDelivery(tx, buyer, choices);
  const priced = await priceOrder(ctx.db, tx, buyer, lines, delivery.regionId, choices.couponId);
  return { ...priced, priced: priced.lines, delivery };
}

/**
 * A buy-now on a SKU this server last read sold out is refused from memory (see goods' sold-out
 * marks), before any transaction: the shoppers queued for the database during a rush do not hold it up.
 */
export function refuseKnownShort(ctx: OrderContext, memberId: number, lines: WantedLine[]) {
  if (isShopper(ctx) && ctx.shopper.memberId !== memberId) throw forbidden();
  const companyId = companyOf(ctx);
  refuseKnownActivityShort(companyId, lines);
  for (const line of lines) {
    const recheck = () => inOrders(ctx, (tx) => priceLines(tx, companyId, [line]));
    const known = knownShort(companyId, line.skuId, line.quantity, recheck);
    if (known) throw new AppError(409, 'order.stockShort', { name: known.label, stock: known.stock });
  }
}

/**
 * Step 1: the lines (cart lines or buy-now) checked against the catalogue and kept server-side under
 * an unguessable key; the price (with freight to the buyer's default address when the caller gives
 * one) and the pickup stores on offer. Stock is not taken yet.
 */
export async function confirmCheckout(
  ctx: OrderContext,
  memberId: number,
  input: { lines: WantedLine[]; address?: Choices['address'] },
): Promise<z.output<typeof checkoutConfirmed>> {
  const lines = mergeLines(input.lines);
  refuseKnownShort(ctx, memberId, lines);
  return inOrders(ctx, async (tx) => {
    const buyer = await activeBuyer(tx, ctx, memberId);
    const delivery = input.address
      ? await resolveDelivery(tx, buyer, {
          deliveryType: 'express',
          address: input.address,
          storeId: null,
          pickupContact: null,
          buyerNote: '',
        })
      : null;
    const {
      lines: priced,
      price,
      coupons: { refused: _r, ...coupons },
    } = await priceOrder(ctx.db, tx, buyer, lines, delivery?.regionId ?? null, undefined);
    if (isShopper(ctx)) {
      const settings = await readOrderSettings(tx);
      assertQuantities(priced, settings);
      await assertUnpaidRoom(tx, memberId, settings);
    }
    const key = newPreOrderKey();
    const at = now();
    const expiresAt = new Date(at.getTime() + PRE_ORDER_TTL_MS);
    await writeTogether(tx, {
      expired: tx
        .delete(orderPreOrders)
        .where(and(eq(orderPreOrders.memberId, memberId), lt(orderPreOrders.expiresAt, at))),
      preOrder: tx
        .insert(orderPreOrders)
        .values({ key, memberId, snapshot: { lines } satisfies PreOrderSnapshot, expiresAt, createdAt: at }),
    });
    return {
      key,
      expiresAt,
      memberId,
      lines: priced.map(publicLine),
      pickupStores: await offeredPickupStores(ctx.db, tx, companyOf(ctx)),
      address: delivery?.address ?? null,
      price,
      coupons,
    };
  });
}

/** Step 2: the price for the buyer's choices (address or pickup store), or the order a create already made. */
export function computeCheckout(
  ctx: OrderContext,
  memberId: number,
  key: string,
  choices: Choices,
): Promise<z.output<typeof checkoutComputed>> {
  return inOrders(ctx, async (tx) => {
    const { buyer, existing, preOrder } = await createStart(tx, ctx, memberId, key, false);
    const snapshot = snapshotOf(preOrder);
    const {
      priced,
      delivery,
      price,
      coupons: { refused: _r, ...coupons },
    } = await quote(ctx, tx, buyer, snapshot.lines, choices);
    return {
      existingOrder:
        existing && existing.memberId === memberId ? { id: existing.id, code: existing.code } : null,
      deliveryType: delivery.deliveryType,
      address: delivery.address,
      storeId: delivery.storeId,
      lines: priced.map(publicLine),
      price,
      coupons,
    };
  });
}

/** A line as a refusal names it: the product, and the SKU's spec when it has one. */
const labelOf = (line: { productName: string; skuLabel: string }) =>
  line.skuLabel ? `${line.productName}（${line.skuLabel}）` : line.productName;

/** A stock refusal from the stock service, said as the shopper should read it: which product ran out. */
async function asStockShort<T>(label: string, take: () => Promise<T>): Promise<T> {
  try {
    return await take();
  } catch (error) {
    if (error instanceof AppError && error.key === 'goods.stockNegative') {
      throw new AppError(409, 'order.stockShort', { name: label });
    }
    throw error;
  }
}

/**
 * The shop's unpaid span, or the activity's own when its lines have one (a seckill holds its stock 5
 * minutes; a group buy its seat for the activity's minutes to pay, longer or shorter than the shop's).
 */
const unpaidSpanMs = (shopMs: number, activityMinutes: number | null | undefined) =>
  activityMinutes ? activityMinutes * 60_000 : shopMs;

/** Another create of the same key committed first: this one rolls back (its stock included). */
class KeyTaken extends Error {}

/**
 * The caller's own checks and writes for a new order, made in its transaction once the order is
 * priced and before it is written (the storefront checks the total the shopper saw and drops the
 * cart lines bought): before, so the hot SKU row taken by the order's statement is not held while
 * they run. They commit with the order or not at all (a create that loses its key to another rolls
 * them back), and a retry that finds the order already made does not run them again.
 */
type BeforeNewOrder = (tx: Tx, priced: { payAmount: string }) => Promise<void>;

/**
 * Step 3: the order, once per key whatever the client retries, even at the same moment: a create
 * that finds the key taken at insert rolls back everything it did and answers the winner's order.
 * Prices are recomputed here; the stock is taken through the stock service in this transaction
 * (never below zero: 409 naming the product, and nothing is written); the lines are snapshots; the
 * unpaid timer is armed.
 *
 * Lock order, shared with cancelOrder so concurrent orders never deadlock: the caller's own writes
 * first (`beforeOrder`: the storefront's cart lines), then the order's own rows (status and row
 * counters, lines, timeline, timer), then its coupon and activities, then the
 * SKU rows (by id), then the stock and its ledger line, last before the commit: a SKU every shopper
 * buys is held from that statement to the commit only, not for the whole order. A one-SKU order with
 * no coupon or activity (a buy-now) writes all of it in one statement (`writeNewOrder`, which takes
 * the order's counters before the SKU within it); any other writes its own rows in one, then the
 * coupon and activities, locks its SKUs (`lockSkus`) and changes each one's stock. Its product's
 * stock total is folded after the commit (`foldProductsSoon`), so the product row is not written
 * here at all.
 */
export async function createOrder(
  ctx: OrderContext,
  memberId: number,
  key: string,
  choices: Choices,
  beforeOrder?: BeforeNewOrder,
): Promise<OrderRecord> {
  try {
    const created = await inOrders(ctx, (tx) => createIn(tx, ctx, memberId, key, choices, beforeOrder));
    if (created.fresh) foldProductsSoon(ctx.db, created.order.companyId);
    // The order took the last of these: the next buy-now on them is refused from memory.
    for (const gone of created.soldOut)
      noteStock(created.order.companyId, gone.skuId, { stock: 0, label: gone.label });
    return created.order;
  } catch (error) {
    if (!(error instanceof KeyTaken)) throw error;
    const winner = await inOrders(ctx, (tx) => orderByKey(tx, key));
    if (winner?.memberId !== memberId) throw notFound();
    return winner;
  }
}

async function createIn(
  tx: Tx,
  ctx: OrderContext,
  memberId: number,
  key: string,
  choices: Choices,
  beforeOrder: BeforeNewOrder | undefined,
) {
  const { buyer, existing, preOrder, settings } = await createStart(tx, ctx, memberId, key, isShopper(ctx));
  if (existing) {
    if (existing.memberId !== memberId) throw notFound();
    const order = await orderByKey(tx, key);
    return { order: order!, fresh: false, soldOut: [] };
  }
  const snapshot = snapshotOf(preOrder);
  const { priced, delivery, price, discounts, coupons, unpaidMinutes } = await quote(
    ctx,
    tx,
    buyer,
    snapshot.lines,
    choices,
  );
  if (coupons.refused) throw conflict('coupon.notUsable');
  if (isShopper(ctx)) {
    assertQuantities(priced, settings);
    await assertUnpaidRoom(tx, memberId, settings);
  }
  await beforeOrder?.(tx, price);
  const at = now();
  const code = newOrderCode(at);
  const actor: Actor = isShopper(ctx)
    ? { kind: 'shopper', id: memberId, name: buyer.nickname }
    : staffActor(ctx);
  const reason = stockReason('order', { code });
  const operatorId = ctx.principal?.userId ?? null;
  const [only] = priced;
  const together =
    only && priced.length === 1 && only.activity === null && coupons.chosenId === null ? only : null;
  const made = await writeNewOrder(tx, {
    order: {
      code,
      memberId,
      status: 'unpaid',
      deliveryType: delivery.deliveryType,
      storeId: delivery.storeId,
      ...delivery.address,
      goodsTotal: price.goodsTotal,
      freight: price.freight,
      discountTotal: price.discountTotal,
      discounts,
      payAmount: price.payAmount,
      payDeadline: new Date(at.getTime() + unpaidSpanMs(timerSpans(settings).cancelUnpaidMs, unpaidMinutes)),
      buyerNote: choices.buyerNote,
      pickupCode: delivery.deliveryType === 'pickup' ? newPickupCode() : null,
      preOrderKey: key,
      createdAt: at,
      updatedAt: at,
    },
    lines: priced,
    actor,
    at,
    stock: together && { skuId: together.skuId, quantity: together.quantity, reason, operatorId },
  });
  if (!made) throw new KeyTaken();
  const { order } = made;
  if (together) {
    const label = labelOf(together);
    if (made.after === null) await asStockShort(label, () => refuseStockChange(tx, together.skuId));
    return { order, fresh: true, soldOut: made.after === 0 ? [{ skuId: together.skuId, label }] : [] };
  }
  if (coupons.chosenId !== null) await redeemCoupon(tx, coupons.chosenId, memberId, order.id, at);
  await settleActivities(
    tx,
    order,
    priced.map((l) => ({ ...l, listPrice: l.unitPrice })),
    'reserve',
  );
  await lockSkus(
    tx,
    priced.map((l) => l.skuId),
  );
  const byProduct = [...priced].sort((a, b) => a.productId - b.productId || a.skuId - b.skuId);
  const soldOut: { skuId: number; label: string }[] = [];
  for (const line of byProduct) {
    const label = labelOf(line);
    const taken = await asStockShort(label, () =>
      changeStock(tx, ctx, line.skuId, -line.quantity, reason, true),
    );
    if (taken.after === 0) soldOut.push({ skuId: line.skuId, label });
  }
  return { order, fresh: true, soldOut };
}
