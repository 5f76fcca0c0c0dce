import { moneyCents } from '@hh/shared';

export type PriceProblem = 'amount' | 'same';

/** Why a new amount due is refused before asking the server: not money, or no change. */
export function priceProblem(text: string | undefined, current: string): PriceProblem | undefined {
  const cents = moneyCents(text);
  if (cents === undefined || cents === 0n) return 'amount';
  return cents === moneyCents(current) ? 'same' : undefined;
}

/** Whether this person may change the price now: once, or again with the permission. */
export const mayChangePrice = (changes: number, mayAgain: boolean): boolean => changes === 0 || mayAgain;
