import { describe, expect, it } from 'vitest';
import { actionsFor, stepBar } from './status.ts';

describe('after-sale states for staff', () => {
  it('offers each action only where it makes sense', () => {
    expect(actionsFor({ type: 'refund', status: 'submitted' })).toEqual(['approve', 'reject']);
    expect(actionsFor({ type: 'returnRefund', status: 'submitted' })).toEqual(['approve', 'reject']);
    expect(actionsFor({ type: 'returnRefund', status: 'awaitingReturn' })).toEqual([]);
    expect(actionsFor({ type: 'returnRefund', status: 'returned' })).toEqual(['receive']);
    expect(actionsFor({ type: 'returnRefund', status: 'received' })).toEqual(['refund']);
    for (const status of ['refunded', 'rejected', 'withdrawn', 'closed'] as const) {
      expect(actionsFor({ type: 'returnRefund', status })).toEqual([]);
    }
  });

  it('offers a retry only while the last refund attempt failed, and "check again" while a provider refund is pending', () => {
    const refunding = { type: 'refund', status: 'refunding' } as const;
    const failed = { status: 'failed', method: 'wechat' } as const;
    const pending = { status: 'pending', method: 'wechat' } as const;
    expect(actionsFor(refunding)).toEqual([]);
    expect(actionsFor({ ...refunding, refunds: [pending] })).toEqual(['check']);
    expect(actionsFor({ ...refunding, refunds: [{ status: 'pending', method: 'wallet' }] })).toEqual([]);
    expect(actionsFor({ ...refunding, refunds: [failed] })).toEqual(['retry']);
    expect(actionsFor({ ...refunding, refunds: [failed, pending] })).toEqual(['check']);
    expect(actionsFor({ type: 'refund', status: 'refunded', refunds: [pending] })).toEqual([]);
  });

  it('walks the step bar of a refund only, a return and an ended request', () => {
    expect(stepBar({ type: 'refund', status: 'refunding' })).toEqual({
      steps: ['submitted', 'approved', 'refunded'],
      current: 1,
      ended: false,
    });
    expect(stepBar({ type: 'returnRefund', status: 'returned' })).toEqual({
      steps: ['submitted', 'approved', 'returned', 'received', 'refunded'],
      current: 2,
      ended: false,
    });
    expect(stepBar({ type: 'returnRefund', status: 'refunded' }).current).toBe(4);
    expect(stepBar({ type: 'refund', status: 'rejected' })).toEqual({
      steps: ['submitted', 'ended'],
      current: 1,
      ended: true,
    });
  });
});
