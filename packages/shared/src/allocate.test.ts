import { describe, expect, it } from 'vitest';
import { allocateCents } from './allocate.ts';

const sum = (xs: bigint[]) => xs.reduce((a, b) => a + b, 0n);

describe('largest-remainder allocation in cents', () => {
  it('gives no shares to no lines, and refuses an amount with nowhere to go', () => {
    expect(allocateCents(0n, [])).toEqual([]);
    expect(() => allocateCents(1n, [])).toThrow(RangeError);
  });

  it('gives one line the whole amount', () => {
    expect(allocateCents(999n, [12_345n])).toEqual([999n]);
  });

  it('splits equal weights evenly, the odd cents to the earlier lines', () => {
    expect(allocateCents(100n, [500n, 500n, 500n])).toEqual([34n, 33n, 33n]);
    expect(allocateCents(2n, [1n, 1n, 1n])).toEqual([1n, 1n, 0n]);
  });

  it('gives the left-over cents to the largest remainders, whatever the line order', () => {
    // 1000 over 1:2:3 → 166.67, 333.33, 500 → 167, 333, 500
    expect(allocateCents(1000n, [100n, 200n, 300n])).toEqual([167n, 333n, 500n]);
    // 10 over 33:33:34 → 3.3, 3.3, 3.4 → the third line's .4 takes the cent
    expect(allocateCents(10n, [33n, 33n, 34n])).toEqual([3n, 3n, 4n]);
  });

  it('takes the whole of every line when the amount is the total', () => {
    expect(allocateCents(1234n, [1000n, 200n, 34n])).toEqual([1000n, 200n, 34n]);
  });

  it('hands out tiny amounts one cent at a time to the heaviest lines', () => {
    expect(allocateCents(1n, [100n, 300n, 200n])).toEqual([0n, 1n, 0n]);
    expect(allocateCents(2n, [100n, 300n, 200n])).toEqual([0n, 1n, 1n]);
  });

  it('gives lines of weight 0 nothing, unless all weigh 0', () => {
    expect(allocateCents(50n, [0n, 100n, 0n])).toEqual([0n, 50n, 0n]);
    expect(allocateCents(5n, [0n, 0n])).toEqual([3n, 2n]);
  });

  it('always adds up exactly', () => {
    const weights = [1999n, 1n, 37n, 450n, 450n, 7n];
    for (const amount of [0n, 1n, 7n, 100n, 2943n, 2944n, 100_000n]) {
      const shares = allocateCents(amount, weights);
      expect(sum(shares)).toBe(amount);
      expect(shares.every((s) => s >= 0n)).toBe(true);
    }
  });

  it('refuses negative amounts and weights', () => {
    expect(() => allocateCents(-1n, [1n])).toThrow(RangeError);
    expect(() => allocateCents(1n, [-1n, 2n])).toThrow(RangeError);
  });
});
