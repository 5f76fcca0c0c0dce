import { describe, expect, it } from 'vitest';
import type { Address, CheckoutLine } from './api.ts';
import {
  type CheckoutForm,
  choicesOf,
  formProblems,
  keptOf,
  priceChanges,
  startingAddress,
  startingForm,
  timeLeft,
  walletCovers,
} from './state.ts';

const line = (skuId: number, unitPrice: string): CheckoutLine => ({
  productId: 1,
  skuId,
  productName: `P${skuId}`,
  skuLabel: '',
  picture: null,
  discount: '0.00',
  activity: null,
  unitPrice,
  quantity: 1,
  lineTotal: unitPrice,
  stock: 10,
});

const form = (patch: Partial<CheckoutForm> = {}): CheckoutForm => ({
  deliveryType: 'express',
  addressId: 3,
  storeId: null,
  pickupName: '',
  pickupPhone: '',
  buyerNote: '',
  ...patch,
});

const address = (id: number, isDefault: boolean) => ({ id, isDefault }) as Address;

describe('checkout state', () => {
  it('names each line whose price is not the one the shopper saw, and only those', () => {
    const changes = priceChanges(
      [
        { skuId: 1, price: '25.00' },
        { skuId: 2, price: '9.9' },
      ],
      [line(1, '27.50'), line(2, '9.90'), line(3, '1.00')],
    );
    expect([...changes]).toEqual([[1, { was: '25.00', now: '27.50' }]]);
  });

  it('asks for an address for delivery, and a store, name and mobile for pickup', () => {
    expect(formProblems(form())).toEqual([]);
    expect(formProblems(form({ addressId: null }))).toEqual(['address']);
    expect(formProblems(form({ deliveryType: 'pickup' }))).toEqual(['store', 'pickupName', 'pickupPhone']);
    expect(
      formProblems(form({ deliveryType: 'pickup', storeId: 4, pickupName: '王', pickupPhone: '12345' })),
    ).toEqual(['pickupPhone']);
    expect(
      formProblems(
        form({ deliveryType: 'pickup', storeId: 4, pickupName: '王', pickupPhone: '13800001111' }),
      ),
    ).toEqual([]);
  });

  it('sends the address for delivery and the store and contact for pickup, never both', () => {
    expect(choicesOf(form({ storeId: 4, pickupName: 'x', buyerNote: ' 轻放 ' }))).toEqual({
      deliveryType: 'express',
      addressId: 3,
      storeId: null,
      pickupContact: null,
      buyerNote: '轻放',
    });
    expect(
      choicesOf(form({ deliveryType: 'pickup', storeId: 4, pickupName: ' 王 ', pickupPhone: '13800001111' })),
    ).toEqual({
      deliveryType: 'pickup',
      addressId: null,
      storeId: 4,
      pickupContact: { name: '王', phone: '13800001111' },
      buyerNote: '',
    });
  });

  it('starts from the address chosen before, else the default, else the first', () => {
    const book = [address(1, false), address(2, true), address(3, false)];
    expect(startingAddress(book, 3)).toBe(3);
    expect(startingAddress(book, 99)).toBe(2);
    expect(startingAddress([address(5, false)], undefined)).toBe(5);
    expect(startingAddress([], undefined)).toBeNull();
  });

  it('comes back from the address book with the delivery, store, contact and note chosen before', () => {
    const chosen = form({ deliveryType: 'pickup', storeId: 5, pickupName: '王', pickupPhone: '13800001111' });
    const back = startingForm(keptOf({ ...chosen, buyerNote: '放门口' }), [4, 5], 7, '13900002222');
    expect(back).toEqual({ ...chosen, addressId: 7, buyerNote: '放门口' });
  });

  it('starts a first visit by express, the first store and the shopper’s phone for pickup', () => {
    expect(startingForm(undefined, [4, 5], 7, '13900002222')).toEqual(
      form({ addressId: 7, storeId: 4, pickupPhone: '13900002222' }),
    );
  });

  it('drops a kept store the shop no longer offers, and pickup when it offers none', () => {
    const kept = keptOf(form({ deliveryType: 'pickup', storeId: 5, buyerNote: '轻放' }));
    expect(startingForm(kept, [4], null, '').storeId).toBe(4);
    const none = startingForm(kept, [], null, '');
    expect([none.deliveryType, none.storeId, none.buyerNote]).toEqual(['express', null, '轻放']);
  });

  it('says by how much a wallet falls short, exactly', () => {
    expect(walletCovers('100.00', '100.00')).toEqual({ enough: true, short: '0.00' });
    expect(walletCovers('0.10', '0.30')).toEqual({ enough: false, short: '0.20' });
  });

  it('counts down to the pay deadline', () => {
    const deadline = '2026-11-29T10:00:00.000Z';
    const at = (iso: string) => new Date(iso).getTime();
    expect(timeLeft(deadline, at('2026-11-29T09:45:30.000Z'))).toBe('14:30');
    expect(timeLeft(deadline, at('2026-11-29T07:59:59.000Z'))).toBe('2:00:01');
    expect(timeLeft(deadline, at('2026-11-29T10:00:00.000Z'))).toBeNull();
  });
});
