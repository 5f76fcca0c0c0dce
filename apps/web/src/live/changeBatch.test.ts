import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CHANGE_LONGEST_MS, CHANGE_QUIET_MS, changeBatch } from './changeBatch.ts';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('a list refetching on live changes', () => {
  it('refetches once for a burst, with every order it touched', () => {
    const flush = vi.fn();
    const batch = changeBatch(flush);
    batch.add(1);
    batch.add(2);
    batch.add(1);
    vi.advanceTimersByTime(CHANGE_QUIET_MS - 1);
    expect(flush).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(flush.mock.calls).toEqual([[new Set([1, 2])]]);
  });

  it('does not wait forever behind a steady stream', () => {
    const flush = vi.fn();
    const batch = changeBatch(flush);
    for (let at = 0; at < CHANGE_LONGEST_MS; at += CHANGE_QUIET_MS / 2) {
      batch.add(at);
      vi.advanceTimersByTime(CHANGE_QUIET_MS / 2);
    }
    expect(flush).toHaveBeenCalledOnce();
  });

  it('forgets what was gathered once stopped', () => {
    const flush = vi.fn();
    const batch = changeBatch(flush);
    batch.add(1);
    batch.stop();
    vi.advanceTimersByTime(CHANGE_LONGEST_MS);
    expect(flush).not.toHaveBeenCalled();
  });
});
