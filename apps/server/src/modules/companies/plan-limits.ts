import { count, eq, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Tx } from '../../db/client.ts';
import { conflict } from '../../lib/errors.ts';
import { companies, plans } from './schema.ts';

export type PlanLimit = 'staff' | 'stores';

/**
 * Refuses one more staff member or store past what the shop's plan allows. Adds in one company
 * take turns (a transaction-scoped advisory lock), so two at once cannot both take the last place.
 * A company without a plan (the platform) has no limit. `counted` is the table whose rows of the
 * company are counted: `companyMembers` for staff, the stores module's `stores` for stores.
 */
export async function assertPlanRoom(
  tx: Tx,
  companyId: number,
  what: PlanLimit,
  counted: PgTable & { companyId: AnyPgColumn },
): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('hh_plan_limit'), ${companyId}::int)`);
  const [plan] = await tx
    .select({ maxStaff: plans.maxStaff, maxStores: plans.maxStores })
    .from(companies)
    .innerJoin(plans, eq(plans.id, companies.planId))
    .where(eq(companies.id, companyId));
  if (!plan) return;
  const [row] = await tx.select({ n: count() }).from(counted).where(eq(counted.companyId, companyId));
  const max = what === 'staff' ? plan.maxStaff : plan.maxStores;
  if ((row?.n ?? 0) >= max) throw conflict(what === 'staff' ? 'plan.staffLimit' : 'plan.storeLimit', { max });
}
