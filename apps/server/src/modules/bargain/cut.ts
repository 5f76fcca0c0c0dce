/** A source of uniform numbers in [0, 1): Math.random, or a seeded one in tests. */
export type Random = () => number;

/**
 * The amount of the next cut, in cents, with `cutsLeft` cuts (this one included) to bring `remaining`
 * cents down to the floor: the last cut takes exactly what remains; any other takes a random 20–80 %
 * of it, never so much that a later cut would have less than one cent (a reserve of one cent per
 * later cut), and never less than one cent. Needs remaining ≥ cutsLeft (the activity's check).
 */
export function nextCut(remaining: bigint, cutsLeft: number, random: Random = Math.random): bigint {
  if (cutsLeft < 1 || remaining < BigInt(cutsLeft)) throw new RangeError('no room for the cuts left');
  if (cutsLeft === 1) return remaining;
  const most = remaining - BigInt(cutsLeft - 1);
  const ceilDiv = (a: bigint, b: bigint) => (a + b - 1n) / b;
  let low = ceilDiv(remaining * 20n, 100n);
  let high = (remaining * 80n) / 100n;
  if (high > most) high = most;
  if (high < 1n) high = 1n;
  if (low > high) low = high;
  if (low < 1n) low = 1n;
  const span = high - low + 1n;
  const pick = BigInt(Math.floor(random() * Number(span)));
  return low + (pick >= span ? span - 1n : pick);
}
