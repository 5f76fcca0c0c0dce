/** "12.30" → 1230 fen, without floating point. */
export function toFen(amount: string): number {
  const [yuan = '0', cents = ''] = amount.split('.');
  return Number(yuan) * 100 + Number(cents.padEnd(2, '0').slice(0, 2));
}

/** 1230 fen → "12.30". */
export function fromFen(fen: number): string {
  return `${Math.floor(fen / 100)}.${String(fen % 100).padStart(2, '0')}`;
}
