/** Decimal text → integer of thousandths ("1.5" → 1500), exact. */
export function milli(value: string): bigint {
  const [int = '0', frac = ''] = value.split('.');
  return BigInt(int) * 1000n + BigInt(frac.padEnd(3, '0').slice(0, 3));
}

/** Decimal money text → cents ("12.3" → 1230), exact. */
export function cents(value: string): bigint {
  const [int = '0', frac = ''] = value.split('.');
  return BigInt(int) * 100n + BigInt(frac.padEnd(2, '0').slice(0, 2));
}

export const centsToText = (c: bigint) => `${c / 100n}.${String(c % 100n).padStart(2, '0')}`;
