import { fromCents, toCents } from '@hh/shared';

/** What the paid payments add up to, in exact cents. */
export function paidTotal(payments: readonly { amount: string; status: string }[]): string {
  const cents = payments
    .filter((payment) => payment.status === 'paid')
    .reduce((sum, payment) => sum + toCents(payment.amount), 0n);
  return fromCents(cents);
}
