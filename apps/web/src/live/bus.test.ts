import { afterEach, describe, expect, it, vi } from 'vitest';
import { dispatchLiveEvent, subscribeLive } from './bus.ts';
import { parseLiveMessage } from './parse.ts';
import type { LiveEvent } from './types.ts';

const paid: LiveEvent = {
  type: 'company.paid',
  data: { orderCode: 'YL1', planName: '基础版', companyStatus: 'pending_approval' },
  at: '2026-01-01T00:00:00.000Z',
};
const approved: LiveEvent = {
  type: 'company.approved',
  data: { reason: 'ok', companyName: 'Shop' },
  at: '2026-01-01T00:00:01.000Z',
};

const unsubscribers: (() => void)[] = [];
afterEach(() => {
  for (const off of unsubscribers.splice(0)) off();
});

describe('live event dispatch', () => {
  it('hands each event only to the subscribers of its type', () => {
    const onPaid = vi.fn();
    const onDecision = vi.fn();
    unsubscribers.push(subscribeLive(['company.paid'], onPaid));
    unsubscribers.push(subscribeLive(['company.approved', 'company.rejected'], onDecision));
    dispatchLiveEvent(paid);
    dispatchLiveEvent(approved);
    expect(onPaid.mock.calls).toEqual([[paid]]);
    expect(onDecision.mock.calls).toEqual([[approved]]);
  });

  it('stops after unsubscribing', () => {
    const handler = vi.fn();
    const off = subscribeLive(['company.paid'], handler);
    off();
    dispatchLiveEvent(paid);
    expect(handler).not.toHaveBeenCalled();
  });

  it('keeps delivering when one subscriber throws', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const after = vi.fn();
    unsubscribers.push(
      subscribeLive(['company.paid'], () => {
        throw new Error('boom');
      }),
    );
    unsubscribers.push(subscribeLive(['company.paid'], after));
    dispatchLiveEvent(paid);
    expect(after).toHaveBeenCalledOnce();
    expect(error).toHaveBeenCalledOnce();
    error.mockRestore();
  });
});

describe('live message parsing', () => {
  it('recognises the greeting and the known events', () => {
    expect(parseLiveMessage('{"type":"hello","data":{"companyId":3}}')).toEqual({ kind: 'hello' });
    expect(parseLiveMessage(JSON.stringify(paid))).toEqual({ kind: 'event', event: paid });
    const balance = {
      type: 'member.balance',
      data: { uid: 7, change: '-2.00', nowMoney: '8.00', by: 'admin' },
      at: 'x',
    };
    expect(parseLiveMessage(JSON.stringify(balance))).toEqual({ kind: 'event', event: balance });
  });

  it('ignores malformed messages and unknown types', () => {
    expect(parseLiveMessage('not json')).toEqual({ kind: 'unknown' });
    expect(parseLiveMessage('null')).toEqual({ kind: 'unknown' });
    expect(parseLiveMessage('{"type":"order.created","data":{}}')).toEqual({ kind: 'unknown' });
    expect(parseLiveMessage('{"type":"member.balance","data":{"uid":"7"}}')).toEqual({ kind: 'unknown' });
  });
});
