import {
  type CART_INVALID_REASONS,
  CART_LINES_MAX,
  CART_QUANTITY_MAX,
  type cartLine,
  type storefrontContract,
} from '@hh/shared';
import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { inShop } from '../../../db/access.ts';
import type { Tx } from '../../../db/client.ts';
import type { ShopperContext } from '../../../lib/context.ts';
import { badRequest, fieldError, notFound } from '../../../lib/errors.ts';
import { productSkus, products } from '../../goods/index.ts';
import { members } from '../../members/index.ts';
import { shopperCart } from './schema.ts';

type Line = z.output<typeof cartLine>;
type Reason = (typeof CART_INVALID_REASONS)[number];
type CartList = z.output<typeof storefrontContract.cartList>;

const mine = (memberId: number) => eq(shopperCart.memberId, memberId);
const unique = (ids: number[]) => [...new Set(ids)];

/** Cart calls of one shopper run one at a time, so the line cap holds under parallel adds. */
async function lockCart(tx: Tx, memberId: number) {
  await tx.select({ uid: members.uid }).from(members).where(eq(members.uid, memberId)).for('update');
}

/** A SKU a shopper may buy now: its product on the shelf and not deleted; otherwise 404. */
async function skuForSale(tx: Tx, skuId: number) {
  const [sku] = await tx
    .select({ id: productSkus.id, productId: productSkus.productId, stock: productSkus.stock })
    .from(productSkus)
    .innerJoin(products, eq(products.id, productSkus.productId))
    .where(and(eq(productSkus.id, skuId), eq(products.onShelf, true), eq(products.isDeleted, false)));
  if (!sku) throw notFound();
  return sku;
}

function assertStock(quantity: number, stock: number) {
  if (quantity > stock) throw fieldError('quantity', 'storefront.notEnoughStock', { stock });
}

/** Adds a SKU; a SKU already in the cart has its line's quantity raised (up to 999, and the stock). */
export function addToCart(ctx: ShopperContext, input: z.output<typeof storefrontContract.cartAdd>) {
  const { memberId } = ctx.shopper;
  return inShop(ctx, async (tx) => {
    await lockCart(tx, memberId);
    const sku = await skuForSale(tx, input.skuId);
    const [line] = await tx
      .select()
      .from(shopperCart)
      .where(and(mine(memberId), eq(shopperCart.skuId, sku.id)));
    if (line) {
      const quantity = line.quantity + input.quantity;
      if (quantity > CART_QUANTITY_MAX) {
        throw fieldError('quantity', 'storefront.cartQuantityMax', {
          max: CART_QUANTITY_MAX,
          has: line.quantity,
        });
      }
      assertStock(quantity, sku.stock);
      await tx
        .update(shopperCart)
        .set({ quantity, productId: sku.productId, updatedAt: new Date() })
        .where(eq(shopperCart.id, line.id));
      return { id: line.id, quantity };
    }
    const [lines] = await tx.select({ n: count() }).from(shopperCart).where(mine(memberId));
    if ((lines?.n ?? 0) >= CART_LINES_MAX) throw badRequest('storefront.cartFull', { max: CART_LINES_MAX });
    assertStock(input.quantity, sku.stock);
    const [added] = await tx
      .insert(shopperCart)
      .values({ memberId, productId: sku.productId, skuId: sku.id, quantity: input.quantity })
      .returning({ id: shopperCart.id, quantity: shopperCart.quantity });
    return added!;
  });
}

/** Sets a line's quantity (1–999, at most the stock); another shopper's line is 404. */
export function setCartQuantity(
  ctx: ShopperContext,
  input: z.output<typeof storefrontContract.cartQuantity>,
) {
  const { memberId } = ctx.shopper;
  return inShop(ctx, async (tx) => {
    await lockCart(tx, memberId);
    const [line] = await tx
      .select()
      .from(shopperCart)
      .where(and(mine(memberId), eq(shopperCart.id, input.id)));
    if (!line) throw notFound();
    const sku = await skuForSale(tx, line.skuId);
    assertStock(input.quantity, sku.stock);
    await tx
      .update(shopperCart)
      .set({ quantity: input.quantity, updatedAt: new Date() })
      .where(eq(shopperCart.id, line.id));
    return { id: line.id, quantity: input.quantity };
  });
}

