import { fromCents, toCents } from '@hh/shared';

export type WalletOutcome = { short: false; after: string } | { short: true; missing: string };

/** What paying `amount` leaves in a wallet holding `balance`, or how much is missing (exact cents). */
export function walletAfter(balance: string, amount: string): WalletOutcome {
  const left = toCents(balance) - toCents(amount);
  return left < 0n ? { short: true, missing: fromCents(-left) } : { short: false, after: fromCents(left) };
}
