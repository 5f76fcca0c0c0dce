import { describe, expect, it } from 'vitest';
import { LONGEST_RETRY_MS, reconnectDelay } from './backoff.ts';

describe('reconnect backoff', () => {
  it('starts at one second and doubles', () => {
    expect([0, 1, 2, 3, 4].map(reconnectDelay)).toEqual([1000, 2000, 4000, 8000, 16_000]);
  });

  it('never waits longer than thirty seconds', () => {
    expect(reconnectDelay(5)).toBe(LONGEST_RETRY_MS);
    expect(reconnectDelay(6)).toBe(30_000);
    expect(reconnectDelay(1000)).toBe(30_000);
  });

  it('treats odd attempts as the first', () => {
    expect(reconnectDelay(-3)).toBe(1000);
    expect(reconnectDelay(1.7)).toBe(2000);
  });
});
