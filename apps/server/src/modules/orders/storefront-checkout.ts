import { type storefrontOrdersContract, toCents } from '@hh/shared';
import type { z } from 'zod';
import { inShop } from '../../db/access.ts';
import type { Tx } from '../../db/client.ts';
import type { ShopperContext } from '../../lib/context.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import {
  type AddressSnapshot,
  addressOf,
  cartLinesOf,
  defaultAddressId,
  dropCartLines,
} from '../storefront/index.ts';
import { computeCheckout, confirmCheckout, createOrder, refuseKnownShort } from './checkout/service.ts';

type Confirm = z.output<typeof storefrontOrdersContract.confirm>;
type Choices = z.output<typeof storefrontOrdersContract.choices>;
type Create = z.output<typeof storefrontOrdersContract.create>;

/** A saved address as the checkout core takes it. */
const asCheckoutAddress = (a: AddressSnapshot) => ({
  receiverName: a.name,
  receiverPhone: a.phone,
  provinceId: a.provinceId,
  cityId: a.cityId,
  districtId: a.districtId,
  address: a.detail,
});

/**
 * Step 1: the shopper's cart lines (by id, each theirs or 404) or a buy-now line, priced with freight
 * to their default address when they have one.
 */
export async function confirmForShopper(ctx: ShopperContext, input: Confirm) {
  const { memberId } = ctx.shopper;
  const buyNow = { skuId: input.skuId!, quantity: input.quantity!, activity: input.activity ?? null };
  if (!input.cartIds) refuseKnownShort(ctx, memberId, [buyNow]);
  const { lines, address } = await inShop(ctx, async (tx) => {
    const wanted = input.cartIds
      ? (await cartLinesOf(tx, memberId, input.cartIds)).map((l) => ({
          skuId: l.skuId,
          quantity: l.quantity,
        }))
      : [buyNow];
    const id = await defaultAddressId(tx, memberId);
    const saved = id === null ? null : await addressOf(tx, memberId, id);
    return { lines: wanted, address: saved ? asCheckoutAddress(saved) : undefined };
  });
  const { memberId: _self, ...confirmed } = await confirmCheckout(ctx, memberId, { lines, address });
  return confirmed;
}

/** The core's choices from the shopper's: the address is one of their own saved ones (404 otherwise). */
async function coreChoices(tx: Tx, memberId: number, choices: Choices) {
  let address = null;
  if (choices.deliveryType === 'express' && choices.addressId !== null) {
    const saved = await addressOf(tx, memberId, choices.addressId);
    if (!saved) throw notFound();
    address = asCheckoutAddress(saved);
  }
  return {
    deliveryType: choices.deliveryType,
    address,
    storeId: choices.deliveryType === 'pickup' ? choices.storeId : null,
    pickupContact: choices.deliveryType === 'pickup' ? choices.pickupContact : null,
    buyerNote: choices.buyerNote,
    couponId: choices.couponId,
  };
}

/** Step 2: the price for the chosen address or pickup store. */
export async function computeForShopper(ctx: ShopperContext, key: string, choices: Choices) {
  const { memberId } = ctx.shopper;
  const core = await inShop(ctx, (tx) => coreChoices(tx, memberId, choices));
  return computeCheckout(ctx, memberId, key, core);
}

/**
 * Step 3: the order, once per key (the core's idempotent create). The cart lines it came from leave
 * the cart in the order's own transaction: both happen or neither; a retry finds the order made and
 * removes nothing more. A new order whose amount is not the one the shopper was shown is not made.
 */
export async function createForShopper(ctx: ShopperContext, key: string, input: Create) {
  const { memberId } = ctx.shopper;
  const { cartIds, expectedPayAmount, ...choices } = input;
  const core = await inShop(ctx, (tx) => coreChoices(tx, memberId, choices));
  const order = await createOrder(ctx, memberId, key, core, async (tx, priced) => {
    // Thrown here, nothing of the order is written, and the cart's change rolls back.
    if (expectedPayAmount !== undefined && toCents(priced.payAmount) !== toCents(expectedPayAmount))
      throw conflict('order.priceChanged', { amount: priced.payAmount });
    if (cartIds) await dropCartLines(tx, memberId, cartIds);
  });
  const { staffRemark: _remark, ...forShopper } = order;
  return forShopper;
}
