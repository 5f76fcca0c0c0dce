import { describe, expect, it } from 'vitest';
import { checkoutChoices, choiceField } from './choices.ts';

describe('the place-order choices', () => {
  it('sends a typed address in full with its region chain', () => {
    expect(
      checkoutChoices({
        deliveryType: 'express',
        address: { receiverName: ' 王芳 ', receiverPhone: '13800001111', address: '建国路 1 号' },
        region: [11, 1101, 110105],
        storeId: 3,
        buyerNote: ' 快点 ',
      }),
    ).toEqual({
      deliveryType: 'express',
      address: {
        receiverName: '王芳',
        receiverPhone: '13800001111',
        provinceId: 11,
        cityId: 1101,
        districtId: 110105,
        address: '建国路 1 号',
      },
      storeId: null,
      pickupContact: null,
      buyerNote: '快点',
    });
  });

  it('sends a pickup with its store, and a contact only when one is typed', () => {
    expect(checkoutChoices({ deliveryType: 'pickup', storeId: 2, region: [11] })).toEqual({
      deliveryType: 'pickup',
      address: null,
      storeId: 2,
      pickupContact: null,
      buyerNote: '',
    });
    expect(
      checkoutChoices({
        deliveryType: 'pickup',
        storeId: 2,
        pickupContact: { name: '李', phone: '13800001111' },
      }).pickupContact,
    ).toEqual({ name: '李', phone: '13800001111' });
  });

  it('puts the region refusals on the region picker', () => {
    expect(choiceField('address.provinceId')).toEqual(['region']);
    expect(choiceField('address.receiverPhone')).toEqual(['address', 'receiverPhone']);
    expect(choiceField('storeId')).toEqual(['storeId']);
  });
});
