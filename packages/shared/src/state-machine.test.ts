import { describe, expect, it } from 'vitest';
import { AFTER_SALE_TRANSITIONS } from './contracts/after-sales.ts';
import { ORDER_TRANSITIONS } from './contracts/orders.ts';
import { actionsOpen, transitionOf } from './state-machine.ts';

describe('the state-machine kit', () => {
  it('finds the step of an action by the record kind, and none the table lacks', () => {
    expect(transitionOf(ORDER_TRANSITIONS, { status: 'unpaid', kind: 'express' }, 'pay')?.to).toBe('toShip');
    expect(transitionOf(ORDER_TRANSITIONS, { status: 'unpaid', kind: 'pickup' }, 'pay')?.to).toBe('toVerify');
    expect(transitionOf(ORDER_TRANSITIONS, { status: 'toShip', kind: 'express' }, 'pay')).toBeUndefined();
    const approve = (kind: string) =>
      transitionOf(AFTER_SALE_TRANSITIONS, { status: 'submitted', kind }, 'approve');
    expect(approve('refund')).toMatchObject({ to: 'refunding' });
    expect(approve('returnRefund')).toMatchObject({ to: 'awaitingReturn', stamp: 'approvedAt' });
    expect(transitionOf(AFTER_SALE_TRANSITIONS, { status: 'returned', kind: 'refund' }, 'receive')).toBe(
      undefined,
    );
  });

  it('offers a screen only the actions its actor may take, in the screen order', () => {
    const submitted = { status: 'submitted', kind: 'refund' };
    const offered = ['withdraw', 'reject', 'approve', 'autoApprove'] as const;
    expect(actionsOpen(AFTER_SALE_TRANSITIONS, submitted, 'staff', offered)).toEqual(['reject', 'approve']);
    expect(actionsOpen(AFTER_SALE_TRANSITIONS, submitted, 'shopper', offered)).toEqual(['withdraw']);
    expect(actionsOpen(AFTER_SALE_TRANSITIONS, submitted, 'system', offered)).toEqual(['autoApprove']);
    const shipped = { status: 'shipped', kind: 'express' };
    expect(actionsOpen(ORDER_TRANSITIONS, shipped, 'staff', ['receive', 'close'])).toEqual(['close']);
    expect(actionsOpen(ORDER_TRANSITIONS, shipped, 'shopper', ['receive', 'close'])).toEqual([
      'receive',
      'close',
    ]);
  });
});
