import { ADDRESSES_MAX, type addressInput } from '@hh/shared';
import { and, count, desc, eq, ne } from 'drizzle-orm';
import type { z } from 'zod';
import { inCompany, inShop } from '../../../db/access.ts';
import type { Tx } from '../../../db/client.ts';
import type { CompanyContext, ShopperContext } from '../../../lib/context.ts';
import { badRequest, notFound } from '../../../lib/errors.ts';
import { members } from '../../members/index.ts';
import { regionChain } from './region-chain.ts';
import { shopperAddresses } from './schema.ts';

type AddressInput = z.output<typeof addressInput>;

/** What an order keeps of the address it ships to: who, how to call, where (codes and names as chosen). */
export interface AddressSnapshot {
  name: string;
  phone: string;
  provinceId: number;
  provinceName: string;
  cityId: number;
  cityName: string;
  districtId: number | null;
  districtName: string | null;
  detail: string;
}

/** The columns of an address as an order keeps it (`AddressSnapshot`). */
const snapshot = {
  name: shopperAddresses.name,
  phone: shopperAddresses.phone,
  provinceId: shopperAddresses.provinceId,
  provinceName: shopperAddresses.provinceName,
  cityId: shopperAddresses.cityId,
  cityName: shopperAddresses.cityName,
  districtId: shopperAddresses.districtId,
  districtName: shopperAddresses.districtName,
  detail: shopperAddresses.detail,
};

const row = {
  id: shopperAddresses.id,
  ...snapshot,
  isDefault: shopperAddresses.isDefault,
  createdAt: shopperAddresses.createdAt,
};

const mine = (memberId: number) => eq(shopperAddresses.memberId, memberId);

/** One shopper's address calls run one at a time, so the count cap and the one default hold under races. */
async function lockMember(tx: Tx, memberId: number) {
  await tx.select({ uid: members.uid }).from(members).where(eq(members.uid, memberId)).for('update');
}

async function ownAddress(tx: Tx, memberId: number, id: number) {
  const [found] = await tx
    .select(row)
    .from(shopperAddresses)
    .where(and(mine(memberId), eq(shopperAddresses.id, id)));
  if (!found) throw notFound();
  return found;
}

/** Makes `id` the member's one default: the others are unset first, in the same transaction. */
async function makeDefault(tx: Tx, memberId: number, id: number) {
  await tx
    .update(shopperAddresses)
    .set({ isDefault: false, updatedAt: new Date() })
    .where(and(mine(memberId), eq(shopperAddresses.isDefault, true), ne(shopperAddresses.id, id)));
  await tx
    .update(shopperAddresses)
    .set({ isDefault: true, updatedAt: new Date() })
    .where(and(mine(memberId), eq(shopperAddresses.id, id)));
}

function fields(input: AddressInput) {
  return {
    name: input.name,
    phone: input.phone,
    ...regionChain(input.provinceId, input.cityId, input.districtId),
    detail: input.detail,
  };
}

/** The shopper's addresses, the default first, then the newest. */
export function listAddresses(ctx: ShopperContext) {
  return inShop(ctx, (tx) =>
    tx
      .select(row)
      .from(shopperAddresses)
      .where(mine(ctx.shopper.memberId))
      .orderBy(desc(shopperAddresses.isDefault), desc(shopperAddresses.id)),
  );
}

/** Staff placing an order read a member's address book, in the same order; 404 when not the shop's member. */
export function memberAddresses(ctx: CompanyContext, memberId: number) {
  return inCompany(ctx, async (tx) => {
    const [member] = await tx.select({ uid: members.uid }).from(members).where(eq(members.uid, memberId));
    if (!member) throw notFound();
    return tx
      .select(row)
      .from(shopperAddresses)
      .where(mine(memberId))
      .orderBy(desc(shopperAddresses.isDefault), desc(shopperAddresses.id));
  });
}

export function getAddress(ctx: ShopperContext, id: number) {
  return inShop(ctx, (tx) => ownAddress(tx, ctx.shopper.memberId, id));
}

/** Adds an address (at most 20); the first one, or one asked to be, becomes the default. */
export function createAddress(ctx: ShopperContext, input: AddressInput) {
  const { memberId } = ctx.shopper;
  const values = fields(input);
  return inShop(ctx, async (tx) => {
    await lockMember(tx, memberId);
    const [had] = await tx.select({ n: count() }).from(shopperAddresses).where(mine(memberId));
    const n = had?.n ?? 0;
    if (n >= ADDRESSES_MAX) throw badRequest('storefront.addressLimit', { max: ADDRESSES_MAX });
    const [created] = await tx
      .insert(shopperAddresses)
      .values({ memberId, ...values })
      .returning({ id: shopperAddresses.id });
    if (input.isDefault || n === 0) await makeDefault(tx, memberId, created!.id);
    return ownAddress(tx, memberId, created!.id);
  });
}

/** Changes the shopper's own address; `isDefault` true makes it the default, false leaves the shopper none. */
export function updateAddress(ctx: ShopperContext, id: number, input: AddressInput) {
  const { memberId } = ctx.shopper;
  const values = fields(input);
  return inShop(ctx, async (tx) => {
    await lockMember(tx, memberId);
    await ownAddress(tx, memberId, id);
    await tx
      .update(shopperAddresses)
      .set({ ...values, updatedAt: new Date(), ...(input.isDefault ? {} : { isDefault: false }) })
      .where(and(mine(memberId), eq(shopperAddresses.id, id)));
    if (input.isDefault) await makeDefault(tx, memberId, id);
    return ownAddress(tx, memberId, id);
  });
}

export function setDefaultAddress(ctx: ShopperContext, id: number) {
  const { memberId } = ctx.shopper;
  return inShop(ctx, async (tx) => {
    await lockMember(tx, memberId);
    await ownAddress(tx, memberId, id);
    await makeDefault(tx, memberId, id);
    return ownAddress(tx, memberId, id);
  });
}

/** Removes the shopper's own address; when it was the default, the newest remaining one takes its place. */
export function deleteAddress(ctx: ShopperContext, id: number) {
  const { memberId } = ctx.shopper;
  return inShop(ctx, async (tx) => {
    await lockMember(tx, memberId);
    const gone = await ownAddress(tx, memberId, id);
    await tx.delete(shopperAddresses).where(and(mine(memberId), eq(shopperAddresses.id, id)));
    if (!gone.isDefault) return;
    const [next] = await tx
      .select({ id: shopperAddresses.id })
      .from(shopperAddresses)
      .where(mine(memberId))
      .orderBy(desc(shopperAddresses.id))
      .limit(1);
    if (next) await makeDefault(tx, memberId, next.id);
  });
}

/** For checkout (inside its `inShop` transaction): the member's address as an order keeps it, or null when not theirs. */
export async function addressOf(
  tx: Tx,
  memberId: number,
  addressId: number,
): Promise<AddressSnapshot | null> {
  const [found] = await tx
    .select(snapshot)
    .from(shopperAddresses)
    .where(and(mine(memberId), eq(shopperAddresses.id, addressId)));
  return found ?? null;
}

/** For checkout's confirm step: the member's default address id, or null. */
export async function defaultAddressId(tx: Tx, memberId: number): Promise<number | null> {
  const [found] = await tx
    .select({ id: shopperAddresses.id })
    .from(shopperAddresses)
    .where(and(mine(memberId), eq(shopperAddresses.isDefault, true)));
  return found?.id ?? null;
}
