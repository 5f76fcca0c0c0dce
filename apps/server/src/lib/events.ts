import { AsyncLocalStorage } from 'node:async_hooks';
import { sql } from 'drizzle-orm';
import type { Tx } from './database.ts';

export const EVENTS_CHANNEL = 'hh_events';

export interface LiveEvent {
  companyId: number;
  type:
    | 'company.paid'
    | 'company.approved'
    | 'company.rejected'
    | 'member.balance'
    | 'order.paid'
    | 'order.status'
    | 'afterSale.submitted'
    | 'coupon.claimed';
  /** Who caused it, so their own screen isn't told what it just did. */
  actorId: number | null;
  data: Record<string, unknown>;
}

const atCommit = new AsyncLocalStorage<string[]>();

/**
 * Runs a transaction's work collecting the payloads it publishes, for the database handle to send
 * with its COMMIT (one round trip for all of them) instead of one statement each.
 */
export function collectingEvents<T>(payloads: string[], work: () => Promise<T>): Promise<T> {
  return atCommit.run(payloads, work);
}

/**
 * Announces an event to every server process (PostgreSQL NOTIFY): delivered only if the
 * transaction commits, so a live notice never describes a change that was rolled back. Inside
 * `collectingEvents` it rides with the COMMIT; otherwise (the embedded database) it is sent now.
 */
export async function publish(tx: Tx, event: LiveEvent): Promise<void> {
  const payload = JSON.stringify(event);
  const collected = atCommit.getStore();
  if (collected) collected.push(payload);
  else await tx.execute(sql`select pg_notify(${EVENTS_CHANNEL}, ${payload})`);
}
