import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { conflict } from '../../lib/errors.ts';
import { users } from './schema.ts';

export interface Elsewhere {
  /** Memberships in companies other than the transaction's. */
  others: number;
  /** Whether one of them is in the platform company. */
  platform: boolean;
}

/**
 * Locks the person's row, then counts their memberships outside the transaction's company.
 * A new membership locks the same row first (trigger hh_lock_member_person), so the answer holds
 * until this transaction ends: no company can join between the check and the write.
 */
export async function lockPerson(tx: Tx, userId: number): Promise<Elsewhere> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
  const result = await tx.execute<{ others: number; platform: boolean }>(
    sql`select others, platform from hh_person_elsewhere(${userId})`,
  );
  const row = (result as unknown as { rows: { others: number; platform: boolean }[] }).rows[0];
  return { others: Number(row?.others ?? 0), platform: row?.platform === true };
}

/** Platform operators are the platform's own: a shop cannot edit them, reset them or grant them roles. */
export function assertNotPlatform(elsewhere: Elsewhere) {
  if (elsewhere.platform) throw conflict('user.platformPerson');
}

/** A person's password, name, phone and email are global: a company writes them only for a person it alone has. */
export function assertOnlyHere(elsewhere: Elsewhere, key: 'user.sharedPerson' | 'user.sharedPassword') {
  assertNotPlatform(elsewhere);
  if (elsewhere.others > 0) throw conflict(key);
}
