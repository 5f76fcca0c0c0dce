import type { DeliveryType, OrderStatus, ShippingKind } from '@hh/shared';
import { describe, expect, it } from 'vitest';
import { actionsFor, stepBar } from './status.ts';

const order = (
  status: OrderStatus,
  deliveryType: DeliveryType = 'express',
  shippingKind: ShippingKind | null = null,
) => ({
  status,
  deliveryType,
  shippingKind,
});

describe('order states for staff', () => {
  it('offers each action only where it makes sense', () => {
    expect(actionsFor(order('unpaid'))).toEqual(['price', 'remark', 'cancel']);
    expect(actionsFor(order('toShip'))).toEqual(['ship', 'remark']);
    expect(actionsFor(order('toVerify', 'pickup'))).toEqual(['remark']);
    expect(actionsFor(order('shipped', 'express', 'express'))).toEqual(['tracking', 'remark']);
    expect(actionsFor(order('shipped', 'express', 'courier'))).toEqual(['remark']);
    expect(actionsFor({ status: 'shipped', deliveryType: 'express' })).toEqual(['tracking', 'remark']);
    expect(actionsFor({ status: 'received', deliveryType: 'pickup' })).toEqual(['remark']);
    expect(actionsFor(order('completed'))).toEqual(['remark']);
    expect(actionsFor(order('cancelled'))).toEqual(['remark']);
  });

  it('walks the step bar of a delivery, a pickup and a cancelled order', () => {
    expect(stepBar(order('unpaid'))).toEqual({
      steps: ['created', 'paid', 'shipped', 'received', 'completed'],
      current: 0,
      cancelled: false,
    });
    expect(stepBar(order('shipped')).current).toBe(2);
    expect(stepBar(order('received', 'pickup'))).toEqual({
      steps: ['created', 'paid', 'verified', 'completed'],
      current: 2,
      cancelled: false,
    });
    expect(stepBar(order('completed')).current).toBe(4);
    expect(stepBar(order('cancelled'))).toEqual({
      steps: ['created', 'cancelled'],
      current: 1,
      cancelled: true,
    });
  });
});
