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
    | 'afterSale.submitted';
  /** Who caused it, so their own screen isn't told what it just did. */
  actorId: number | null;
  data: Record<string, unknown>;
}

/**
 * Announces an event to every server process (PostgreSQL NOTIFY): delivered only if the
 * transaction commits, so a live notice never describes a change that was rolled back.
 */
export async function publish(tx: Tx, event: LiveEvent): Promise<void> {
  await tx.execute(sql`select pg_notify(${EVENTS_CHANNEL}, ${JSON.stringify(event)})`);
}
