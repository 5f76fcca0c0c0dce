import type { checkoutAddress, checkoutChoices } from '@hh/shared';
import { and, eq, getTableName } from 'drizzle-orm';
import type { z } from 'zod';
import type { Tx } from '../../../db/client.ts';
import type { DatabaseHandle } from '../../../lib/database.ts';
import { conflict, fieldError } from '../../../lib/errors.ts';
import { feedMemo } from '../../../lib/feed-memo.ts';
import { resolveRegion } from '../../regions/index.ts';
import { stores } from '../../stores/index.ts';
import { configIs, configValue, systemConfigs } from '../../system-config/index.ts';

type Choices = z.output<typeof checkoutChoices>;
type Address = z.output<typeof checkoutAddress>;

export interface Delivery {
  deliveryType: Choices['deliveryType'];
  address: Address;
  storeId: number | null;
  /** The region freight is charged for; null for pickup (no freight). */
  regionId: number | null;
}

interface Buyer {
  nickname: string;
  realName: string | null;
  phone: string | null;
}

/** Pickup is on for the company (system config store_self_mention = 1). */
async function pickupOffered(tx: Tx): Promise<boolean> {
  return (await configValue(tx, 'store_self_mention')) === '1';
}

/** The company's stores a shopper may pick up from (open, pickup on), none while pickup is off for the company. */
export function pickupStores(tx: Tx) {
  return tx
    .select({
      id: stores.id,
      name: stores.name,
      regionName: stores.regionName,
      address: stores.address,
      phone: stores.phone,
      businessHours: stores.businessHours,
    })
    .from(stores)
    .where(and(eq(stores.status, 1), eq(stores.pickupEnabled, true), configIs('store_self_mention', '1')))
    .orderBy(stores.sort, stores.id);
}

type PickupStore = Awaited<ReturnType<typeof pickupStores>>[number];

const storesOnOffer = feedMemo<PickupStore[]>([getTableName(stores), getTableName(systemConfigs)]);

/**
 * The pickup stores a confirm offers, kept per company on this server while no store or setting of it
 * is written (`feedMemo`): every confirm offers them, and they seldom change. `tx` must not have
 * written either table.
 */
export function offeredPickupStores(db: DatabaseHandle, tx: Tx, companyId: number) {
  return storesOnOffer(db, companyId, () => pickupStores(tx));
}

/**
 * Where the order goes, checked: an express order needs a full address whose region chain holds; a
 * pickup order needs pickup on, and a store of the company (row-level security) that is open for
 * pickup; its contact is the member's own name and phone unless given.
 */
export async function resolveDelivery(tx: Tx, buyer: Buyer, choices: Choices): Promise<Delivery> {
  if (choices.deliveryType === 'express') {
    const given = choices.address;
    if (!given) throw fieldError('address', 'order.addressRequired');
    const region = resolveRegion({
      provinceId: given.provinceId,
      cityId: given.cityId,
      districtId: given.districtId,
    });
    return {
      deliveryType: 'express',
      address: {
        receiverName: given.receiverName,
        receiverPhone: given.receiverPhone,
        provinceId: region.provinceId,
        cityId: region.cityId,
        districtId: region.districtId,
        regionName: region.regionName,
        address: given.address,
      },
      storeId: null,
      regionId: given.provinceId,
    };
  }
  if (!(await pickupOffered(tx))) throw conflict('order.pickupOff');
  if (choices.storeId === null) throw fieldError('storeId', 'order.storeRequired');
  const [store] = await tx.select().from(stores).where(eq(stores.id, choices.storeId));
  if (store?.status !== 1 || !store.pickupEnabled) throw fieldError('storeId', 'order.storeUnavailable');
  const contact = choices.pickupContact ?? {
    name: buyer.realName || buyer.nickname,
    phone: buyer.phone ?? '',
  };
  if (!contact.phone) throw fieldError('pickupContact', 'order.pickupContactRequired');
  return {
    deliveryType: 'pickup',
    address: {
      receiverName: contact.name,
      receiverPhone: contact.phone,
      provinceId: store.provinceId,
      cityId: store.cityId,
      districtId: store.districtId,
      regionName: store.regionName,
      address: store.address,
    },
    storeId: store.id,
    regionId: null,
  };
}
