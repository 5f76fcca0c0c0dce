/**
 * Splits `amount` cents over `weights` (each line's eligible amount, in cents) by the largest
 * remainder: every share is first cut down to its whole cents, then the cents left over go one each
 * to the lines with the largest cut-off fractions (ties: the earlier line). The shares always add up
 * to `amount` exactly; a line of weight 0 gets nothing unless every weight is 0, when the amount is
 * split evenly the same way. No lines: no shares (an amount then has nowhere to go, so it must be 0).
 */
export function allocateCents(amount: bigint, weights: readonly bigint[]): bigint[] {
  if (weights.length === 0) {
    if (amount !== 0n) throw new RangeError('allocateCents: an amount with no lines to take it');
    return [];
  }
  if (amount < 0n || weights.some((w) => w < 0n)) throw new RangeError('allocateCents: negative input');
  const total = weights.reduce((sum, w) => sum + w, 0n);
  const basis = total === 0n ? weights.map(() => 1n) : weights;
  const whole = total === 0n ? BigInt(weights.length) : total;
  const shares = basis.map((w) => (amount * w) / whole);
  const remainders = basis.map((w, i) => ({ i, rest: (amount * w) % whole }));
  let left = amount - shares.reduce((sum, s) => sum + s, 0n);
  remainders.sort((a, b) => (a.rest === b.rest ? a.i - b.i : a.rest > b.rest ? -1 : 1));
  for (const { i } of remainders) {
    if (left === 0n) break;
    shares[i]! += 1n;
    left -= 1n;
  }
  return shares;
}
