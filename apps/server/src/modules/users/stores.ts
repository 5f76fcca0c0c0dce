import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { fieldError } from '../../lib/errors.ts';
import { stores } from '../stores/index.ts';
import { userStores } from './schema.ts';

/** The stores of the company a staff member works at, in id order (none: bound to no store). */
export async function staffStoreIds(tx: Tx, companyId: number, userId: number): Promise<number[]> {
  const rows = await tx
    .select({ storeId: userStores.storeId })
    .from(userStores)
    .where(and(eq(userStores.companyId, companyId), eq(userStores.userId, userId)))
    .orderBy(asc(userStores.storeId));
  return rows.map((r) => r.storeId);
}

/** Binds a staff member to exactly these stores of the transaction's company (unknown ids: 400). */
export async function setStaffStores(tx: Tx, userId: number, storeIds: number[]): Promise<number[]> {
  const wanted = [...new Set(storeIds)].sort((a, b) => a - b);
  if (wanted.length) {
    const found = await tx.select({ id: stores.id }).from(stores).where(inArray(stores.id, wanted));
    if (found.length !== wanted.length) throw fieldError('storeIds', 'user.storeUnknown');
  }
  await tx.delete(userStores).where(eq(userStores.userId, userId));
  if (wanted.length) await tx.insert(userStores).values(wanted.map((storeId) => ({ userId, storeId })));
  return wanted;
}
