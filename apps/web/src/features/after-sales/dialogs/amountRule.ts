import { toCents } from '@hh/shared';

const AMOUNT = /^(0|[1-9]\d{0,8})(\.\d{1,2})?$/;

export type AmountProblem = 'amount' | 'max';

/** Why an approved amount is refused before asking the server: not money above zero, or more than asked. */
export function amountProblem(text: string | undefined, max: string): AmountProblem | undefined {
  const value = (text ?? '').trim();
  if (!AMOUNT.test(value) || toCents(value) === 0n) return 'amount';
  return toCents(value) > toCents(max) ? 'max' : undefined;
}
