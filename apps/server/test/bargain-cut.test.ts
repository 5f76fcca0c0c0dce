import { describe, expect, it } from 'vitest';
import { nextCut, type Random } from '../src/modules/bargain/cut.ts';

/** mulberry32: the same seed gives the same cuts. */
function seeded(seed: number): Random {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Every cut of a bargain from `room` cents with `cuts` cuts (the member's first included). */
function run(room: bigint, cuts: number, random: Random) {
  const amounts: bigint[] = [];
  let remaining = room;
  for (let left = cuts; left >= 1; left--) {
    const amount = nextCut(remaining, left, random);
    amounts.push(amount);
    remaining -= amount;
  }
  return amounts;
}

describe('the cut rule', () => {
  it('adds up exactly to start − floor, every cut at least 0.01, on many seeds and shapes', () => {
    for (let seed = 1; seed <= 300; seed++) {
      const random = seeded(seed);
      const cuts = 1 + (seed % 40);
      const room = BigInt(cuts) + BigInt(Math.floor(random() * 50_000));
      const amounts = run(room, cuts, random);
      expect(amounts).toHaveLength(cuts);
      expect(amounts.reduce((a, b) => a + b, 0n)).toBe(room);
      for (const a of amounts) expect(a >= 1n).toBe(true);
    }
  });

  it('takes 20–80 % of what remains while the reserve leaves room', () => {
    for (let seed = 1; seed <= 200; seed++) {
      const random = seeded(seed);
      let remaining = 100_000n;
      for (let left = 6; left > 1; left--) {
        const amount = nextCut(remaining, left, random);
        expect(amount * 100n >= remaining * 20n).toBe(true);
        expect(amount * 100n <= remaining * 80n).toBe(true);
        remaining -= amount;
      }
    }
  });

  it('keeps a cent for each later cut when the room is tight, and the last lands on the floor', () => {
    expect(run(3n, 3, () => 0.999999)).toEqual([1n, 1n, 1n]);
    expect(run(5n, 5, () => 0)).toEqual([1n, 1n, 1n, 1n, 1n]);
    const amounts = run(10n, 4, () => 0.999999);
    expect(amounts.reduce((a, b) => a + b, 0n)).toBe(10n);
    expect(amounts.every((a) => a >= 1n)).toBe(true);
    expect(nextCut(1234n, 1, () => 0.5)).toBe(1234n);
  });

  it('is the same for the same seed, and refuses a room smaller than the cuts', () => {
    expect(run(99_999n, 10, seeded(7))).toEqual(run(99_999n, 10, seeded(7)));
    expect(() => nextCut(2n, 3)).toThrow(RangeError);
    expect(() => nextCut(5n, 0)).toThrow(RangeError);
  });
});
