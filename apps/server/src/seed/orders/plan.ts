import type { CancelReason } from '@hh/shared';
import type { Random } from './random.ts';
import type { Shopper } from './shoppers.ts';

const MIN = 60_000;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;

/** What the shop lets one shopper hold unpaid (its order settings). */
export interface ShopperLimits {
  maxUnpaidOrders: number;
  maxSkuQuantity: number;
}

/** A SKU the demo orders may buy: on sale, with stock to spare. */
export interface SkuChoice {
  skuId: number;
  productId: number;
}

/** One demo order: who, what, how it is delivered, and the moments of its life (in the past). */
export interface PlannedOrder {
  shopper: Shopper;
  lines: { productId: number; skuId: number; quantity: number }[];
  pickupStoreId: number | null;
  addressIndex: number;
  buyerNote: string;
  createdAt: Date;
  paidAt: Date | null;
  shippedAt: Date | null;
  receivedAt: Date | null;
  receivedBy: 'shopper' | 'system' | 'staff' | null;
  completedAt: Date | null;
  cancelledAt: Date | null;
  cancelReason: CancelReason | null;
}

const NOTES = [
  '',
  '',
  '',
  '',
  '',
  '请尽快发货',
  '工作日送货',
  '送到门卫即可',
  '包装结实一点',
  '是送人的礼物，不要放发票',
];

/** A moment on day `daysAgo`, more in the evening than at dawn; never in the future. */
function momentOn(random: Random, now: number, daysAgo: number) {
  const midnight = new Date(now - daysAgo * DAY);
  midnight.setHours(0, 0, 0, 0);
  const hour = random.next() < 0.85 ? random.int(9, 22) : random.int(0, 8);
  const at = midnight.getTime() + hour * HOUR + random.int(0, 59) * MIN + random.int(0, 59) * 1000;
  return Math.min(at, now - 40 * MIN - random.int(0, 600) * MIN);
}

/** Which day: recent days and weekends busier, the shop growing over the 90 days. */
function dayWeights(now: number) {
  return Array.from({ length: 90 }, (_, daysAgo) => {
    const weekday = new Date(now - daysAgo * DAY).getDay();
    return (1 + (2 * (90 - daysAgo)) / 90) * (weekday === 0 || weekday === 6 ? 1.6 : 1);
  });
}

function weighted(random: Random, weights: number[]) {
  const total = weights.reduce((a, b) => a + b, 0);
  let roll = random.next() * total;
  for (let i = 0; i < weights.length; i++) {
    roll -= weights[i]!;
    if (roll < 0) return i;
  }
  return weights.length - 1;
}

/** Popular things first: a skewed pick, so a few products sell much more than the rest. */
const skewed = <T>(random: Random, items: readonly T[]) =>
  items[Math.floor(items.length * random.next() ** 1.8)]!;

function basket(random: Random, skus: SkuChoice[], maxQuantity: number) {
  const size = weighted(random, [50, 28, 14, 8]) + 1;
  const chosen = new Map<number, SkuChoice & { quantity: number }>();
  for (let i = 0; i < size; i++) {
    const sku = skewed(random, skus);
    chosen.set(sku.skuId, { ...sku, quantity: Math.min(weighted(random, [80, 15, 5]) + 1, maxQuantity) });
  }
  return [...chosen.values()].map(({ productId, skuId, quantity }) => ({ productId, skuId, quantity }));
}

/**
 * The life of each order, from its creation time: paid within minutes, shipped within a day and a
 * half, received a few days later (or automatically after 7), completed automatically 7 days after
 * receipt. Whatever lies after `now` has not happened yet, so the state follows from the age and
 * every timer left pending is due in the future. Some are cancelled (shopper, timeout, staff); a
 * few, placed in the last minutes, are still unpaid within their pay deadline.
 */
