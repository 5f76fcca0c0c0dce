import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clock, useTimeLeft } from './countdown.ts';

describe('the pay countdown', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-11-29T10:00:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('writes minutes and seconds, hours past an hour', () => {
    expect(clock(29 * 60_000 + 5_000)).toBe('29:05');
    expect(clock(999)).toBe('00:01');
    expect(clock(0)).toBe('00:00');
    expect(clock(3_600_000 + 61_000)).toBe('1:01:01');
  });

  it("counts on the server's clock, not the phone's, and stops at zero", () => {
    // The phone is two minutes behind the server: 30 minutes to pay are 28 here.
    const { result } = renderHook(() =>
      useTimeLeft('2026-11-29T10:30:00Z', new Date('2026-11-29T10:02:00Z').toISOString()),
    );
    expect(result.current).toBe(28 * 60_000);
    act(() => vi.advanceTimersByTime(5_000));
    expect(result.current).toBe(28 * 60_000 - 5_000);
    act(() => vi.advanceTimersByTime(60 * 60_000));
    expect(result.current).toBe(0);
  });

  it('has nothing to count without a deadline', () => {
    const { result } = renderHook(() => useTimeLeft(null, new Date().toISOString()));
    expect(result.current).toBeNull();
  });
});
