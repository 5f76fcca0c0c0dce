import { fromCents, toCents } from '@hh/shared';

/** "12.30" → 1230 fen (the provider's integer amount), without floating point. */
export const toFen = (amount: string): number => Number(toCents(amount));

/** 1230 fen → "12.30". */
export const fromFen = (fen: number): string => fromCents(BigInt(fen));