export function planOrders(
  random: Random,
  input: {
    count: number;
    shoppers: Shopper[];
    skus: SkuChoice[];
    storeIds: number[];
    now: number;
    limits: ShopperLimits;
  },
): PlannedOrder[] {
  const { now, shoppers, skus, storeIds, limits } = input;
  const days = dayWeights(now);
  const unpaid = Math.max(3, Math.round(input.count / 120));
  // A few paid in the last hour or so and not shipped yet, so the desk always has some to ship
  // whatever the hour the demo is made at; they draw from `random` as the others do.
  const toShip = Math.max(2, Math.round(input.count / 150));
  const plans = Array.from({ length: input.count }, (_, i): PlannedOrder => {
    const shopper = skewed(random, shoppers);
    const fresh = i >= unpaid && i < unpaid + toShip;
    const planned =
      i < unpaid ? now - random.int(1, 25) * MIN : momentOn(random, now, weighted(random, days));
    const createdAt = fresh ? now - (60 + 10 * (i - unpaid)) * MIN : planned;
    const pickup = storeIds.length > 0 && random.next() < 0.12 && !fresh;
    const order: PlannedOrder = {
      shopper,
      lines: basket(random, skus, limits.maxSkuQuantity),
      pickupStoreId: pickup ? random.pick(storeIds) : null,
      addressIndex: random.next() < 0.75 ? 0 : random.int(0, shopper.addresses.length - 1),
      buyerNote: random.pick(NOTES),
      createdAt: new Date(createdAt),
      paidAt: null,
      shippedAt: null,
      receivedAt: null,
      receivedBy: null,
      completedAt: null,
      cancelledAt: null,
      cancelReason: null,
    };
    if (i < unpaid) return order;
    const roll = random.next();
    if (roll < 0.09 && !fresh) {
      order.cancelReason = roll < 0.035 ? 'shopper' : roll < 0.075 ? 'timeout' : 'staff';
      const after = order.cancelReason === 'timeout' ? 30 * MIN : random.int(2, 28) * MIN;
      order.cancelledAt = new Date(createdAt + after);
      return order;
    }
    const paidAt = createdAt + random.int(1, 15) * MIN;
    order.paidAt = new Date(paidAt);
    let receivedAt: number;
    if (pickup) {
      receivedAt = paidAt + random.int(2 * 60, 3 * 24 * 60) * MIN;
      order.receivedBy = 'staff';
    } else {
      const shippedAt = paidAt + random.int(2 * 60, 36 * 60) * MIN;
      if (shippedAt > now) return order;
      order.shippedAt = new Date(shippedAt);
      const byShopper = random.next() < 0.7;
      receivedAt = shippedAt + (byShopper ? random.int(24 * 60, 5 * 24 * 60) * MIN : 7 * DAY);
      order.receivedBy = byShopper ? 'shopper' : 'system';
    }
    if (receivedAt > now) {
      order.receivedBy = null;
      return order;
    }
    order.receivedAt = new Date(receivedAt);
    if (receivedAt + 7 * DAY <= now) order.completedAt = new Date(receivedAt + 7 * DAY);
    return order;
  });
  plans.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
  return spreadUnpaid(plans, shoppers, limits.maxUnpaidOrders);
}

/**
 * The checkout refuses a shopper's order past the shop's unpaid cap: an order that would find its
 * shopper holding that many unpaid goes to the first shopper with room (plans sorted by creation).
 */
function spreadUnpaid(plans: PlannedOrder[], shoppers: Shopper[], cap: number): PlannedOrder[] {
  const open = new Map<Shopper, number[]>();
  const openAt = (shopper: Shopper, at: number) => (open.get(shopper) ?? []).filter((end) => end > at);
  for (const plan of plans) {
    const at = plan.createdAt.getTime();
    if (openAt(plan.shopper, at).length >= cap) {
      const other = shoppers.find((s) => openAt(s, at).length < cap);
      if (other) {
        plan.shopper = other;
        if (plan.addressIndex >= other.addresses.length) plan.addressIndex = 0;
      }
    }
    const end = (plan.paidAt ?? plan.cancelledAt)?.getTime() ?? Number.POSITIVE_INFINITY;
    open.set(plan.shopper, [...openAt(plan.shopper, at), end]);
  }
  return plans;
}
