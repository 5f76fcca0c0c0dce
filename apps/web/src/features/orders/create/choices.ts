import type { CheckoutChoices, SavedAddress } from '../api.ts';

/** The place-order form's delivery part, as the form holds it (names follow the checkout's fields). */
export interface DeliveryValues {
  deliveryType: 'express' | 'pickup';
  address?: { receiverName?: string; receiverPhone?: string; address?: string };
  region?: number[];
  storeId?: number;
  pickupContact?: { name?: string; phone?: string };
  buyerNote?: string;
}

export const INITIAL_DELIVERY: DeliveryValues = { deliveryType: 'express' };

const text = (value: string | undefined): string => value?.trim() ?? '';

/** The checkout's choices: a typed address for delivery, or a store (and who collects) for pickup. */
export function checkoutChoices(values: DeliveryValues): CheckoutChoices {
  const buyerNote = text(values.buyerNote);
  if (values.deliveryType === 'pickup') {
    const name = text(values.pickupContact?.name);
    const phone = text(values.pickupContact?.phone);
    return {
      deliveryType: 'pickup',
      address: null,
      storeId: values.storeId ?? null,
      pickupContact: name || phone ? { name, phone } : null,
      buyerNote,
    };
  }
  const [provinceId, cityId, districtId] = values.region ?? [];
  return {
    deliveryType: 'express',
    address: {
      receiverName: text(values.address?.receiverName),
      receiverPhone: text(values.address?.receiverPhone),
      provinceId: provinceId ?? 0,
      cityId: cityId ?? null,
      districtId: districtId ?? null,
      address: text(values.address?.address),
    },
    storeId: null,
    pickupContact: null,
    buyerNote,
  };
}

/** A saved address as the delivery fields hold it; none clears them for a new one to be typed. */
export function savedAddressValues(
  saved: SavedAddress | undefined,
): Pick<DeliveryValues, 'address' | 'region'> {
  if (!saved) return { address: { receiverName: '', receiverPhone: '', address: '' }, region: undefined };
  return {
    address: { receiverName: saved.name, receiverPhone: saved.phone, address: saved.detail },
    region: [saved.provinceId, saved.cityId, ...(saved.districtId === null ? [] : [saved.districtId])],
  };
}

/** A refusal's field (`address.provinceId`) as the form names it (the region picker holds the chain). */
export function choiceField(field: string): (string | number)[] {
  if (/^address\.(provinceId|cityId|districtId)$/.test(field)) return ['region'];
  return field.split('.');
}
