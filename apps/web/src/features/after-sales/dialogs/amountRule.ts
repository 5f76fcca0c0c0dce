import { moneyCents, toCents } from '@hh/shared';

export type AmountProblem = 'amount' | 'max';

/** Why an approved amount is refused before asking the server: not money above zero, or more than asked. */
export function amountProblem(text: string | undefined, max: string): AmountProblem | undefined {
  const cents = moneyCents(text);
  if (cents === undefined || cents === 0n) return 'amount';
  return cents > toCents(max) ? 'max' : undefined;
}