/** Removes the shopper's own lines, all of them or none: an id that is not theirs is 404 and nothing changes. */
export function removeFromCart(ctx: ShopperContext, ids: number[]) {
  return inShop(ctx, (tx) => removeCartLines(tx, ctx.shopper.memberId, ids));
}

function invalidReason(row: {
  quantity: number;
  stock: number | null;
  onShelf: boolean | null;
  isDeleted: boolean | null;
}): Reason | null {
  if (row.isDeleted === null || row.stock === null) return 'skuGone';
  if (row.isDeleted) return 'deleted';
  if (!row.onShelf) return 'offShelf';
  if (row.stock <= 0) return 'outOfStock';
  if (row.stock < row.quantity) return 'notEnoughStock';
  return null;
}

/** The cart, newest first, split into lines that can be bought now and lines that cannot (with why). */
export function listCart(ctx: ShopperContext): Promise<CartList> {
  return inShop(ctx, async (tx) => {
    const rows = await tx
      .select({
        id: shopperCart.id,
        productId: shopperCart.productId,
        skuId: shopperCart.skuId,
        quantity: shopperCart.quantity,
        name: products.name,
        productImage: products.image,
        skuImage: productSkus.image,
        specKey: productSkus.specKey,
        price: productSkus.price,
        stock: productSkus.stock,
        onShelf: products.onShelf,
        isDeleted: products.isDeleted,
      })
      .from(shopperCart)
      .leftJoin(productSkus, eq(productSkus.id, shopperCart.skuId))
      .leftJoin(products, eq(products.id, productSkus.productId))
      .where(mine(ctx.shopper.memberId))
      .orderBy(desc(shopperCart.id));
    const out: CartList = { valid: [], invalid: [] };
    for (const row of rows) {
      const line: Line = {
        id: row.id,
        productId: row.productId,
        skuId: row.skuId,
        quantity: row.quantity,
        name: row.name,
        image: row.skuImage ?? row.productImage,
        specKey: row.specKey,
        price: row.price,
        stock: row.stock ?? 0,
      };
      const reason = invalidReason(row);
      if (reason) out.invalid.push({ ...line, reason });
      else out.valid.push(line);
    }
    return out;
  });
}

/** How many lines the cart has, and how many pieces. */
export function cartCount(ctx: ShopperContext) {
  return inShop(ctx, async (tx) => {
    const [row] = await tx
      .select({
        lines: count(),
        quantity: sql<number>`coalesce(sum(${shopperCart.quantity}), 0)`.mapWith(Number),
      })
      .from(shopperCart)
      .where(mine(ctx.shopper.memberId));
    return { lines: row?.lines ?? 0, quantity: row?.quantity ?? 0 };
  });
}

/**
 * For checkout (inside its `inShop` transaction): the member's cart lines with these ids, in the
 * order asked. An id that is not one of the member's lines is 404.
 */
export async function cartLinesOf(
  tx: Tx,
  memberId: number,
  cartIds: number[],
): Promise<{ cartId: number; productId: number; skuId: number; quantity: number }[]> {
  const ids = unique(cartIds);
  if (ids.length === 0) throw notFound();
  const rows = await tx
    .select({
      cartId: shopperCart.id,
      productId: shopperCart.productId,
      skuId: shopperCart.skuId,
      quantity: shopperCart.quantity,
    })
    .from(shopperCart)
    .where(and(mine(memberId), inArray(shopperCart.id, ids)));
  if (rows.length !== ids.length) throw notFound();
  return ids.map((id) => rows.find((r) => r.cartId === id)!);
}

/**
 * Removes the member's lines with these ids (after an order took them); any id not theirs is 404 and, thrown, rolls back.
 * @internal
 */
export async function removeCartLines(tx: Tx, memberId: number, cartIds: number[]): Promise<void> {
  const ids = unique(cartIds);
  const removed = await tx
    .delete(shopperCart)
    .where(and(mine(memberId), inArray(shopperCart.id, ids)))
    .returning({ id: shopperCart.id });
  if (removed.length !== ids.length) throw notFound();
}

/** Removes whichever of these lines the member still has (after an order took them; a retry finds them gone). */
export async function dropCartLines(tx: Tx, memberId: number, cartIds: number[]): Promise<void> {
  await tx.delete(shopperCart).where(and(mine(memberId), inArray(shopperCart.id, unique(cartIds))));
}
