import { formatThousands, moneyCents } from '@hh/shared';

/** A price as the server takes it: a decimal string above 0 with at most two decimals, checked as text. */
export const isValidPrice = (text: string): boolean => (moneyCents(text) ?? 0n) > 0n;

/** "2999.5" → "¥2,999.50", by string operations only (no floating point). */
export const formatPrice = (text: string): string => `¥${formatThousands(text)}`;
